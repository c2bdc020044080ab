import type { UnitId } from './ids';
import type { Roster } from './roster.schema';

/** Removes the unit; Leaders that were attached to it stay in the army, unattached. */
export function removeUnit(roster: Roster, unitId: UnitId): Roster {
  if (!roster.units.some((u) => u.id === unitId)) return roster;
  return {
    ...roster,
    units: roster.units
      .filter((u) => u.id !== unitId)
      .map((u) => (u.attachedToUnitId === unitId ? { ...u, attachedToUnitId: null } : u)),
  };
}
