import type { UnitId } from './ids';
import type { Roster } from './roster.schema';
import { unitIdNumbered } from './unit-number';

/**
 * A copy of the unit, right after it, with the same size and wargear. The copy leaves behind what only
 * one unit may hold: the enhancement, the Warlord role, and the Leader's place in its bodyguard.
 */
export function duplicateUnit(roster: Roster, unitId: UnitId): Roster {
  const index = roster.units.findIndex((u) => u.id === unitId);
  const unit = roster.units[index];
  if (!unit) return roster;
  const number = roster.lastUnitNumber + 1;
  const copy = { ...unit, id: unitIdNumbered(number), enhancementId: null, isWarlord: false, attachedToUnitId: null };
  return { ...roster, lastUnitNumber: number, units: roster.units.toSpliced(index + 1, 0, copy) };
}
