import { findBattleSize } from '../roster/lookup';
import type { Rule } from './issue';

/** Every army is built for a battle size; it sets the points limit and the allowance caps. */
export const battleSizeMissing: Rule = {
  id: 'battle-size-missing',
  check(roster, data) {
    if (findBattleSize(data, roster.battleSizeId)) return [];
    const choices = data.system.battleSizes.map((b) => b.name).join(', ');
    if (roster.battleSizeId === null) {
      return [
        {
          ruleId: 'battle-size-missing',
          severity: 'error',
          message: `Choose a battle size (${choices}): it sets the points limit.`,
          unitIds: [],
          params: {},
        },
      ];
    }
    return [
      {
        ruleId: 'battle-size-missing',
        severity: 'error',
        message: `There is no battle size "${roster.battleSizeId}"; choose one of ${choices}.`,
        unitIds: [],
        params: { battleSizeId: roster.battleSizeId },
      },
    ];
  },
};
