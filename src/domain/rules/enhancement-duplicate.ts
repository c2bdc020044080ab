import { findEnhancement } from '../roster/lookup';
import { groupBy } from './group-by';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/** Each enhancement is unique: two characters cannot both carry the same one. */
export const enhancementDuplicate: Rule = {
  id: 'enhancement-duplicate',
  check(view) {
    const { roster, data } = view;
    const bearers = groupBy(roster.units, (unit) => unit.enhancementId);
    const issues: RosterIssue[] = [];
    for (const [enhancementId, units] of bearers) {
      if (units.length < 2) continue;
      const enhancement = findEnhancement(data, enhancementId, roster.detachmentId)?.name ?? enhancementId;
      const params = { enhancement, count: units.length, labels: units.map((u) => view.label(u)) };
      issues.push(
        makeIssue({ ruleId: 'enhancement-duplicate', severity: 'error', unitIds: units.map((u) => u.id), params }),
      );
    }
    return issues;
  },
};
