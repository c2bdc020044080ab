import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import type { WargearLimit } from '../data/wargear.schema';
import { wargearTotals } from '../roster/loadout';
import { datasheetIndex } from '../roster/lookup';
import type { Roster, Unit } from '../roster/roster.schema';
import { exclusiveGroup, modelCount, optionCount, optionLimit, optionName } from '../roster/wargear-limits';
import type { RosterIssue, Rule } from './issue';
import { knownUnits, unitLabel } from './unit-label';

/**
 * Wargear options as the datasheet allows them: each option no more often than its limit (Wracks: one
 * hexrifle for every 5 models), no model taking two options that exclude each other, and no option
 * replacing wargear the models no longer carry.
 */
export const wargearLimit: Rule = {
  id: 'wargear-limit',
  check(roster, data) {
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet } of knownUnits(roster, data)) {
      // Default wargear alone is always legal, and most units take no options.
      if (unit.wargear.length > 0) issues.push(...checkUnit(roster, unit, datasheet, data));
    }
    return issues;
  },
};

function checkUnit(roster: Roster, unit: Unit, datasheet: Datasheet, data: GameData): RosterIssue[] {
  const issues: RosterIssue[] = [];
  const label = unitLabel(roster, unit, data);
  const index = datasheetIndex(datasheet);

  for (const selection of unit.wargear) {
    const option = index.options.get(selection.optionId);
    if (!option) {
      issues.push(issue(unit, `${label} takes a wargear option "${selection.optionId}" its datasheet does not have.`, {
        optionId: selection.optionId,
      }));
    } else if (!option.choices.some((c) => c.id === selection.choiceId)) {
      issues.push(issue(unit, `${label} takes "${selection.choiceId}", which is not a choice of the ${optionName(option, datasheet)} option.`, {
        optionId: selection.optionId,
        choiceId: selection.choiceId,
      }));
    } else if (!option.modelTypeIds.includes(selection.modelTypeId)) {
      const modelType = index.modelTypes.get(selection.modelTypeId)?.name ?? selection.modelTypeId;
      issues.push(issue(unit, `${label}: ${modelType} models cannot take ${optionName(option, datasheet)}.`, {
        optionId: selection.optionId,
        modelTypeId: selection.modelTypeId,
      }));
    }
  }

  const overLimit = new Set<string>();
  for (const option of datasheet.wargearOptions) {
    const count = optionCount(option, unit);
    const limit = optionLimit(option, unit);
    if (count === 0 || count <= limit) continue;
    overLimit.add(option.id);
    issues.push(issue(unit, `${label} takes ${optionName(option, datasheet)} ${count} times; ${describeLimit(option.limit)} allows ${limit}.`, {
      optionId: option.id,
      count,
      limit,
    }));
  }

  // Two options a model cannot combine share that model type's models (and so does one option with itself).
  const checkedGroups = new Set<string>();
  for (const option of datasheet.wargearOptions) {
    const group = exclusiveGroup(option, datasheet);
    const key = group.map((o) => o.id).sort().join(' ');
    if (checkedGroups.has(key) || group.some((o) => overLimit.has(o.id))) continue;
    checkedGroups.add(key);
    // A model may take an option several times where its `perModel` says so (a Broadside: 2 drones).
    const timesEach = Math.max(...group.map((o) => o.perModel ?? 1));
    for (const modelTypeId of option.modelTypeIds) {
      const models = modelCount(unit, modelTypeId);
      const allowed = models * timesEach;
      const taken = unit.wargear
        .filter((s) => s.modelTypeId === modelTypeId && group.some((o) => o.id === s.optionId))
        .reduce((sum, s) => sum + s.count, 0);
      if (taken <= allowed) continue;
      const modelType = index.modelTypes.get(modelTypeId)?.name ?? modelTypeId;
      const what = group.length > 1 ? `only one of ${group.map((o) => optionName(o, datasheet)).join('; ')}` : timesEach > 1 ? `it ${timesEach} times` : 'it once';
      issues.push(issue(unit, `${label}: ${taken} swaps for ${models} ${modelType} models; each model can take ${what}.`, {
        optionId: option.id,
        modelTypeId,
        count: taken,
        limit: allowed,
      }));
    }
  }

  // A swap of wargear the models do not carry; left unsaid when an earlier finding already explains it.
  if (issues.length > 0) return issues;
  for (const [modelTypeId, items] of wargearTotals(unit, datasheet)) {
    for (const [wargearId, count] of items) {
      if (count >= 0) continue;
      const modelType = index.modelTypes.get(modelTypeId)?.name ?? modelTypeId;
      const item = index.wargear.get(wargearId)?.name ?? wargearId;
      issues.push(issue(unit, `${label}: options replace ${-count} more ${item} than the ${modelType} models carry.`, {
        modelTypeId,
        wargearId,
        missing: -count,
      }));
    }
  }
  return issues;
}

function issue(unit: Unit, message: string, params: RosterIssue['params']): RosterIssue {
  return { ruleId: 'wargear-limit', severity: 'error', message, unitIds: [unit.id], params };
}

function describeLimit(limit: WargearLimit): string {
  switch (limit.kind) {
    case 'each-model':
      return 'one per model';
    case 'per-models':
      return `${limit.max} per ${limit.models} models`;
    case 'unit':
      return `${limit.max} per unit`;
  }
}
