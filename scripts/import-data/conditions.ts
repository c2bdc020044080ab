import type { BsCondition, BsConditionGroup, BsConstraint, BsModifier, BsRepeat } from './bs-types';

/**
 * What the importer knows about the roster when it evaluates a catalogue condition. The catalogues describe a live
 * roster; the importer asks fixed questions of them ("is this entry hidden in a matched-play Drukhari army with
 * Reaper's Wager at Strike Force?", "what does a 9-model unit cost?"), so anything not set here counts as absent.
 */
export type EvalContext = {
  readonly primaryCatalogueId: string;
  /** The force entry the roster uses ("Army Roster", "Crusade Force", "Boarding Actions"). */
  readonly forceId: string;
  /** Entries selected once at roster level: battle size, detachment, show/hide toggles. */
  readonly rosterSelections: ReadonlySet<string>;
  /** Categories of the entry the condition is evaluated on and its ancestors (a bearer's keywords). */
  readonly ancestorCategories?: ReadonlySet<string>;
  /** Selection counts inside the unit being evaluated: 'model' is the model count, entry ids count those entries. */
  readonly unitCounts?: ReadonlyMap<string, number>;
};

export function countFor(c: { field: string; childId: string }, ctx: EvalContext): number {
  if (c.field === 'forces') return c.childId === ctx.forceId ? 1 : 0;
  const inUnit = ctx.unitCounts?.get(c.childId);
  if (inUnit !== undefined) return inUnit;
  return ctx.rosterSelections.has(c.childId) ? 1 : 0;
}

function isInstance(c: BsCondition, ctx: EvalContext): boolean {
  if (c.scope === 'primary-catalogue') return c.childId === ctx.primaryCatalogueId;
  if (c.scope === 'force' && c.childId === ctx.forceId) return true;
  return ctx.ancestorCategories?.has(c.childId) ?? false;
}

export function conditionHolds(c: BsCondition, ctx: EvalContext): boolean {
  switch (c.type) {
    case 'instanceOf':
      return isInstance(c, ctx);
    case 'notInstanceOf':
      return !isInstance(c, ctx);
    case 'lessThan':
      return countFor(c, ctx) < c.value;
    case 'greaterThan':
      return countFor(c, ctx) > c.value;
    case 'equalTo':
      return countFor(c, ctx) === c.value;
    case 'notEqualTo':
      return countFor(c, ctx) !== c.value;
    case 'atLeast':
      return countFor(c, ctx) >= c.value;
    case 'atMost':
      return countFor(c, ctx) <= c.value;
    default:
      throw new Error(`unknown condition type "${c.type}"`);
  }
}

export function groupHolds(g: BsConditionGroup, ctx: EvalContext): boolean {
  const results = [...g.conditions.map((c) => conditionHolds(c, ctx)), ...g.groups.map((s) => groupHolds(s, ctx))];
  if (results.length === 0) return true;
  return g.type === 'or' ? results.some(Boolean) : results.every(Boolean);
}

function repeatTimes(r: BsRepeat, ctx: EvalContext): number {
  if (r.value <= 0) return 0;
  const ratio = countFor(r, ctx) / r.value;
  return (r.roundUp ? Math.ceil(ratio) : Math.floor(ratio)) * r.repeats;
}

/** Applies the numeric modifiers for `field` in catalogue order (a later `set` overrides an earlier one). */
export function modifiedNumber(base: number, field: string, modifiers: readonly BsModifier[], ctx: EvalContext): number {
  let value = base;
  for (const m of modifiers) {
    if (m.field !== field || !groupHolds(m.when, ctx)) continue;
    const times = m.repeats.length === 0 ? 1 : m.repeats.reduce((sum, r) => sum + repeatTimes(r, ctx), 0);
    const amount = Number(m.value);
    if (!Number.isFinite(amount)) continue;
    if (m.type === 'set') value = amount;
    else if (m.type === 'increment') value += amount * times;
    else if (m.type === 'decrement') value -= amount * times;
  }
  return value;
}

export function isHidden(hidden: boolean, modifiers: readonly BsModifier[], ctx: EvalContext): boolean {
  let value = hidden;
  for (const m of modifiers) {
    if (m.field === 'hidden' && m.type === 'set' && groupHolds(m.when, ctx)) value = m.value === 'true';
  }
  return value;
}

export function constraintValue(c: BsConstraint, modifiers: readonly BsModifier[], ctx: EvalContext): number {
  return modifiedNumber(c.value, c.id, modifiers, ctx);
}

/** Every condition in a modifier's tree, for callers that look for a particular kind (a detachment, a battle size). */
export function allConditions(g: BsConditionGroup): BsCondition[] {
  return [...g.conditions, ...g.groups.flatMap(allConditions)];
}
