import type { GameData } from '../data/game-data';
import type { UnitId } from './ids';
import { datasheetIndex, findDatasheet } from './lookup';
import type { Roster, WargearSelection } from './roster.schema';
import { updateUnit } from './update-unit';

export type WargearChange = Omit<WargearSelection, 'count'> & { readonly count: number };

/**
 * Sets how many models of a type take one choice of a wargear option; count 0 removes the selection.
 * An option, choice or model type the datasheet does not have leaves the roster as it is; limits are
 * left to the wargear-limit rule so the player sees why a count is too high.
 */
export function setWargear(roster: Roster, unitId: UnitId, change: WargearChange, data: GameData): Roster {
  if (!Number.isInteger(change.count) || change.count < 0) return roster;
  return updateUnit(roster, unitId, (unit) => {
    const datasheet = findDatasheet(data, unit.datasheetId);
    const option = datasheet && datasheetIndex(data, datasheet).options.get(change.optionId);
    if (!option || !option.modelTypeIds.includes(change.modelTypeId)) return unit;
    if (!option.choices.some((c) => c.id === change.choiceId)) return unit;
    const same = (s: WargearSelection): boolean =>
      s.modelTypeId === change.modelTypeId && s.optionId === change.optionId && s.choiceId === change.choiceId;
    const others = unit.wargear.filter((s) => !same(s));
    const index = unit.wargear.findIndex(same);
    if (change.count === 0) return index < 0 ? unit : { ...unit, wargear: others };
    if (unit.wargear[index]?.count === change.count) return unit;
    const selection: WargearSelection = {
      modelTypeId: change.modelTypeId,
      optionId: change.optionId,
      choiceId: change.choiceId,
      count: change.count,
    };
    const wargear = index < 0 ? [...unit.wargear, selection] : others.toSpliced(index, 0, selection);
    return { ...unit, wargear };
  });
}
