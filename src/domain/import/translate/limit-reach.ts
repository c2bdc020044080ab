import type { Bound, CatalogueLimit, Counted } from '../../data/catalogue-limit.schema';
import type { Condition } from '../../data/condition.schema';
import type { Datasheet, ModelType } from '../../data/datasheet.schema';
import type { WargearOption } from '../../data/wargear.schema';
import { compare } from '../../roster/condition';
import { distributeModels } from '../../roster/model-counts';

type Sheet = Pick<Datasheet, 'composition' | 'wargearOptions' | 'points'>;
type Range = { readonly lo: number; readonly hi: number };

/** The fewest and most models of a type a unit of `size` can hold, given the other types' ranges. */
function modelsOf(t: ModelType, types: readonly ModelType[], size: number): Range {
  const others = types.filter((u) => u !== t);
  return {
    lo: Math.max(t.min, size - others.reduce((s, u) => s + u.max, 0)),
    hi: Math.min(t.max, size - others.reduce((s, u) => s + u.min, 0)),
  };
}

function itemsIn(items: readonly { wargearId: string; count: number }[], ids: ReadonlySet<string>): number {
  return items.reduce((s, i) => (ids.has(i.wargearId) ? s + i.count : s), 0);
}

/** What taking the option once does to the count of some wargear, at best and at worst. */
function change(o: WargearOption, ids: ReadonlySet<string>): Range {
  const nets = o.choices.map((c) => itemsIn(c.items, ids) - itemsIn(o.replaces, ids));
  return { lo: Math.min(0, ...nets), hi: Math.max(0, ...nets) };
}

function timesAtMost(o: WargearOption, types: readonly ModelType[], size: number): number {
  const models =
    o.modelTypeIds.reduce((s, id) => {
      const t = types.find((x) => x.id === id);
      return s + (t ? modelsOf(t, types, size).hi : 0);
    }, 0) * (o.perModel ?? 1);
  switch (o.limit.kind) {
    case 'each-model':
      return models;
    case 'per-models':
      return Math.min(models, Math.floor(size / o.limit.models) * o.limit.max);
    case 'unit':
      return Math.min(models, o.limit.max);
  }
}

/** How few and how many of what a limit counts its datasheet's own options allow, in a unit of `size` or on one model of a type. */
function reach(counted: Counted, sheet: Sheet, size: number, modelTypeId: string | null): Range | null {
  const types = sheet.composition.modelTypes;
  if (counted.of === 'units' || counted.of === 'entries') return null;
  if (counted.of === 'choices') {
    // The models that took some choices: at most as many as their options may be taken, all choices together; on one
    // model, once for each option (its choices are one pick).
    const optionIds = new Set<string>(counted.choices.map((c) => c.optionId));
    const options = sheet.wargearOptions.filter((o) => optionIds.has(o.id));
    if (modelTypeId)
      return {
        lo: 0,
        hi: options
          .filter((o) => (o.modelTypeIds as readonly string[]).includes(modelTypeId))
          .reduce((s, o) => s + (o.perModel ?? 1), 0),
      };
    return { lo: 0, hi: options.reduce((s, o) => s + timesAtMost(o, types, size), 0) };
  }
  if (counted.of === 'models') {
    if (modelTypeId) return { lo: 1, hi: 1 };
    const counts = types
      .filter((t) => !counted.modelTypeIds || counted.modelTypeIds.includes(t.id))
      .map((t) => modelsOf(t, types, size));
    // Models that took the choices left out may be as many as those choices' options may be taken.
    const left = counted.except ? (reach({ of: 'choices', choices: counted.except }, sheet, size, null)?.hi ?? 0) : 0;
    return { lo: Math.max(0, counts.reduce((s, r) => s + r.lo, 0) - left), hi: counts.reduce((s, r) => s + r.hi, 0) };
  }
  const ids = new Set<string>(counted.wargearIds);
  if (modelTypeId) {
    const t = types.find((x) => x.id === modelTypeId);
    if (!t) return null;
    const base = itemsIn(t.defaultWargear, ids);
    const options = sheet.wargearOptions.filter((o) => o.modelTypeIds.includes(t.id));
    return {
      lo: Math.max(0, base + options.reduce((s, o) => s + change(o, ids).lo * (o.perModel ?? 1), 0)),
      hi: base + options.reduce((s, o) => s + change(o, ids).hi * (o.perModel ?? 1), 0),
    };
  }
  let lo = 0;
  let hi = 0;
  for (const t of types) {
    const r = modelsOf(t, types, size);
    const each = itemsIn(t.defaultWargear, ids);
    lo += r.lo * each;
    hi += r.hi * each;
  }
  for (const o of sheet.wargearOptions) {
    const times = timesAtMost(o, types, size);
    const c = change(o, ids);
    lo += c.lo * times;
    hi += c.hi * times;
  }
  return { lo: Math.max(0, lo), hi };
}

