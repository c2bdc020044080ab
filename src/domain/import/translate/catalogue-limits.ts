import type { Bound, BoundStep, CatalogueLimit, Counted } from '../../data/catalogue-limit.schema';
import type { Condition } from '../../data/condition.schema';
import type { Datasheet } from '../../data/datasheet.schema';
import type { ModelTypeId, WargearId } from '../../data/ids';
import type { BsConstraint, BsModifier } from '../read/bs-types';
import type { Resolved } from '../read/catalogue-set';
import { compileInto, type Compiled, type ConditionTerms, type UnitTerms } from './compile-condition';
import { isHidden, type EvalContext } from '../read/conditions';
import { isSkippedChild } from '../read/skipped';
import { SlugScope } from '../slug';
import { brokenByDefaults, limitBreakable } from './limit-reach';

/** What the catalogue limits pass made of one datasheet: its limits, and the constraints and modifiers they stand for. */
export type CatalogueLimits = {
  readonly limits: readonly CatalogueLimit[];
  /** Read into a limit, or shown unbreakable by the datasheet's own options and sizes: not for the import report. */
  readonly constraints: ReadonlySet<BsConstraint>;
  readonly modifiers: ReadonlySet<BsModifier>;
};

type Place = {
  readonly node: Resolved;
  readonly entryParent: Resolved | null;
  readonly ancestors: readonly Resolved[];
};

/** Where a limit looks, from a node's place: the unit, one model of some model types, or nowhere the data can say. */
type Where = { readonly in: 'unit' } | { readonly in: 'model'; readonly modelTypeIds: readonly string[] } | null;

function whereOf(entry: Resolved | null, unit: Resolved, terms: UnitTerms): Where {
  if (!entry || entry === unit) return { in: 'unit' };
  if (entry.type === 'model') {
    const modelTypeId = terms.modelTypeHolding(entry.id);
    return modelTypeId ? { in: 'model', modelTypeIds: [modelTypeId] } : null;
  }
  return null;
}

/** The model or unit a place is in: what an upgrade holding wargear ("Bolt rifle w/ grenade launcher") belongs to. */
function holderOf(place: Place, unit: Resolved): Resolved {
  return [...place.ancestors].reverse().find((a) => a === unit || (a.kind === 'entry' && a.type === 'model')) ?? unit;
}

/** The nearest entry above a place (groups are not selections), or the one a scope names by id. */
function scopeEntry(scope: string, place: Place, unit: Resolved, terms: UnitTerms): Where {
  if (scope === 'parent')
    return place.entryParent && place.entryParent.type !== 'model' && place.entryParent !== unit
      ? null
      : whereOf(place.entryParent, unit, terms);
  if (scope === 'unit' || terms.entryIds.has(scope)) return { in: 'unit' };
  const chain = place.ancestors;
  if (scope === 'model')
    return whereOf([...chain].reverse().find((a) => a.kind === 'entry' && a.type === 'model') ?? null, unit, terms);
  const named = chain.findIndex((a) => a.id === scope || a.linkId === scope);
  if (named < 0) return null;
  const upward = chain.slice(0, named + 1).reverse();
  return whereOf(upward.find((a) => a.kind === 'entry') ?? null, unit, terms);
}

/** What selections of a node are, in the data: its model type, its wargear, or those of every entry a group offers. */
function countedOf(node: Resolved, terms: UnitTerms, ctx: EvalContext): Counted | null {
  if (node.kind === 'entry') {
    if (node.type === 'model') {
      const modelTypeIds = terms.modelTypesOf(node.id);
      if (modelTypeIds) return { of: 'models', modelTypeIds: [...modelTypeIds] as ModelTypeId[] };
    }
    const wargearIds = terms.wargearOf(node.id);
    return wargearIds ? { of: 'wargear', wargearIds: [...wargearIds] as WargearId[] } : null;
  }
  const entries: Resolved[] = [];
  const collect = (g: Resolved): void => {
    for (const c of g.children) {
      if (isHidden(c.hidden, c.modifiers, ctx)) continue;
      if (c.kind === 'group') collect(c);
      else entries.push(c);
    }
  };
  collect(node);
  const parts = entries.map((e) => countedOf(e, terms, ctx));
  if (parts.length === 0 || parts.some((p) => p === null)) return null;
  const kinds = new Set(parts.map((p) => p?.of));
  if (kinds.size !== 1) return null;
  if (kinds.has('wargear'))
    return {
      of: 'wargear',
      wargearIds: [...new Set(parts.flatMap((p) => (p?.of === 'wargear' ? p.wargearIds : [])))].sort(),
    };
  const modelTypeIds = [...new Set(parts.flatMap((p) => (p?.of === 'models' ? (p.modelTypeIds ?? []) : [])))].sort();
  return modelTypeIds.length > 0 ? { of: 'models', modelTypeIds } : null;
}

