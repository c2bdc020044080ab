import type { GameData } from '../data/game-data';
import { findDatasheet } from '../roster/lookup';
import { rosterContext, type KnownUnit } from '../roster/roster-context';
import type { UnitId } from '../roster/ids';
import type { Roster, Unit } from '../roster/roster.schema';

export type { KnownUnit } from '../roster/roster-context';

/** The roster's units with their datasheets, worked out once per roster and shared by every rule. */
export function knownUnits(roster: Roster, data: GameData): readonly KnownUnit[] {
  return rosterContext(roster, data).known;
}

/** "Wracks", or "Wracks (3)" for the third Wracks unit when the list holds several, so a message points at one unit. */
export function unitLabel(roster: Roster, unit: Unit, data: GameData): string {
  const labels = rosterContext(roster, data).memo(labelUnits, () => labelUnits(roster, data));
  return labels.get(unit.id) ?? findDatasheet(data, unit.datasheetId)?.name ?? unit.datasheetId;
}

function labelUnits(roster: Roster, data: GameData): ReadonlyMap<UnitId, string> {
  const copies = new Map<string, number>();
  for (const unit of roster.units) copies.set(unit.datasheetId, (copies.get(unit.datasheetId) ?? 0) + 1);
  const seen = new Map<string, number>();
  const labels = new Map<UnitId, string>();
  for (const unit of roster.units) {
    const name = findDatasheet(data, unit.datasheetId)?.name ?? unit.datasheetId;
    const position = (seen.get(unit.datasheetId) ?? 0) + 1;
    seen.set(unit.datasheetId, position);
    labels.set(unit.id, (copies.get(unit.datasheetId) ?? 0) > 1 ? `${name} (${position})` : name);
  }
  return labels;
}

export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
