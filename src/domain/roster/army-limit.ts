import type { ArmyCondition, ArmyLimit, Comparison } from '../data/army-limit.schema';
import type { Roster } from './roster.schema';

/** How many units of each datasheet the roster holds: the only roster fact a limit's conditions count. */
export type DatasheetCounts = ReadonlyMap<string, number>;

export function datasheetCounts(roster: Roster): DatasheetCounts {
  const counts = new Map<string, number>();
  for (const unit of roster.units) counts.set(unit.datasheetId, (counts.get(unit.datasheetId) ?? 0) + 1);
  return counts;
}

function unitsOf(datasheetIds: readonly string[], counts: DatasheetCounts): number {
  return datasheetIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
}

function compare(count: number, comparison: Comparison, value: number): boolean {
  switch (comparison) {
    case 'lt':
      return count < value;
    case 'le':
      return count <= value;
    case 'eq':
      return count === value;
    case 'ne':
      return count !== value;
    case 'ge':
      return count >= value;
    case 'gt':
      return count > value;
  }
}

/** What a limit can ask of a roster besides unit counts. */
export type ArmyChoices = Pick<Roster, 'battleSizeId' | 'detachmentId'>;

export function holds(condition: ArmyCondition, roster: ArmyChoices, counts: DatasheetCounts): boolean {
  switch (condition.kind) {
    case 'units':
      return compare(unitsOf(condition.datasheetIds, counts), condition.comparison, condition.value);
    case 'battle-size':
      return roster.battleSizeId !== null && condition.battleSizeIds.includes(roster.battleSizeId);
    case 'detachment':
      return roster.detachmentId !== null && condition.detachmentIds.includes(roster.detachmentId);
    case 'all':
      return condition.conditions.every((c) => holds(c, roster, counts));
    case 'any':
      return condition.conditions.some((c) => holds(c, roster, counts));
    case 'not':
      return !holds(condition.condition, roster, counts);
  }
}

/**
 * The limit for this roster, null for none: Company Heroes start at 0 and become 1 with one Captain or one Chapter
 * Master, 2 with both or two Captains.
 */
export function evaluateLimit(limit: ArmyLimit, roster: ArmyChoices, counts: DatasheetCounts): number | null {
  let value = limit.base;
  for (const step of limit.steps) {
    if (step.when && !holds(step.when, roster, counts)) continue;
    if (step.op === 'set') {
      value = step.value;
    } else if (value !== null && step.value !== null) {
      const ratio = step.per ? unitsOf(step.per.datasheetIds, counts) / step.per.every : 1;
      const times = step.per ? (step.per.roundUp ? Math.ceil(ratio) : Math.floor(ratio)) : 1;
      value += step.value * times;
    }
  }
  return value;
}

/** Whether the limit counts units anywhere (in a condition or a repeat), rather than reading only battle size and detachment. */
export function countsUnits(limit: ArmyLimit): boolean {
  const inCondition = (c: ArmyCondition): boolean => {
    switch (c.kind) {
      case 'units':
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
