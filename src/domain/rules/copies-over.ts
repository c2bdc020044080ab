import type { Datasheet } from '../data/datasheet.schema';
import type { RosterView } from '../roster/roster-view';
import type { KnownUnit } from '../roster/roster-types';
import type { RosterIssue } from './issue';
import { makeIssue } from './issue-messages';

/**
 * The copies of a datasheet past what the army may include, as one issue naming them: the 4th Incubi past a limit
 * of 3, a second Drazhar past an Epic Hero's one. The copies within the limit are not at fault.
 */
export function copiesOver(
  ruleId: 'datasheet-limit' | 'epic-hero-limit',
  datasheet: Datasheet,
  group: readonly KnownUnit[],
  limit: number,
  view: RosterView,
): RosterIssue {
  const over = group.slice(limit).map((k) => k.unit);
  return makeIssue({
    ruleId,
    severity: 'error',
    unitIds: over.map((u) => u.id),
    params: { datasheet: datasheet.name, limit, count: group.length, labels: over.map((u) => view.label(u)) },
  });
}
