import type { EnhancementId } from '../data/ids';
import { findEnhancement } from '../roster/lookup';
import type { Unit } from '../roster/roster.schema';
import type { RosterIssue, Rule } from './issue';
import { listNames, unitLabel } from './unit-label';

/** Each enhancement is unique: two characters cannot both carry the same one. */
export const enhancementDuplicate: Rule = {
  id: 'enhancement-duplicate',
  check(roster, data) {
    const bearers = new Map<EnhancementId, Unit[]>();
    for (const unit of roster.units) {
      if (unit.enhancementId === null) continue;
      const units = bearers.get(unit.enhancementId);
      if (units) units.push(unit);
      else bearers.set(unit.enhancementId, [unit]);
    }
    const issues: RosterIssue[] = [];
    for (const [enhancementId, units] of bearers) {
      if (units.length < 2) continue;
      const name = findEnhancement(data, enhancementId, roster.detachmentId)?.name ?? enhancementId;
      issues.push({
        ruleId: 'enhancement-duplicate',
        severity: 'error',
        message: `${listNames(units.map((u) => unitLabel(roster, u, data)))} all carry ${name}: each enhancement may be taken only once.`,
        unitIds: units.map((u) => u.id),
        params: { enhancement: name, count: units.length },
      });
    }
    return issues;
  },
};
