import type { GameData } from '../data/game-data';
import type { Datasheet } from '../data/datasheet.schema';
import { datasheetIndex, findDatasheet } from '../roster/lookup';
import { unitPoints } from '../roster/points';
import type { Roster, Unit } from '../roster/roster.schema';
import { ByteReader, ByteWriter, PayloadError } from './binary-io';
import { shortHash } from './hash';
import {
  battleSizeSpace,
  choiceSpace,
  datasheetSpace,
  detachmentSpace,
  enhancementSpace,
  modelTypeSpace,
  optionSpace,
  type RefSpace,
} from './ref-space';

/**
 * The share URL's binary body (format version 1). Ids are written as a short hash of the id itself, not as an index
 * into the faction data: an index moves whenever the data gains or loses a datasheet, a hash of "khorne-berzerkers"
 * never does. 16 bits for datasheets, detachments and enhancements (one faction holds a few hundred), 8 bits inside
 * a datasheet (a handful of model types, options and choices). Where the hash is not unique among its siblings in
 * the data at hand, or the id is not in the data at all, the id is written out in full behind an escape value.
 *
 * Layout, all integers unsigned LEB128 varints unless marked:
 *   dataVersionTag u16 · factionId string · flags (1 legends, 2 detachment, 4 battle size, 8 uuid id)
 *   rosterId (16 bytes | string) · name string · [detachment ref16] · [battle size ref8]
 *   datasheet table: n, then per entry: ref16, model type count m, m × model type ref8
 *   units: n, then per unit: tableIndex·2 + hasExtras, [extras flags], model counts, [wargear], [enhancement ref16],
 *   [attached: unit index + 1, or 0 and a string], [id string], points (÷5·2, or ·2+1 when not a multiple of 5)
 */

const ESCAPE_8 = 0xff;
const ESCAPE_16 = 0xffff;

export const LIMITS = { units: 400, wargear: 64, modelTypes: 32, models: 1000, idBytes: 256, nameBytes: 1000 } as const;

const EXTRA = { warlord: 1, enhancement: 2, attached: 4, customId: 8, customModels: 16, wargear: 32 } as const;
const ROSTER_FLAG = { legends: 1, detachment: 2, battleSize: 4, uuid: 8 } as const;

/** A reference as the payload holds it: a hash to look up in the data, or the id written out. */
export type Ref = { readonly hash: number } | { readonly id: string };

/** A model type by its place in the datasheet table entry, or written out. */
export type RawModelCount = { readonly modelType: number | { readonly id: string }; readonly count: number };
export type RawSelection = {
  /** Index into the unit's model counts, or the model type id written out. */
  readonly modelType: number | { readonly id: string };
  readonly option: Ref;
  readonly choice: Ref;
  readonly count: number;
};
export type RawUnit = {
  readonly datasheet: number;
  readonly isWarlord: boolean;
  readonly models: readonly RawModelCount[];
  readonly wargear: readonly RawSelection[];
  readonly enhancement: Ref | null;
  readonly attachedTo: { readonly index: number } | { readonly id: string } | null;
  readonly id: string;
  readonly points: number;
};
export type RawDatasheet = { readonly ref: Ref; readonly modelTypes: readonly Ref[] };
export type RawPayload = {
  readonly dataVersionTag: number;
  readonly factionId: string;
  readonly includeLegends: boolean;
  readonly rosterId: string;
  readonly name: string;
  readonly detachment: Ref | null;
  readonly battleSize: Ref | null;
  readonly datasheets: readonly RawDatasheet[];
  readonly units: readonly RawUnit[];
};

export function dataVersionTag(dataVersion: string): number {
  return shortHash(dataVersion, 16);
}

function writeRef(out: ByteWriter, id: string, space: RefSpace): void {
  const { bits } = space;
  const hash = shortHash(id, bits);
  const escape = bits === 8 ? ESCAPE_8 : ESCAPE_16;
  const isUnique = space.ids.has(id) && space.byHash.get(hash)?.length === 1;
  if (hash !== escape && isUnique) {
    if (bits === 16) out.byte(hash >> 8);
    out.byte(hash);
    return;
  }
  if (bits === 16) out.byte(escape >> 8);
  out.byte(escape).string(id);
}

