import type { Bound, BoundStep, CatalogueLimit, Counted } from '../../data/catalogue-limit.schema';
import type { ChoiceRef } from '../../data/condition.schema';
import type { Condition } from '../../data/condition.schema';
import type { Datasheet } from '../../data/datasheet.schema';
import type { DatasheetId, ModelTypeId, WargearId } from '../../data/ids';
import type { BsConstraint, BsModifier } from '../read/bs-types';
import type { Resolved } from '../read/catalogue-set';
import { compileInto, type Compiled, type ConditionTerms, type UnitTerms } from './compile-condition';
import { isHidden, type EvalContext } from '../read/conditions';
import { choiceKey } from '../../roster/condition';
import { listNames } from '../../english';
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
    if (wargearIds) return { of: 'wargear', wargearIds: [...wargearIds] as WargearId[] };
    const choices = terms.choicesOf(node.id);
    return choices ? { of: 'choices', choices: [...choices] as ChoiceRef[] } : null;
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
  // In a group that holds a model type's own entry, its variants are models of that type too ("1 - 2 Gun Servitors":
  // a Servitor w/ heavy bolter, w/ multi-melta or w/ plasma cannon); in a group of variants alone, each is its choice.
  const ownTypes = new Set(entries.flatMap((e) => (e.type === 'model' ? (terms.modelTypesOf(e.id) ?? []) : [])));
  const parts = entries.map((e): Counted | null => {
    const modelTypeId = e.type === 'model' ? terms.modelTypeHolding(e.id) : null;
    return modelTypeId && ownTypes.has(modelTypeId)
      ? { of: 'models', modelTypeIds: [modelTypeId as ModelTypeId] }
      : countedOf(e, terms, ctx);
  });
  if (parts.length === 0 || parts.some((p) => p === null)) return null;
  const kinds = new Set(parts.map((p) => p?.of));
  if (kinds.size !== 1) return null;
  if (kinds.has('wargear'))
    return {
      of: 'wargear',
      wargearIds: [...new Set(parts.flatMap((p) => (p?.of === 'wargear' ? p.wargearIds : [])))].sort(),
    };
  if (kinds.has('choices')) {
    const choices = new Map(parts.flatMap((p) => (p?.of === 'choices' ? p.choices : [])).map((c) => [choiceKey(c), c]));
    return { of: 'choices', choices: [...choices.values()] };
  }
  const modelTypeIds = [...new Set(parts.flatMap((p) => (p?.of === 'models' ? (p.modelTypeIds ?? []) : [])))].sort();
  if (modelTypeIds.length === 0) return null;
  // Variants of those types the group does not hold are models it does not count (a Fortis Kill Team's "Core" holds
  // the Kill Team Intercessor and three of its variants; those w/ heavy bolt pistol are "Additional").
  const held = new Set(entries.flatMap((e) => [e.id, ...(e.linkId ? [e.linkId] : [])]));
  const outside = modelTypeIds.flatMap((t) => terms.variantsOf(t)).filter((id) => !held.has(id));
  const except = outside.map((id) => terms.choicesOf(id));
  if (except.some((c) => c === null)) return null;
  const left = [...new Map((except as ChoiceRef[][]).flat().map((c) => [choiceKey(c), c])).values()];
  return left.length > 0 ? { of: 'models', modelTypeIds, except: left } : { of: 'models', modelTypeIds };
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
  if (wargearIds) return { of: 'wargear', wargearIds: [...wargearIds] as WargearId[] };
  const choices = unit.choicesOf(childId);
  return choices ? { of: 'choices', choices: [...choices] as ChoiceRef[] } : null;
}

type Placed = { readonly in: 'unit' | 'army' } | { readonly in: 'model'; readonly modelTypeIds: readonly string[] };

/** What a condition counts, as a limit would count it, and where: null for a condition that is not a count. */
function countedBy(c: Condition, where: Placed): { counted: Counted; where: Placed } | null {
  switch (c.kind) {
    case 'units':
      return { counted: { of: 'units', datasheetIds: [...c.datasheetIds] as DatasheetId[] }, where: { in: 'army' } };
    case 'wargear':
      return {
        counted: { of: 'wargear', wargearIds: [...c.wargearIds] as WargearId[] },
        where: c.in === 'unit' ? { in: 'unit' } : where,
      };
    case 'choices':
      return { counted: { of: 'choices', choices: [...c.choices] as ChoiceRef[] }, where: { in: 'unit' } };
    case 'models':
      return c.modelTypeIds
        ? { counted: { of: 'models', modelTypeIds: [...c.modelTypeIds] as ModelTypeId[] }, where: { in: 'unit' } }
        : null;
    default:
      return null;
  }
}

