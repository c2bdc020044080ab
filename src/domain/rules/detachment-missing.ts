import { findDetachment } from '../roster/lookup';
import type { Rule } from './issue';
import { makeIssue } from './issue-messages';

/**
 * Every army takes one matched-play detachment of its faction, where its faction has any; its rule and enhancements
 * depend on it.
 * A Boarding Actions detachment (Cult Unveiled) belongs to another game mode; a Legends one needs the Legends switch.
 */
export const detachmentMissing: Rule = {
  id: 'detachment-missing',
  check({ roster, data }) {
    const detachment = findDetachment(data, roster.detachmentId);
    const faction = data.faction.name;
    if (detachment) {
      const content = detachment.content;
      if (content === 'matched-play' || (content === 'legends' && roster.includeLegends)) return [];
      return [
        makeIssue({
          ruleId: 'detachment-missing',
          severity: 'error',
          unitIds: [],
          params: { reason: content, detachment: detachment.name },
        }),
      ];
    }
    if (roster.detachmentId === null) {
      // An army with no detachments to choose from (Titanicus Traitoris) is complete without one.
      if (data.faction.detachments.length === 0) return [];
      return [
        makeIssue({
          ruleId: 'detachment-missing',
          severity: 'error',
          unitIds: [],
          params: { reason: 'none', faction },
        }),
      ];
    }
    return [
      makeIssue({
        ruleId: 'detachment-missing',
        severity: 'error',
        unitIds: [],
        params: { reason: 'unknown', detachmentId: roster.detachmentId, faction },
      }),
    ];
  },
};
