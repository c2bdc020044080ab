import type { BsCondition, BsConditionGroup, BsConstraint, BsModifier, BsRepeat } from './bs-types';
import type { ReadLog } from './read-log';

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
  /**
   * The datasheet's own categories and entry ids, inside whose entry the condition is evaluated: facts of the unit
   * itself, the same in every list, unlike its selections. A shared group linked into several datasheets (T'au
   * "Drones (0-2)") reads them to offer an option only to units of a category (a Missile Drone to BROADSIDES).
   */
  readonly datasheetFacts?: ReadonlySet<string>;
  /** Selection counts inside the unit being evaluated: 'model' is the model count, entry ids count those entries. */
  readonly unitCounts?: ReadonlyMap<string, number>;
  /** Cost types other than points: a Crusade force's bookkeeping (Experience, Battle Honours …). */
  readonly campaignCosts: ReadonlySet<string>;
  /** Where the modifiers the importer applies are noted, so the import report can list those it did not. */
  readonly log?: ReadLog;
};

/** The condition types the importer evaluates; `unknownConditions` reports any other before it is met. */
export const CONDITION_TYPES: ReadonlySet<string> = new Set([
  'instanceOf',
  'notInstanceOf',
  'lessThan',
  'greaterThan',
  'equalTo',
  'notEqualTo',
  'atLeast',
  'atMost',
]);

/**
 * Whether the importer can count what a condition or repeat counts: selections, forces, or a Crusade cost, which a new
 * Crusade unit has none of ("hidden while the unit has less than 51 Experience").
 */
export function isCountable(c: { field: string }, campaignCosts: ReadonlySet<string>): boolean {
  return c.field === 'selections' || c.field === 'forces' || campaignCosts.has(c.field);
}

/** A construct the importer met that it cannot read: the import stops rather than write data past it. */
export class UnreadableConstruct extends Error {}

export function countFor(c: { field: string; childId: string }, ctx: EvalContext): number {
  if (c.field === 'forces') return c.childId === ctx.forceId ? 1 : 0;
  if (ctx.campaignCosts.has(c.field)) return 0;
  if (c.field !== 'selections') throw new UnreadableConstruct(`a condition counting "${c.field}" of ${c.childId}`);
  const inUnit = ctx.unitCounts?.get(c.childId);
  if (inUnit !== undefined) return inUnit;
  return ctx.rosterSelections.has(c.childId) ? 1 : 0;
}

/** Scopes that name the unit an entry sits in (or an ancestor of it, the unit among them), never the roster or force. */
const UNIT_SCOPES: ReadonlySet<string> = new Set(['ancestor', 'root-entry', 'unit']);

function isInstance(c: BsCondition, ctx: EvalContext): boolean {
  if (c.scope === 'primary-catalogue') return c.childId === ctx.primaryCatalogueId;
  if (c.scope === 'force' && c.childId === ctx.forceId) return true;
  if (ctx.ancestorCategories?.has(c.childId)) return true;
  return UNIT_SCOPES.has(c.scope) && (ctx.datasheetFacts?.has(c.childId) ?? false);
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
      throw new UnreadableConstruct(`a condition of type "${c.type}" on ${c.childId}`);
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

/**
 * Whether a modifier changes its own entry: New Recruit's `scope` and `affects` point it at other selections (every
 * model's profile, the weapons of the unit), which the importer does not follow.
 */
function isOnOwnEntry(m: BsModifier): boolean {
  return m.scope === undefined && m.affects === undefined;
}

const NUMERIC_TYPES = new Set(['set', 'increment', 'decrement']);

/**
 * Applies the numeric modifiers for `field` in catalogue order (a later `set` overrides an earlier one). Only `set`,
 * `increment` and `decrement` by a number are applied; any other (a `ceil`, a value that is not a number) is left
 * unnoted in the log, so the import report names it.
 */
export function modifiedNumber(
  base: number,
  field: string,
  modifiers: readonly BsModifier[],
  ctx: EvalContext,
): number {
  let value = base;
  for (const m of modifiers) {
    const amount = Number(m.value);
    if (m.field !== field || !NUMERIC_TYPES.has(m.type) || !Number.isFinite(amount) || !isOnOwnEntry(m)) continue;
    ctx.log?.modifiers.add(m);
    if (!groupHolds(m.when, ctx)) continue;
    const times = m.repeats.length === 0 ? 1 : m.repeats.reduce((sum, r) => sum + repeatTimes(r, ctx), 0);
    if (m.type === 'set') value = amount;
    else if (m.type === 'increment') value += amount * times;
    else value -= amount * times;
  }
  return value;
}

export function isHidden(hidden: boolean, modifiers: readonly BsModifier[], ctx: EvalContext): boolean {
  let value = hidden;
  for (const m of modifiers) {
    if (m.field !== 'hidden' || m.type !== 'set' || (m.value !== 'true' && m.value !== 'false') || !isOnOwnEntry(m))
      continue;
    ctx.log?.modifiers.add(m);
    if (groupHolds(m.when, ctx)) value = m.value === 'true';
  }
  return value;
}

/** The categories a category modifier adds to its own entry where its conditions hold (an ally moved into "Allied Units"). */
export function addedCategories(modifiers: readonly BsModifier[], ctx: EvalContext): string[] {
  const out: string[] = [];
  for (const m of modifiers) {
    if (m.field !== 'category' || (m.type !== 'add' && m.type !== 'set-primary') || !isOnOwnEntry(m)) continue;
    ctx.log?.modifiers.add(m);
    if (groupHolds(m.when, ctx)) out.push(m.value);
  }
  return out;
}

/** A constraint's value after modifiers, noted in the log as read. */
export function constraintValue(c: BsConstraint, modifiers: readonly BsModifier[], ctx: EvalContext): number {
  ctx.log?.constraints.add(c);
  return modifiedNumber(c.value, c.id, modifiers, ctx);
}

/** Every condition in a modifier's tree, for callers that look for a particular kind (a detachment, a battle size). */
export function allConditions(g: BsConditionGroup): BsCondition[] {
  return [...g.conditions, ...g.groups.flatMap(allConditions)];
}
