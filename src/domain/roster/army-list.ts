import type { Allowance } from '../data/allowance.schema';
import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import type { SectionId } from '../data/game-system.schema';
import { detachmentView, findDatasheet, keywordsOf } from './lookup';
import type { AllowancePoints } from './roster-types';
import type { Roster, Unit } from './roster.schema';

/** The allowances open to this roster: Reaper's Wager switches off "Corsairs and Travelling Players" and opens its own. */
export function activeAllowances(roster: Roster, data: GameData): readonly Allowance[] {
  return detachmentView(roster, data).allowances;
}

/** Whether the datasheet carries the army's faction keyword (DRUKHARI units in a Drukhari army). */
export function isOwnFaction(datasheet: Datasheet, data: GameData): boolean {
  return datasheet.factionKeywords.includes(data.faction.factionKeyword);
}

/** Datasheets a player may pick in this roster: matched play, plus Legends when the roster allows them. */
export function isListed(datasheet: Datasheet, roster: Roster): boolean {
  return datasheet.content === 'matched-play' || (datasheet.content === 'legends' && roster.includeLegends);
}

/**
 * The allowances worth a points bar: those that hold units, and those the catalogue offers units under now. An
 * Aeldari army's "Unaligned Forces" covers only Legends fortifications: its 0 / 500 pts bar would be noise on every
 * list that does not show Legends.
 */
export function allowancesInPlay(
  allowances: readonly AllowancePoints[],
  roster: Roster,
  data: GameData,
): readonly AllowancePoints[] {
  const offered = new Set(
    data.faction.datasheets.filter((d) => isListed(d, roster)).flatMap((d) => allowanceFor(d, roster, data)?.id ?? []),
  );
  return allowances.filter((a) => a.unitIds.length > 0 || offered.has(a.allowanceId));
}

/**
 * Whether the army may include the datasheet at all: its own faction's datasheets, those its detachment
 * brings in (Devoted of Ynnead: the Ynnari Archon; Brood Brother Auxilia: Astra Militarum squads), and
 * those an open allowance covers; never a datasheet kept to other detachments.
 */
export function canInclude(datasheet: Datasheet, roster: Roster, data: GameData): boolean {
  if (datasheet.onlyInDetachments) {
    return roster.detachmentId !== null && datasheet.onlyInDetachments.includes(roster.detachmentId);
  }
  return isOwnFaction(datasheet, data) || allowanceFor(datasheet, roster, data) !== null;
}

/**
 * The allowance a datasheet is taken through, or null when it belongs to the army's faction or no active
 * allowance covers it (a Harlequin Troupe in a Drukhari army comes under "Corsairs and Travelling Players").
 */
export function allowanceFor(datasheet: Datasheet, roster: Roster, data: GameData): Allowance | null {
  if (isOwnFaction(datasheet, data)) return null;
  if (data.index.datasheets.get(datasheet.id) === datasheet)
    return detachmentView(roster, data).allowanceOf.get(datasheet.id) ?? null;
  const keywords = keywordsOf(datasheet, roster, data);
  return activeAllowances(roster, data).find((a) => a.keywords.some((k) => keywords.has(k))) ?? null;
}

/**
 * The army-list section a unit is printed under: units taken through an allowance of allies are Allied Units
 * (a Troupe in a Drukhari army); those an allowance makes part of the army keep their own (a Troupe Master in an
 * Aeldari army is under Characters).
 */
export function unitSection(roster: Roster, unit: Unit, data: GameData): SectionId {
  const datasheet = findDatasheet(data, unit.datasheetId);
  if (!datasheet) return 'other-datasheets';
  return allowanceFor(datasheet, roster, data)?.isAllied ? 'allied-units' : datasheet.section;
}
