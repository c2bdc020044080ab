import type { Resolved } from '../read/catalogue-set';
import type { EvalContext } from '../read/conditions';
import { constraintValue, isHidden } from '../read/conditions';
import { isSkippedChild } from '../read/skipped';
import { PROFILE_TYPE } from '../read/game-constants';

/** A model entry of a unit, with the limits the catalogue puts on it where it sits. */
export type ModelSlot = {
  readonly entry: Resolved;
  readonly min: number;
  readonly max: number;
  /** The innermost selection group holding it ("4-9 Wracks"), if any. */
  readonly group: Resolved | null;
  /** Every selection group between the unit and the model, outermost first. */
  readonly groups: readonly Resolved[];
  /** The unit-size option holding it ("1 Shock Trooper Sergeant and 9 Shock Troopers"), if any. */
  readonly sizeOption: Resolved | null;
  /**
   * Optional upgrades holding it that are not a choice of unit size, outermost first: a Cadian Recon Squad's
   * "Weapons Team" (max 1) puts two of its troopers in a team, it does not make a second kind of squad.
   */
  readonly bundles: readonly Resolved[];
  /** Every group and size option from the unit down to the model entry, the entry last. */
  readonly path: readonly Resolved[];
  /** The datasheet is this one model (a Heldrake): exactly one, whatever its entry's constraints say. */
  readonly isWholeUnit: boolean;
  /**
   * The scopes the model's own count is constrained in: its parent, the unit by its entry or link id, or a group
   * holding it by the group's id (Wolf Guard Headtakers: 3-6 in the "Wolf Guard Headtakers" group).
   */
  readonly scopes: readonly string[];
};

export type ModelTypeDraft = {
  readonly name: string;
  /** The model entry whose loadout is the type's default ("Wrack"; not "Wrack with Hexrifle"). */
  readonly base: ModelSlot;
  /** Other entries of the same kind of model: in our data they become wargear options of the type. */
  readonly variants: readonly ModelSlot[];
  /** The base model's entry wherever the unit holds it: once per size option ("9 Shock Troopers", "18 Shock Troopers"). */
  readonly baseSlots: readonly ModelSlot[];
  readonly min: number;
  readonly max: number;
};

export type Composition = {
  readonly types: readonly ModelTypeDraft[];
  /** Every legal model count, ascending. */
  readonly sizes: readonly number[];
  readonly sizeOptions: readonly Resolved[];
  /** Models per type (by index in `types`) at a legal size, the way a new unit is filled. */
  distribute(size: number): number[];
  /** The size option a unit of `size` models is built with (the first that fits), null when the unit has none. */
  optionAt(size: number): Resolved | null;
  /** Whether a unit of `size` models can be built with `option` (null: outside every option, at any legal size). */
  allows(option: Resolved | null, size: number): boolean;
  /** The catalogue's context for a unit built with `option` and, if given, `size` models. */
  contextFor(option: Resolved | null, size?: number): EvalContext;
  /**
   * Splits of a legal unit size that the per-type ranges admit but no size option gives (2 sergeants in a unit of 10
   * when only "1 Sergeant and 9 Troopers" is 10 models), as "10: 2 Sergeant, 8 Trooper".
   */
  readonly looseSplits: readonly string[];
};

/**
 * min/max of "selections" constraints in the given scopes, after modifiers. A model entry's count is limited in its
 * parent, or in the unit named by its id (a Wolf Guard Headtakers model: at least 3 in the unit).
 */
export function selectionLimits(
  node: Resolved,
  ctx: EvalContext,
  scopes: string | readonly string[] = 'parent',
): { min: number; max: number } {
  const accepted = typeof scopes === 'string' ? [scopes] : scopes;
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const c of node.constraints) {
    if (c.field !== 'selections' || !accepted.includes(c.scope)) continue;
    const v = constraintValue(c, node.modifiers, ctx);
    if (c.type === 'min') min = Math.max(min, v);
    else if (c.type === 'max' && v >= 0) max = Math.min(max, v);
  }
  return { min, max };
}

