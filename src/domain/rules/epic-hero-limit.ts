import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/** Each EPIC HERO is a named individual: an army includes them at most once. */
export const epicHeroLimit: Rule = {
  id: 'epic-hero-limit',
  check(view) {
    const issues: RosterIssue[] = [];
    const limit = view.data.system.epicHeroLimit;
    for (const [datasheet, group] of view.byDatasheet()) {
      if (!datasheet.isEpicHero || group.length <= limit) continue;
      const over = group.slice(limit).map((k) => k.unit);
      issues.push(
        makeIssue({
          ruleId: 'epic-hero-limit',
          severity: 'error',
          unitIds: over.map((u) => u.id),
          params: { datasheet: datasheet.name, limit, count: group.length, labels: over.map((u) => view.label(u)) },
        }),
      );
    }
    return issues;
  },
};
