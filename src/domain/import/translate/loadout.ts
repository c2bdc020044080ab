import type { Resolved } from '../read/catalogue-set';
import type { EvalContext } from '../read/conditions';
import { constraintValue, isHidden } from '../read/conditions';
import { selectionLimits } from './composition';
import { POINTS_COST_TYPE } from '../read/game-constants';
import { isSkippedChild } from '../read/skipped';
import type { Problem } from '../report';
import { isWargearEntry, type WargearRegistry } from './wargear-registry';

/** Wargear id → how many one model carries. */
export type Loadout = Map<string, number>;

export type ChoiceDraft = { readonly items: Loadout; readonly points: number };

/** A wargear option found inside one model entry, before it is tied to a model type. */
export type InModelOption = {
  /** What the option replaces per model (empty: the choice is an addition). */
  readonly replaces: Loadout;
  readonly choices: readonly ChoiceDraft[];
  /** The selection group it comes from, so identical groups on variant models are recognised as one option. */
  readonly sourceId: string;
  /** How many times one model may take it ("up to 4 heavy bolters"); 1 for a plain swap. */
  readonly perModel: number;
  /** A cap on the whole unit's takings of it, where the catalogue scopes one there (a Homing beacon: 1 per unit). */
  readonly unitMax?: number;
  readonly label: string;
};

/** A group the model must pick from that names no default: its first entry stands in for the default. */
export type RequiredPick = {
  readonly sourceId: string;
  readonly first: Loadout;
  readonly alternatives: readonly Loadout[];
};

export type ModelLoadout = {
  readonly defaults: Loadout;
  readonly options: readonly InModelOption[];
  readonly requiredPicks: readonly RequiredPick[];
  readonly problems: readonly Problem[];
};

export function addTo(target: Loadout, items: Loadout, times = 1): void {
  for (const [id, n] of items) target.set(id, (target.get(id) ?? 0) + n * times);
}

/** What `a` holds beyond `b`: the wargear a variant model adds, or what it gives up. */
export function difference(a: Loadout, b: Loadout): Loadout {
  const out: Loadout = new Map();
  for (const [id, n] of a) {
    const left = n - (b.get(id) ?? 0);
    if (left > 0) out.set(id, left);
  }
  return out;
}

export function loadoutKey(l: Loadout): string {
  return [...l.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, n]) => `${id}×${n}`)
    .join(',');
}

function pointsOf(entry: Resolved): number {
  return entry.costs.find((c) => c.typeId === POINTS_COST_TYPE)?.value ?? 0;
}

function visibleChildren(node: Resolved, ctx: EvalContext): Resolved[] {
  return node.children.filter(
    (c) => !isSkippedChild(c) && !(c.kind === 'entry' && c.type === 'model') && !isHidden(c.hidden, c.modifiers, ctx),
  );
}

/** What taking this entry puts on the model: the entry itself when it is wargear, plus its own default contents. */
export function itemsOf(
  entry: Resolved,
  ctx: EvalContext,
  registry: WargearRegistry,
  problems: ModelLoadout['problems'][number][],
): Loadout {
  return choicesOf(entry, ctx, registry, problems)[0]?.items ?? new Map();
}

/**
 * What an entry puts on the model: itself when it is wargear, plus its own default contents. An entry with no
 * profile that holds wargear and is named as one thing ("Gun Drone", holding a twin pulse carbine; "Kombi-weapon") is
 * that thing, as the datasheet and the app name it, with what it holds as its profiles; one named as a list ("Two
 * lascannons", "Storm bolter & power weapon") is only a way to choose what it holds.
 */
function carried(entry: Resolved, inner: ModelLoadout, registry: WargearRegistry): Loadout {
  const items: Loadout = new Map();
  if (isWargearEntry(entry) || inner.defaults.size === 0) {
    items.set(registry.add(entry), 1);
  } else if (inner.options.length === 0 && isNamedAsOneThing(entry.name)) {
    items.set(registry.addHolder(entry, [...inner.defaults.keys()]), 1);
    return items;
  }
  addTo(items, inner.defaults);
  return items;
}

function isNamedAsOneThing(name: string): boolean {
  return !/\band\b|&|,|\bw\/|\bwith\b/i.test(name) && !/^\s*(?:\d+|two|three|four|five|six)\s/i.test(name);
}

