import type { GameData } from '../data/game-data';
import type { UnitId } from './ids';
import { findDatasheet } from './lookup';
import type { Roster, Unit } from './roster.schema';

/** "Wracks", or "Wracks (3)" for the third Wracks unit when the list holds several, so a message points at one unit. */
export function unitLabels(roster: Roster, data: GameData): ReadonlyMap<UnitId, string> {
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

/** One unit's label (see `unitLabels`); a view that labels every unit asks for them all at once. */
export function unitLabel(roster: Roster, unit: Unit, data: GameData): string {
  const name = findDatasheet(data, unit.datasheetId)?.name ?? unit.datasheetId;
  let copies = 0;
  let position = 0;
  for (const other of roster.units) {
    if (other.datasheetId !== unit.datasheetId) continue;
    copies++;
    if (other === unit || other.id === unit.id) position ||= copies;
  }
  return copies > 1 ? `${name} (${position})` : name;
}