function containsModels(node: Resolved): boolean {
  return node.children.some(
    (c) => (c.kind === 'entry' && c.type === 'model') || (c.type !== 'model' && containsModels(c)),
  );
}

/** "Wrack with Hexrifle" → "Wrack", "Shock Trooper w/ Vox Caster" → "Shock Trooper". */
export function baseModelName(name: string): string {
  return name.replace(/\s+(?:with|w\/)\s.*$/i, '').trim();
}

/**
 * A model-holding entry is a choice of unit size when it is one of the picks of a group that takes exactly one
 * ("Unit Composition": "1 Sergeant and 9 Shock Troopers" or "2 Sergeants and 18"; Jakhals: "8 chainblades" …
 * "2 mauler chainblades, 15 chainblades"). Any other is an optional bundle of models inside the unit.
 */
function isSizeChoice(parent: Resolved, ctx: EvalContext): boolean {
  if (parent.kind !== 'group') return false;
  const { min, max } = selectionLimits(parent, ctx);
  return min >= 1 && max === 1;
}

/** How many of a slot's models the unit may hold in `ctx`, through the optional bundles holding it. */
export function slotLimits(
  slot: Pick<ModelSlot, 'entry' | 'bundles' | 'isWholeUnit' | 'scopes'>,
  ctx: EvalContext,
): { min: number; max: number } {
  if (slot.isWholeUnit) return { min: 1, max: 1 };
  let { min, max } = selectionLimits(slot.entry, ctx, slot.scopes);
  for (const bundle of slot.bundles) {
    const times = selectionLimits(bundle, ctx);
    min *= times.min;
    max = times.max === 0 ? 0 : max * times.max;
  }
  return { min, max };
}

export function collectModelSlots(unit: Resolved, ctx: EvalContext): { slots: ModelSlot[]; sizeOptions: Resolved[] } {
  const scopes = ['parent', unit.id, ...(unit.linkId ? [unit.linkId] : [])];
  const wholeUnit = (): { slots: ModelSlot[]; sizeOptions: Resolved[] } => ({
    slots: [
      {
        entry: unit,
        min: 1,
        max: 1,
        group: null,
        groups: [],
        sizeOption: null,
        bundles: [],
        path: [unit],
        isWholeUnit: true,
        scopes,
      },
    ],
    sizeOptions: [],
  });
  if (unit.type === 'model') return wholeUnit();
  const slots: ModelSlot[] = [];
  const sizeOptions: Resolved[] = [];
  type Place = {
    groups: readonly Resolved[];
    sizeOption: Resolved | null;
    bundles: readonly Resolved[];
    path: readonly Resolved[];
  };
  const visit = (node: Resolved, at: Place): void => {
    for (const child of node.children) {
      if (isSkippedChild(child) || isHidden(child.hidden, child.modifiers, ctx)) continue;
      const path = [...at.path, child];
      if (child.kind === 'entry' && child.type === 'model') {
        const groupScopes = at.groups.flatMap((g) => [g.id, ...(g.linkId ? [g.linkId] : [])]);
        const slot = {
          entry: child,
          group: at.groups[at.groups.length - 1] ?? null,
          ...at,
          path,
          isWholeUnit: false,
          scopes: [...scopes, ...groupScopes],
        };
        slots.push({ ...slot, ...slotLimits(slot, ctx) });
      } else if (child.kind === 'group' && containsModels(child)) {
        visit(child, { ...at, groups: [...at.groups, child], path });
      } else if (child.kind === 'entry' && containsModels(child) && isSizeChoice(node, ctx)) {
        sizeOptions.push(child);
        visit(child, { groups: [], sizeOption: child, bundles: [], path });
      } else if (child.kind === 'entry' && containsModels(child)) {
        visit(child, { ...at, bundles: [...at.bundles, child], path });
      }
    }
  };
  visit(unit, { groups: [], sizeOption: null, bundles: [], path: [] });
  // A unit entry that holds no model entries but has a model's profile is itself one model (a Sydonian Skatros).
  if (slots.length === 0 && unit.profiles.some((p) => p.typeName === PROFILE_TYPE.unit)) return wholeUnit();
  return { slots, sizeOptions };
}