/** Choices nested in a choice multiply: at most this many loadouts are read out of one entry before it is reported. */
const MAX_NESTED_CHOICES = 64;

/**
 * Every loadout taking this entry can put on the model, with its extra points. Usually one: the entry itself when it
 * is wargear, plus its own default contents. A choice that holds choices of its own ("Storm Bolter and Melee Weapon",
 * then one melee weapon of five) is every combination of them, each its own choice: the first is the entry's
 * defaults, the rest swap those for what the inner choices offer.
 */
export function choicesOf(
  entry: Resolved,
  ctx: EvalContext,
  registry: WargearRegistry,
  problems: ModelLoadout['problems'][number][],
): ChoiceDraft[] {
  const inner = modelLoadout(entry, ctx, registry);
  const own = carried(entry, inner, registry);
  problems.push(...inner.problems);
  let out: ChoiceDraft[] = [{ items: own, points: pointsOf(entry) }];
  for (const option of inner.options) {
    if (option.perModel !== 1) {
      problems.push({
        kind: 'nested-choice',
        construct: `options inside "${entry.name}"`,
        why: `an inner choice taken up to ${option.perModel} times is not expressible as one wargear option`,
      });
      continue;
    }
    out = [
      ...out,
      ...out.flatMap((alt) =>
        [...option.replaces].every(([id, n]) => (alt.items.get(id) ?? 0) >= n)
          ? option.choices.map((c) => {
              const items: Loadout = new Map(alt.items);
              for (const [id, n] of option.replaces) items.set(id, (items.get(id) ?? 0) - n);
              addTo(items, c.items);
              for (const [id, n] of [...items]) if (n <= 0) items.delete(id);
              return { items, points: alt.points + c.points };
            })
          : [],
      ),
    ];
    if (out.length > MAX_NESTED_CHOICES) {
      problems.push({
        kind: 'nested-choice',
        construct: `options inside "${entry.name}"`,
        why: `its inner choices make more than ${MAX_NESTED_CHOICES} loadouts`,
      });
      return [out[0] as ChoiceDraft];
    }
  }
  const seen = new Set<string>();
  return out.filter((c) => (seen.has(loadoutKey(c.items)) ? false : (seen.add(loadoutKey(c.items)), true)));
}

/**
 * Reads a model entry's default wargear and the choices its selection groups offer:
 * - an upgrade with min ≥ 1, or one the editor selects by default (defaultAmount), is carried by default;
 * - a group with a default entry ("Weapon Options", default twin torturer's tools) is an option replacing that entry;
 * - a group with min N and no default (War Walkers' "Heavy Weapons", set to 2 by the link) gives its first entry N
 *   times by default and one option per carried copy;
 * - an optional upgrade or an optional group is an addition.
 */