/**
 * An editor error on an entry as a limit: BattleScribe shows it while the entry is taken and its conditions hold, so it
 * is "none of it while they hold", where the entry is. Where a condition counts the entry itself ("more than 1
 * grenade launcher in the unit, while it has fewer than 10 Intercessors"), that count is the bound instead, where it
 * counts: "at most 1 in the unit while it has fewer than 10 Intercessors". An error on a group, which is there
 * whatever is taken, bounds whatever its conditions count ("Squad Members": more than 2 Heavy Intercessors with jump
 * pack is "at most 2").
 */
function errorLimit(
  counted: Counted | null,
  where: Placed,
  when: Condition,
  onGroup: boolean,
  ownChoices: readonly string[],
): { counted: Counted; where: Placed; bound: Bound } | null {
  const parts = when.kind === 'all' ? when.conditions : [when];
  const counts = parts.flatMap((c) => {
    if (c.kind !== 'units' && c.kind !== 'wargear' && c.kind !== 'choices' && c.kind !== 'models') return [];
    if (c.comparison !== 'gt' && c.comparison !== 'ge') return [];
    const by = countedBy(c, where);
    return by ? [{ c, max: c.comparison === 'gt' ? c.value : c.value - 1, ...by }] : [];
  });
  // A count of models that took some choices, the entry's own among them, stands for the entry too: "more than 2
  // Heavy Intercessors with power fists" on each of the two variants with power fists.
  const own =
    counts.find((x) => counted && sameCounted(x.counted, counted)) ??
    counts.find(
      (x) => x.counted.of === 'choices' && x.counted.choices.some((c) => ownChoices.includes(choiceKey(c))),
    ) ??
    (onGroup ? counts[0] : undefined);
  if (!own) return counted && { counted, where, bound: { base: null, steps: [{ op: 'set', value: 0, when }] } };
  const { max } = own;
  const rest = parts.filter((c) => c !== own.c);
  const condition: Condition | null =
    rest.length === 0 ? null : rest.length === 1 ? (rest[0] as Condition) : { kind: 'all', conditions: rest };
  return {
    counted: own.counted,
    where: own.where,
    bound: condition ? { base: null, steps: [{ op: 'set', value: max, when: condition }] } : { base: max, steps: [] },
  };
}