function pickBase(name: string, slots: readonly ModelSlot[]): ModelSlot {
  const exact = slots.find((s) => s.entry.name.trim() === name);
  if (exact) return exact;
  const byDefault = slots.find(
    (s) => s.group?.defaultSelectionEntryId && [s.entry.id, s.entry.linkId].includes(s.group.defaultSelectionEntryId),
  );
  if (byDefault) return byDefault;
  return [...slots].sort((a, b) => b.max - a.max)[0] as ModelSlot;
}

/** Limits of one kind of model within one size option (or the whole unit when there are none), in `ctx`. */
function typeLimits(
  slots: readonly ModelSlot[],
  allSlots: readonly ModelSlot[],
  ctx: EvalContext,
): { min: number; max: number } {
  // The innermost group holding every entry of this kind ("4-9 Wracks" holds Wrack and Wrack with Hexrifle …).
  let common: Resolved | null = null;
  const first = slots[0]?.groups ?? [];
  for (let depth = 0; depth < first.length; depth += 1) {
    const g = first[depth] as Resolved;
    if (slots.every((s) => s.groups[depth] === g)) common = g;
    else break;
  }
  const limits = slots.map((s) => slotLimits(s, ctx));
  const sumMin = limits.reduce((n, l) => n + l.min, 0);
  const sumMax = limits.reduce((n, l) => n + l.max, 0);
  if (common) {
    const g = common;
    const onlyThese = allSlots.filter((s) => s.groups.includes(g)).every((s) => slots.includes(s));
    const groupLimits = withNamedRange(g, selectionLimits(g, ctx));
    if (onlyThese && (groupLimits.min > 0 || Number.isFinite(groupLimits.max))) {
      return { min: Math.max(groupLimits.min, sumMin), max: Math.min(groupLimits.max, sumMax) };
    }
  }
  if (slots.length === 1) return { min: sumMin, max: sumMax };
  // Variants ("Wrack with Hexrifle", max 2) only take places of the base model; they do not add to the unit's size.
  const base = pickBase(baseModelName(slots[0]?.entry.name ?? ''), slots);
  const baseMax = slotLimits(base, ctx).max;
  return { min: sumMin, max: Number.isFinite(baseMax) ? Math.max(baseMax, sumMin) : sumMax };
}

/**
 * A model group missing its min constraint still states its range in its name ("4 -9 Voidscarred"): use that range
 * where the constraints are absent, or Corsair Voidscarred could be fielded as a single model.
 */
function withNamedRange(group: Resolved, limits: { min: number; max: number }): { min: number; max: number } {
  const m = /^\s*(\d+)\s*-\s*(\d+)\s/.exec(group.name);
  if (!m) return limits;
  const hasMin = group.constraints.some((c) => c.type === 'min' && c.field === 'selections' && c.scope === 'parent');
  return {
    min: hasMin ? limits.min : Number(m[1]),
    max: Number.isFinite(limits.max) ? limits.max : Number(m[2]),
  };
}

/** "4 - 9 Terminators" → "Terminator": a group of differently named loadouts is one kind of model. */
function groupModelName(group: Resolved): string {
  const stripped = group.name.replace(/^\s*\d+\s*(?:-\s*\d+\s*)?/, '').trim();
  return stripped.length > 3 && /[^s]s$/.test(stripped) ? stripped.slice(0, -1) : stripped;
}