/** Every value a bound can take in a unit of `size`, each of its conditions taken either way but the unit's model count; null: no bound. */
function boundValues(bound: Bound, size: number): (number | null)[] | 'any' {
  const free = bound.steps.filter((s) => s.when && !isModelCount(s.when));
  if (free.length > 6 || bound.steps.some((s) => s.per && s.per.counted.of !== 'models')) return 'any';
  if (bound.steps.some((s) => s.per?.counted.of === 'models' && (s.per.counted.modelTypeIds || s.per.counted.except)))
    return 'any';
  const out: (number | null)[] = [];
  for (let mask = 0; mask < 1 << free.length; mask++) {
    let value = bound.base;
    for (const step of bound.steps) {
      const i = free.indexOf(step);
      const applies = !step.when ? true : i >= 0 ? (mask & (1 << i)) !== 0 : holdsAtSize(step.when, size);
      if (!applies) continue;
      if (step.op === 'set') value = step.value;
      else if (value !== null && step.value !== null) {
        const ratio = step.per ? size / step.per.every : 1;
        value += step.value * (step.per ? (step.per.roundUp ? Math.ceil(ratio) : Math.floor(ratio)) : 1);
      }
    }
    out.push(value);
  }
  return out;
}

function isModelCount(c: Condition): boolean {
  if (c.kind === 'models') return !c.modelTypeIds;
  if (c.kind === 'all' || c.kind === 'any') return c.conditions.every(isModelCount);
  if (c.kind === 'not') return isModelCount(c.condition);
  return false;
}

function holdsAtSize(c: Condition, size: number): boolean {
  switch (c.kind) {
    case 'models':
      return compare(size, c.comparison, c.value);
    case 'all':
      return c.conditions.every((x) => holdsAtSize(x, size));
    case 'any':
      return c.conditions.some((x) => holdsAtSize(x, size));
    case 'not':
      return !holdsAtSize(c.condition, size);
    default:
      return false;
  }
}

/**
 * Whether some unit the datasheet's own sizes and options allow could break the limit: if none can, its wargear options
 * already enforce it and it needs no place in the data (a weapon "at most 1 per model" that no option gives twice).
 * Limits on the army, or whose bound counts more than the unit's models, are always kept.
 */
export function limitBreakable(limit: Omit<CatalogueLimit, 'id'>, sheet: Sheet): boolean {
  if (limit.in === 'army') return true;
  const sizes = [...new Set(sheet.points.map((t) => t.models))];
  const modelTypeIds: (string | null)[] = limit.in === 'model' ? [...(limit.modelTypeIds ?? [])] : [null];
  for (const size of sizes) {
    for (const modelTypeId of modelTypeIds) {
      const range = reach(limit.counted, sheet, size, modelTypeId);
      if (!range) return true;
      if (limit.max) {
        const values = boundValues(limit.max, size);
        if (values === 'any' || values.some((v) => v !== null && range.hi > Math.max(v, 0))) return true;
      }
      if (limit.min) {
        const values = boundValues(limit.min, size);
        if (values === 'any' || values.some((v) => v !== null && range.lo < v)) return true;
      }
    }
  }
  return false;
}

/**
 * Whether the datasheet's models as they come already carry more than a limit on each model allows, whatever its
 * conditions: then either the limit or the datasheet's default wargear is read wrong, and the limit is not stored (a
 * false error on every unit) but reported.
 */
export function brokenByDefaults(limit: Omit<CatalogueLimit, 'id'>, sheet: Sheet): boolean {
  if (limit.in === 'unit' && limit.counted.of === 'models' && limit.min) return fewModelsAsTheyCome(limit, sheet);
  if (limit.in !== 'model' || limit.counted.of !== 'wargear' || !limit.max) return false;
  const ids = new Set<string>(limit.counted.wargearIds);
  const sizes = [...new Set(sheet.points.map((t) => t.models))];
  return (limit.modelTypeIds ?? []).some((id) => {
    const t = sheet.composition.modelTypes.find((x) => x.id === id);
    const carried = t ? itemsIn(t.defaultWargear, ids) : 0;
    return sizes.some((size) => {
      const values = limit.max ? boundValues(limit.max, size) : 'any';
      return values !== 'any' && values.some((v) => v !== null && carried > Math.max(v, 0));
    });
  });
}

/**
 * Whether a unit as it comes, at some size (its models spread as a new unit's are, no option taken), has fewer of
 * the models a minimum counts than it asks, whatever its conditions.
 */
function fewModelsAsTheyCome(limit: Omit<CatalogueLimit, 'id'>, sheet: Sheet): boolean {
  const { counted, min } = limit;
  if (counted.of !== 'models' || !min) return false;
  const sizes = [...new Set(sheet.points.map((t) => t.models))];
  const first = distributeModels(sheet, Math.min(...sizes));
  return sizes.some((size) => {
    const models = first && distributeModels(sheet, size, first);
    if (!models) return true;
    const count = models
      .filter((m) => !counted.modelTypeIds || counted.modelTypeIds.includes(m.modelTypeId))
      .reduce((s, m) => s + m.count, 0);
    const values = boundValues(min, size);
    return values === 'any' || values.some((v) => v !== null && count < v);
  });
}
