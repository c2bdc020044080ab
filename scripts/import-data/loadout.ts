import type { Resolved } from './catalogue-set';
import type { EvalContext } from './conditions';
import { isHidden } from './conditions';
import { selectionLimits } from './composition';
import { POINTS_COST_TYPE } from './game-constants';
import { isSkippedChild } from './skipped';
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
};

export type ModelLoadout = {
  readonly defaults: Loadout;
  readonly options: readonly InModelOption[];
  readonly problems: readonly { construct: string; why: string }[];
};

export function addTo(target: Loadout, items: Loadout, times = 1): void {
  for (const [id, n] of items) target.set(id, (target.get(id) ?? 0) + n * times);
}

export function loadoutKey(l: Loadout): string {
  return [...l.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, n]) => `${id}×${n}`).join(',');
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
function itemsOf(entry: Resolved, ctx: EvalContext, registry: WargearRegistry, problems: ModelLoadout['problems'][number][]): Loadout {
  const items: Loadout = new Map();
  const inner = modelLoadout(entry, ctx, registry);
  if (isWargearEntry(entry) || inner.defaults.size === 0) items.set(registry.add(entry), 1);
  addTo(items, inner.defaults);
  if (inner.options.length > 0) {
    problems.push({ construct: `options inside "${entry.name}"`, why: 'a choice nested inside another choice is not expressible as one wargear option' });
  }
  problems.push(...inner.problems);
  return items;
}

/**
 * Reads a model entry's default wargear and the choices its selection groups offer:
 * - an upgrade with min ≥ 1 is carried by default;
 * - a group with a default entry ("Weapon Options", default twin torturer's tools) is an option replacing that entry;
 * - a group with min N and no default (War Walkers' "Heavy Weapons", set to 2 by the link) gives its first entry N
 *   times by default and one option per carried copy;
 * - an optional upgrade or an optional group is an addition.
 */
export function modelLoadout(model: Resolved, ctx: EvalContext, registry: WargearRegistry): ModelLoadout {
  const defaults: Loadout = new Map();
  const options: InModelOption[] = [];
  const problems: { construct: string; why: string }[] = [];
  for (const child of visibleChildren(model, ctx)) {
    if (child.kind === 'entry') {
      const { min, max } = selectionLimits(child, ctx);
      const items = itemsOf(child, ctx, registry, problems);
      if (min >= 1) {
        addTo(defaults, items, min);
        if (max > min && Number.isFinite(max)) {
          problems.push({ construct: `"${child.name}" (${min}-${max} per model)`, why: 'an item carried by default that may be taken more times is not expressible' });
        }
      } else if (max >= 1) {
        options.push({ replaces: new Map(), choices: [{ items, points: pointsOf(child) }], sourceId: child.id });
        if (max > 1 && Number.isFinite(max)) {
          problems.push({ construct: `"${child.name}" (up to ${max} per model)`, why: 'an addition taken several times per model is read as at most one' });
        }
      }
      continue;
    }
    const entries = visibleChildren(child, ctx);
    const nestedGroups = entries.filter((e) => e.kind === 'group');
    const choicesFrom = entries.filter((e) => e.kind === 'entry');
    const { min, max } = selectionLimits(child, ctx);
    if (choicesFrom.length === 0) {
      problems.push({ construct: `group "${child.name}"`, why: 'a group holding only other groups is not expressible as one wargear option' });
      continue;
    }
    if (nestedGroups.length > 0) {
      problems.push({ construct: `group "${child.name}"`, why: `its sub-groups (${nestedGroups.map((g) => `"${g.name}"`).join(', ')}) are not read` });
    }
    const defaultEntry =
      choicesFrom.find((e) => child.defaultSelectionEntryId && [e.id, e.linkId].includes(child.defaultSelectionEntryId)) ??
      (min >= 1 ? choicesFrom[0] : undefined);
    const choiceItems = choicesFrom.map((e) => ({ entry: e, items: itemsOf(e, ctx, registry, problems) }));
    if (defaultEntry && min >= 1) {
      const base = choiceItems.find((c) => c.entry === defaultEntry) as { items: Loadout };
      addTo(defaults, base.items, min);
      const others = choiceItems.filter((c) => c.entry !== defaultEntry);
      if (others.length === 0) continue;
      const choices = others.map((c) => ({ items: c.items, points: pointsOf(c.entry) }));
      for (let copy = 0; copy < min; copy += 1) {
        options.push({ replaces: base.items, choices, sourceId: min > 1 ? `${child.id}#${copy + 1}` : child.id });
      }
      if (Number.isFinite(max) && max > min) {
        problems.push({ construct: `group "${child.name}" (${min}-${max})`, why: 'extra picks beyond the default count are not expressible' });
      }
    } else if (max >= 1) {
      options.push({
        replaces: new Map(),
        choices: choiceItems.map((c) => ({ items: c.items, points: pointsOf(c.entry) })),
        sourceId: child.id,
      });
      if (Number.isFinite(max) && max > 1) {
        problems.push({ construct: `group "${child.name}" (up to ${max})`, why: 'several additions from one group are read as at most one' });
      }
    }
  }
  return { defaults, options, problems };
}