/**
 * Which kind of model a slot is. Usually its name without the loadout ("Wrack with Hexrifle" → "Wrack"); but a group
 * whose entries are named by loadout ("Combi-bolter, accursed weapon" in "4 - 9 Terminators") is one kind, named
 * after the group, leaving out single fixed models (a sergeant inside the same group).
 */
function kindOf(slot: ModelSlot, slots: readonly ModelSlot[]): string {
  const base = baseModelName(slot.entry.name);
  const g = slot.group;
  if (!g || (slot.min === 1 && slot.max === 1)) return base;
  const siblings = slots.filter((s) => s.group === g && !(s.min === 1 && s.max === 1));
  const names = new Set(siblings.map((s) => baseModelName(s.entry.name)));
  return names.size > 1 && g.defaultSelectionEntryId ? groupModelName(g) : base;
}

/**
 * Datasheet order of two model slots: the sortIndex of the siblings they diverge at (group "Acothyst" 2 before group
 * "4-9 Wracks" 3), so the sergeant comes first as the datasheet prints it. Without a sortIndex on both, catalogue order.
 */
function compareDatasheetOrder(a: ModelSlot | undefined, b: ModelSlot | undefined): number {
  if (!a || !b) return 0;
  const pa = a.path;
  const pb = b.path;
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i += 1;
  const sa = pa[i]?.sortIndex;
  const sb = pb[i]?.sortIndex;
  return sa === undefined || sb === undefined ? 0 : sa - sb;
}

