import type { ModelTypeId } from '../data/ids';
import type { UnitId } from './ids';
import type { Roster } from './roster.schema';
import { updateUnit } from './update-unit';

/**
 * Sets how many models of one type the unit holds (a Troupe's Players), for units whose types vary
 * independently; unit-size judges the result. Wargear taken by more models of that type than remain is cut back.
 */
export function setModelCount(roster: Roster, unitId: UnitId, modelTypeId: ModelTypeId, count: number): Roster {
  if (!Number.isInteger(count) || count < 0) return roster;
  return updateUnit(roster, unitId, (unit) => {
    const current = unit.models.find((m) => m.modelTypeId === modelTypeId);
    if (current?.count === count) return unit;
    const exists = current !== undefined;
    const models = exists
      ? unit.models.map((m) => (m.modelTypeId === modelTypeId ? { ...m, count } : m))
      : [...unit.models, { modelTypeId, count }];
    const wargear = unit.wargear
      .map((s) => (s.modelTypeId === modelTypeId && s.count > count ? { ...s, count } : s))
      .filter((s) => s.count > 0);
    return { ...unit, models, wargear };
  });
}