function stepsOf(
  constraint: BsConstraint,
  modifiers: readonly BsModifier[],
  terms: ConditionTerms,
  unit: UnitTerms,
  unknown: string[],
): Bound {
  let base: number | null = constraint.value < 0 ? null : constraint.value;
  const steps: BoundStep[] = [];
  for (const m of modifiers.filter((x) => x.field === constraint.id)) {
    const when = compileInto(m.when, { ...terms, unit }, unknown);
    if (when === false) continue;
    const amount = Number(m.value);
    if (!Number.isInteger(amount) || !['set', 'increment', 'decrement'].includes(m.type)) {
      unknown.push(`a "${m.type}" modifier by "${m.value}"`);
      continue;
    }
    let per: BoundStep['per'];
    let times = 1;
    if (m.repeats.length > 0) {
      const [r] = m.repeats;
      const counted =
        r && m.repeats.length === 1 && r.field === 'selections' && r.value > 0
          ? repeatCounted(r.childId, r.scope, unit)
          : null;
      if (!r || !counted) {
        unknown.push('a repeat the data cannot count');
        continue;
      }
      per = { counted, every: r.value, roundUp: r.roundUp };
      times = r.repeats;
    }
    const step: BoundStep =
      m.type === 'set'
        ? { op: 'set', value: amount < 0 ? null : amount }
        : { op: 'add', value: (m.type === 'decrement' ? -amount : amount) * times, ...(per ? { per } : {}) };
    if (when === true && !per && steps.length === 0) {
      base = step.op === 'set' ? step.value : base === null || step.value === null ? base : base + step.value;
      continue;
    }
    steps.push(when === true ? step : { ...step, when });
  }
  return { base, steps };
}

function repeatCounted(childId: string, scope: string, unit: UnitTerms): Counted | null {
  if (scope !== 'parent' && scope !== 'unit' && !unit.entryIds.has(scope)) return null;
  if (childId === 'model') return { of: 'models' };
  const modelTypeIds = unit.modelTypesOf(childId);
  if (modelTypeIds) return { of: 'models', modelTypeIds: [...modelTypeIds] as ModelTypeId[] };
  const wargearIds = unit.wargearOf(childId);
  return wargearIds ? { of: 'wargear', wargearIds: [...wargearIds] as WargearId[] } : null;
}

type Placed = { readonly in: 'unit' | 'army' } | { readonly in: 'model'; readonly modelTypeIds: readonly string[] };

/**
 * An editor error on an entry as a limit: BattleScribe shows it while the entry is taken and its conditions hold, so it
 * is "none of it while they hold", where the entry is. Where a condition counts the entry itself ("more than 1
 * grenade launcher in the unit, while it has fewer than 10 Intercessors"), that count is the bound instead, where it
 * counts: "at most 1 in the unit while it has fewer than 10 Intercessors".
 */
