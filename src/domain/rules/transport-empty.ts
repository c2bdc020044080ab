import type { UnitId } from '../roster/ids';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

/**
 * A DEDICATED TRANSPORT is legal on its own, but one with nothing to carry is almost always a slip:
 * a Raider in a list with no DRUKHARI INFANTRY. Transport capacities are prose on the datasheet, so a
 * unit counts as a passenger when it is INFANTRY and shares a faction keyword with the transport; each
 * passenger unit (with the Leader attached to it) fills one transport.
 */
export const transportEmpty: Rule = {
  id: 'transport-empty',
  check(view) {
    const units = view.known;
    const passengers = units.filter(
      ({ unit, datasheet, keywords }) =>
        unit.attachedToUnitId === null && !datasheet.isDedicatedTransport && keywords.has('INFANTRY'),
    );
    const carried = new Set<UnitId>();
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet } of units) {
      if (!datasheet.isDedicatedTransport) continue;
      const passenger = passengers.find(
        (p) =>
          !carried.has(p.unit.id) && p.datasheet.factionKeywords.some((k) => datasheet.factionKeywords.includes(k)),
      );
      if (passenger) {
        carried.add(passenger.unit.id);
        continue;
      }
      const params = { datasheet: datasheet.name, unit: view.label(unit), keywords: datasheet.factionKeywords };
      issues.push(makeIssue({ ruleId: 'transport-empty', severity: 'warning', unitIds: [unit.id], params }));
    }
    return issues;
  },
};
