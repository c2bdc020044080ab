import { findBattleSize } from '../roster/lookup';
import { rosterPoints } from '../roster/points';
import type { RosterIssue, Rule } from './issue';
import { listNames, unitLabel } from './unit-label';

/** Units taken through an allowance share its points cap: Harlequins with a Strike Force Drukhari army total at most 500 pts. */
export const allyPoints: Rule = {
  id: 'ally-points',
  check(roster, data) {
    const battleSize = findBattleSize(data, roster.battleSizeId);
    if (!battleSize) return [];
    const issues: RosterIssue[] = [];
    for (const allowance of rosterPoints(roster, data).allowances) {
      if (allowance.cap === null || allowance.points <= allowance.cap) continue;
      const names = allowance.unitIds.map((id) => {
        const unit = roster.units.find((u) => u.id === id);
        return unit ? unitLabel(roster, unit, data) : id;
      });
      const keywords = data.faction.allowances.find((a) => a.id === allowance.allowanceId)?.keywords ?? [];
      issues.push({
        ruleId: 'ally-points',
        severity: 'error',
        message:
          `${allowance.name}: ${keywords.join(' and ')} units may total at most ${allowance.cap} pts in ${battleSize.name}; ` +
          `${listNames(names)} total ${allowance.points} pts.`,
        unitIds: allowance.unitIds,
        params: {
          allowance: allowance.name,
          cap: allowance.cap,
          points: allowance.points,
          battleSize: battleSize.name,
          units: names.join(', '),
        },
      });
    }
    return issues;
  },
};