export function modelLoadout(model: Resolved, ctx: EvalContext, registry: WargearRegistry): ModelLoadout {
  const defaults: Loadout = new Map();
  const options: InModelOption[] = [];
  const requiredPicks: RequiredPick[] = [];
  const problems: Problem[] = [];
  const readEntry = (child: Resolved): void => {
    const limits = selectionLimits(child, ctx);
    // An entry the editor selects by default (defaultAmount) is on the datasheet's loadout even without a min.
    const min = Math.max(limits.min, Math.min(child.defaultAmount, limits.max));
    const { max } = limits;
    if (min >= 1) {
      // What the entry carries is the model's; choices inside it are the model's own options ("Pistol and Melee
      // Weapon": the pistol may be swapped).
      const inner = modelLoadout(child, ctx, registry);
      addTo(defaults, carried(child, inner, registry), min);
      problems.push(...inner.problems);
      requiredPicks.push(...inner.requiredPicks);
      if (min === 1) options.push(...inner.options);
      else if (inner.options.length > 0)
        problems.push({
          kind: 'nested-choice',
          construct: `options inside "${child.name}"`,
          why: `its choices are made for each of ${min} copies`,
        });
      if (max > min && Number.isFinite(max)) {
        problems.push({
          kind: 'repeated-default-item',
          construct: `"${child.name}" (${min}-${max} per model)`,
          why: 'an item carried by default that may be taken more times is not expressible',
        });
      }
    } else if (max >= 1) {
      const perModel = Number.isFinite(max) ? max : 1;
      // A cap in the unit's scope ("max 1 in the unit": one Homing beacon for the whole squad) bounds the unit.
      const unitMax = selectionLimits(child, ctx, 'unit').max;
      options.push({
        replaces: new Map(),
        choices: choicesOf(child, ctx, registry, problems),
        sourceId: child.id,
        perModel,
        ...(Number.isFinite(unitMax) ? { unitMax } : {}),
        label: `"${child.name}"`,
      });
    }
  };
  const readGroup = (group: Resolved): void => {
    const entries = flattenOnePick(group, visibleChildren(group, ctx), ctx);
    const choicesFrom = entries.filter((e) => e.kind === 'entry');
    // A pick's own "at least 1" that a modifier lifts to 0 (a Legionnaire Sergeant's Boltgun: "set 0" on its link)
    // leaves the pick free, as the group's option reads it: the limit and its modifier are read.
    const unlogged: EvalContext = { ...ctx, log: undefined };
    for (const e of choicesFrom)
      for (const c of e.constraints)
        if (c.type === 'min' && c.field === 'selections' && c.scope === 'parent')
          if (constraintValue(c, e.modifiers, unlogged) <= 0 && c.value > 0) constraintValue(c, e.modifiers, ctx);
    const declaredDefault = choicesFrom.find(
      (e) => group.defaultSelectionEntryId && [e.id, e.linkId].includes(group.defaultSelectionEntryId),
    );
    // The group's limits as they stand with its default picked (Acothyst: min/max become 2 once twin tools are dropped).
    const withDefault: EvalContext = declaredDefault
      ? {
          ...ctx,
          unitCounts: new Map([
            ...(ctx.unitCounts ?? []),
            [declaredDefault.id, 1],
            ...(declaredDefault.linkId ? [[declaredDefault.linkId, 1] as [string, number]] : []),
          ]),
        }
      : ctx;
    const { min, max } = selectionLimits(group, withDefault);
    // A group without limits of its own ("Wargear") only arranges its contents: read them as if they sat on the model.
    if (min === 0 && !Number.isFinite(max) && !group.defaultSelectionEntryId) {
      for (const e of entries) {
        if (e.kind === 'entry') readEntry(e);
        else readGroup(e);
      }
      return;
    }
    const nestedGroups = entries.filter((e) => e.kind === 'group');
    // A Plague Champion's "Wargear" (exactly 2) holds "Plague knives options" and "Boltgun options" (exactly 1 each):
    // a group of groups whose own limits their sub-groups already keep is only an arrangement, each sub-group a
    // choice of its own, read with its own caps.
    if (choicesFrom.length === 0 && nestedGroups.length > 0) {
      const inner = nestedGroups.map((g) => selectionLimits(g, ctx));
      const leastPicks = inner.reduce((n, l) => n + l.min, 0);
      const mostPicks = inner.reduce((n, l) => n + l.max, 0);
      if (leastPicks >= min && mostPicks <= max) {
        for (const g of nestedGroups) readGroup(g);
        return;
      }
    }
    if (choicesFrom.length === 0) {
      problems.push({
        kind: 'group-of-groups',
        construct: `group "${group.name}"`,
        why: 'a group holding only other groups is not expressible as one wargear option',
        unchecked: `the choices of its "${group.name.trim()}" group`,
      });
      return;
    }
    if (nestedGroups.length > 0) {
      problems.push({
        kind: 'group-of-groups',
        construct: `group "${group.name}"`,
        why: `its sub-groups (${nestedGroups.map((g) => `"${g.name}"`).join(', ')}) are not read`,
        unchecked: `the choices of its "${group.name.trim()}" group`,
      });
    }
    // Each entry's loadouts, a choice that holds choices giving several.
    const choiceItems = choicesFrom.flatMap((e) =>
      choicesOf(e, ctx, registry, problems).map((c) => ({ entry: e, items: c.items, points: c.points })),
    );
    // "Weapons" (2): a burst cannon and a T'au flamer by default (each defaultAmount 1), each slot swappable for the
    // other. The defaults fill the group; each default copy may be swapped for another entry.
    const defaultTotal = choicesFrom.reduce((n, e) => n + e.defaultAmount, 0);
    if (!declaredDefault && min >= 1 && defaultTotal === min && max === min && choicesFrom.length > 1) {
      for (const e of choicesFrom.filter((x) => x.defaultAmount > 0)) {
        const own = choiceItems.find((c) => c.entry === e) as { items: Loadout };
        addTo(defaults, own.items, e.defaultAmount);
        const others = choiceItems.filter((c) => c.entry !== e);
        options.push({
          replaces: own.items,
          choices: others.map((c) => ({ items: c.items, points: c.points })),
          sourceId: `${group.id}>${e.id}`,
          perModel: e.defaultAmount,
          label: `group "${group.name}"`,
        });
      }
      return;
    }
    const defaultEntry = declaredDefault ?? (min >= 1 ? choicesFrom[0] : undefined);
    if (!declaredDefault && defaultEntry && min === 1) {
      requiredPicks.push({
        sourceId: group.id,
        first: choiceItems[0]?.items ?? new Map(),
        alternatives: choiceItems.map((c) => c.items),
      });
    }
    if (defaultEntry && min >= 1) {
      // The default entry's first loadout is carried; its other loadouts are choices like the other entries'.
      const base = choiceItems.find((c) => c.entry === defaultEntry) as { items: Loadout };
      addTo(defaults, base.items, min);
      const others = choiceItems.filter((c) => c !== base);
      if (others.length === 0) return;
      const choices = others.map((c) => ({ items: c.items, points: c.points }));
      for (let copy = 0; copy < min; copy += 1) {
        options.push({
          replaces: base.items,
          choices,
          sourceId: min > 1 ? `${group.id}#${copy + 1}` : group.id,
          perModel: 1,
          label: `group "${group.name}"`,
        });
      }
      // "1-2 melee weapons": the default pick, then up to one more from the same group.
      if (Number.isFinite(max) && max > min) {
        options.push({
          replaces: new Map(),
          choices: choiceItems.map((c) => ({ items: c.items, points: c.points })),
          sourceId: `${group.id}+`,
          perModel: max - min,
          label: `group "${group.name}" (${min}-${max})`,
        });
      }
    } else if (max >= 1) {
      options.push({
        replaces: new Map(),
        choices: choiceItems.map((c) => ({ items: c.items, points: c.points })),
        sourceId: group.id,
        perModel: Number.isFinite(max) ? max : 1,
        label: `group "${group.name}"`,
      });
    }
  };
  for (const child of visibleChildren(model, ctx)) {
    if (child.kind === 'entry') readEntry(child);
    else readGroup(child);
  }
  return { defaults, options, requiredPicks, problems };
}

