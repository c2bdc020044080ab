import { findDetachment } from '../roster/lookup';
import type { Rule } from './issue';

const contentNames = { crusade: 'Crusade', 'boarding-actions': 'Boarding Actions', legends: 'Legends' } as const;

/**
 * Every army takes one matched-play detachment of its faction, where its faction has any; its rule and enhancements
 * depend on it.
 * A Boarding Actions detachment (Cult Unveiled) belongs to another game mode; a Legends one needs the Legends switch.
 */
export const detachmentMissing: Rule = {
  id: 'detachment-missing',
  check(roster, data) {
    const detachment = findDetachment(data, roster.detachmentId);
    if (detachment) {
      const content = detachment.content;
      if (content === 'matched-play' || (content === 'legends' && roster.includeLegends)) return [];
      return [
        {
          ruleId: 'detachment-missing',
          severity: 'error',
          message: `${detachment.name} is a ${contentNames[content]} detachment; choose a matched-play detachment${content === 'legends' ? ' or turn on Legends' : ''}.`,
          unitIds: [],
          params: { detachment: detachment.name, reason: content },
        },
      ];
    }
    if (roster.detachmentId === null) {
      // An army with no detachments to choose from (Titanicus Traitoris) is complete without one.
      if (data.faction.detachments.length === 0) return [];
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
