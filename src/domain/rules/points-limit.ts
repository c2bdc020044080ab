import { findBattleSize } from '../roster/lookup';
import { rosterPoints } from '../roster/points';
import type { Rule } from './issue';

/** The army's points may not exceed its battle size: 2000 pts for Strike Force. */
export const pointsLimit: Rule = {
  id: 'points-limit',
  check(roster, data) {
    const battleSize = findBattleSize(data, roster.battleSizeId);
    if (!battleSize) return [];
    const { total } = rosterPoints(roster, data);
    if (total <= battleSize.points) return [];
    return [
      {
        ruleId: 'points-limit',
        severity: 'error',
        message: `The army is ${total} pts, ${total - battleSize.points} pts over the ${battleSize.points} pts limit of ${battleSize.name}.`,
        unitIds: [],
        params: { limit: battleSize.points, total, battleSize: battleSize.name },
      },
    ];
  },
};
