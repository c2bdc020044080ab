import type { Datasheet } from '../data/datasheet.schema';
import type { ModelTypeId, WargearOptionId } from '../data/ids';
import type { WargearOption } from '../data/wargear.schema';
import type { Unit } from './roster.schema';
import { exclusiveGroup, modelCount, optionCount, optionLimit } from './wargear-limits';

/**
 * How many more swaps one model type of a unit may take, as caps that each swap uses up: first one per option of
 * the model type (its limit less what the unit took of it), then one per group of options a model cannot combine
 * (the model type's models less the swaps they took in the group). A Ravager's three dark-lance options have a cap
 * of 1 each and a group each (one model swaps each dark lance once); a unit of 10 Wracks has a cap of 2 on its
 * hexrifle option and a group of 9 Wracks that its four special weapons share. A cap below zero is a limit broken.
 */
export type WargearRoom = {
  /** The model type's options, in the datasheet's order. */
  readonly options: readonly WargearOption[];
  readonly left: readonly number[];
  /** Per option (in the order of `options`): the caps one swap of it uses. */
  readonly capsOf: readonly (readonly number[])[];
};

/**
 * The room the wargear-limit rule leaves `modelTypeId` with, given the unit's selections and `takenElsewhere`: times
 * options were taken that the unit does not hold yet (the text importer solves one model type at a time).
 */
export function wargearRoom(
  datasheet: Datasheet,
  unit: Unit,
  modelTypeId: ModelTypeId,
  takenElsewhere: ReadonlyMap<WargearOptionId, number> = new Map(),
): WargearRoom {
  const options = datasheet.wargearOptions.filter((o) => o.modelTypeIds.includes(modelTypeId));
  const models = modelCount(unit, modelTypeId);
  const left = options.map((o) => optionLimit(o, unit) - optionCount(o, unit) - (takenElsewhere.get(o.id) ?? 0));
  const groupAt = new Map<string, number>();
  const groupOf = options.map((option) => {
    const group = exclusiveGroup(option, datasheet);
    const key = group
      .map((o) => o.id)
      .sort()
      .join(' ');
    let at = groupAt.get(key);
    if (at === undefined) {
      at = left.length;
      groupAt.set(key, at);
      const taken = unit.wargear
        .filter((s) => s.modelTypeId === modelTypeId && group.some((o) => o.id === s.optionId))
        .reduce((sum, s) => sum + s.count, 0);
      // A model takes one swap per group, or as many as the option lets one model take (a Broadside's two drones).
      left.push(models * Math.max(...group.map((o) => o.perModel ?? 1)) - taken);
    }
    return at;
  });
  // Every group an option belongs to caps it, not only its own: another option's group may hold it too.
  const capsOf = options.map((option, o) => [
    ...new Set([
      o,
      groupOf[o]!,
      ...options.flatMap((other, g) =>
        g !== o && exclusiveGroup(other, datasheet).includes(option) ? [groupOf[g]!] : [],
      ),
    ]),
  ]);
  return { options, left, capsOf };
}
