import { findBattleSize } from '../roster/lookup';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/** Units taken through an allowance share its points cap: Harlequins with a Strike Force Drukhari army total at most 500 pts. */
export const allyPoints: Rule = {
  id: 'ally-points',
  check(view) {
    const { roster, data } = view;
    const battleSize = findBattleSize(data, roster.battleSizeId);
    if (!battleSize) return [];
    const issues: RosterIssue[] = [];
    for (const allowance of view.points().allowances) {
      if (allowance.cap === null || allowance.points <= allowance.cap) continue;
      const labels = allowance.unitIds.map((id) => {
        const unit = roster.units.find((u) => u.id === id);
        return unit ? view.label(unit) : id;
      });
      const keywords = data.faction.allowances.find((a) => a.id === allowance.allowanceId)?.keywords ?? [];
      issues.push(
        makeIssue({
          ruleId: 'ally-points',
          severity: 'error',
          unitIds: allowance.unitIds,
          params: {
            allowance: allowance.name,
            cap: allowance.cap,
            points: allowance.points,
            battleSize: battleSize.name,
            units: labels.join(', '),
            keywords,
            labels,
          },
        }),
      );
    }
    return issues;
  },
};
