import { ownKeywords } from '../data/game-index';
import { findDetachment } from '../roster/lookup';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/**
 * A detachment's CHARACTER upgrade taken by more units than it allows. Headhunter Task Force lets at most 3 vehicles
 * take "Tank Ace Character"; the list does not say which took it, but a Predator that bears an Enhancement or is the
 * Warlord must have, since only a CHARACTER may. So a 4th such vehicle is an error, and a list with 3 is legal:
 * the player names the other upgrades' takers at the table.
 */
export const keywordGrantLimit: Rule = {
  id: 'keyword-grant-limit',
  check(view) {
    const detachment = findDetachment(view.data, view.roster.detachmentId);
    const issues: RosterIssue[] = [];
    for (const grant of detachment?.grantsKeywords ?? []) {
      if (grant.perArmy === undefined || grant.keyword !== 'CHARACTER') continue;
      const needing = view.known.filter(
        (k) =>
          grant.datasheetIds.includes(k.datasheet.id) &&
          !ownKeywords(k.datasheet).has(grant.keyword) &&
          (k.unit.enhancementId !== null || k.unit.isWarlord),
      );
      if (needing.length <= grant.perArmy) continue;
      const over = needing.slice(grant.perArmy).map((k) => k.unit);
      issues.push(
        makeIssue({
          ruleId: 'keyword-grant-limit',
          severity: 'error',
          unitIds: over.map((u) => u.id),
          params: {
            upgrade: grant.upgrade ?? grant.keyword,
            keyword: grant.keyword,
            detachment: detachment?.name ?? '',
            max: grant.perArmy,
            count: needing.length,
            labels: over.map((u) => view.label(u)),
          },
        }),
      );
    }
    return issues;
  },
};
