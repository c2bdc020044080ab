import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/** Legends datasheets are not matched-play content unless the players agree (the roster's Legends switch). */
export const legends: Rule = {
  id: 'legends',
  check(view) {
    if (view.roster.includeLegends) return [];
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet } of view.known) {
      if (datasheet.content !== 'legends') continue;
      issues.push(
        makeIssue({
          ruleId: 'legends',
          severity: 'error',
          unitIds: [unit.id],
          params: { datasheet: datasheet.name, unit: view.label(unit) },
        }),
      );
    }
    return issues;
  },
};
