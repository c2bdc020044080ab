import { modelTotal } from '../roster/points';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/**
 * Each model type within its range, and the unit at a size its points tiers list: Wracks are 1 Acothyst
 * and 4-9 Wracks, so 11 models or 2 Acothysts are illegal, and so is any total without a tier.
 */
export const unitSize: Rule = {
  id: 'unit-size',
  check(view) {
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet, index } of view.known) {
      const label = view.label(unit);
      const found = { ruleId: 'unit-size', severity: 'error', unitIds: [unit.id] } as const;
      let typesInRange = true;
      for (const models of unit.models) {
        if (index.modelTypes.has(models.modelTypeId)) continue;
        typesInRange = false;
        issues.push(
          makeIssue({
            ...found,
            params: { reason: 'unknown-model-type', unit: label, modelTypeId: models.modelTypeId, count: models.count },
          }),
        );
      }
      for (const modelType of datasheet.composition.modelTypes) {
        let count = 0;
        for (const models of unit.models) if (models.modelTypeId === modelType.id) count += models.count;
        if (count >= modelType.min && count <= modelType.max) continue;
        typesInRange = false;
        const params = {
          reason: 'model-count',
          unit: label,
          modelType: modelType.name,
          count,
          min: modelType.min,
          max: modelType.max,
        } as const;
        issues.push(makeIssue({ ...found, params }));
      }
      const total = modelTotal(unit);
      if (!typesInRange || index.tiers.some((t) => t.models === total)) continue;
      const sizes = index.tiers.map((t) => t.models).join(', ');
      issues.push(makeIssue({ ...found, params: { reason: 'unit-total', unit: label, count: total, sizes } }));
    }
    return issues;
  },
};
