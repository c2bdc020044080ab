import type { Allowance } from '../data/allowance.schema';
import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import type { SectionId } from '../data/game-system.schema';
import { findDatasheet, keywordsOf } from './lookup';
import type { Roster, Unit } from './roster.schema';

/** The allowances open to this roster: Reaper's Wager switches off "Corsairs and Travelling Players" and opens its own. */
export function activeAllowances(roster: Roster, data: GameData): readonly Allowance[] {
  const detachmentId = roster.detachmentId;
  return data.faction.allowances.filter((allowance) => {
    if (allowance.onlyInDetachments) {
      if (detachmentId === null || !allowance.onlyInDetachments.includes(detachmentId)) return false;
    }
    return detachmentId === null || !allowance.notInDetachments.includes(detachmentId);
  });
}

/** Whether the datasheet carries the army's faction keyword (DRUKHARI units in a Drukhari army). */
export function isOwnFaction(datasheet: Datasheet, data: GameData): boolean {
  return datasheet.factionKeywords.includes(data.faction.factionKeyword);
}

/**
 * The allowance a datasheet is taken through, or null when it belongs to the army's faction or no active
 * allowance covers it (a Harlequin Troupe in a Drukhari army comes under "Corsairs and Travelling Players").
 */
export function allowanceFor(datasheet: Datasheet, roster: Roster, data: GameData): Allowance | null {
  if (isOwnFaction(datasheet, data)) return null;
  const keywords = keywordsOf(datasheet, roster, data);
  return activeAllowances(roster, data).find((a) => a.keywords.some((k) => keywords.has(k))) ?? null;
}

/** The army-list section a unit is printed under: units taken through an allowance are Allied Units. */
export function unitSection(roster: Roster, unit: Unit, data: GameData): SectionId {
  const datasheet = findDatasheet(data, unit.datasheetId);
  if (!datasheet) return 'other-datasheets';
  return allowanceFor(datasheet, roster, data) ? 'allied-units' : datasheet.section;
}
