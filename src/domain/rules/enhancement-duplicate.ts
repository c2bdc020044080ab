import { findEnhancement } from '../roster/lookup';
import { groupBy } from './group-by';
import type { RosterIssue, Rule } from './issue';
import { listNames, unitLabel } from './unit-label';

/** Each enhancement is unique: two characters cannot both carry the same one. */
export const enhancementDuplicate: Rule = {
  id: 'enhancement-duplicate',
  check(roster, data) {
    const bearers = groupBy(roster.units, (unit) => unit.enhancementId);
    const issues: RosterIssue[] = [];
    for (const [enhancementId, units] of bearers) {
      if (units.length < 2) continue;
      const name = findEnhancement(data, enhancementId, roster.detachmentId)?.name ?? enhancementId;
      issues.push({
        ruleId: 'enhancement-duplicate',
        severity: 'error',
        message: `${listNames(units.map((u) => unitLabel(roster, u, data)))} all carry ${name}: each enhancement may be taken only once.`,
        unitIds: units.map((u) => u.id),
        params: { enhancement: name, count: units.length },
      });
    }
    return issues;
  },
};
