import type { ChoiceRef, Comparison, Condition } from '../../data/condition.schema';
import type { DatasheetId } from '../../data/ids';
import { compare } from '../../roster/condition';
import type { BsCondition, BsConditionGroup } from '../read/bs-types';
import { FORCE, TOGGLE } from '../read/game-constants';

/**
 * What a catalogue condition may ask about, for one faction: everything fixed for the army (its catalogue, its force,
 * the "Show …" switches) is answered now; battle size, detachment, the units taken and, inside a datasheet, the
 * unit's models, wargear and keywords become conditions in the data.
 */
export type ConditionTerms = {
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
  /**
   * Faction catalogue id → faction id, where the army's faction is asked in the data (a datasheet every chapter shares
   * asks whether the army is Dark Angels); absent, it is answered now from `primaryCatalogueId`.
   */
  readonly factions?: ReadonlyMap<string, string>;
  /** The unit the condition is asked inside, for a datasheet's own conditions. */
  readonly unit?: UnitTerms;
};

/** How the entries of one datasheet's tree stand for what Muster's data counts in a unit. */
export type UnitTerms = {
  /** The unit's entry ids (its entry, and the link to it): a scope naming one is the unit. */
  readonly entryIds: ReadonlySet<string>;
  /**
   * What `parent` is where the condition stands: the unit itself, or the model whose entry holds it; null where it is
   * neither (an upgrade holding wargear), which the data cannot count within.
   */
  readonly parent: 'unit' | 'model' | null;
  /** The model types a model entry id (or a group of models) stands for; null if it is not one. */
  readonly modelTypesOf: (entryId: string) => readonly string[] | null;
  /** The model type of the models a model entry makes, a variant's ("Intercessor w/ Grenade Launcher": Intercessor) too. */
  readonly modelTypeHolding: (entryId: string) => string | null;
  /** The wargear an entry id stands for; null if it is not one, or if other entries share its wargear. */
  readonly wargearOf: (entryId: string) => readonly string[] | null;
  /**
   * The choices of wargear options a variant model entry (a group of them, or a category only they carry in the unit)
   * stands for: "Veteran w/ frag cannon" is a Veteran that took "close combat weapon and frag cannon"; null if none.
   */
  readonly choicesOf: (id: string) => readonly ChoiceRef[] | null;
  /** The entry ids of a model type's variant models ("Kill Team Intercessor w/ Heavy Bolt Pistol"). */
  readonly variantsOf: (modelTypeId: string) => readonly string[];
  /** The keyword a category id stands for; null if it is not one a unit carries. */
  readonly keywordOf: (categoryId: string) => string | null;
  /**
   * Whether a scope naming a group of the unit counts an entry as the unit does: where every one of that entry in the
   * unit is inside the group (Plague Marines' "more than 1 Plague Marine w/ blight launcher" in their "Plague Marines"
   * group).
   */
  readonly countsAsUnit?: (groupId: string, childId: string) => boolean;
};

/** A condition, or `true` / `false` where the faction alone settles it. */
export type Compiled = Condition | boolean;

export type Translated<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly unknown: readonly string[] };

export const COMPARISON: Readonly<Record<string, Comparison>> = {
  lessThan: 'lt',
  atMost: 'le',
  equalTo: 'eq',
  notEqualTo: 'ne',
  atLeast: 'ge',
  greaterThan: 'gt',
};

const CONTENT_SWITCHES = new Set<string>(Object.values(TOGGLE));
const ARMY_SCOPES = new Set(['roster', 'force']);

/** A selection that is either made or not (a battle size, a detachment, a keyword) compared with a count: when is it true? */
function whenPresent(comparison: Comparison, value: number): 'present' | 'absent' | boolean {
  const ifPresent = compare(1, comparison, value);
  const ifAbsent = compare(0, comparison, value);
  if (ifPresent === ifAbsent) return ifPresent;
  return ifPresent ? 'present' : 'absent';
}

function presence(condition: Condition, comparison: Comparison, value: number): Compiled {
  const when = whenPresent(comparison, value);
  if (typeof when === 'boolean') return when;
  return when === 'present' ? condition : { kind: 'not', condition };
}

/** Where in the unit a scope points: the unit, one model of it, or neither. */
function unitScope(scope: string, unit: UnitTerms | undefined, childId: string): 'unit' | 'model' | null {
  if (!unit) return null;
  if (scope === 'unit' || unit.entryIds.has(scope) || unit.countsAsUnit?.(scope, childId)) return 'unit';
  if (scope === 'model') return 'model';
  if (scope === 'parent') return unit.parent;
  return null;
}

function instance(c: BsCondition, terms: ConditionTerms, unknown: string[]): Compiled {
  const is = c.type === 'instanceOf';
  if (c.scope === 'primary-catalogue') {
    const faction = terms.factions?.get(c.childId);
    if (!faction) return (c.childId === terms.primaryCatalogueId) === is;
    const condition: Condition = { kind: 'army-faction', factionIds: [faction] };
    return is ? condition : { kind: 'not', condition };
  }
  if (terms.forces.has(c.childId)) return (c.childId === FORCE.armyRoster) === is;
  const unit = terms.unit;
  if (unit && (c.scope === 'ancestor' || unitScope(c.scope, unit, c.childId) !== null)) {
    // The unit is itself; a category is a keyword it has in this roster (a detachment may grant one).
    if (unit.entryIds.has(c.childId)) return is;
    const keyword = unit.keywordOf(c.childId);
    if (keyword) {
      const condition: Condition = { kind: 'keyword', keyword, in: 'unit' };
      return is ? condition : { kind: 'not', condition };
    }
  }
  unknown.push(`condition ${c.type} ${c.childId} in scope ${c.scope}`);
  return false;
}

