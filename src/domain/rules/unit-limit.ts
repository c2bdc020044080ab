import type { UnitLimit } from '../data/army-limit.schema';
import { evaluateLimit } from '../roster/army-limit';
import { armyFacts } from '../roster/condition';
import type { Roster, Unit } from '../roster/roster.schema';
import { allowanceTerms, limitsByAllowance } from './allowance-limits';
import type { RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

function members(limit: UnitLimit, roster: Roster): Unit[] {
  return roster.units.filter((u) => limit.datasheetIds.includes(u.datasheetId));
}

/**
 * Limits the catalogues put on a group of datasheets, which may depend on the rest of the roster: an Imperium army
 * may include one titanic Imperial Knight or up to three Armigers as allies, and Company Heroes only beside a Captain
 * or Chapter Master. The units past a maximum are at fault; a minimum not reached is the army's. The limits of one
 * allowance make one issue, said as the allowance's rule (allowance-limits.ts).
 */
export const unitLimit: Rule = {
  id: 'unit-limit',
  check(view) {
    const { roster, data } = view;
    if (data.faction.unitLimits.length === 0) return [];
    const context = { army: armyFacts(roster, view.known) };
    const issues: RosterIssue[] = [];
    const byAllowance = limitsByAllowance(roster, data);
    const ofAllowance = new Set([...byAllowance.values()].flat());
    for (const [allowance, limits] of byAllowance) {
      const broken = limits.flatMap((limit) => {
        const units = members(limit, roster);
        const max = limit.max ? evaluateLimit(limit.max, context) : null;
        return max !== null && units.length > Math.max(max, 0) ? [{ limit, over: units.slice(Math.max(max, 0)) }] : [];
      });
      if (broken.length === 0) continue;
      const over = roster.units.filter((u) => broken.some((b) => b.over.includes(u)));
      const terms = allowanceTerms(
        allowance,
        limits,
        broken.map((b) => b.limit),
        roster,
        data,
        context.army,
      );
      const params = {
        reason: 'allowance',
        allowance: allowance.rule.name,
        isAllied: allowance.isAllied,
        limits: broken.map((b) => b.limit.id),
        ...terms,
        labels: over.map((u) => view.label(u)),
      } as const;
      issues.push(makeIssue({ ruleId: 'unit-limit', severity: 'error', unitIds: over.map((u) => u.id), params }));
    }
    for (const limit of data.faction.unitLimits) {
      const units = members(limit, roster);
      const max = limit.max && !ofAllowance.has(limit) ? evaluateLimit(limit.max, context) : null;
      if (max !== null && units.length > Math.max(max, 0)) {
        const over = units.slice(Math.max(max, 0));
        const params = {
          reason: 'max',
          limit: limit.id,
          name: limit.name,
          max: Math.max(max, 0),
          count: units.length,
          labels: over.map((u) => view.label(u)),
        } as const;
        issues.push(makeIssue({ ruleId: 'unit-limit', severity: 'error', unitIds: over.map((u) => u.id), params }));
      }
      const min = limit.min ? evaluateLimit(limit.min, context) : null;
      if (min !== null && min > 0 && units.length < min) {
        const params = { reason: 'min', limit: limit.id, name: limit.name, min, count: units.length } as const;
        issues.push(makeIssue({ ruleId: 'unit-limit', severity: 'error', unitIds: [], params }));
      }
    }
    return issues;
  },
};
