import { canLead, isLeader } from '../roster/leading';
import { findDatasheet } from '../roster/lookup';
import type { RosterIssue, Rule } from './issue';
import { knownUnits, unitLabel } from './unit-label';

/** A Leader joins only a unit its Leader ability lists: an Archon may lead Kabalite Warriors, not Wracks. */
export const leaderTarget: Rule = {
  id: 'leader-target',
  check(roster, data) {
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet } of knownUnits(roster, data)) {
      if (unit.attachedToUnitId === null) continue;
      const label = unitLabel(roster, unit, data);
      const bodyguard = roster.units.find((u) => u.id === unit.attachedToUnitId);
      const bodyguardSheet = bodyguard && findDatasheet(data, bodyguard.datasheetId);
      let message: string | null = null;
      if (!bodyguard || bodyguard.id === unit.id) {
        message = `${label} is attached to a unit that is not in the army.`;
      } else if (!bodyguardSheet || !canLead(datasheet, bodyguardSheet, roster, data)) {
        const bodyguardLabel = unitLabel(roster, bodyguard, data);
        message =
          !isLeader(datasheet)
            ? `${label} is not a Leader and cannot be attached to ${bodyguardLabel}.`
            : `${label} cannot lead ${bodyguardLabel}.`;
      }
      if (!message) continue;
      issues.push({
        ruleId: 'leader-target',
        severity: 'error',
        message,
        unitIds: bodyguard && bodyguard.id !== unit.id ? [unit.id, bodyguard.id] : [unit.id],
        params: { bodyguardId: unit.attachedToUnitId },
      });
    }
    return issues;
  },
};
