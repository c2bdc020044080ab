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

/** `u<n>` one past the highest number in use: ids are never reused, so a removed unit's id cannot come back meaning another. */
export function nextUnitId(roster: Roster): UnitId {
  let highest = 0;
  for (const unit of roster.units) {
    const match = /^u(\d+)$/.exec(unit.id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `u${highest + 1}` as UnitId;
}
