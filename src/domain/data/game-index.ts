import type { Allowance } from './allowance.schema';
import type { Datasheet, ModelType, PointsTier } from './datasheet.schema';
import type { Detachment, Enhancement } from './detachment.schema';
import type { Faction } from './faction.schema';
import type { BattleSize, GameSystem } from './game-system.schema';
import type { BattleSizeId, DatasheetId, DetachmentId, EnhancementId, ModelTypeId, WargearId, WargearOptionId } from './ids';
import type { Wargear, WargearOption } from './wargear.schema';

/** One datasheet's parts by id, and its points tiers by ascending model count. */
export type DatasheetIndex = {
  readonly modelTypes: ReadonlyMap<ModelTypeId, ModelType>;
  readonly options: ReadonlyMap<WargearOptionId, WargearOption>;
  readonly wargear: ReadonlyMap<WargearId, Wargear>;
  readonly tiers: readonly PointsTier[];
};

/** What depends on the roster's detachment alone: its keyword grants and the allowances it opens. */
export type DetachmentView = {
  /** Keywords of the datasheets the detachment grants some (Windrider Host makes Windriders BATTLELINE). */
  readonly grantedKeywords: ReadonlyMap<DatasheetId, ReadonlySet<string>>;
  /** The allowances open under the detachment: Reaper's Wager closes "Corsairs and Travelling Players". */
  readonly allowances: readonly Allowance[];
  /** The allowance each datasheet of another faction is taken through; own datasheets and uncovered ones are absent. */
  readonly allowanceOf: ReadonlyMap<DatasheetId, Allowance>;
};

/**
 * Everything the roster engine looks up, built once when a faction's data loads: the validator and the points total
 * run on every edit, and a search per unit per rule would not stay inside the 0.2 ms budget on a 30-unit list.
 * `derived` holds what codecs build from the data on first use (name indexes for imports, share-link id spaces),
 * owned by the data, so it goes when the data goes.
 */
export type GameIndex = {
  readonly datasheets: ReadonlyMap<DatasheetId, Datasheet>;
  readonly sheets: ReadonlyMap<DatasheetId, DatasheetIndex>;
  readonly detachments: ReadonlyMap<DetachmentId, Detachment>;
  /** Every enhancement of every detachment; the first wins if two detachments reuse an id. */
  readonly enhancements: ReadonlyMap<EnhancementId, Enhancement>;
  readonly battleSizes: ReadonlyMap<BattleSizeId, BattleSize>;
  /** Each datasheet's keywords with those its flags stand for (CHARACTER, EPIC HERO, BATTLELINE, DEDICATED TRANSPORT). */
  readonly keywords: ReadonlyMap<DatasheetId, ReadonlySet<string>>;
  /** By detachment id; `none` for a roster without one. */
  readonly byDetachment: ReadonlyMap<DetachmentId, DetachmentView>;
  readonly none: DetachmentView;
  readonly derived: Map<string, unknown>;
};

export function indexDatasheet(datasheet: Datasheet): DatasheetIndex {
  return {
    modelTypes: new Map(datasheet.composition.modelTypes.map((m) => [m.id, m])),
    options: new Map(datasheet.wargearOptions.map((o) => [o.id, o])),
    wargear: new Map(datasheet.wargear.map((w) => [w.id, w])),
    tiers: [...datasheet.points].sort((a, b) => a.models - b.models),
  };
}

/**
 * The keywords a datasheet has as such: its keywords and faction keywords, and the keywords its flags stand for (the
 * catalogues keep CHARACTER, EPIC HERO, BATTLELINE and DEDICATED TRANSPORT as categories, so the importer may not
 * repeat them).
 */
export function ownKeywords(datasheet: Datasheet): Set<string> {
  const keywords = new Set([...datasheet.keywords, ...datasheet.factionKeywords]);
  if (datasheet.isCharacter) keywords.add('CHARACTER');
  if (datasheet.isEpicHero) keywords.add('EPIC HERO');
  if (datasheet.isBattleline) keywords.add('BATTLELINE');
  if (datasheet.isDedicatedTransport) keywords.add('DEDICATED TRANSPORT');
  return keywords;
}

export function buildGameIndex(system: GameSystem, faction: Faction): GameIndex {
  const enhancements = new Map<EnhancementId, Enhancement>();
  for (const detachment of faction.detachments) {
    for (const enhancement of detachment.enhancements) {
      if (!enhancements.has(enhancement.id)) enhancements.set(enhancement.id, enhancement);
    }
  }
  const keywords = new Map(faction.datasheets.map((d) => [d.id, ownKeywords(d)]));
  const datasheets = new Map(faction.datasheets.map((d) => [d.id, d]));
  const viewOf = (detachment: Detachment | null): DetachmentView => detachmentView(detachment, faction, datasheets, keywords);
  return {
    datasheets,
    sheets: new Map(faction.datasheets.map((d) => [d.id, indexDatasheet(d)])),
    detachments: new Map(faction.detachments.map((d) => [d.id, d])),
    enhancements,
    battleSizes: new Map(system.battleSizes.map((b) => [b.id, b])),
    keywords,
    byDetachment: new Map(faction.detachments.map((d) => [d.id, viewOf(d)])),
    none: viewOf(null),
    derived: new Map(),
  };
}

function detachmentView(
  detachment: Detachment | null,
  faction: Faction,
  datasheets: ReadonlyMap<DatasheetId, Datasheet>,
  keywords: ReadonlyMap<DatasheetId, ReadonlySet<string>>,
): DetachmentView {
  const grantedKeywords = new Map<DatasheetId, Set<string>>();
  for (const grant of detachment?.grantsKeywords ?? []) {
    for (const id of grant.datasheetIds) {
      const own = keywords.get(id);
      if (!own) continue;
      const granted = grantedKeywords.get(id) ?? new Set(own);
      granted.add(grant.keyword);
      grantedKeywords.set(id, granted);
    }
  }
  const id = detachment?.id ?? null;
  const allowances = faction.allowances.filter((allowance) => {
    if (allowance.onlyInDetachments && (id === null || !allowance.onlyInDetachments.includes(id))) return false;
    return id === null || !allowance.notInDetachments.includes(id);
  });
  const allowanceOf = new Map<DatasheetId, Allowance>();
  for (const datasheet of datasheets.values()) {
    if (datasheet.factionKeywords.includes(faction.factionKeyword)) continue;
    const has = grantedKeywords.get(datasheet.id) ?? keywords.get(datasheet.id);
    const allowance = allowances.find((a) => a.keywords.some((k) => has?.has(k)));
    if (allowance) allowanceOf.set(datasheet.id, allowance);
  }
  return { grantedKeywords, allowances, allowanceOf };
}

/**
 * What a codec builds from the data once and looks up many times (an import's name indexes, a share link's id
 * spaces), kept with the data's own index under `key`.
 */
export function derivedFrom<T>(index: GameIndex, key: string, build: () => T): T {
  if (index.derived.has(key)) return index.derived.get(key) as T;
  const value = build();
  index.derived.set(key, value);
  return value;
}
