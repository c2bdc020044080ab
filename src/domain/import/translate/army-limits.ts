import type { ArmyLimit, ArmyLimitStep } from '../../data/army-limit.schema';
import type { BsConstraint, BsModifier, BsRepeat } from '../read/bs-types';
import { compileInto, type ConditionTerms, type Translated } from './compile-condition';

function per(repeats: readonly BsRepeat[], terms: ConditionTerms, unknown: string[]): ArmyLimitStep['per'] | null {
  if (repeats.length === 0) return undefined;
  const [r] = repeats;
  if (repeats.length > 1 || !r || r.field !== 'selections' || (r.scope !== 'roster' && r.scope !== 'force')) {
    unknown.push('a repeat the importer does not read');
    return null;
  }
  const datasheetIds = terms.datasheetsOf(r.childId);
  if (!datasheetIds || datasheetIds.length === 0 || r.value <= 0) {
    unknown.push(`a repeat over selections of ${r.childId}`);
    return null;
  }
  // "repeats" times per step is the same as a larger value per unit only when it is 1.
  if (r.repeats !== 1) {
    unknown.push(`a repeat applied ${r.repeats} times per step`);
    return null;
  }
  return { datasheetIds: [...datasheetIds], every: r.value, roundUp: r.roundUp };
}

/**
 * A catalogue constraint on how many units a roster holds, with the modifiers that change it, as an `ArmyLimit` for
 * one faction: a modifier whose condition is settled by the faction alone is applied or dropped now; the others
 * become steps. Anything the data cannot say (a condition on points, on a unit's own wargear) makes the whole limit
 * unknown, for the import report.
 */
export function translateLimit(
  constraint: BsConstraint,
  modifiers: readonly BsModifier[],
  terms: ConditionTerms,
): Translated<ArmyLimit> {
  const unknown: string[] = [];
  const steps: ArmyLimitStep[] = [];
  let base: number | null = constraint.value < 0 ? null : constraint.value;
  for (const m of modifiers.filter((x) => x.field === constraint.id)) {
    const when = compileInto(m.when, terms, unknown);
    if (when === false) continue;
    const amount = Number(m.value);
    if (!Number.isInteger(amount) || !['set', 'increment', 'decrement'].includes(m.type)) {
      unknown.push(`a "${m.type}" modifier by "${m.value}"`);
      continue;
    }
    const repeat = per(m.repeats, terms, unknown);
    if (repeat === null) continue;
    const step: ArmyLimitStep =
      m.type === 'set'
        ? { op: 'set', value: amount < 0 ? null : amount }
        : { op: 'add', value: m.type === 'decrement' ? -amount : amount, ...(repeat ? { per: repeat } : {}) };
    if (when === true && !repeat && steps.length === 0) {
      // Unconditional steps before any conditional one fold into the starting value.
      base = step.op === 'set' ? step.value : base === null || step.value === null ? base : base + step.value;
      continue;
    }
    steps.push(when === true ? step : { ...step, when });
  }
  return unknown.length > 0 ? { ok: false, unknown: [...new Set(unknown)] } : { ok: true, value: { base, steps } };
}
