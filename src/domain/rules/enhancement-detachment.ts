import { findDetachment, findEnhancement } from '../roster/lookup';
import type { RosterIssue, Rule } from './issue';
import { unitLabel } from './unit-label';

/** Enhancements come from the army's detachment: Realspace Raiders' enhancements are not open to a Reaper's Wager army. */
export const enhancementDetachment: Rule = {
  id: 'enhancement-detachment',
  check(roster, data) {
    const detachment = findDetachment(data, roster.detachmentId);
    if (!detachment) return [];
    const issues: RosterIssue[] = [];
    for (const unit of roster.units) {
      if (unit.enhancementId === null) continue;
      const own = detachment.enhancements.find((e) => e.id === unit.enhancementId);
      if (own && own.content === 'matched-play') continue;
      const name = own?.name ?? findEnhancement(data, unit.enhancementId)?.name ?? unit.enhancementId;
      issues.push({
        ruleId: 'enhancement-detachment',
        severity: 'error',
        message: own
          ? `${unitLabel(roster, unit, data)} carries ${name}, which is not a matched-play enhancement.`
          : `${unitLabel(roster, unit, data)} carries ${name}, which is not an enhancement of ${detachment.name}.`,
        unitIds: [unit.id],
        params: { enhancement: name, detachment: detachment.name },
      });
    }
    return issues;
  },
};
