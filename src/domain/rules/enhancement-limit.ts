import type { Rule } from './issue';
import { makeIssue } from './issue-messages';

/** An army takes at most 3 enhancements; the ones past the limit are flagged. */
export const enhancementLimit: Rule = {
  id: 'enhancement-limit',
  check(view) {
    const limit = view.data.system.enhancementLimits.perArmy;
    const bearers = view.roster.units.filter((u) => u.enhancementId !== null);
    if (bearers.length <= limit) return [];
    const extra = bearers.slice(limit);
    const params = { limit, count: bearers.length, labels: extra.map((u) => view.label(u)) };
    return [makeIssue({ ruleId: 'enhancement-limit', severity: 'error', unitIds: extra.map((u) => u.id), params })];
  },
};
