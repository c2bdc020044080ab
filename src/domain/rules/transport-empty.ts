import type { UnitId } from '../roster/ids';
import type { RosterIssue, Rule } from './issue';
import { knownUnits, unitLabel } from './unit-label';

/**
 * A DEDICATED TRANSPORT is legal on its own, but one with nothing to carry is almost always a slip:
 * a Raider in a list with no DRUKHARI INFANTRY. Transport capacities are prose on the datasheet, so a
 * unit counts as a passenger when it is INFANTRY and shares a faction keyword with the transport; each
 * passenger unit (with the Leader attached to it) fills one transport.
 */
export const transportEmpty: Rule = {
  id: 'transport-empty',
  check(roster, data) {
    const units = knownUnits(roster, data);
    const passengers = units.filter(
      ({ unit, datasheet, keywords }) =>
        unit.attachedToUnitId === null && !datasheet.isDedicatedTransport && keywords.has('INFANTRY'),
    );
    const carried = new Set<UnitId>();
    const issues: RosterIssue[] = [];
    for (const { unit, datasheet } of units) {
      if (!datasheet.isDedicatedTransport) continue;
      const passenger = passengers.find(
        (p) => !carried.has(p.unit.id) && p.datasheet.factionKeywords.some((k) => datasheet.factionKeywords.includes(k)),
      );
      if (passenger) {
        carried.add(passenger.unit.id);
        continue;
      }
      issues.push({
        ruleId: 'transport-empty',
        severity: 'warning',
        message: `${unitLabel(roster, unit, data)} is a Dedicated Transport with no ${datasheet.factionKeywords.join(' or ')} INFANTRY unit left to carry.`,
        unitIds: [unit.id],
        params: { datasheet: datasheet.name },
      });
    }
    return issues;
  },
};
