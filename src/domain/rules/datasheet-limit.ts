import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import { keywordsOf } from '../roster/lookup';
import type { Roster } from '../roster/roster.schema';
import type { RosterIssue, Rule } from './issue';
import { copiesOver } from './copies-over';

/**
 * How many copies of the datasheet the army may hold: 3, or 6 for BATTLELINE and DEDICATED TRANSPORT, unless the
 * datasheet sets a lower limit of its own (a Troupe Master: 1).
 */
export function datasheetLimit(datasheet: Datasheet, roster: Roster, data: GameData): number {
  const keywords = keywordsOf(datasheet, roster, data);
  let limit = data.system.datasheetLimits.default;
  for (const { keyword, max } of data.system.datasheetLimits.byKeyword) {
    if (keywords.has(keyword) && max > limit) limit = max;
  }
  return Math.min(limit, datasheet.maxPerArmy ?? limit);
}

/** Flags the copies past the limit (the 4th Incubi, the 7th Wracks). Epic Heroes have their own, stricter rule. */
export const datasheetLimitRule: Rule = {
  id: 'datasheet-limit',
  check(view) {
    const { roster, data } = view;
    const issues: RosterIssue[] = [];
    for (const [datasheet, group] of view.byDatasheet()) {
      // Most groups are within every limit; only larger ones (or a datasheet with its own limit) need the keywords.
      if (
        datasheet.isEpicHero ||
        group.length <= Math.min(data.system.datasheetLimits.default, datasheet.maxPerArmy ?? Infinity)
      )
        continue;
      const limit = datasheetLimit(datasheet, roster, data);
      if (group.length > limit) issues.push(copiesOver('datasheet-limit', datasheet, group, limit, view));
    }
    return issues;
  },
};
