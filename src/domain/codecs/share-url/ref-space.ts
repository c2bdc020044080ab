import type { Datasheet } from '../../data/datasheet.schema';
import type { GameData } from '../../data/game-data';
import { derivedFrom } from '../../data/game-index';
import { shortHash, type HashBits } from './short-hash';

/**
 * The ids a share-URL reference picks from (a faction's datasheets, one datasheet's options), indexed by their
 * short hash. Built once per loaded faction and kept with its index: a link is decoded against a few hundred
 * datasheets, many times over in tests and benchmarks.
 */
export type RefSpace = {
  readonly bits: HashBits;
  readonly ids: ReadonlySet<string>;
  readonly byHash: ReadonlyMap<number, readonly string[]>;
};

function space(data: GameData, kind: string, bits: HashBits, ids: () => readonly string[]): RefSpace {
  return derivedFrom(data.index, `ref-space:${kind}`, () => {
    const list = ids();
    const byHash = new Map<number, string[]>();
    for (const id of list) {
      const hash = shortHash(id, bits);
      byHash.set(hash, [...(byHash.get(hash) ?? []), id]);
    }
    return { bits, ids: new Set(list), byHash };
  });
}

export const datasheetSpace = (data: GameData): RefSpace =>
  space(data, 'datasheets', 15, () => data.faction.datasheets.map((d) => d.id));

export const detachmentSpace = (data: GameData): RefSpace =>
  space(data, 'detachments', 16, () => data.faction.detachments.map((d) => d.id));

export const enhancementSpace = (data: GameData): RefSpace =>
  space(data, 'enhancements', 16, () => [
    ...new Set(data.faction.detachments.flatMap((d) => d.enhancements.map((e) => e.id))),
  ]);

export const battleSizeSpace = (data: GameData): RefSpace =>
  space(data, 'battle-sizes', 8, () => data.system.battleSizes.map((b) => b.id));

export const modelTypeSpace = (data: GameData, datasheet: Datasheet | undefined): RefSpace =>
  datasheet
    ? space(data, `model-types:${datasheet.id}`, 8, () => datasheet.composition.modelTypes.map((m) => m.id))
    : EMPTY_8;

/** Every choice of every option of the datasheet, as `optionId:choiceId`: one byte names both. */
export const wargearChoiceSpace = (data: GameData, datasheet: Datasheet | undefined): RefSpace =>
  datasheet
    ? space(data, `choices:${datasheet.id}`, 8, () =>
        datasheet.wargearOptions.flatMap((o) => o.choices.map((c) => `${o.id}:${c.id}`)),
      )
    : EMPTY_8;

const EMPTY_8: RefSpace = { bits: 8, ids: new Set(), byHash: new Map() };
