import type { UnitId } from '../domain/roster/ids';
import type { Roster } from '../domain/roster/roster.schema';

/**
 * The roster as a share link gives it back: its units numbered by their place (u1, u2, …), each Leader still in
 * the same bodyguard, and one attached to a unit not in the roster attached to nothing.
 */
export function numberedByPlace(roster: Roster): Roster {
  const byPlace = new Map(roster.units.map((unit, i) => [unit.id, `u${i + 1}` as UnitId]));
  return {
    ...roster,
    lastUnitNumber: roster.units.length,
    units: roster.units.map((unit, i) => ({
      ...unit,
      id: `u${i + 1}` as UnitId,
      attachedToUnitId: unit.attachedToUnitId === null ? null : (byPlace.get(unit.attachedToUnitId) ?? null),
    })),
  };
}