/**
 * A group that picks one thing from groups inside it ("Weapon": one of the "Special Weapons" or one of the "Heavy
 * Weapons") is one pick among all their entries, or as many picks as the outer group allows ("Support Systems (0-2)").
 * Only when the outer group has a cap and no inner group demands a pick of its own; otherwise the entries are
 * returned as they are, groups included, and reported.
 */
function flattenOnePick(group: Resolved, entries: readonly Resolved[], ctx: EvalContext): Resolved[] {
  if (!entries.some((e) => e.kind === 'group')) return [...entries];
  const outerMax = selectionLimits(group, ctx).max;
  // A group with no cap ("Wargear") is not a pick: its sub-groups ("Pintle weapon", at most 1) are choices of their own.
  if (!Number.isFinite(outerMax)) return [...entries];
  const out: Resolved[] = [];
  // Probed without noting them read: a sub-group's own cap below the outer one is not kept by the picks.
  const unlogged: EvalContext = { ...ctx, log: undefined };
  const collect = (nodes: readonly Resolved[]): boolean => {
    for (const n of nodes) {
      if (n.kind === 'entry') {
        out.push(n);
        continue;
      }
      const { min, max } = selectionLimits(n, unlogged);
      if (min > 0) return false;
      if (max >= outerMax) selectionLimits(n, ctx);
      if (!collect(visibleChildren(n, ctx))) return false;
    }
    return true;
  };
  if (!collect(entries)) return [...entries];
  // "Support Systems (0-2)" holding "Secondary Weapons" (at most 1): read as two picks among all of them, which lets a
  // model take two secondary weapons; the sub-group's cap, left unread here, becomes a catalogue limit on the model
  // (catalogue-limits.ts), or a report entry where it cannot.
  return out;
}
