import type { Datasheet } from '../data/datasheet.schema';
import type { WargearLimit } from '../data/wargear.schema';
import { wargearTotals } from '../roster/loadout';
import type { DatasheetIndex } from '../roster/lookup';
import type { Unit } from '../roster/roster.schema';
import { counted } from '../english';
import { exclusiveGroup, modelCount, optionCount, optionLimit, optionName, swapName } from '../roster/wargear-limits';
import type { FindingOf, RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/**
 * Wargear options as the datasheet allows them: each option no more often than its limit (Wracks: one
 * hexrifle for every 5 models), no model taking two options that exclude each other, and no option
 * replacing wargear the models no longer carry.
 */
export const wargearLimit: Rule = {
  id: 'wargear-limit',
  check(view) {
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet, index } of view.known) {
      // Default wargear alone is always legal, and most units take no options.
      if (unit.wargear.length > 0) issues.push(...checkUnit(view.label(unit), unit, datasheet, index));
    }
    return issues;
  },
};

function checkUnit(label: string, unit: Unit, datasheet: Datasheet, index: DatasheetIndex): RosterIssue[] {
  const issues: RosterIssue[] = [];
  const issue = (params: FindingOf<'wargear-limit'>['params']) =>
    issues.push(makeIssue({ ruleId: 'wargear-limit', severity: 'error', unitIds: [unit.id], params }));
  const modelTypeName = (id: string) => index.modelTypes.get(id as Unit['models'][number]['modelTypeId'])?.name ?? id;

  for (const selection of unit.wargear) {
    const option = index.options.get(selection.optionId);
    if (!option) {
      issue({ reason: 'unknown-option', unit: label, optionId: selection.optionId });
    } else if (!option.choices.some((c) => c.id === selection.choiceId)) {
      issue({
        reason: 'unknown-choice',
        unit: label,
        optionId: selection.optionId,
        choiceId: selection.choiceId,
        option: optionName(option, index),
      });
    } else if (!option.modelTypeIds.includes(selection.modelTypeId)) {
      const modelType = modelTypeName(selection.modelTypeId);
      issue({
        reason: 'model-type',
        unit: label,
        optionId: selection.optionId,
        modelTypeId: selection.modelTypeId,
        modelType,
        option: optionName(option, index),
      });
    }
  }

  const overLimit = new Set<string>();
  for (const option of datasheet.wargearOptions) {
    const count = optionCount(option, unit);
    const limit = optionLimit(option, unit);
    if (count === 0 || count <= limit) continue;
    overLimit.add(option.id);
    issue({
      reason: 'over-limit',
      unit: label,
      optionId: option.id,
      option: optionName(option, index),
      count,
      limit,
      per: describeLimit(option.limit),
    });
  }

  // Two options a model cannot combine share that model type's models (and so does one option with itself).
  const checkedGroups = new Set<string>();
  for (const option of datasheet.wargearOptions) {
    const group = exclusiveGroup(option, datasheet);
    const key = group
      .map((o) => o.id)
      .sort()
      .join(' ');
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
      issue({
        reason: 'per-model',
        unit: label,
        optionId: option.id,
        modelTypeId,
        modelType: modelTypeName(modelTypeId),
        models,
        count: taken,
        limit: allowed,
        options: group.map((o) => optionName(o, index)),
        swaps: group.map((o) => swapName(o, index)),
        timesEach,
      });
    }
  }

  // A swap of wargear the models do not carry; left unsaid when an earlier finding already explains it.
  if (issues.length > 0) return issues;
  for (const [modelTypeId, items] of wargearTotals(unit, index)) {
    for (const [wargearId, count] of items) {
      if (count >= 0) continue;
      const wargear = index.wargear.get(wargearId)?.name ?? wargearId;
      const models = modelCount(unit, modelTypeId);
      issue({
        reason: 'replaces-missing',
        unit: label,
        modelTypeId,
        modelType: modelTypeName(modelTypeId),
        models,
        wargearId,
        wargear,
        missing: -count,
      });
    }
  }
  return issues;
}

function describeLimit(limit: WargearLimit): string {
  switch (limit.kind) {
    case 'each-model':
      return 'one per model';
    case 'per-models':
      return `${limit.max} per ${counted(limit.models, 'model')}`;
    case 'unit':
      return `${limit.max} per unit`;
  }
}
