import type { UnitId } from './ids';
import type { Roster } from './roster.schema';
import { updateUnit } from './update-unit';

/**
 * Attaches a Leader to a bodyguard unit, or detaches it with null. A unit cannot lead itself and the
 * bodyguard must be in the roster; whether it may lead that unit is for leader-target to judge.
 */
export function attachLeader(roster: Roster, leaderUnitId: UnitId, bodyguardUnitId: UnitId | null): Roster {
  if (bodyguardUnitId !== null) {
    if (bodyguardUnitId === leaderUnitId || !roster.units.some((u) => u.id === bodyguardUnitId)) return roster;
  }
  return updateUnit(roster, leaderUnitId, (unit) =>
    unit.attachedToUnitId === bodyguardUnitId ? unit : { ...unit, attachedToUnitId: bodyguardUnitId },
  );
}
