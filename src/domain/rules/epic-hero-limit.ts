import type { RosterIssue, Rule } from './issue';
import { unitsByDatasheet } from './datasheet-limit';
import { listNames, unitLabel } from './unit-label';

/** Each EPIC HERO is a named individual: an army includes them at most once. */
export const epicHeroLimit: Rule = {
  id: 'epic-hero-limit',
  check(roster, data) {
    const issues: RosterIssue[] = [];
    const limit = data.system.epicHeroLimit;
    for (const [datasheet, group] of unitsByDatasheet(roster, data)) {
      if (!datasheet.isEpicHero || group.length <= limit) continue;
      const units = group.map((k) => k.unit);
      issues.push({
        ruleId: 'epic-hero-limit',
        severity: 'error',
        message: `${listNames(units.slice(limit).map((u) => unitLabel(roster, u, data)))}: ${datasheet.name} is an Epic Hero, and an army may include them only ${limit === 1 ? 'once' : `${limit} times`}.`,
        unitIds: units.slice(limit).map((u) => u.id),
        params: { datasheet: datasheet.name, limit, count: units.length },
      });
    }
    return issues;
  },
};
