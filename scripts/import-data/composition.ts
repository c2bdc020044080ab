import type { Resolved } from './catalogue-set';
import type { EvalContext } from './conditions';
import { constraintValue, isHidden } from './conditions';
import { isSkippedChild } from './skipped';

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
  /** Every group and size option from the unit down to the model entry, the entry last. */
  readonly path: readonly Resolved[];
};

export type ModelTypeDraft = {
  readonly name: string;
  /** The model entry whose loadout is the type's default ("Wrack"; not "Wrack with Hexrifle"). */
  readonly base: ModelSlot;
  /** Other entries of the same kind of model: in our data they become wargear options of the type. */
  readonly variants: readonly ModelSlot[];
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
};

/** min/max of "selections" constraints with the given scope, after modifiers. */
export function selectionLimits(node: Resolved, ctx: EvalContext, scope = 'parent'): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const c of node.constraints) {
    if (c.field !== 'selections' || c.scope !== scope) continue;
    const v = constraintValue(c, node.modifiers, ctx);
    if (c.type === 'min') min = Math.max(min, v);
    else if (v >= 0) max = Math.min(max, v);
  }
  return { min, max };
}

function containsModels(node: Resolved): boolean {
  return node.children.some((c) => (c.kind === 'entry' && c.type === 'model') || (c.type !== 'model' && containsModels(c)));
}

/** "Wrack with Hexrifle" → "Wrack", "Shock Trooper w/ Vox Caster" → "Shock Trooper". */
export function baseModelName(name: string): string {
  return name.replace(/\s+(?:with|w\/)\s.*$/i, '').trim();
}

export function collectModelSlots(unit: Resolved, ctx: EvalContext): { slots: ModelSlot[]; sizeOptions: Resolved[] } {
  if (unit.type === 'model') {
    return { slots: [{ entry: unit, min: 1, max: 1, group: null, groups: [], sizeOption: null, path: [unit] }], sizeOptions: [] };
  }
  const slots: ModelSlot[] = [];
  const sizeOptions: Resolved[] = [];
  const visit = (node: Resolved, groups: readonly Resolved[], sizeOption: Resolved | null, path: readonly Resolved[]): void => {
    for (const child of node.children) {
      if (isSkippedChild(child) || isHidden(child.hidden, child.modifiers, ctx)) continue;
      if (child.kind === 'entry' && child.type === 'model') {
        const { min, max } = selectionLimits(child, ctx);
        slots.push({ entry: child, min, max, group: groups[groups.length - 1] ?? null, groups, sizeOption, path: [...path, child] });
      } else if (child.kind === 'group' && containsModels(child)) {
        visit(child, [...groups, child], sizeOption, [...path, child]);
      } else if (child.kind === 'entry' && containsModels(child)) {
        sizeOptions.push(child);
        visit(child, [], child, [...path, child]);
      }
    }
  };
  visit(unit, [], null, []);
  return { slots, sizeOptions };
}

function pickBase(name: string, slots: readonly ModelSlot[]): ModelSlot {
  const exact = slots.find((s) => s.entry.name.trim() === name);
  if (exact) return exact;
  const byDefault = slots.find((s) => s.group?.defaultSelectionEntryId && [s.entry.id, s.entry.linkId].includes(s.group.defaultSelectionEntryId));
  if (byDefault) return byDefault;
  return [...slots].sort((a, b) => b.max - a.max)[0] as ModelSlot;
}

/** Limits of one kind of model within one size option (or the whole unit when there are none). */
function typeLimits(slots: readonly ModelSlot[], allSlots: readonly ModelSlot[], ctx: EvalContext): { min: number; max: number } {
  // The innermost group holding every entry of this kind ("4-9 Wracks" holds Wrack and Wrack with Hexrifle …).
  let common: Resolved | null = null;
  const first = slots[0]?.groups ?? [];
  for (let depth = 0; depth < first.length; depth += 1) {
    const g = first[depth] as Resolved;
    if (slots.every((s) => s.groups[depth] === g)) common = g;
    else break;
  }
  const sumMin = slots.reduce((n, s) => n + s.min, 0);
  const sumMax = slots.reduce((n, s) => n + s.max, 0);
  if (common) {
    const g = common;
    const onlyThese = allSlots.filter((s) => s.groups.includes(g)).every((s) => slots.includes(s));
    const limits = withNamedRange(g, selectionLimits(g, ctx));
    if (onlyThese && (limits.min > 0 || Number.isFinite(limits.max))) {
      return { min: Math.max(limits.min, sumMin), max: Math.min(limits.max, sumMax) };
    }
  }
  if (slots.length === 1) return { min: sumMin, max: sumMax };
  // Variants ("Wrack with Hexrifle", max 2) only take places of the base model; they do not add to the unit's size.
  const base = pickBase(baseModelName(slots[0]?.entry.name ?? ''), slots);
  return { min: sumMin, max: Number.isFinite(base.max) ? Math.max(base.max, sumMin) : sumMax };
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
  // Per size option, per type: the limits of that type inside the option.
  const perOption = scopes.map((option) =>
    names.map((name) => {
      const inOption = (byName.get(name) ?? []).filter((s) => s.sizeOption === option);
      return inOption.length === 0 ? { min: 0, max: 0 } : typeLimits(inOption, slots.filter((s) => s.sizeOption === option), ctx);
    }),
  );
  const types: ModelTypeDraft[] = names.map((name, i) => {
    const typeSlots = byName.get(name) ?? [];
    const base = pickBase(name, typeSlots);
    return {
      name,
      base,
      variants: typeSlots.filter((s) => s !== base && s.entry.id !== base.entry.id),
      min: Math.min(...perOption.map((o) => o[i]?.min ?? 0)),
      max: Math.max(...perOption.map((o) => o[i]?.max ?? 0)),
    };
  });
  const sizeSet = new Set<number>();
  for (const limits of perOption) {
    const lo = limits.reduce((n, l) => n + l.min, 0);
    const hi = limits.reduce((n, l) => n + l.max, 0);
    if (!Number.isFinite(hi)) continue;
    for (let n = Math.max(lo, 1); n <= hi; n += 1) sizeSet.add(n);
  }
  const sizes = [...sizeSet].sort((a, b) => a - b);
  const distribute = (size: number): number[] => {
    const limits =
      perOption.find((o) => {
        const lo = o.reduce((n, l) => n + l.min, 0);
        const hi = o.reduce((n, l) => n + l.max, 0);
        return size >= lo && size <= hi;
      }) ?? perOption[0] ?? [];
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
  return { types, sizes, sizeOptions, distribute };
}
