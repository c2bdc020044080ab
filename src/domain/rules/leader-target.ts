import { canLead, isLeader } from '../roster/leading';
import { findDatasheet } from '../roster/lookup';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/** A Leader joins only a unit its Leader ability lists: an Archon may lead Kabalite Warriors, not Wracks. */
export const leaderTarget: Rule = {
  id: 'leader-target',
  check(view) {
    const { roster, data } = view;
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet } of view.known) {
      if (unit.attachedToUnitId === null) continue;
      const about = { bodyguardId: unit.attachedToUnitId, unit: view.label(unit) };
      const bodyguard = roster.units.find((u) => u.id === unit.attachedToUnitId);
      if (!bodyguard || bodyguard.id === unit.id) {
        issues.push(
          makeIssue({
            ruleId: 'leader-target',
            severity: 'error',
            unitIds: [unit.id],
            params: { reason: 'no-bodyguard', ...about },
          }),
        );
        continue;
      }
      const bodyguardSheet = findDatasheet(data, bodyguard.datasheetId);
      if (bodyguardSheet && canLead(datasheet, bodyguardSheet, roster, data)) continue;
      const params = {
        reason: isLeader(datasheet) ? 'cannot-lead' : 'not-leader',
        ...about,
        bodyguard: view.label(bodyguard),
      } as const;
      issues.push(makeIssue({ ruleId: 'leader-target', severity: 'error', unitIds: [unit.id, bodyguard.id], params }));
    }
    return issues;
  },
};
