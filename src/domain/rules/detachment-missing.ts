import { findDetachment } from '../roster/lookup';
import type { Rule } from './issue';

/** Every army takes one detachment of its faction; its rule and enhancements depend on it. */
export const detachmentMissing: Rule = {
  id: 'detachment-missing',
  check(roster, data) {
    if (findDetachment(data, roster.detachmentId)) return [];
    if (roster.detachmentId === null) {
      return [
        {
          ruleId: 'detachment-missing',
          severity: 'error',
          message: `Choose a detachment: every ${data.faction.name} army takes one.`,
          unitIds: [],
          params: {},
        },
      ];
    }
    return [
      {
        ruleId: 'detachment-missing',
        severity: 'error',
        message: `"${roster.detachmentId}" is not a ${data.faction.name} detachment; choose another.`,
        unitIds: [],
        params: { detachmentId: roster.detachmentId },
      },
    ];
  },
};
