import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import { keywordsOf } from '../roster/lookup';
import { rosterContext, type KnownUnit } from '../roster/roster-context';
import type { Roster } from '../roster/roster.schema';
import { groupBy } from './group-by';
import type { RosterIssue, Rule } from './issue';
import { listNames, unitLabel } from './unit-label';

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

function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

/** Units grouped by datasheet, in roster order; shared by the datasheet and Epic Hero limits. */
export function unitsByDatasheet(roster: Roster, data: GameData): ReadonlyMap<Datasheet, readonly KnownUnit[]> {
  const context = rosterContext(roster, data);
  return context.memo(unitsByDatasheet, () => groupBy(context.known, (known) => known.datasheet));
}

/** Flags the copies past the limit (the 4th Incubi, the 7th Wracks). Epic Heroes have their own, stricter rule. */
export const datasheetLimitRule: Rule = {
  id: 'datasheet-limit',
  check(roster, data) {
    const issues: RosterIssue[] = [];
    for (const [datasheet, group] of unitsByDatasheet(roster, data)) {
      // Most groups are within every limit; only larger ones (or a datasheet with its own limit) need the keywords.
      if (datasheet.isEpicHero || group.length <= Math.min(data.system.datasheetLimits.default, datasheet.maxPerArmy ?? Infinity)) continue;
      const limit = datasheetLimit(datasheet, roster, data);
      if (group.length <= limit) continue;
      const units = group.map((k) => k.unit);
      issues.push({
        ruleId: 'datasheet-limit',
        severity: 'error',
        message: `${listNames(units.slice(limit).map((u) => unitLabel(roster, u, data)))}: an army may include ${datasheet.name} at most ${times(limit)}, and this one has ${units.length}.`,
        unitIds: units.slice(limit).map((u) => u.id),
        params: { datasheet: datasheet.name, limit, count: units.length },
      });
    }
    return issues;
  },
};
