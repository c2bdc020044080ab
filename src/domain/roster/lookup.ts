import type { BattleSize } from '../data/game-system.schema';
import type { Datasheet, ModelType, PointsTier } from '../data/datasheet.schema';
import type { Detachment, Enhancement } from '../data/detachment.schema';
import type { GameData } from '../data/game-data';
import type { BattleSizeId, DatasheetId, DetachmentId, EnhancementId, ModelTypeId, WargearId, WargearOptionId } from '../data/ids';
import type { Wargear, WargearOption } from '../data/wargear.schema';
import type { Roster } from './roster.schema';

/**
 * Lookups by id over one GameData, built once and cached for as long as the data object lives: the
 * validator and the points total run on every edit, and a linear search per unit per rule would not
 * stay inside the 0.2 ms budget on a 30-unit Onslaught list.
 */
export type GameIndex = {
  readonly datasheets: ReadonlyMap<DatasheetId, Datasheet>;
  readonly detachments: ReadonlyMap<DetachmentId, Detachment>;
  /** Every enhancement of every detachment; the first wins if two detachments reuse an id. */
  readonly enhancements: ReadonlyMap<EnhancementId, Enhancement>;
  readonly battleSizes: ReadonlyMap<BattleSizeId, BattleSize>;
};

export type DatasheetIndex = {
  readonly modelTypes: ReadonlyMap<ModelTypeId, ModelType>;
  readonly options: ReadonlyMap<WargearOptionId, WargearOption>;
  readonly wargear: ReadonlyMap<WargearId, Wargear>;
  /** Points tiers by ascending model count. */
  readonly tiers: readonly PointsTier[];
};

const gameIndexes = new WeakMap<GameData, GameIndex>();
const datasheetIndexes = new WeakMap<Datasheet, DatasheetIndex>();

export function gameIndex(data: GameData): GameIndex {
  const cached = gameIndexes.get(data);
  if (cached) return cached;
  const enhancements = new Map<EnhancementId, Enhancement>();
  for (const detachment of data.faction.detachments) {
    for (const enhancement of detachment.enhancements) {
      if (!enhancements.has(enhancement.id)) enhancements.set(enhancement.id, enhancement);
    }
  }
  const index: GameIndex = {
    datasheets: new Map(data.faction.datasheets.map((d) => [d.id, d])),
    detachments: new Map(data.faction.detachments.map((d) => [d.id, d])),
    enhancements,
    battleSizes: new Map(data.system.battleSizes.map((b) => [b.id, b])),
  };
  gameIndexes.set(data, index);
  return index;
}

export function datasheetIndex(datasheet: Datasheet): DatasheetIndex {
  const cached = datasheetIndexes.get(datasheet);
  if (cached) return cached;
  const index: DatasheetIndex = {
    modelTypes: new Map(datasheet.composition.modelTypes.map((m) => [m.id, m])),
    options: new Map(datasheet.wargearOptions.map((o) => [o.id, o])),
    wargear: new Map(datasheet.wargear.map((w) => [w.id, w])),
    tiers: [...datasheet.points].sort((a, b) => a.models - b.models),
  };
  datasheetIndexes.set(datasheet, index);
  return index;
}

export function findDatasheet(data: GameData, datasheetId: DatasheetId): Datasheet | undefined {
  return gameIndex(data).datasheets.get(datasheetId);
}

export function findDetachment(data: GameData, detachmentId: DetachmentId | null): Detachment | undefined {
  return detachmentId === null ? undefined : gameIndex(data).detachments.get(detachmentId);
}

export function findBattleSize(data: GameData, battleSizeId: BattleSizeId | null): BattleSize | undefined {
  return battleSizeId === null ? undefined : gameIndex(data).battleSizes.get(battleSizeId);
}

/** The enhancement as the roster's detachment defines it, else as any detachment does. */
export function findEnhancement(
  data: GameData,
  enhancementId: EnhancementId,
  detachmentId: DetachmentId | null = null,
): Enhancement | undefined {
  const own = findDetachment(data, detachmentId)?.enhancements.find((e) => e.id === enhancementId);
  return own ?? gameIndex(data).enhancements.get(enhancementId);
}

/**
 * The keywords a datasheet has in this roster: its keywords and faction keywords, the keywords its
 * flags stand for (the catalogues keep CHARACTER, EPIC HERO, BATTLELINE and DEDICATED TRANSPORT as
 * categories, so the importer may not repeat them), and any the detachment grants (Windrider Host
 * makes Windriders BATTLELINE).
 */
export function keywordsOf(datasheet: Datasheet, roster: Roster, data: GameData): ReadonlySet<string> {
  const detachment = findDetachment(data, roster.detachmentId);
  let byDetachment = keywordCache.get(datasheet);
  if (!byDetachment) {
    byDetachment = new Map();
    keywordCache.set(datasheet, byDetachment);
  }
  const key = detachment ?? noDetachment;
  const cached = byDetachment.get(key);
  if (cached) return cached;
  const keywords = new Set([...datasheet.keywords, ...datasheet.factionKeywords]);
  if (datasheet.isCharacter) keywords.add('CHARACTER');
  if (datasheet.isEpicHero) keywords.add('EPIC HERO');
  if (datasheet.isBattleline) keywords.add('BATTLELINE');
  if (datasheet.isDedicatedTransport) keywords.add('DEDICATED TRANSPORT');
  for (const grant of detachment?.grantsKeywords ?? []) {
    if (grant.datasheetIds.includes(datasheet.id)) keywords.add(grant.keyword);
  }
  byDetachment.set(key, keywords);
  return keywords;
}

const noDetachment = {};
const keywordCache = new WeakMap<Datasheet, Map<object, ReadonlySet<string>>>();
