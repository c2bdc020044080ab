import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import { keywordsOf } from '../roster/lookup';
import type { Roster, Unit } from '../roster/roster.schema';
import type { RosterIssue, Rule } from './issue';
import { knownUnits } from './unit-label';

/** How many copies of the datasheet the army may hold: 3, or 6 for BATTLELINE and DEDICATED TRANSPORT. */
export function datasheetLimit(datasheet: Datasheet, roster: Roster, data: GameData): number {
  const keywords = keywordsOf(datasheet, roster, data);
  let limit = data.system.datasheetLimits.default;
  for (const { keyword, max } of data.system.datasheetLimits.byKeyword) {
    if (keywords.has(keyword) && max > limit) limit = max;
  }
  return limit;
}

/** Units grouped by datasheet, in roster order. */
export function unitsByDatasheet(roster: Roster, data: GameData): ReadonlyMap<Datasheet, readonly Unit[]> {
  const groups = new Map<Datasheet, Unit[]>();
  for (const { unit, datasheet } of knownUnits(roster, data)) {
    const group = groups.get(datasheet);
    if (group) group.push(unit);
    else groups.set(datasheet, [unit]);
  }
  return groups;
}

/** Flags the copies past the limit (the 4th Incubi, the 7th Wracks). Epic Heroes have their own, stricter rule. */
export const datasheetLimitRule: Rule = {
  id: 'datasheet-limit',
  check(roster, data) {
    const issues: RosterIssue[] = [];
    for (const [datasheet, units] of unitsByDatasheet(roster, data)) {
      if (datasheet.isEpicHero) continue;
      const limit = datasheetLimit(datasheet, roster, data);
      if (units.length <= limit) continue;
      issues.push({
        ruleId: 'datasheet-limit',
        severity: 'error',
        message: `${units.length} units of ${datasheet.name}: an army may include ${datasheet.name} at most ${limit} times.`,
        unitIds: units.slice(limit).map((u) => u.id),
        params: { datasheet: datasheet.name, limit, count: units.length },
      });
    }
    return issues;
  },
};
