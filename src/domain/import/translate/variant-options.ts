import type { WargearLimit } from '../../data/wargear.schema';
import type { Resolved } from '../read/catalogue-set';
import type { EvalContext } from '../read/conditions';
import { constraintValue, isHidden } from '../read/conditions';
import type { Composition, ModelSlot, ModelTypeDraft } from './composition';
import {
  addTo,
  difference,
  loadoutKey,
  modelLoadout,
  type InModelOption,
  type Loadout,
  type RequiredPick,
} from './loadout';
import { pointsOf } from './points-tiers';
import { isSkippedChild } from '../read/skipped';
import type { Problem } from '../report';
import { PROFILE_TYPE } from '../read/game-constants';
import { fitLimit } from './wargear-limit';
import type { WargearRegistry } from './wargear-registry';

/**
 * A wargear option of its model types (by index in the composition), before ids are given. Only an addition spans
 * several types (an icon any Khorne Berzerker may carry); a swap belongs to the one type whose wargear it replaces.
 */
export type OptionDraft = {
  readonly typeIndexes: readonly number[];
  readonly replaces: Loadout;
  readonly choices: readonly { items: Loadout; points: number }[];
  readonly limit: WargearLimit;
  /** Times one model may take it, where more than once. */
  readonly perModel?: number;
};

/**
 * The catalogues spell "1 model's twin torturer's tools can be replaced with 1 hexrifle and 1 torturer's tool" as a
 * separate model entry "Wrack with Hexrifle" (max 2). The difference between the variant's and the base model's
 * loadout is the option; its cap at each unit size becomes the option's limit.
 */
export function variantOptions(
  unit: Resolved,
  t: ModelTypeDraft,
  typeIndex: number,
  baseDefaults: Loadout,
  baseOptions: readonly InModelOption[],
  composition: Composition,
  ctx: EvalContext,
  registry: WargearRegistry,
  problems: Problem[],
): OptionDraft[] {
  // Variants in the same sub-group share that group's cap: one option with a choice per variant. The same variant in
  // each size option ("Jakhal w/ mauler chainblade" in "1 mauler chainblade, 7 chainblades" and in "2 mauler
  // chainblades, 15 chainblades") is one option, its cap set by the options a unit of each size can be built with.
  const baseGroups = new Set(t.baseSlots.flatMap((s) => s.groups));
  const pools = new Map<string, ModelSlot[]>();
  for (const v of t.variants) {
    // A group that also holds the base model is the unit's own roster, not a pool of swaps.
    const key =
      v.group && !baseGroups.has(v.group)
        ? `group:${v.sizeOption ? v.group.name : v.group.id}`
        : `entry:${v.sizeOption ? v.entry.name : v.entry.id}`;
    pools.set(key, [...(pools.get(key) ?? []), v]);
  }
  const basePoints = pointsOf(t.base.entry, ctx);
  const out: OptionDraft[] = [];
  // One key per swap ("blade>special weapon"), so a variant's own choice can be matched against any option of the type.
  const swapKeys = (o: { replaces: Loadout; choices: readonly { items: Loadout }[] }): string[] =>
    o.choices.map((c) => `${loadoutKey(o.replaces)}>${loadoutKey(c.items)}`);
  const knownSwaps = new Set(baseOptions.flatMap(swapKeys));
  const pendingChoices: { variant: string; keys: string[] }[] = [];
  for (const [key, slots] of pools) {
    const drafts = slots.flatMap((v) => {
      const l = modelLoadout(v.entry, ctx, registry);
      // An ability the variant's own name lists is wargear it carries: "Custodian Guard (Sentinel Blade & Praesidium
      // Shield)" has the Praesidium Shield ability, which the datasheet and the app list as wargear.
      const baseAbilities = new Set(t.base.entry.profiles.map((p) => p.name.trim().toLowerCase()));
      for (const p of v.entry.profiles) {
        const name = p.name.trim();
        if (p.typeName !== PROFILE_TYPE.abilities || p.hidden || baseAbilities.has(name.toLowerCase())) continue;
        if (!v.entry.name.toLowerCase().includes(name.toLowerCase())) continue;
        l.defaults.set(registry.addAbilityItem(name), 1);
      }
      for (const p of l.problems) problems.push({ ...p, construct: `${v.entry.name}: ${p.construct}` });
      const picked = new Set(l.requiredPicks.map((p) => p.sourceId));
      for (const o of l.options)
        if (!picked.has(o.sourceId)) pendingChoices.push({ variant: v.entry.name, keys: swapKeys(o) });
      // "Voidscarred with special weapon" must pick one of several weapons: each pick is a choice of the option.
      const loadouts = alternativesOf(l.defaults, l.requiredPicks);
      const replaced = loadoutKey(difference(baseDefaults, l.defaults));
      // A swap the variant itself offers that keeps what it replaces from the base model is one more choice of the
      // same option (a Kabalite Agent with special weapon may take another special weapon).
      for (const o of l.options) {
        if (picked.has(o.sourceId) || o.perModel !== 1) continue;
        for (const c of o.choices) {
          const swapped: Loadout = new Map(l.defaults);
          for (const [id, n] of o.replaces) swapped.set(id, (swapped.get(id) ?? 0) - n);
          addTo(swapped, c.items);
          for (const [id, n] of [...swapped]) if (n <= 0) swapped.delete(id);
          if (loadoutKey(difference(baseDefaults, swapped)) === replaced) {
            loadouts.push(swapped);
            knownSwaps.add(`${loadoutKey(o.replaces)}>${loadoutKey(c.items)}`);
          }
        }
      }
      return loadouts.map((loadout) => ({
        slot: v,
        replaces: difference(baseDefaults, loadout),
        items: difference(loadout, baseDefaults),
        points: pointsOf(v.entry, ctx) - basePoints,
      }));
    });
    const real = drafts.filter((d) => d.items.size > 0 || d.replaces.size > 0);
    if (real.length === 0) continue;
    const byReplace = new Map<string, typeof real>();
    for (const d of real) byReplace.set(loadoutKey(d.replaces), [...(byReplace.get(loadoutKey(d.replaces)) ?? []), d]);
    for (const group of byReplace.values()) {
      const first = group[0] as (typeof group)[number];
      const options = [...new Set(group.map((g) => g.slot.sizeOption))];
      const cap = (size: number): number =>
        Math.max(
          0,
          ...options
            .filter((option) => composition.allows(option, size))
            .map((option) => {
              const inOption = group.filter((g) => g.slot.sizeOption === option);
              const at = (inOption[0] ?? first).slot;
              const capNode = key.startsWith('entry:') ? at.entry : (at.group as Resolved);
              return variantCap(
                unit,
                capNode,
                [...new Set(inOption.map((g) => g.slot.entry))],
                size,
                option,
                composition,
                typeIndex,
              );
            }),
        );
      const models = (size: number): number => composition.distribute(size)[typeIndex] ?? 0;
      const limit = fitLimit(composition.sizes, cap, models);
      if (!limit) {
        problems.push({
          kind: 'variant-model',
          construct: `variant model "${first.slot.entry.name}"`,
          why: `its cap by unit size (${composition.sizes.map((n) => `${n}:${Math.min(cap(n), models(n))}`).join(' ')}) fits no per-model, per-N-models or per-unit limit`,
        });
        continue;
      }
      if (group.some((g) => g.items.size === 0)) {
        problems.push({
          kind: 'variant-model',
          construct: `variant model "${first.slot.entry.name}"`,
          why: 'it only removes wargear; read as not offered',
        });
        continue;
      }
      out.push({
        typeIndexes: [typeIndex],
        replaces: first.replaces,
        // The same swap offered in several size options is one choice.
        choices: group
          .filter((g, i) => group.findIndex((o) => loadoutKey(o.items) === loadoutKey(g.items)) === i)
          .map((g) => ({ items: g.items, points: Math.max(0, g.points) })),
        limit,
      });
      for (const g of group) knownSwaps.add(`${loadoutKey(first.replaces)}>${loadoutKey(g.items)}`);
    }
  }
  // A variant's own choice that another variant already offers ("Player with Fusion Pistol" may also swap its blade
  // for a special weapon, as "Player with Harlequin's Special Weapon" does) is covered; any other is reported.
  for (const p of pendingChoices) {
    if (p.keys.some((k) => !knownSwaps.has(k))) {
      problems.push({
        kind: 'variant-model',
        construct: `${p.variant}: own wargear choice`,
        why: 'a choice only this variant model offers is not read',
      });
    }
  }
  return out;
}

