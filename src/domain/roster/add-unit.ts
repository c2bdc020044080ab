import type { GameData } from '../data/game-data';
import type { DatasheetId } from '../data/ids';
import { datasheetIndex, findDatasheet } from './lookup';
import { distributeModels } from './model-counts';
import type { Roster, Unit } from './roster.schema';
import { unitIdNumbered } from './unit-number';

/**
 * Adds a unit of the datasheet at its smallest legal size with default wargear (Wracks: 1 Acothyst and
 * 4 Wracks). An unknown datasheet leaves the roster as it is.
 */
export function addUnit(roster: Roster, datasheetId: DatasheetId, data: GameData): Roster {
  const datasheet = findDatasheet(data, datasheetId);
  if (!datasheet) return roster;
  const sizes = datasheetIndex(data, datasheet).tiers.map((t) => t.models);
  const models =
    sizes.map((size) => distributeModels(datasheet, size)).find((m) => m !== null) ??
    datasheet.composition.modelTypes.map((type) => ({ modelTypeId: type.id, count: type.min }));
  const number = roster.lastUnitNumber + 1;
  const unit: Unit = {
    id: unitIdNumbered(number),
    datasheetId,
    models,
    wargear: [],
    enhancementId: null,
    isWarlord: false,
    attachedToUnitId: null,
  };
  return { ...roster, lastUnitNumber: number, units: [...roster.units, unit] };
}
