import { findEnhancement } from '../roster/lookup';
import type { RosterIssue, Rule } from './issue';
import { knownUnits, unitLabel } from './unit-label';

/**
 * Only a CHARACTER may take an enhancement, never an EPIC HERO, never a unit whose allowance forbids it
 * (Harlequins with a Drukhari army), and only if it has the keywords the enhancement asks for
 * (Crucible of Malediction: HAEMONCULUS only).
 */
export const enhancementBearer: Rule = {
  id: 'enhancement-bearer',
  check(roster, data) {
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet, keywords, allowance } of knownUnits(roster, data)) {
      if (unit.enhancementId === null) continue;
      const enhancement = findEnhancement(data, unit.enhancementId, roster.detachmentId);
      if (!enhancement) continue;
      const label = unitLabel(roster, unit, data);
      let reason: { readonly code: string; readonly text: string } | null = null;
      if (!datasheet.isCharacter) {
        reason = { code: 'not-character', text: `only CHARACTER models can take Enhancements` };
      } else if (datasheet.isEpicHero) {
        reason = { code: 'epic-hero', text: 'Epic Heroes cannot take Enhancements' };
      } else if (allowance && !allowance.canTakeEnhancements) {
        reason = { code: 'allowance', text: `units taken through ${allowance.rule.name} cannot take Enhancements` };
      } else if (enhancement.requiredKeywords.length > 0 && !enhancement.requiredKeywords.some((k) => keywords.has(k))) {
        reason = { code: 'required-keyword', text: `${enhancement.name} is for ${enhancement.requiredKeywords.join(' or ')} models only` };
      } else {
        const excluded = enhancement.excludedKeywords.find((k) => keywords.has(k));
        if (excluded) reason = { code: 'excluded-keyword', text: `${excluded} models cannot take ${enhancement.name}` };
      }
      if (!reason) continue;
      issues.push({
        ruleId: 'enhancement-bearer',
        severity: 'error',
        message: `${label} cannot take ${enhancement.name}: ${reason.text}.`,
        unitIds: [unit.id],
        params: { enhancement: enhancement.name, reason: reason.code },
      });
    }
    return issues;
  },
};