function errorLimit(counted: Counted, where: Placed, when: Condition): { where: Placed; bound: Bound } {
  const parts = when.kind === 'all' ? when.conditions : [when];
  for (const own of parts) {
    if (own.kind !== 'wargear' && own.kind !== 'units') continue;
    if (own.comparison !== 'gt' && own.comparison !== 'ge') continue;
    const ownWhere: Placed | null =
      own.kind === 'units' && counted.of === 'units' && same(own.datasheetIds, counted.datasheetIds)
        ? { in: 'army' }
        : own.kind === 'wargear' && counted.of === 'wargear' && same(own.wargearIds, counted.wargearIds)
          ? own.in === 'unit'
            ? { in: 'unit' }
            : where
          : null;
    if (!ownWhere) continue;
    const max = own.comparison === 'gt' ? own.value : own.value - 1;
    const rest = parts.filter((c) => c !== own);
    const condition: Condition | null =
      rest.length === 0 ? null : rest.length === 1 ? (rest[0] as Condition) : { kind: 'all', conditions: rest };
    return {
      where: ownWhere,
      bound: condition ? { base: null, steps: [{ op: 'set', value: max, when: condition }] } : { base: max, steps: [] },
    };
  }
  return { where, bound: { base: null, steps: [{ op: 'set', value: 0, when }] } };
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/**
 * The limits of one datasheet the catalogue states and its wargear options and sizes do not already enforce: the
 * constraints the importer did not read elsewhere (in the unit, on a model, in a group of either), with the modifiers
 * that change them, and the editor errors its entries raise, where their conditions compile. `handledElsewhere`: the
 * constraints and modifiers other parts of the importer read.
 */
export function catalogueLimits(
  unit: Resolved,
  datasheet: Pick<Datasheet, 'id' | 'name' | 'composition' | 'wargear' | 'wargearOptions' | 'points'>,
  unitTerms: UnitTerms,
  terms: ConditionTerms,
  ctx: EvalContext,
  isRead: (c: BsConstraint) => boolean,
): CatalogueLimits {
  const limits: CatalogueLimit[] = [];
  const constraints = new Set<BsConstraint>();
  const modifiers = new Set<BsModifier>();
  const ids = new SlugScope();
  const wargearName = (id: string): string => datasheet.wargear.find((w) => w.id === id)?.name ?? id;
  const nameOf = (counted: Counted, node: Resolved): string => {
    if (counted.of === 'units') return datasheet.name;
    if (counted.of === 'wargear' && counted.wargearIds.length === 1)
      return wargearName(counted.wargearIds[0] as string);
    if (counted.of === 'models' && counted.modelTypeIds?.length === 1) {
      return `${datasheet.composition.modelTypes.find((t) => t.id === counted.modelTypeIds?.[0])?.name ?? node.name.trim()} model`;
    }
    return node.name.trim();
  };
  /** Keeps a limit its options can break; false for one its defaults break, which stays in the report. */
  const keep = (limit: Omit<CatalogueLimit, 'id'>): boolean => {
    if (brokenByDefaults(limit, datasheet)) return false;
    if (!limitBreakable(limit, datasheet)) return true;
    const json = JSON.stringify(limit);
    if (limits.some(({ id: _id, ...rest }) => JSON.stringify(rest) === json)) return true;
    limits.push({ id: ids.take(limit.name), ...limit });
    return true;
  };

  const visit = (place: Place): void => {
    const { node } = place;
    const direct = place.entryParent ?? unit;
    const terms_: UnitTerms = {
      ...unitTerms,
      parent: direct === unit ? 'unit' : direct.type === 'model' ? 'model' : null,
    };
    const unknown: string[] = [];
    for (const c of node.constraints) {
      // A minimum is left to the report: the datasheet's defaults and swaps already keep what a model must carry, and
      // a minimum read wrongly would be a false error on a unit as it comes.
      if (isRead(c) || c.field !== 'selections' || c.type !== 'max' || node === unit) continue;
      const where = scopeEntry(c.scope, place, unit, unitTerms);
      const counted = countedOf(node, unitTerms, ctx);
      if (!where || !counted) continue;
      const before = unknown.length;
      const bound = stepsOf(c, node.modifiers, terms, terms_, unknown);
      if (unknown.length > before) continue;
      if (
        !keep({
          name: nameOf(counted, node),
          in: where.in,
          ...(where.in === 'model' ? { modelTypeIds: [...where.modelTypeIds] as ModelTypeId[] } : {}),
          counted,
          max: bound,
        })
      )
        continue;
      constraints.add(c);
      for (const m of node.modifiers) if (m.field === c.id) modifiers.add(m);
    }
    for (const m of node.modifiers) {
      if (m.field !== 'error' || m.repeats.length > 0) continue;
      const unread: string[] = [];
      const compiled: Compiled = compileInto(m.when, { ...terms, unit: terms_ }, unread);
      if (unread.length > 0) continue;
      // An error whose conditions never hold in this army (a Crusade force's, another faction's) limits nothing here;
      // one that always holds states its rule in its text alone, which is not read: it stays in the report.
      if (compiled === false) {
        modifiers.add(m);
        continue;
      }
      if (compiled === true) continue;
      const isUnit = node === unit;
      const counted: Counted | null = isUnit
        ? { of: 'units', datasheetIds: [datasheet.id] }
        : countedOf(node, unitTerms, ctx);
      const holder: Placed | null = isUnit ? { in: 'army' } : whereOf(holderOf(place, unit), unit, unitTerms);
      if (!counted || !holder) continue;
      const { where, bound } = errorLimit(counted, holder, compiled);
      if (
        !keep({
          name: nameOf(counted, node),
          in: where.in,
          ...(where.in === 'model' ? { modelTypeIds: [...where.modelTypeIds] as ModelTypeId[] } : {}),
          counted,
          max: bound,
        })
      )
        continue;
      modifiers.add(m);
    }
    for (const child of node.children) {
      if (isSkippedChild(child) || isHidden(child.hidden, child.modifiers, ctx)) continue;
      visit({
        node: child,
        entryParent: node.kind === 'entry' ? node : place.entryParent,
        ancestors: [...place.ancestors, node],
      });
    }
  };
  visit({ node: unit, entryParent: null, ancestors: [] });
  return { limits: limits.sort((a, b) => (a.id < b.id ? -1 : 1)), constraints, modifiers };
}
