import type { GameData } from '../data/game-data';
import type { BattleSizeId } from '../data/ids';
import type { RosterIssue } from '../rules/issue';
import { validateRoster } from '../rules/validate-roster';
import { otherDetachmentEnhancementBearers } from './change-detachment';
import type { RosterChange, RosterChangeNote } from './change-note';
import { findBattleSize } from '../roster/lookup';
import type { Roster } from '../roster/roster.schema';

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

/**
 * The notes of a change that still hold, given the list's issues now. What a change removed stays said until the
 * player dismisses it, but "over the limit" lasts only as long as the list is over it, with today's figures:
 * Harlequins at 520 / 500 pts after a move back to Strike Force are no longer over their cap once the Skyweavers
 * (95 pts) leave.
 */
export function notesStillTrue(
  notes: readonly RosterChangeNote[],
  issues: readonly RosterIssue[],
): readonly RosterChangeNote[] {
  return notes.flatMap((note): RosterChangeNote[] => {
    if (note.kind === 'over-points-limit') {
      const over = issues.find((i) => i.ruleId === 'points-limit');
      return over ? [{ kind: 'over-points-limit', ...over.params }] : [];
    }
    if (note.kind === 'over-allowance-cap') {
      const over = issues.find((i) => i.ruleId === 'ally-points' && i.params.allowance === note.allowance);
      if (over?.ruleId !== 'ally-points') return [];
      const { allowance, points, cap, battleSize } = over.params;
      return [{ kind: 'over-allowance-cap', allowance, points, cap, battleSize }];
    }
    if (note.kind === 'enhancement-not-in-detachment') {
      return otherDetachmentEnhancementBearers(issues).includes(note.unitId) ? [note] : [];
    }
    return [note];
  });
}
