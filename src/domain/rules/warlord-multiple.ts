import type { Rule } from './issue';
import { listNames, unitLabel } from './unit-label';

/** An army has exactly one Warlord. */
export const warlordMultiple: Rule = {
  id: 'warlord-multiple',
  check(roster, data) {
    const warlords = roster.units.filter((u) => u.isWarlord);
    if (warlords.length < 2) return [];
    return [
      {
        ruleId: 'warlord-multiple',
        severity: 'error',
        message: `${listNames(warlords.map((u) => unitLabel(roster, u, data)))} are all marked Warlord: an army has only one.`,
        unitIds: warlords.map((u) => u.id),
        params: { count: warlords.length },
      },
    ];
  },
};
