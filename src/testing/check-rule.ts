import type { GameData } from '../domain/data/game-data';
import { viewRoster } from '../domain/roster/roster-view';
import type { Roster } from '../domain/roster/roster.schema';
import type { RosterIssue, Rule } from '../domain/rules/issue';

/** An issue with its params read as any rule's: a test asserts on the keys of the rule it checks. */
export type CheckedIssue = Omit<RosterIssue, 'params'> & { readonly params: Readonly<Record<string, unknown>> };

/** One rule's findings on a roster, as `validateRoster` runs it. */
export function checkRule(rule: Rule, roster: Roster, data: GameData): readonly CheckedIssue[] {
  return rule.check(viewRoster(roster, data));
}

/** An issue's params read as any rule's, for a test that asserts on keys of the rules it expects. */
export function paramsOf(issue: RosterIssue): Readonly<Record<string, unknown>> {
  return issue.params;
}
