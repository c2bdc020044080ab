import type { GameData } from '../data/game-data';
import { fitWargear } from './fit-wargear';
import type { UnitId } from './ids';
import { findDatasheet } from './lookup';
import { distributeModels } from './model-counts';
import { tierFor } from './points';
import type { ModelCount, Roster } from './roster.schema';
import { updateUnit } from './update-unit';

/**
 * Resizes the unit to `models`, one of the sizes its points tiers list, spreading the change over its
 * model types and trimming wargear the smaller unit can no longer take. Any other size leaves the roster as it is.
 */
export function setUnitSize(roster: Roster, unitId: UnitId, models: number, data: GameData): Roster {
  return updateUnit(roster, unitId, (unit) => {
    const datasheet = findDatasheet(data, unit.datasheetId);
    if (!datasheet || !tierFor(datasheet, models, data)) return unit;
    const counts = distributeModels(datasheet, models, unit.models);
    if (!counts || sameModels(counts, unit.models)) return unit;
    const resized = { ...unit, models: counts };
    return { ...resized, wargear: fitWargear(resized, datasheet) };
  });
}

function sameModels(a: readonly ModelCount[], b: readonly ModelCount[]): boolean {
  return a.length === b.length && a.every((m, i) => m.modelTypeId === b[i]?.modelTypeId && m.count === b[i]?.count);
}
