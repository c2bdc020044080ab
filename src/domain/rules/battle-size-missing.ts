import { findBattleSize } from '../roster/lookup';
import type { Rule } from './issue';
import { makeIssue } from './issue-messages';

/** Every army is built for a battle size; it sets the points limit and the allowance caps. */
export const battleSizeMissing: Rule = {
  id: 'battle-size-missing',
  check({ roster, data }) {
    if (findBattleSize(data, roster.battleSizeId)) return [];
    const choices = data.system.battleSizes.map((b) => b.name).join(', ');
    const params =
      roster.battleSizeId === null
        ? { reason: 'none' as const, choices }
        : { reason: 'unknown' as const, battleSizeId: roster.battleSizeId, choices };
    return [makeIssue({ ruleId: 'battle-size-missing', severity: 'error', unitIds: [], params })];
  },
};
