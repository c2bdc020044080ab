import type { RosterIssue, Rule } from './issue';
import { unitLabel } from './unit-label';

/** An army takes at most 3 enhancements; the ones past the limit are flagged. */
export const enhancementLimit: Rule = {
  id: 'enhancement-limit',
  check(roster, data) {
    const limit = data.system.enhancementLimits.perArmy;
    const bearers = roster.units.filter((u) => u.enhancementId !== null);
    if (bearers.length <= limit) return [];
    const extra = bearers.slice(limit);
    return [
      {
        ruleId: 'enhancement-limit',
        severity: 'error',
        message: `The army has ${bearers.length} enhancements; it may take at most ${limit} (remove the one on ${extra.map((u) => unitLabel(roster, u, data)).join(', ')}).`,
        unitIds: extra.map((u) => u.id),
        params: { limit, count: bearers.length },
      } satisfies RosterIssue,
    ];
  },
};
