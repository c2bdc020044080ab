import { findEnhancement } from '../roster/lookup';
import type { FindingOf, RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/**
 * Only a CHARACTER (by its datasheet or by the chosen detachment) may take an enhancement, never an EPIC HERO, never a unit whose allowance forbids it
 * (Harlequins with a Drukhari army), and only if it has the keywords the enhancement asks for
 * (Crucible of Malediction: HAEMONCULUS only).
 */
export const enhancementBearer: Rule = {
  id: 'enhancement-bearer',
  check(view) {
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet, keywords, allowance } of view.known) {
      if (unit.enhancementId === null) continue;
      const enhancement = findEnhancement(view.data, unit.enhancementId, view.roster.detachmentId);
      if (!enhancement) continue;
      const about = { enhancement: enhancement.name, unit: view.label(unit) };
      let params: FindingOf<'enhancement-bearer'>['params'] | null = null;
      // CHARACTER may be the datasheet's own or one its detachment grants (a Headhunter Task Force Predator).
      if (!keywords.has('CHARACTER')) {
        params = { reason: 'not-character', ...about };
      } else if (datasheet.isEpicHero) {
        params = { reason: 'epic-hero', ...about };
      } else if (allowance && !allowance.canTakeEnhancements) {
        params = { reason: 'allowance', ...about, allowance: allowance.rule.name };
      } else if (
        enhancement.requiredKeywords.length > 0 &&
        !enhancement.requiredKeywords.some((k) => keywords.has(k))
      ) {
        params = { reason: 'required-keyword', ...about, keywords: enhancement.requiredKeywords };
      } else {
        const excluded = enhancement.excludedKeywords.find((k) => keywords.has(k));
        if (excluded) params = { reason: 'excluded-keyword', ...about, keyword: excluded };
      }
      if (params)
        issues.push(makeIssue({ ruleId: 'enhancement-bearer', severity: 'error', unitIds: [unit.id], params }));
    }
    return issues;
  },
};
