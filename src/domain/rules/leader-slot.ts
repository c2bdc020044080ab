import type { GameData } from '../data/game-data';
import { findDatasheet } from '../roster/lookup';
import { joinsAlongside } from '../roster/leading';
import type { Roster, Unit } from '../roster/roster.schema';
import { groupBy } from './group-by';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/**
 * A bodyguard unit takes one Leader: a second Archon attached to the same Kabalite Warriors is flagged. Two
 * Leaders may share it where one of them may join alongside the other (see `joinsAlongside`); never three.
 */
export const leaderSlot: Rule = {
  id: 'leader-slot',
  check(view) {
    const { roster, data } = view;
    const leaders = groupBy(roster.units, (unit) => unit.attachedToUnitId);
    const issues: RosterIssue[] = [];
    for (const [bodyguardId, attached] of leaders) {
      const bodyguard = roster.units.find((u) => u.id === bodyguardId);
      const [first, second] = attached;
      if (!bodyguard || !first || !second) continue;
      const leading = mayShare(first, second, bodyguard, roster, data) ? [first, second] : [first];
      const about = {
        bodyguard: view.label(bodyguard),
        leader: leading.map((leader) => view.label(leader)).join(' and '),
        leaders: leading.length,
      };
      for (const extra of attached.slice(leading.length)) {
        issues.push(
          makeIssue({
            ruleId: 'leader-slot',
            severity: 'error',
            unitIds: [extra.id],
            params: { ...about, unit: view.label(extra) },
          }),
        );
      }
    }
    return issues;
  },
};

/** Whether two Leaders may lead one bodyguard together: one of them joins alongside the other. */
export function mayShare(a: Unit, b: Unit, bodyguard: Unit, roster: Roster, data: GameData): boolean {
  const [sheetA, sheetB, guard] = [a, b, bodyguard].map((u) => findDatasheet(data, u.datasheetId));
  if (!sheetA || !sheetB || !guard) return false;
  return joinsAlongside(sheetA, sheetB, guard, roster, data) || joinsAlongside(sheetB, sheetA, guard, roster, data);
}
