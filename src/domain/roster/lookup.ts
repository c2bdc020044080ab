import type { BattleSize } from '../data/game-system.schema';
import type { Datasheet } from '../data/datasheet.schema';
import type { Detachment, Enhancement } from '../data/detachment.schema';
import type { GameData } from '../data/game-data';
import { indexDatasheet, ownKeywords, type DatasheetIndex, type DetachmentView } from '../data/game-index';
import type { BattleSizeId, DatasheetId, DetachmentId, EnhancementId } from '../data/ids';
import type { Roster } from './roster.schema';

export type { DatasheetIndex } from '../data/game-index';

/** A datasheet's parts by id; a datasheet that is not the faction's own object (a test's stand-in) is indexed afresh. */
export function datasheetIndex(data: GameData, datasheet: Datasheet): DatasheetIndex {
  const indexed =
    data.index.datasheets.get(datasheet.id) === datasheet ? data.index.sheets.get(datasheet.id) : undefined;
  return indexed ?? indexDatasheet(datasheet);
}

export function findDatasheet(data: GameData, datasheetId: DatasheetId): Datasheet | undefined {
  return data.index.datasheets.get(datasheetId);
}

export function findDetachment(data: GameData, detachmentId: DetachmentId | null): Detachment | undefined {
  return detachmentId === null ? undefined : data.index.detachments.get(detachmentId);
}

export function findBattleSize(data: GameData, battleSizeId: BattleSizeId | null): BattleSize | undefined {
  return battleSizeId === null ? undefined : data.index.battleSizes.get(battleSizeId);
}

/** The enhancement as the roster's detachment defines it, else as any detachment does. */
export function findEnhancement(
  data: GameData,
  enhancementId: EnhancementId,
  detachmentId: DetachmentId | null = null,
): Enhancement | undefined {
  const own = findDetachment(data, detachmentId)?.enhancements.find((e) => e.id === enhancementId);
  return own ?? data.index.enhancements.get(enhancementId);
}

/** What the roster's detachment decides: its keyword grants and the allowances it opens. */
export function detachmentView(roster: Roster, data: GameData): DetachmentView {
  return (
    (roster.detachmentId === null ? undefined : data.index.byDetachment.get(roster.detachmentId)) ?? data.index.none
  );
}

/**
 * The keywords a datasheet has in this roster: its own (see `ownKeywords`) and any the detachment grants (Windrider
 * Host makes Windriders BATTLELINE).
 */
export function keywordsOf(datasheet: Datasheet, roster: Roster, data: GameData): ReadonlySet<string> {
  if (data.index.datasheets.get(datasheet.id) === datasheet) {
    const granted = detachmentView(roster, data).grantedKeywords.get(datasheet.id);
    return granted ?? data.index.keywords.get(datasheet.id) ?? ownKeywords(datasheet);
  }
  const keywords = ownKeywords(datasheet);
  for (const grant of findDetachment(data, roster.detachmentId)?.grantsKeywords ?? []) {
    if (grant.datasheetIds.includes(datasheet.id)) keywords.add(grant.keyword);
  }
  return keywords;
}
