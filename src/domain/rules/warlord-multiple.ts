import type { Rule } from './issue';
import { makeIssue } from './issue-messages';

/** An army has exactly one Warlord. */
export const warlordMultiple: Rule = {
  id: 'warlord-multiple',
  check(view) {
    const warlords = view.roster.units.filter((u) => u.isWarlord);
    if (warlords.length < 2) return [];
    const params = { count: warlords.length, labels: warlords.map((u) => view.label(u)) };
    return [makeIssue({ ruleId: 'warlord-multiple', severity: 'error', unitIds: warlords.map((u) => u.id), params })];
  },
};
