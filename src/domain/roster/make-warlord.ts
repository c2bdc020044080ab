import type { UnitId } from './ids';
import type { Roster } from './roster.schema';

/** Makes the unit the army's Warlord; whoever held the role before gives it up. */
export function makeWarlord(roster: Roster, unitId: UnitId): Roster {
  if (!roster.units.some((u) => u.id === unitId)) return roster;
  if (roster.units.every((u) => u.isWarlord === (u.id === unitId))) return roster;
  return {
    ...roster,
    units: roster.units.map((u) => {
      const isWarlord = u.id === unitId;
      return u.isWarlord === isWarlord ? u : { ...u, isWarlord };
    }),
  };
}