function readRef(input: ByteReader, bits: 8 | 16): Ref {
  const hash = bits === 16 ? (input.byte() << 8) | input.byte() : input.byte();
  const escape = bits === 8 ? ESCAPE_8 : ESCAPE_16;
  return hash === escape ? { id: input.string(LIMITS.idBytes) } : { hash };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuidBytes(uuid: string): Uint8Array {
  const hex = uuid.replace(/-/g, '');
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

function uuidFromBytes(bytes: Uint8Array): string {
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Points are multiples of 5 almost always: a 635-point unit still fits in one byte. */
function packPoints(points: number): number {
  return points % 5 === 0 ? (points / 5) * 2 : points * 2 + 1;
}

function unpackPoints(packed: number): number {
  return packed % 2 === 0 ? (packed / 2) * 5 : (packed - 1) / 2;
}

/** Model types as the datasheet lists them, when the unit holds exactly those (what `addUnit` makes). */
function hasDatasheetModels(unit: Unit, modelTypeIds: readonly string[]): boolean {
  return unit.models.length === modelTypeIds.length && unit.models.every((m, i) => m.modelTypeId === modelTypeIds[i]);
}

export function writePayload(roster: Roster, data: GameData, dataVersion: string): Uint8Array {
  const out = new ByteWriter();
  const tag = dataVersionTag(dataVersion);
  out.byte(tag >> 8).byte(tag).string(roster.factionId);
  const isUuid = UUID.test(roster.id);
  out.varint(
    (roster.includeLegends ? ROSTER_FLAG.legends : 0) |
      (roster.detachmentId !== null ? ROSTER_FLAG.detachment : 0) |
      (roster.battleSizeId !== null ? ROSTER_FLAG.battleSize : 0) |
      (isUuid ? ROSTER_FLAG.uuid : 0),
  );
  if (isUuid) out.raw(uuidBytes(roster.id));
  else out.string(roster.id);
  out.string(roster.name);
  if (roster.detachmentId !== null) writeRef(out, roster.detachmentId, detachmentSpace(data));
  if (roster.battleSizeId !== null) writeRef(out, roster.battleSizeId, battleSizeSpace(data));

  const table: Unit['datasheetId'][] = [];
  for (const unit of roster.units) if (!table.includes(unit.datasheetId)) table.push(unit.datasheetId);
  const modelTypesOf = (datasheet: Datasheet | undefined): string[] =>
    datasheet ? datasheet.composition.modelTypes.map((m) => m.id) : [];
  out.varint(table.length);
  for (const datasheetId of table) {
    writeRef(out, datasheetId, datasheetSpace(data));
    const datasheet = findDatasheet(data, datasheetId);
    const modelTypes = modelTypesOf(datasheet);
    out.varint(modelTypes.length);
    for (const id of modelTypes) writeRef(out, id, modelTypeSpace(datasheet));
  }

  out.varint(roster.units.length);
  roster.units.forEach((unit, position) => {
    const datasheet = findDatasheet(data, unit.datasheetId);
    const modelTypes = modelTypesOf(datasheet);
    const isDatasheetShape = hasDatasheetModels(unit, modelTypes);
    const extras =
      (unit.isWarlord ? EXTRA.warlord : 0) |
      (unit.enhancementId !== null ? EXTRA.enhancement : 0) |
      (unit.attachedToUnitId !== null ? EXTRA.attached : 0) |
      (unit.id !== `u${position + 1}` ? EXTRA.customId : 0) |
      (isDatasheetShape ? 0 : EXTRA.customModels) |
      (unit.wargear.length > 0 ? EXTRA.wargear : 0);
    out.varint(table.indexOf(unit.datasheetId) * 2 + (extras === 0 ? 0 : 1));
    if (extras !== 0) out.varint(extras);

    if (isDatasheetShape) {
      for (const models of unit.models) out.varint(models.count);
    } else {
      out.varint(unit.models.length);
      for (const models of unit.models) {
        const at = modelTypes.indexOf(models.modelTypeId);
        out.varint(at >= 0 ? at : modelTypes.length);
        if (at < 0) out.string(models.modelTypeId);
        out.varint(models.count);
      }
    }
    if (unit.wargear.length > 0) {
      out.varint(unit.wargear.length);
      for (const selection of unit.wargear) {
        const modelIndex = unit.models.findIndex((m) => m.modelTypeId === selection.modelTypeId);
        out.varint(modelIndex >= 0 ? modelIndex : unit.models.length);
        if (modelIndex < 0) out.string(selection.modelTypeId);
        writeRef(out, selection.optionId, optionSpace(datasheet));
        const option = datasheet && datasheetIndex(datasheet).options.get(selection.optionId);
        writeRef(out, selection.choiceId, choiceSpace(option));
        out.varint(selection.count);
      }
    }
    if (unit.enhancementId !== null) writeRef(out, unit.enhancementId, enhancementSpace(data));
    if (unit.attachedToUnitId !== null) {
      const target = roster.units.findIndex((u) => u.id === unit.attachedToUnitId);
      out.varint(target + 1);
      if (target < 0) out.string(unit.attachedToUnitId);
    }
    if (extras & EXTRA.customId) out.string(unit.id);
    out.varint(packPoints(unitPoints(unit, data)));
  });
  return out.toBytes();
}

/** Reads the body's structure; needs no game data, so a link names its faction before that faction is loaded. */
export function readPayload(bytes: Uint8Array): RawPayload {
  const input = new ByteReader(bytes);
  const dataVersionTag = (input.byte() << 8) | input.byte();
  const factionId = input.string(LIMITS.idBytes);
  const flags = input.varint();
  const rosterId = flags & ROSTER_FLAG.uuid ? uuidFromBytes(input.raw(16)) : input.string(LIMITS.idBytes);
  const name = input.string(LIMITS.nameBytes);
  const detachment = flags & ROSTER_FLAG.detachment ? readRef(input, 16) : null;
  const battleSize = flags & ROSTER_FLAG.battleSize ? readRef(input, 8) : null;

  const datasheets: RawDatasheet[] = [];
  const tableLength = input.count(LIMITS.units, 'datasheets');
  for (let i = 0; i < tableLength; i++) {
    const ref = readRef(input, 16);
    const modelTypeCount = input.count(LIMITS.modelTypes, 'model types');
    const modelTypes = Array.from({ length: modelTypeCount }, () => readRef(input, 8));
    datasheets.push({ ref, modelTypes });
  }

  const units: RawUnit[] = [];
  const unitCount = input.count(LIMITS.units, 'units');
  for (let position = 0; position < unitCount; position++) {
    const head = input.varint();
    const datasheet = Math.floor(head / 2);
    const entry = datasheets[datasheet];
    if (!entry) throw new PayloadError('corrupt', `Unit ${position + 1} names a datasheet the link does not list.`);
    const extras = head % 2 === 1 ? input.varint() : 0;
    let models: RawModelCount[];
    if (extras & EXTRA.customModels) {
      const length = input.count(LIMITS.modelTypes, 'model types');
      models = Array.from({ length }, () => {
        const at = input.count(entry.modelTypes.length, 'model types');
        const modelType = at < entry.modelTypes.length ? at : { id: input.string(LIMITS.idBytes) };
        return { modelType, count: input.count(LIMITS.models, 'models') };
      });
    } else {
      models = entry.modelTypes.map((_, at) => ({ modelType: at, count: input.count(LIMITS.models, 'models') }));
    }
    const wargear: RawSelection[] = [];
    if (extras & EXTRA.wargear) {
      const length = input.count(LIMITS.wargear, 'wargear choices');
      for (let i = 0; i < length; i++) {
        const at = input.count(models.length, 'model types');
        const modelType = at < models.length ? at : { id: input.string(LIMITS.idBytes) };
        const option = readRef(input, 8);
        const choice = readRef(input, 8);
        wargear.push({ modelType, option, choice, count: input.count(LIMITS.models, 'models') });
      }
    }
    const enhancement = extras & EXTRA.enhancement ? readRef(input, 16) : null;
    let attachedTo: RawUnit['attachedTo'] = null;
    if (extras & EXTRA.attached) {
      const target = input.count(unitCount, 'units');
      attachedTo = target > 0 ? { index: target - 1 } : { id: input.string(LIMITS.idBytes) };
    }
    const id = extras & EXTRA.customId ? input.string(LIMITS.idBytes) : `u${position + 1}`;
    const points = unpackPoints(input.varint());
    units.push({ datasheet, isWarlord: (extras & EXTRA.warlord) !== 0, models, wargear, enhancement, attachedTo, id, points });
  }
  if (!input.isAtEnd) throw new PayloadError('corrupt', 'The link carries more data than a list holds.');
  return {
    dataVersionTag,
    factionId,
    includeLegends: (flags & ROSTER_FLAG.legends) !== 0,
    rosterId,
    name,
    detachment,
    battleSize,
    datasheets,
    units,
  };
}
