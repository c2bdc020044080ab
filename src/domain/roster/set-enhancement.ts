import type { EnhancementId } from '../data/ids';
import type { UnitId } from './ids';
import type { Roster } from './roster.schema';
import { updateUnit } from './update-unit';

/** Gives the unit an enhancement, or takes it away with null; who may bear it is for the enhancement rules to judge. */
export function setEnhancement(roster: Roster, unitId: UnitId, enhancementId: EnhancementId | null): Roster {
  return updateUnit(roster, unitId, (unit) =>
    unit.enhancementId === enhancementId ? unit : { ...unit, enhancementId },
  );
}
