import { findDetachment, findEnhancement } from '../roster/lookup';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/** Enhancements come from the army's detachment: Realspace Raiders' enhancements are not open to a Reaper's Wager army. */
export const enhancementDetachment: Rule = {
  id: 'enhancement-detachment',
  check(view) {
    const { roster, data } = view;
    const detachment = findDetachment(data, roster.detachmentId);
    if (!detachment) return [];
    const issues: RosterIssue[] = [];
    for (const unit of roster.units) {
      if (unit.enhancementId === null) continue;
      const own = detachment.enhancements.find((e) => e.id === unit.enhancementId);
      if (own && own.content === 'matched-play') continue;
      const enhancement = own?.name ?? findEnhancement(data, unit.enhancementId)?.name ?? unit.enhancementId;
      const params = {
        reason: own ? 'not-matched-play' : 'other-detachment',
        enhancement,
        detachment: detachment.name,
        unit: view.label(unit),
      } as const;
      issues.push(makeIssue({ ruleId: 'enhancement-detachment', severity: 'error', unitIds: [unit.id], params }));
    }
    return issues;
  },
};
