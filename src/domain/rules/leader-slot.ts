import { groupBy } from './group-by';
import type { RosterIssue, Rule } from './issue';
import { unitLabel } from './unit-label';

/** A bodyguard unit takes one Leader: a second Leader attached to the same Kabalite Warriors is flagged. */
export const leaderSlot: Rule = {
  id: 'leader-slot',
  check(roster, data) {
    const leaders = groupBy(roster.units, (unit) => unit.attachedToUnitId);
    const issues: RosterIssue[] = [];
    for (const [bodyguardId, attached] of leaders) {
      const bodyguard = roster.units.find((u) => u.id === bodyguardId);
      const first = attached[0];
      if (!bodyguard || !first || attached.length < 2) continue;
      const bodyguardLabel = unitLabel(roster, bodyguard, data);
      for (const extra of attached.slice(1)) {
        issues.push({
          ruleId: 'leader-slot',
          severity: 'error',
          message: `${unitLabel(roster, extra, data)} cannot join ${bodyguardLabel}: ${unitLabel(roster, first, data)} already leads it.`,
          unitIds: [extra.id],
          params: { bodyguard: bodyguardLabel, leader: unitLabel(roster, first, data) },
        });
      }
    }
    return issues;
  },
};
