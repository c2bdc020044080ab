import type { UnitId } from './ids';
import type { Roster, Unit } from './roster.schema';

/**
 * The roster with one unit replaced by `change(unit)`. An unknown unit id gives back the same roster,
 * so a stale id from the UI (a unit removed in another tab, then undone) is a no-op rather than a crash.
 */
export function updateUnit(roster: Roster, unitId: UnitId, change: (unit: Unit) => Unit): Roster {
  const index = roster.units.findIndex((u) => u.id === unitId);
  const unit = roster.units[index];
  if (!unit) return roster;
  const changed = change(unit);
  if (changed === unit) return roster;
  return { ...roster, units: roster.units.with(index, changed) };
}
