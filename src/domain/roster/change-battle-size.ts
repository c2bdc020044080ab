import type { GameData } from '../data/game-data';
import type { BattleSizeId } from '../data/ids';
import { validateRoster } from '../rules/validate-roster';
import type { RosterChange, RosterChangeNote } from './change-detachment';
import { findBattleSize } from './lookup';
import type { Roster } from './roster.schema';

/**
 * Switches the battle size. Nothing in the list depends on it structurally, so every unit stays; what no
 * longer fits is reported rather than cut, since only the player can choose which 300 pts to drop when a
 * 1300 pts list moves to Incursion: the army total over the new limit, and allowance totals over their new caps,
 * as the points-limit and ally-points rules find them.
 */
export function changeBattleSize(roster: Roster, battleSizeId: BattleSizeId, data: GameData): RosterChange {
  const battleSize = findBattleSize(data, battleSizeId);
  if (!battleSize || roster.battleSizeId === battleSizeId) return { roster, notes: [] };
  const changed: Roster = { ...roster, battleSizeId };
  const notes = validateRoster(changed, data, ['points-limit', 'ally-points']).flatMap((issue): RosterChangeNote[] => {
    if (issue.ruleId === 'points-limit') return [{ kind: 'over-points-limit', ...issue.params }];
    if (issue.ruleId === 'ally-points') {
      const { allowance, points, cap } = issue.params;
      return [{ kind: 'over-allowance-cap', allowance, points, cap, battleSize: battleSize.name }];
    }
    return [];
  });
  return { roster: changed, notes };
}
