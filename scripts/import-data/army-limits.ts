import type { ArmyCondition, ArmyLimit, ArmyLimitStep, Comparison } from '../../src/domain/data/army-limit.schema';
import type { DatasheetId } from '../../src/domain/data/ids';
import type { BsCondition, BsConditionGroup, BsConstraint, BsModifier, BsRepeat } from './bs-types';
import { FORCE, TOGGLE } from './game-constants';

/**
 * What a roster-wide limit may ask about, for one faction: everything fixed for the army (its catalogue, its force,
 * the "Show …" switches) is answered now; battle size, detachment and unit counts become conditions in the data.
 */
export type LimitTerms = {
  readonly primaryCatalogueId: string;
  /** Every force entry of the game system; a matched-play roster is an "Army Roster" force and no other. */
  readonly forces: ReadonlySet<string>;
  readonly toggles: ReadonlySet<string>;
  /** Battle size entry id → battle size id. */
  readonly battleSizes: ReadonlyMap<string, string>;
  /** Detachment entry id → detachment id. */
  readonly detachments: ReadonlyMap<string, string>;
  /** The datasheets of the faction an entry or category id stands for (units of it, or carrying it); null if neither. */
  readonly datasheetsOf: (childId: string) => readonly DatasheetId[] | null;
};

export type Translated<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly unknown: readonly string[] };

type Term = ArmyCondition | boolean;

const COMPARISON: Readonly<Record<string, Comparison>> = {
  lessThan: 'lt',
  atMost: 'le',
  equalTo: 'eq',
  notEqualTo: 'ne',
  atLeast: 'ge',
  greaterThan: 'gt',
};

const CONTENT_SWITCHES = new Set<string>(Object.values(TOGGLE));

function compare(count: number, comparison: Comparison, value: number): boolean {
  return { lt: count < value, le: count <= value, eq: count === value, ne: count !== value, ge: count >= value, gt: count > value }[comparison];
}

/** A selection that is either made or not (a battle size, a detachment) compared with a count: when is it true? */
function whenSelected(comparison: Comparison, value: number): 'selected' | 'not-selected' | boolean {
  const ifSelected = compare(1, comparison, value);
  const ifNot = compare(0, comparison, value);
  if (ifSelected === ifNot) return ifSelected;
  return ifSelected ? 'selected' : 'not-selected';
}

function oneOf(kind: 'battle-size' | 'detachment', id: string, comparison: Comparison, value: number): Term {
  const when = whenSelected(comparison, value);
  if (typeof when === 'boolean') return when;
  const condition: ArmyCondition = kind === 'battle-size' ? { kind, battleSizeIds: [id] } : { kind, detachmentIds: [id] };
  return when === 'selected' ? condition : { kind: 'not', condition };
}

function condition(c: BsCondition, terms: LimitTerms, unknown: string[]): Term {
  if (c.type === 'instanceOf' || c.type === 'notInstanceOf') {
    const is = c.type === 'instanceOf';
    if (c.scope === 'primary-catalogue') return (c.childId === terms.primaryCatalogueId) === is;
    if (terms.forces.has(c.childId)) return (c.childId === FORCE.armyRoster) === is;
    unknown.push(`condition ${c.type} ${c.childId} in scope ${c.scope}`);
    return false;
  }
  const comparison = COMPARISON[c.type];
  if (!comparison) {
    unknown.push(`condition type "${c.type}"`);
    return false;
  }
  if (c.field === 'forces' || terms.forces.has(c.childId)) return compare(c.childId === FORCE.armyRoster ? 1 : 0, comparison, c.value);
  if (c.field !== 'selections' || (c.scope !== 'roster' && c.scope !== 'force')) {
    unknown.push(`condition on ${c.field} in scope ${c.scope}`);
    return false;
  }
  if (terms.toggles.has(c.childId)) return compare(1, comparison, c.value);
  if (CONTENT_SWITCHES.has(c.childId)) return compare(0, comparison, c.value);
  const size = terms.battleSizes.get(c.childId);
  if (size) return oneOf('battle-size', size, comparison, c.value);
  const detachment = terms.detachments.get(c.childId);
  if (detachment) return oneOf('detachment', detachment, comparison, c.value);
  const datasheetIds = terms.datasheetsOf(c.childId);
  if (datasheetIds === null) {
    unknown.push(`condition on selections of ${c.childId}`);
    return false;
  }
  if (datasheetIds.length === 0) return compare(0, comparison, c.value);
  return { kind: 'units', datasheetIds: [...datasheetIds], comparison, value: c.value };
}

function group(g: BsConditionGroup, terms: LimitTerms, unknown: string[]): Term {
  const parts = [...g.conditions.map((c) => condition(c, terms, unknown)), ...g.groups.map((x) => group(x, terms, unknown))];
  if (parts.length === 0) return true;
  const isAll = g.type === 'and';
  // A constant decides an "and" when false and an "or" when true; otherwise it drops out.
  if (parts.some((p) => p === !isAll)) return !isAll;
  const open = parts.filter((p): p is ArmyCondition => typeof p !== 'boolean');
  if (open.length === 0) return isAll;
  if (open.length === 1) return open[0] as ArmyCondition;
  return { kind: isAll ? 'all' : 'any', conditions: open };
}

function per(repeats: readonly BsRepeat[], terms: LimitTerms, unknown: string[]): ArmyLimitStep['per'] | null {
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
export function translateLimit(constraint: BsConstraint, modifiers: readonly BsModifier[], terms: LimitTerms): Translated<ArmyLimit> {
  const unknown: string[] = [];
  const steps: ArmyLimitStep[] = [];
  let base: number | null = constraint.value < 0 ? null : constraint.value;
  for (const m of modifiers.filter((x) => x.field === constraint.id)) {
    const when = group(m.when, terms, unknown);
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