export function buildComposition(unit: Resolved, ctx: EvalContext): Composition {
  const { slots, sizeOptions } = collectModelSlots(unit, ctx);
  const names: string[] = [];
  const byName = new Map<string, ModelSlot[]>();
  for (const s of slots) {
    const name = kindOf(s, slots);
    if (!byName.has(name)) {
      names.push(name);
      byName.set(name, []);
    }
    byName.get(name)?.push(s);
  }
  names.sort((a, b) => compareDatasheetOrder(byName.get(a)?.[0], byName.get(b)?.[0]));
  const scopes: (Resolved | null)[] = sizeOptions.length > 0 ? sizeOptions : [null];
  const contextFor = (option: Resolved | null, size?: number): EvalContext => {
    const counts = new Map(ctx.unitCounts ?? []);
    if (size !== undefined) {
      counts.set('model', size);
      // A condition may count the models of a group ("Intercessors" ≥ 6: 160 pts) rather than of the unit.
      for (const [groupId, n] of groupCounts(size)) counts.set(groupId, (counts.get(groupId) ?? 0) + n);
    }
    // Conditions name the chosen option by its entry id, or by its link's id where the option is a link.
    if (option) for (const id of [option.id, option.linkId]) if (id) counts.set(id, 1);
    return { ...ctx, unitCounts: counts };
  };
  // Per size option, per type: the limits of that type inside the option. Models outside every option (a Jakhal
  // Pack Leader beside the "8 chainblades" / "17 chainblades" choice) are in the unit whichever option is taken,
  // and the option can change their limits (17 Jakhals bring a second Dishonoured).
  const perOption = scopes.map((option) => {
    const inScope = slots.filter((s) => s.sizeOption === option || s.sizeOption === null);
    const optionCtx = contextFor(option);
    const limits = names.map((name) => {
      const inOption = (byName.get(name) ?? []).filter((s) => inScope.includes(s));
      return inOption.length === 0 ? { min: 0, max: 0 } : typeLimits(inOption, inScope, optionCtx);
    });
    return withSpanningGroups(
      limits,
      names.map((name) => (byName.get(name) ?? []).filter((s) => inScope.includes(s))),
      optionCtx,
    );
  });
  const perOptionLimits = perOption.map((o) => o.limits);
  const types: ModelTypeDraft[] = names.map((name, i) => {
    const typeSlots = byName.get(name) ?? [];
    const base = pickBase(name, typeSlots);
    return {
      name,
      base,
      variants: typeSlots.filter((s) => s !== base && s.entry.id !== base.entry.id),
      baseSlots: typeSlots.filter(
        (s) =>
          s.entry.id === base.entry.id ||
          (s.sizeOption !== base.sizeOption && s.entry.name.trim() === base.entry.name.trim()),
      ),
      min: Math.min(...perOptionLimits.map((o) => o[i]?.min ?? 0)),
      max: Math.max(...perOptionLimits.map((o) => o[i]?.max ?? 0)),
    };
  });
  const sizeSet = new Set<number>();
  for (const option of perOption) {
    const { lo, hi } = unitRange(option);
    if (!Number.isFinite(hi)) continue;
    for (let n = lo; n <= hi; n += 1) sizeSet.add(n);
  }
  const sizes = [...sizeSet].sort((a, b) => a - b);
  const fits = (i: number, size: number): boolean => {
    const { lo, hi } = unitRange(perOption[i] ?? { limits: [], totals: [] });
    return size >= lo && size <= hi;
  };
  const optionIndexAt = (size: number): number => {
    const i = perOption.findIndex((_, j) => fits(j, size));
    return i < 0 ? 0 : i;
  };
  // The groups every entry of a model type sits in: a unit of `size` holds that type's share of models in each.
  const typeGroups = names.map((name) => {
    const typeSlots = byName.get(name) ?? [];
    const first = typeSlots[0]?.groups ?? [];
    return first.filter((g) => typeSlots.every((s) => s.groups.includes(g)));
  });
  const groupCounts = (size: number): Map<string, number> => {
    const counts = new Map<string, number>();
    const shares = sizes.includes(size) ? distribute(size) : [];
    typeGroups.forEach((groups, i) => {
      for (const g of groups)
        for (const id of [g.id, g.linkId]) if (id) counts.set(id, (counts.get(id) ?? 0) + (shares[i] ?? 0));
    });
    return counts;
  };
  const distribute = (size: number): number[] => {
    const limits = perOptionLimits[optionIndexAt(size)] ?? [];
    const counts = limits.map((l) => l.min);
    let left = size - counts.reduce((a, b) => a + b, 0);
    const order = limits.map((l, i) => ({ i, room: l.max - l.min })).sort((a, b) => b.room - a.room || a.i - b.i);
    for (const { i, room } of order) {
      const add = Math.min(room, left);
      counts[i] = (counts[i] ?? 0) + add;
      left -= add;
    }
    return counts;
  };
  const merged = types.map((t) => ({ min: t.min, max: t.max }));
  return {
    types,
    sizes,
    sizeOptions,
    distribute,
    optionAt: (size) => scopes[optionIndexAt(size)] ?? null,
    allows: (option, size) => (option === null ? sizeSet.has(size) : fits(scopes.indexOf(option), size)),
    contextFor,
    looseSplits: sizeOptions.length > 0 ? looseSplits(sizes, merged, perOptionLimits, names) : [],
  };
}

/**
 * Splits of a legal unit size over the model types that the merged per-type ranges admit but no size option gives.
 * Only units with size options are checked: elsewhere the per-type ranges are the catalogue's own limits.
 */
function looseSplits(
  sizes: readonly number[],
  merged: readonly { min: number; max: number }[],
  perOption: readonly (readonly { min: number; max: number }[])[],
  names: readonly string[],
): string[] {
  const out: string[] = [];
  const legal = (counts: readonly number[]): boolean =>
    perOption.some((limits) => counts.every((n, i) => n >= (limits[i]?.min ?? 0) && n <= (limits[i]?.max ?? 0)));
  for (const size of sizes) {
    const walk = (i: number, counts: number[], left: number): void => {
      if (i === merged.length) {
        if (left === 0 && !legal(counts)) out.push(`${size}: ${counts.map((n, j) => `${n} ${names[j]}`).join(', ')}`);
        return;
      }
      const { min, max } = merged[i] as { min: number; max: number };
      for (let n = min; n <= Math.min(max, left); n += 1) walk(i + 1, [...counts, n], left - n);
    };
    walk(0, [], size);
  }
  return out;
}

