import type { RosterIssue, Rule } from './issue';
import { knownUnits, unitLabel } from './unit-label';

/** The Warlord must be a CHARACTER (or a datasheet the catalogue offers the Warlord choice, a Titan), and not one taken through an allowance that forbids it (Harlequins with Drukhari). */
export const warlordBearer: Rule = {
  id: 'warlord-bearer',
  check(roster, data) {
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet, allowance } of knownUnits(roster, data)) {
      if (!unit.isWarlord) continue;
      const label = unitLabel(roster, unit, data);
      if (!datasheet.isCharacter && !datasheet.canBeWarlord) {
        issues.push({
          ruleId: 'warlord-bearer',
          severity: 'error',
          message: `${label} cannot be the Warlord: only a CHARACTER can.`,
          unitIds: [unit.id],
          params: { reason: 'not-character' },
        });
      } else if (allowance && !allowance.canBeWarlord) {
        issues.push({
          ruleId: 'warlord-bearer',
          severity: 'error',
          message: `${label} cannot be the Warlord: units taken through ${allowance.rule.name} cannot be your Warlord.`,
          unitIds: [unit.id],
          params: { reason: 'allowance', allowance: allowance.rule.name },
        });
      }
    }
    return issues;
  },
};
