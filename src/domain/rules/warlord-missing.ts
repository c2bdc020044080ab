import type { Rule } from './issue';
import { makeIssue } from './issue-messages';

/** Every army names one of its CHARACTER units as its Warlord. */
export const warlordMissing: Rule = {
  id: 'warlord-missing',
  check({ roster }) {
    if (roster.units.some((u) => u.isWarlord)) return [];
    return [makeIssue({ ruleId: 'warlord-missing', severity: 'error', unitIds: [], params: {} })];
  },
};
