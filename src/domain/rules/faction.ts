import { canInclude } from '../roster/army-list';
import { findDatasheet, findDetachment } from '../roster/lookup';
import type { RosterIssue, Rule } from './issue';
import { unitLabel } from './unit-label';

/**
 * A unit must carry the army's faction keyword, be brought in by the detachment, or come under an open
 * allowance, and be matched-play content: Anhrathe units may join a Drukhari army through "Corsairs and
 * Travelling Players", but not under Reaper's Wager, which closes that allowance; a Ynnari Archon joins an
 * Aeldari army only under Devoted of Ynnead.
 */
export const faction: Rule = {
  id: 'faction',
  check(roster, data) {
    const issues: RosterIssue[] = [];
    const detachment = findDetachment(data, roster.detachmentId);
    for (const unit of roster.units) {
      const datasheet = findDatasheet(data, unit.datasheetId);
      if (!datasheet) {
        issues.push({
          ruleId: 'faction',
          severity: 'error',
          message: `${unitLabel(roster, unit, data)} is not a datasheet a ${data.faction.name} army can take.`,
          unitIds: [unit.id],
          params: { datasheetId: unit.datasheetId, reason: 'unknown-datasheet' },
        });
      } else if (datasheet.content === 'crusade' || datasheet.content === 'boarding-actions') {
        issues.push({
          ruleId: 'faction',
          severity: 'error',
          message: `${unitLabel(roster, unit, data)} is ${datasheet.content === 'crusade' ? 'Crusade' : 'Boarding Actions'} content, not allowed in a matched-play army.`,
          unitIds: [unit.id],
          params: { datasheet: datasheet.name, reason: datasheet.content },
        });
      } else if (datasheet.onlyInDetachments && !canInclude(datasheet, roster, data)) {
        const names = datasheet.onlyInDetachments.map((id) => findDetachment(data, id)?.name ?? id);
        issues.push({
          ruleId: 'faction',
          severity: 'error',
          message: `${unitLabel(roster, unit, data)} can only be included in a ${data.faction.name} army with the ${names.join(' or ')} detachment.`,
          unitIds: [unit.id],
          params: { datasheet: datasheet.name, reason: 'other-detachment' },
        });
      } else if (!canInclude(datasheet, roster, data)) {
        const under = detachment ? ` with the ${detachment.name} detachment` : '';
        issues.push({
          ruleId: 'faction',
          severity: 'error',
          message: `${unitLabel(roster, unit, data)} does not have the ${data.faction.factionKeyword} keyword and no allowance lets a ${data.faction.name} army${under} take it.`,
          unitIds: [unit.id],
          params: { datasheet: datasheet.name, reason: 'not-in-faction' },
        });
      }
    }
    return issues;
  },
};