/** Every loadout a model can have by swapping the stand-in defaults of its must-pick groups. */
function alternativesOf(defaults: Loadout, picks: readonly RequiredPick[]): Loadout[] {
  let out: Loadout[] = [defaults];
  for (const pick of picks) {
    out = out.flatMap((l) =>
      pick.alternatives.map((alt) => {
        const next: Loadout = new Map(l);
        for (const [id, n] of pick.first) next.set(id, (next.get(id) ?? 0) - n);
        addTo(next, alt);
        for (const [id, n] of [...next]) if (n <= 0) next.delete(id);
        return next;
      }),
    );
  }
  return out;
}

/** The most models that may be this variant (or pool of variants) at a unit size, built with `option`. */
function variantCap(
  unit: Resolved,
  capNode: Resolved,
  entries: readonly Resolved[],
  size: number,
  option: Resolved | null,
  composition: Composition,
  typeIndex: number,
): number {
  const sized = composition.contextFor(option, size);
  let cap = composition.distribute(size)[typeIndex] ?? 0;
  const consider = (node: Resolved, scopes: readonly string[]): void => {
    for (const c of node.constraints) {
      if (c.type !== 'max' || c.field !== 'selections' || !scopes.includes(c.scope)) continue;
      const v = constraintValue(c, node.modifiers, sized);
      if (v >= 0) cap = Math.min(cap, v);
    }
  };
  consider(capNode, ['parent', unit.id]);
  // A unit-wide cap can sit on the weapon inside the variant (Troupe: fusion pistols max 4 in the unit).
  for (const e of entries) {
    for (const child of e.children) {
      if (!isSkippedChild(child) && !isHidden(child.hidden, child.modifiers, sized)) consider(child, [unit.id]);
    }
  }
  return cap;
}