/** A bound on the total of several model types together (by index), from a selection group holding all of them. */
type Total = { readonly members: readonly number[]; readonly min: number; readonly max: number };

type OptionLimits = { readonly limits: readonly { min: number; max: number }[]; readonly totals: readonly Total[] };

/**
 * The unit sizes one size option allows: the sum of its types' ranges, where a group holding several types bounds
 * their total ("Squad Loadout" 5-10 holds Veterans 4-10 and an optional Sergeant 0-1: 5 to 10 models, not 4 to 11).
 */
function unitRange({ limits, totals }: OptionLimits): { lo: number; hi: number } {
  const key = (t: Total): string => [...t.members].sort((a, b) => a - b).join(',');
  // Groups holding the same types bound them by the tighter of their limits.
  const byMembers = new Map<string, Total>();
  for (const t of totals) {
    const seen = byMembers.get(key(t));
    byMembers.set(
      key(t),
      seen ? { members: t.members, min: Math.max(seen.min, t.min), max: Math.min(seen.max, t.max) } : t,
    );
  }
  const merged = [...byMembers.values()];
  // Groups nest, so the outermost bound of each set of types is the one that counts toward the unit's size.
  const outermost = merged.filter(
    (t) => !merged.some((o) => o.members.length > t.members.length && t.members.every((m) => o.members.includes(m))),
  );
  let lo = 0;
  let hi = 0;
  const counted = new Set<number>();
  for (const t of outermost) {
    if (t.members.some((m) => counted.has(m))) continue;
    lo += Math.max(
      t.members.reduce((n, m) => n + (limits[m]?.min ?? 0), 0),
      t.min,
    );
    hi += Math.min(
      t.members.reduce((n, m) => n + (limits[m]?.max ?? 0), 0),
      t.max,
    );
    for (const m of t.members) counted.add(m);
  }
  limits.forEach((l, i) => {
    if (counted.has(i)) return;
    lo += l.min;
    hi += l.max;
  });
  return { lo: Math.max(lo, 1), hi };
}

/**
 * A selection group that holds several kinds of model bounds their total: "Terminators" (5-10) holds the Terminator
 * Sergeant and the Terminators, so the Terminators are 4-9 beside their one Sergeant. Each type's range is narrowed
 * by what the others can take up, and the group's bound on the total is kept for the unit's sizes.
 */
function withSpanningGroups(
  limits: readonly { min: number; max: number }[],
  slotsByType: readonly (readonly ModelSlot[])[],
  ctx: EvalContext,
): OptionLimits {
  const out = limits.map((l) => ({ ...l }));
  const totals: Total[] = [];
  const groups = new Set(slotsByType.flatMap((slots) => slots.flatMap((s) => s.groups)));
  for (const g of groups) {
    const inside = slotsByType.map((slots, i) => ({
      i,
      all: slots.length > 0 && slots.every((s) => s.groups.includes(g)),
      some: slots.some((s) => s.groups.includes(g)),
    }));
    const members = inside.filter((t) => t.all).map((t) => t.i);
    // Only a group that holds two or more whole types, and no part of another, bounds a total of types.
    if (members.length < 2 || inside.some((t) => t.some && !t.all)) continue;
    const { min, max } = selectionLimits(g, ctx);
    if (min === 0 && !Number.isFinite(max)) continue;
    totals.push({ members, min, max });
    for (const i of members) {
      const others = members.filter((j) => j !== i);
      const othersMax = others.reduce((n, j) => n + (out[j]?.max ?? 0), 0);
      const othersMin = others.reduce((n, j) => n + (out[j]?.min ?? 0), 0);
      const t = out[i] as { min: number; max: number };
      t.min = Math.max(t.min, min - othersMax);
      if (Number.isFinite(max)) t.max = Math.min(t.max, max - othersMin);
    }
  }
  return { limits: out, totals };
}