function sameCounted(a: Counted, b: Counted): boolean {
  if (a.of === 'units' && b.of === 'units') return same(a.datasheetIds, b.datasheetIds);
  if (a.of === 'wargear' && b.of === 'wargear') return same(a.wargearIds, b.wargearIds);
  if (a.of === 'models' && b.of === 'models') return same(a.modelTypeIds ?? [], b.modelTypeIds ?? []);
  if (a.of === 'choices' && b.of === 'choices') return same(a.choices.map(choiceKey), b.choices.map(choiceKey));
  return false;
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** The models of one catalogue entry in each datasheet of the faction that holds it as a model type. */
export type EntryModels = (entryId: string) => readonly { datasheetId: DatasheetId; modelTypeIds: ModelTypeId[] }[];

/** Whether a condition asks only about the army, so it means the same wherever an army-wide limit is checked from. */
function asksArmyOnly(c: Condition): boolean {
  switch (c.kind) {
    case 'detachment':
    case 'battle-size':
    case 'army-faction':
    case 'units':
      return true;
    case 'keyword':
      return c.in === 'army';
    case 'all':
    case 'any':
      return c.conditions.every(asksArmyOnly);
    case 'not':
      return asksArmyOnly(c.condition);
    default:
      return false;
  }
}

/**
 * A model entry limited in the whole army ("roster", "force": at most 3 Invader ATVs, in Invader ATV units and in
 * Outrider Squads alike), counted wherever the faction's datasheets hold it: as the models of a model type in each
 * datasheet that has one of it, and as the units of a datasheet whose entry it is otherwise. Null for anything else.
 */
function entriesOf(node: Resolved, terms: ConditionTerms, entryModels: EntryModels): Counted | null {
  if (node.kind !== 'entry' || node.type !== 'model') return null;
  const ids = [node.id, ...(node.linkId ? [node.linkId] : [])];
  const models = new Map<DatasheetId, ModelTypeId[]>();
  for (const id of ids)
    for (const m of entryModels(id))
      models.set(m.datasheetId, [...new Set([...(models.get(m.datasheetId) ?? []), ...m.modelTypeIds])].sort());
  const units = ids.flatMap((id) => terms.datasheetsOf(id) ?? []).filter((id) => !models.has(id as DatasheetId));
  if (models.size === 0) return null;
  return {
    of: 'entries',
    datasheetIds: [...new Set(units)].sort() as DatasheetId[],
    models: [...models]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([datasheetId, modelTypeIds]) => ({ datasheetId, modelTypeIds })),
  };
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
  entryModels: EntryModels = () => [],
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
    if (counted.of === 'choices') return choiceName(counted.choices);
    if (counted.of === 'models' && counted.modelTypeIds?.length === 1) {
      return `${datasheet.composition.modelTypes.find((t) => t.id === counted.modelTypeIds?.[0])?.name ?? node.name.trim()} model`;
    }
    return node.name.trim();
  };
  /**
   * Models that took some choices, by the wargear all those choices give and their model type: "close combat weapon
   * and frag cannon Veteran", "jump pack Kill Team Heavy Intercessor".
   */
  const choiceName = (refs: readonly ChoiceRef[]): string => {
    const options = refs.map((r) => datasheet.wargearOptions.find((o) => o.id === r.optionId));
    const items = refs.map(
      (r, i) => options[i]?.choices.find((c) => c.id === r.choiceId)?.items.map((w) => w.wargearId) ?? [],
    );
    const common = (items[0] ?? []).filter((id) => items.every((list) => list.includes(id)));
    const types = [...new Set(options.flatMap((o) => o?.modelTypeIds ?? []))];
    const typeName =
      types.length === 1 ? datasheet.composition.modelTypes.find((t) => t.id === types[0])?.name : undefined;
    const what = common.map(wargearName);
    return [what.length > 0 ? listNames(what) : null, typeName ?? 'model'].filter((x) => x !== null).join(' ');
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
      if (isRead(c) || c.field !== 'selections' || (c.type !== 'max' && c.type !== 'min') || node === unit) continue;
      const armyWide = c.scope === 'roster' || c.scope === 'force';
      const where: Where | { in: 'army' } = armyWide ? { in: 'army' } : scopeEntry(c.scope, place, unit, unitTerms);
      const counted = armyWide ? entriesOf(node, terms, entryModels) : countedOf(node, unitTerms, ctx);
      if (!where || !counted) continue;
      const before = unknown.length;
      const bound = stepsOf(c, node.modifiers, terms, terms_, unknown);
      if (unknown.length > before) continue;
      // An army-wide limit is checked once, from whichever unit: a step that asks about one unit has no answer there.
      if (armyWide && bound.steps.some((s) => s.when && !asksArmyOnly(s.when))) continue;
      const limit = {
        name: nameOf(counted, node),
        in: where.in,
        ...(where.in === 'model' ? { modelTypeIds: [...where.modelTypeIds] as ModelTypeId[] } : {}),
        counted,
        ...(c.type === 'max' ? { max: bound } : { min: bound }),
      };
      // A minimum the datasheet's sizes and options already keep is read (a Titan's weapon no option removes). One they
      // could break is stored where it counts models (a Fortis Kill Team's 5 "Core" models) and the unit as it comes
      // keeps it; a minimum of wargear, which the datasheet's options may replace, stays in the report, since a
      // minimum read wrongly would be a false error.
      const kept =
        c.type === 'max' ? keep(limit) : !limitBreakable(limit, datasheet) || (counted.of === 'models' && keep(limit));
      if (!kept) continue;
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
      const ownChoices = (node.type === 'model' ? (unitTerms.choicesOf(node.id) ?? []) : []).map(choiceKey);
      const limited = holder && errorLimit(counted, holder, compiled, node.kind === 'group', ownChoices);
      if (!limited) continue;
      const { where, bound } = limited;
      if (
        !keep({
          name: nameOf(limited.counted, node),
          in: where.in,
          ...(where.in === 'model' ? { modelTypeIds: [...where.modelTypeIds] as ModelTypeId[] } : {}),
          counted: limited.counted,
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