/** A count inside the unit or on one model: its models, a kind of model, a piece of wargear, a keyword it has. */
function inUnit(
  c: BsCondition,
  where: 'unit' | 'model',
  unit: UnitTerms,
  comparison: Comparison,
  unknown: string[],
): Compiled {
  if (where === 'unit' && c.childId === 'model') return { kind: 'models', comparison, value: c.value };
  const modelTypeIds = unit.modelTypesOf(c.childId);
  if (where === 'unit' && modelTypeIds)
    return { kind: 'models', modelTypeIds: [...modelTypeIds], comparison, value: c.value };
  const wargearIds = unit.wargearOf(c.childId);
  if (wargearIds) return { kind: 'wargear', wargearIds: [...wargearIds], in: where, comparison, value: c.value };
  const keyword = unit.keywordOf(c.childId);
  if (keyword) {
    const compiled = presence({ kind: 'keyword', keyword, in: 'unit' }, comparison, c.value);
    // "At least 2 INFANTRY models" is not whether the unit is INFANTRY.
    if (c.value <= 1) return compiled;
  }
  const choices = where === 'unit' ? unit.choicesOf(c.childId) : null;
  if (choices) return { kind: 'choices', choices: [...choices], comparison, value: c.value };
  unknown.push(`condition on selections of ${c.childId} in scope ${c.scope}`);
  return false;
}

function condition(c: BsCondition, terms: ConditionTerms, unknown: string[]): Compiled {
  if (c.type === 'instanceOf' || c.type === 'notInstanceOf') return instance(c, terms, unknown);
  // Own keys only: a condition type read from the player's files ("constructor") must not find Object's prototype.
  const comparison = Object.hasOwn(COMPARISON, c.type) ? COMPARISON[c.type] : undefined;
  if (!comparison) {
    unknown.push(`condition type "${c.type}"`);
    return false;
  }
  if (c.field === 'forces' || terms.forces.has(c.childId))
    return compare(c.childId === FORCE.armyRoster ? 1 : 0, comparison, c.value);
  const where = unitScope(c.scope, terms.unit, c.childId);
  if (c.field === 'selections' && where && terms.unit) return inUnit(c, where, terms.unit, comparison, unknown);
  if (c.field !== 'selections' || !ARMY_SCOPES.has(c.scope)) {
    unknown.push(`condition on ${c.field} in scope ${c.scope}`);
    return false;
  }
  if (terms.toggles.has(c.childId)) return compare(1, comparison, c.value);
  if (CONTENT_SWITCHES.has(c.childId)) return compare(0, comparison, c.value);
  const size = terms.battleSizes.get(c.childId);
  if (size) return presence({ kind: 'battle-size', battleSizeIds: [size] }, comparison, c.value);
  const detachment = terms.detachments.get(c.childId);
  if (detachment) return presence({ kind: 'detachment', detachmentIds: [detachment] }, comparison, c.value);
  const datasheetIds = terms.datasheetsOf(c.childId);
  if (datasheetIds === null) {
    unknown.push(`condition on selections of ${c.childId}`);
    return false;
  }
  if (datasheetIds.length === 0) return compare(0, comparison, c.value);
  return { kind: 'units', datasheetIds: [...datasheetIds], comparison, value: c.value };
}

/** As `compileConditions`, adding what it cannot ask to `unknown` (for a caller that compiles several and reports them together). */
export function compileInto(g: BsConditionGroup, terms: ConditionTerms, unknown: string[]): Compiled {
  const parts = [
    ...g.conditions.map((c) => condition(c, terms, unknown)),
    ...g.groups.map((x) => compileInto(x, terms, unknown)),
  ];
  if (parts.length === 0) return true;
  const isAll = g.type === 'and';
  // A constant decides an "and" when false and an "or" when true; otherwise it drops out.
  if (parts.some((p) => p === !isAll)) return !isAll;
  const open = parts.filter((p): p is Condition => typeof p !== 'boolean');
  if (open.length === 0) return isAll;
  if (open.length === 1) return open[0] as Condition;
  return { kind: isAll ? 'all' : 'any', conditions: open };
}

/**
 * A modifier's conditions (with those of its enclosing modifier groups) as a `Condition` for the data, or a constant
 * where the faction alone settles them. Anything the data cannot ask (a condition on points, on another unit's wargear,
 * on a Crusade tally) makes it unknown, naming what.
 */
export function compileConditions(g: BsConditionGroup, terms: ConditionTerms): Translated<Compiled> {
  const unknown: string[] = [];
  const value = compileInto(g, terms, unknown);
  return unknown.length > 0 ? { ok: false, unknown: [...new Set(unknown)] } : { ok: true, value };
}
