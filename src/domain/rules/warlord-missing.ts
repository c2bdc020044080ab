import type { Rule } from './issue';

/** Every army names one of its CHARACTER units as its Warlord. */
export const warlordMissing: Rule = {
  id: 'warlord-missing',
  check(roster) {
    if (roster.units.some((u) => u.isWarlord)) return [];
    return [
      {
        ruleId: 'warlord-missing',
        severity: 'error',
        message: 'Choose a Warlord: every army names one CHARACTER as its Warlord.',
        unitIds: [],
        params: {},
      },
    ];
  },
};
