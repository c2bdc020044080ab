import type { GameData } from '../data/game-data';
import type { BattleSizeId } from '../data/ids';
import type { RosterChange } from './change-detachment';
import { findBattleSize } from './lookup';
import { rosterPoints } from './points';
import type { Roster } from './roster.schema';

/**
 * Switches the battle size. Nothing in the list depends on it structurally, so every unit stays; what no
 * longer fits is reported rather than cut, since only the player can choose which 300 pts to drop when a
 * 1300 pts list moves to Incursion: the army total over the new limit, and allowance totals over their new caps.
 */
export function changeBattleSize(roster: Roster, battleSizeId: BattleSizeId, data: GameData): RosterChange {
  const battleSize = findBattleSize(data, battleSizeId);
  if (!battleSize || roster.battleSizeId === battleSizeId) return { roster, dropped: [] };
  const changed: Roster = { ...roster, battleSizeId };
  const points = rosterPoints(changed, data);
  const dropped: string[] = [];
  if (points.total > battleSize.points) {
    dropped.push(`The army is ${points.total} pts, over the ${battleSize.points} pts limit of ${battleSize.name}.`);
  }
  for (const allowance of points.allowances) {
    if (allowance.cap !== null && allowance.points > allowance.cap) {
      dropped.push(
        `${allowance.name} units total ${allowance.points} pts, over their ${allowance.cap} pts cap in ${battleSize.name}.`,
      );
    }
  }
  return { roster: changed, dropped };
}
