import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import { findDatasheet } from '../roster/lookup';
import type { Roster, Unit } from '../roster/roster.schema';

/** A unit with its datasheet, for rules that need both; units of unknown datasheets are left to the faction rule. */
export type KnownUnit = { readonly unit: Unit; readonly datasheet: Datasheet };

export function knownUnits(roster: Roster, data: GameData): readonly KnownUnit[] {
  const known: KnownUnit[] = [];
  for (const unit of roster.units) {
    const datasheet = findDatasheet(data, unit.datasheetId);
    if (datasheet) known.push({ unit, datasheet });
  }
  return known;
}

/** "Wracks", or "Wracks (3)" for the third Wracks unit when the list holds several, so a message points at one unit. */
export function unitLabel(roster: Roster, unit: Unit, data: GameData): string {
  const name = findDatasheet(data, unit.datasheetId)?.name ?? unit.datasheetId;
  let copies = 0;
  let position = 0;
  for (const other of roster.units) {
    if (other.datasheetId !== unit.datasheetId) continue;
    copies += 1;
    if (other.id === unit.id) position = copies;
  }
  return copies > 1 ? `${name} (${position})` : name;
}

export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
