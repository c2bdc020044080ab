import { canInclude } from '../roster/army-list';
import { findDatasheet, findDetachment } from '../roster/lookup';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/**
 * A unit must carry the army's faction keyword, be brought in by the detachment, or come under an open
 * allowance, and be matched-play content: Anhrathe units may join a Drukhari army through "Corsairs and
 * Travelling Players", but not under Reaper's Wager, which closes that allowance; a Ynnari Archon joins an
 * Aeldari army only under Devoted of Ynnead.
 */
export const faction: Rule = {
  id: 'faction',
  check(view) {
    const { roster, data } = view;
    const issues: RosterIssue[] = [];
    const detachment = findDetachment(data, roster.detachmentId);
    const faction = data.faction.name;
    for (const unit of roster.units) {
      const datasheet = findDatasheet(data, unit.datasheetId);
      const found = { severity: 'error', unitIds: [unit.id] } as const;
      const label = view.label(unit);
      if (!datasheet) {
        issues.push(
          makeIssue({
            ruleId: 'faction',
            ...found,
            params: { reason: 'unknown-datasheet', datasheetId: unit.datasheetId, unit: label, faction },
          }),
        );
      } else if (datasheet.content === 'crusade' || datasheet.content === 'boarding-actions') {
        issues.push(
          makeIssue({
            ruleId: 'faction',
            ...found,
            params: { reason: datasheet.content, datasheet: datasheet.name, unit: label },
          }),
        );
      } else if (datasheet.onlyInDetachments && !canInclude(datasheet, roster, data)) {
        const detachments = datasheet.onlyInDetachments.map((id) => findDetachment(data, id)?.name ?? id);
        issues.push(
          makeIssue({
            ruleId: 'faction',
            ...found,
            params: { reason: 'other-detachment', datasheet: datasheet.name, unit: label, faction, detachments },
          }),
        );
      } else if (!canInclude(datasheet, roster, data)) {
        const params = {
          reason: 'not-in-faction' as const,
          datasheet: datasheet.name,
          unit: label,
          faction,
          factionKeyword: data.faction.factionKeyword,
          ...(detachment ? { detachment: detachment.name } : {}),
        };
        issues.push(makeIssue({ ruleId: 'faction', ...found, params }));
      }
    }
    return issues;
  },
};
