import type { ArmyLimit } from '../data/army-limit.schema';
import type { Condition } from '../data/condition.schema';
import { holds, type ConditionContext } from './condition';

function unitsOf(datasheetIds: readonly string[], context: ConditionContext): number {
  return datasheetIds.reduce((sum, id) => sum + (context.army.datasheetCounts.get(id) ?? 0), 0);
}

/**
 * The limit for this roster, null for none: Company Heroes start at 0 and become 1 with one Captain or one Chapter
 * Master, 2 with both or two Captains.
 */
export function evaluateLimit(limit: ArmyLimit, context: ConditionContext): number | null {
  let value = limit.base;
  for (const step of limit.steps) {
    if (step.when && !holds(step.when, context)) continue;
    if (step.op === 'set') {
      value = step.value;
    } else if (value !== null && step.value !== null) {
      const ratio = step.per ? unitsOf(step.per.datasheetIds, context) / step.per.every : 1;
      const times = step.per ? (step.per.roundUp ? Math.ceil(ratio) : Math.floor(ratio)) : 1;
      value += step.value * times;
    }
  }
  return value;
}

/** Whether the limit counts units anywhere (in a condition or a repeat), rather than reading only battle size and detachment. */
export function countsUnits(limit: ArmyLimit): boolean {
  const inCondition = (c: Condition): boolean => {
    switch (c.kind) {
      case 'units':
      case 'keyword':
      case 'models':
      case 'wargear':
        return true;
      case 'all':
      case 'any':
        return c.conditions.some(inCondition);
      case 'not':
        return inCondition(c.condition);
      default:
        return false;
    }
  };
  return limit.steps.some((s) => s.per !== undefined || (s.when !== undefined && inCondition(s.when)));
}
