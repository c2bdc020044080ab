import { modelTotal } from '../roster/points';
import type { RosterIssue, Rule } from './issue';
import { knownUnits, unitLabel } from './unit-label';

/**
 * Each model type within its range, and the unit at a size its points tiers list: Wracks are 1 Acothyst
 * and 4-9 Wracks, so 11 models or 2 Acothysts are illegal, and so is any total without a tier.
 */
export const unitSize: Rule = {
  id: 'unit-size',
  check(roster, data) {
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet, index } of knownUnits(roster, data)) {
      let typesInRange = true;
      for (const models of unit.models) {
        if (index.modelTypes.has(models.modelTypeId)) continue;
        typesInRange = false;
        issues.push({
          ruleId: 'unit-size',
          severity: 'error',
          message: `${unitLabel(roster, unit, data)} has ${models.count} "${models.modelTypeId}" models, which its datasheet does not list.`,
          unitIds: [unit.id],
          params: { modelTypeId: models.modelTypeId, count: models.count },
        });
      }
      for (const modelType of datasheet.composition.modelTypes) {
        let count = 0;
        for (const models of unit.models) if (models.modelTypeId === modelType.id) count += models.count;
        if (count >= modelType.min && count <= modelType.max) continue;
        typesInRange = false;
        const range = modelType.min === modelType.max ? `${modelType.min}` : `${modelType.min}-${modelType.max}`;
        issues.push({
          ruleId: 'unit-size',
          severity: 'error',
          message: `${unitLabel(roster, unit, data)} has ${count} ${modelType.name} models; the unit takes ${range}.`,
          unitIds: [unit.id],
          params: { modelType: modelType.name, count, min: modelType.min, max: modelType.max },
        });
      }
      const total = modelTotal(unit);
      if (!typesInRange || index.tiers.some((t) => t.models === total)) continue;
      const sizes = index.tiers.map((t) => t.models).join(', ');
      issues.push({
        ruleId: 'unit-size',
        severity: 'error',
        message: `${unitLabel(roster, unit, data)} has ${total} models; it can be taken with ${sizes} models.`,
        unitIds: [unit.id],
        params: { count: total, sizes },
      });
    }
    return issues;
  },
};
