import type { RosterIssue, Rule } from './issue';
import { copiesOver } from './copies-over';

/** Each EPIC HERO is a named individual: an army includes them at most once. */
export const epicHeroLimit: Rule = {
  id: 'epic-hero-limit',
  check(view) {
    const issues: RosterIssue[] = [];
    const limit = view.data.system.epicHeroLimit;
    for (const [datasheet, group] of view.byDatasheet()) {
      if (datasheet.isEpicHero && group.length > limit)
        issues.push(copiesOver('epic-hero-limit', datasheet, group, limit, view));
    }
    return issues;
  },
};
