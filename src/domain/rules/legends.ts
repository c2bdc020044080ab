import type { RosterIssue, Rule } from './issue';
import { knownUnits, unitLabel } from './unit-label';

/** Legends datasheets are not matched-play content unless the players agree (the roster's Legends switch). */
export const legends: Rule = {
  id: 'legends',
  check(roster, data) {
    if (roster.includeLegends) return [];
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet } of knownUnits(roster, data)) {
      if (datasheet.content !== 'legends') continue;
      issues.push({
        ruleId: 'legends',
        severity: 'error',
        message: `${unitLabel(roster, unit, data)} is a Legends datasheet; turn on Legends to include it.`,
        unitIds: [unit.id],
        params: { datasheet: datasheet.name },
      });
    }
    return issues;
  },
};
