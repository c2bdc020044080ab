import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/** The Warlord must be a CHARACTER, by its datasheet or its detachment (or a datasheet the catalogue offers the Warlord choice, a Titan), and not one taken through an allowance that forbids it (Harlequins with Drukhari). */
export const warlordBearer: Rule = {
  id: 'warlord-bearer',
  check(view) {
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet, keywords, allowance } of view.known) {
      if (!unit.isWarlord) continue;
      const found = { ruleId: 'warlord-bearer', severity: 'error', unitIds: [unit.id] } as const;
      if (!keywords.has('CHARACTER') && !datasheet.canBeWarlord) {
        issues.push(makeIssue({ ...found, params: { reason: 'not-character', unit: view.label(unit) } }));
      } else if (allowance && !allowance.canBeWarlord) {
        issues.push(
          makeIssue({
            ...found,
            params: { reason: 'allowance', unit: view.label(unit), allowance: allowance.rule.name },
          }),
        );
      }
    }
    return issues;
  },
};
