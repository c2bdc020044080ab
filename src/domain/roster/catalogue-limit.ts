import type { Bound, CatalogueLimit, Counted } from '../data/catalogue-limit.schema';
import type { Condition } from '../data/condition.schema';
import { choiceCount, holds, type ConditionContext } from './condition';

/** A bound for this roster, with the condition of the last step that set or changed it (what the message names). */
export type BoundValue = { readonly value: number | null; readonly when: Condition | null };

function countIn(counted: Counted, context: ConditionContext, where: CatalogueLimit['in']): number {
  switch (counted.of) {
    case 'units':
      return counted.datasheetIds.reduce((sum, id) => sum + (context.army.datasheetCounts.get(id) ?? 0), 0);
    case 'entries': {
      let sum = 0;
      for (const id of counted.datasheetIds) sum += context.army.datasheetCounts.get(id) ?? 0;
      for (const { datasheetId, modelTypeIds } of counted.models) {
        const models = context.army.datasheetModels.get(datasheetId);
        if (models) for (const id of modelTypeIds) sum += models.get(id) ?? 0;
      }
      return sum;
    }
    case 'models': {
      const unit = context.unit;
      if (!unit) return 0;
      if (where === 'model') return 1;
      const models = counted.modelTypeIds
        ? counted.modelTypeIds.reduce((sum, id) => sum + (unit.modelCounts.get(id) ?? 0), 0)
        : unit.models;
      return counted.except ? models - choiceCount(counted.except, unit) : models;
    }
    case 'choices':
      return choiceCount(counted.choices, context.unit);
    case 'wargear': {
      const carried = where === 'model' ? context.model?.wargear : context.unit?.wargear;
      return carried ? counted.wargearIds.reduce((sum, id) => sum + Math.max(carried.get(id) ?? 0, 0), 0) : 0;
    }
  }
}

/** How many of what the limit counts there are where it looks: on one model, in the unit, or in the army. */
export function countOf(limit: Pick<CatalogueLimit, 'counted' | 'in'>, context: ConditionContext): number {
  return countIn(limit.counted, context, limit.in);
}

/** The bound for this roster: "1, and 1 more for every 5 models" is 2 in a unit of 10; null where there is none. */
export function boundValue(bound: Bound, context: ConditionContext): BoundValue {
  let value = bound.base;
  let when: Condition | null = null;
  for (const step of bound.steps) {
    if (step.when && !holds(step.when, context)) continue;
    if (step.op === 'set') {
      value = step.value;
    } else if (value !== null && step.value !== null) {
      const ratio = step.per ? countIn(step.per.counted, context, 'unit') / step.per.every : 1;
      const times = step.per ? (step.per.roundUp ? Math.ceil(ratio) : Math.floor(ratio)) : 1;
      value += step.value * times;
    }
    if (step.when) when = step.when;
  }
  return { value, when };
}
