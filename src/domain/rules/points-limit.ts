import { findBattleSize } from '../roster/lookup';
import type { Rule } from './issue';
import { makeIssue } from './issue-messages';

/** The army's points may not exceed its battle size: 2000 pts for Strike Force. */
export const pointsLimit: Rule = {
  id: 'points-limit',
  check(view) {
    const battleSize = findBattleSize(view.data, view.roster.battleSizeId);
    if (!battleSize) return [];
    const { total } = view.points();
    if (total <= battleSize.points) return [];
    return [
      makeIssue({
        ruleId: 'points-limit',
        severity: 'error',
        unitIds: [],
        params: { limit: battleSize.points, total, battleSize: battleSize.name },
      }),
    ];
  },
};
