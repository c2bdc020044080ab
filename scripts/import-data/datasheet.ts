import type { Ability, Datasheet, ModelProfile, ModelType, PointsTier } from '../../src/domain/data/datasheet.schema';
import type { DatasheetId, ModelTypeId, WargearId, WargearOptionId } from '../../src/domain/data/ids';
import type { Content } from '../../src/domain/data/rule-text.schema';
import type { SectionId } from '../../src/domain/data/game-system.schema';
import type { WargearCount, WargearLimit, WargearOption } from '../../src/domain/data/wargear.schema';
import type { BsCategoryEntry } from './bs-types';
import type { Resolved } from './catalogue-set';
import type { EvalContext } from './conditions';
import { constraintValue, groupHolds, isHidden, modifiedNumber } from './conditions';
import { buildComposition, type ModelSlot, type ModelTypeDraft } from './composition';
import { CATEGORY, POINTS_COST_TYPE, PROFILE_TYPE } from './game-constants';
import { addTo, loadoutKey, modelLoadout, type InModelOption, type Loadout, type RequiredPick } from './loadout';
import { descriptionOf, invulnerableSaveOf, isWeaponProfile, plainText, toModelProfile } from './profiles';
import { SlugScope, slugify } from './slug';
import { isSkippedChild } from './skipped';
import { fitLimit } from './wargear-limit';
import { WargearRegistry } from './wargear-registry';

/** Categories that are roster bookkeeping in the catalogues, not keywords printed on a datasheet. */
const NOT_KEYWORDS = new Set([
  'Configuration',
  'Reference',
  'Allied Units',
  'Harlequin Allies',
  'Corsairs and Travelling Players',
  'Order of Battle',
  'Crucible',
  'Knight Character',
  'Titanic Support',
  'Summoned',
  'Not Extra Attacks',
  'Helbrute melee weapon',
  'Epic Hero',
]);

export type DatasheetDraft = {
  readonly datasheet: Omit<Datasheet, 'leads'>;
  /** Unit names listed by the "Leader" ability, resolved to ids once every datasheet of the faction is known. */
  readonly leaderTargets: readonly string[];
  /** Category ids the datasheet carries (for allowances and keyword grants). */
  readonly categoryIds: ReadonlySet<string>;
  readonly entryId: string;
};

export type DatasheetProblem = { readonly construct: string; readonly why: string };

function stripTags(name: string): string {
  return name.replace(/\s*\[(?:Legends|Crucible)\]\s*$/i, '').trim();
}

export function contentFromName(name: string): Content | null {
  if (/\[Legends\]\s*$/i.test(name)) return 'legends';
  if (/\[Crucible\]\s*$/i.test(name)) return 'crusade';
  return null;
}

function keywordOf(categoryName: string): string {
  return categoryName.replace(/^Faction:\s*/, '').trim().toUpperCase();
}

function pointsOf(node: Resolved, ctx: EvalContext): number {
  const base = node.costs.find((c) => c.typeId === POINTS_COST_TYPE)?.value ?? 0;
  return modifiedNumber(base, POINTS_COST_TYPE, node.modifiers, ctx);
}

function difference(a: Loadout, b: Loadout): Loadout {
  const out: Loadout = new Map();
  for (const [id, n] of a) {
    const left = n - (b.get(id) ?? 0);
    if (left > 0) out.set(id, left);
  }
  return out;
}

function toCounts(l: Loadout): WargearCount[] {
  return [...l.entries()]
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, count]) => ({ wargearId: id as WargearId, count }));
}

type OptionDraft = {
  readonly typeIndex: number;
  readonly replaces: Loadout;
  readonly choices: readonly { items: Loadout; points: number }[];
  readonly limit: WargearLimit;
};

/**
 * Turns one resolved unit entry into a datasheet. `ctx` is the matched-play context of the faction (no detachment,
 * Strike Force); problems are things the datasheet could not express, for the import report.
 */
export function buildDatasheet(
  unit: Resolved,
  id: DatasheetId,
  content: Content,
  ctx: EvalContext,
  categoryEntries: ReadonlyMap<string, BsCategoryEntry>,
  problems: DatasheetProblem[],
): DatasheetDraft {
  for (const u of unit.unresolved) problems.push({ construct: u, why: 'the link target is not in the catalogues' });
  const name = stripTags(unit.name);
  // A category hidden in a plain matched-play roster ("Ynnari", shown only under Devoted of Ynnead) is a keyword a
  // detachment grants, not one the datasheet prints.
  const categories = unit.categoryLinks.filter((c) => {
    if (NOT_KEYWORDS.has(c.name.trim())) return false;
    const entry = categoryEntries.get(c.targetId);
    return !entry || !isHidden(entry.hidden, entry.modifiers, ctx);
  });
  const categoryIds = new Set(unit.categoryLinks.map((c) => c.targetId));
  // Some memberships are added by the faction that fields the unit: Astra Militarum units in a Genestealer Cults
  // army are moved into "Allied Units" by a set-primary modifier.
  for (const m of unit.modifiers) {
    if (m.field === 'category' && (m.type === 'add' || m.type === 'set-primary') && groupHolds(m.when, ctx)) categoryIds.add(m.value);
  }
  const factionKeywords = [...new Set(categories.filter((c) => c.name.startsWith('Faction:')).map((c) => keywordOf(c.name)))];
  const keywords = [...new Set(categories.filter((c) => !c.name.startsWith('Faction:')).map((c) => keywordOf(c.name)))];
  const primary = unit.categoryLinks.find((c) => c.primary)?.targetId;
  const isCharacter = categoryIds.has(CATEGORY.character);
  const isEpicHero = categoryIds.has(CATEGORY.epicHero);
  const isBattleline = categoryIds.has(CATEGORY.battleline);
  const isDedicatedTransport = categoryIds.has(CATEGORY.dedicatedTransport);
  const section: SectionId =
    primary === CATEGORY.battleline
      ? 'battleline'
      : primary === CATEGORY.dedicatedTransport
        ? 'dedicated-transports'
        : isCharacter || primary === CATEGORY.epicHero
          ? 'characters'
          : isBattleline
            ? 'battleline'
            : isDedicatedTransport
              ? 'dedicated-transports'
              : 'other-datasheets';

  const composition = buildComposition(unit, ctx);
  if (composition.types.length === 0) problems.push({ construct: 'unit composition', why: 'no model entries found' });
  if (composition.sizes.length === 0) problems.push({ construct: 'unit composition', why: 'no finite legal unit size' });

  const registry = new WargearRegistry();
  const typeIds = new SlugScope();
  const modelTypeIds = composition.types.map((t) => typeIds.take(t.name) as ModelTypeId);

  // Profiles: the unit's own and every model entry's, in order, each name once.
  const allProfiles = [unit, ...composition.types.flatMap((t) => [t.base.entry, ...t.variants.map((v) => v.entry)])].flatMap((n) =>
    n.profiles.filter((p) => !p.hidden),
  );
  const invulnerableSave = allProfiles.map(invulnerableSaveOf).find((s) => s !== undefined);
  const profiles: ModelProfile[] = [];
  for (const p of allProfiles) {
    if (p.typeName === PROFILE_TYPE.unit && !profiles.some((x) => x.name === p.name.trim())) {
      profiles.push(toModelProfile(p, invulnerableSave));
    }
  }
  if (profiles.length === 0) problems.push({ construct: 'model profile', why: 'no Unit profile (M T Sv W Ld OC) found' });

  // Loadouts and options per model type.
  const options: OptionDraft[] = [];
  const modelTypes: ModelType[] = composition.types.map((t, i) => {
    const base = modelLoadout(t.base.entry, ctx, registry);
    for (const p of base.problems) problems.push({ construct: `${t.name}: ${p.construct}`, why: p.why });
    for (const o of base.options) {
      // An option one model may take several times fits only where the type is a single model ("up to 4 heavy
      // bolters" on a Bastion): the unit-wide cap is then the per-model one.
      if (o.perModel > 1 && t.max > 1) {
        problems.push({ construct: `${t.name}: ${o.label} (up to ${o.perModel} per model)`, why: 'an option taken several times by each model of a multi-model unit is read as once per model' });
      }
      const limit: WargearLimit = o.perModel > 1 && t.max <= 1 ? { kind: 'unit', max: o.perModel } : { kind: 'each-model' };
      options.push({ typeIndex: i, replaces: o.replaces, choices: o.choices, limit });
    }
    options.push(...variantOptions(unit, t, i, base.defaults, base.options, composition, ctx, registry, problems));
    const profileName = profileFor(t, profiles, unit);
    return {
      id: modelTypeIds[i] as ModelTypeId,
      name: t.name,
      min: t.min,
      max: Number.isFinite(t.max) ? Math.max(t.max, 1) : Math.max(t.min, 1),
      profile: profileName,
      defaultWargear: toCounts(base.defaults),
    };
  });

  // Every weapon the unit's entries hold is listed, also those only reachable through choices the importer could not
  // express, so a reviewed override can offer them.
  const registerAll = (n: Resolved): void => {
    for (const c of n.children) {
      if (isSkippedChild(c) || isHidden(c.hidden, c.modifiers, ctx)) continue;
      if (c.kind === 'entry' && c.type !== 'model' && c.profiles.some(isWeaponProfile)) registry.add(c);
      registerAll(c);
    }
  };
  registerAll(unit);
  const wargearOptions = finishOptions(options, modelTypes, registry);
  const points = pointsTiers(unit, composition, ctx, problems);

  const abilities: Ability[] = [];
  const addAbility = (a: Ability): void => {
    if (!abilities.some((x) => x.name === a.name)) abilities.push(a);
  };
  for (const r of [unit, ...composition.types.map((t) => t.base.entry)].flatMap((n) => n.rules)) {
    addAbility({ name: r.name.trim(), kind: r.isCore ? 'core' : 'faction' });
  }
  let damaged: Datasheet['damaged'];
  let leaderTargets: string[] = [];
  for (const p of allProfiles) {
    if (p.typeName !== PROFILE_TYPE.abilities || invulnerableSaveOf(p) !== undefined) continue;
    const damagedMatch = /^damaged:?\s*(\d+\s*-\s*\d+)/i.exec(p.name.trim());
    if (damagedMatch) {
      damaged = { name: p.name.trim(), woundsRemaining: (damagedMatch[1] as string).replace(/\s+/g, '') };
      continue;
    }
    if (p.name.trim().toLowerCase() === 'leader') {
      leaderTargets = parseLeaderTargets(descriptionOf(p));
      addAbility({ name: 'Leader', kind: 'core' });
      continue;
    }
    // A few catalogue names end with a stray colon ("Cegorach’s Favour:").
    addAbility({ name: p.name.trim().replace(/:$/, ''), kind: 'datasheet' });
  }
  for (const w of registry.all()) for (const a of w.abilities) addAbility({ name: a, kind: 'wargear' });

  return {
    datasheet: {
      id,
      name,
      keywords,
      factionKeywords,
      section,
      isCharacter,
      isEpicHero,
      isBattleline,
      isDedicatedTransport,
      content,
      profiles,
      wargear: registry.all().sort((a, b) => (a.id < b.id ? -1 : 1)),
      abilities,
      composition: {
        modelTypes,
        min: composition.sizes[0] ?? 1,
        max: composition.sizes[composition.sizes.length - 1] ?? 1,
      },
      points,
      wargearOptions,
      ...(damaged ? { damaged } : {}),
    },
    leaderTargets,
    categoryIds,
    entryId: unit.id,
  };
}

function profileFor(t: ModelTypeDraft, profiles: readonly ModelProfile[], unit: Resolved): string {
  const own = t.base.entry.profiles.find((p) => p.typeName === PROFILE_TYPE.unit);
  if (own) return own.name.trim();
  const byName = profiles.find((p) => p.name.toLowerCase() === t.name.toLowerCase());
  if (byName) return byName.name;
  return profiles[0]?.name ?? unit.name;
}

/**
 * The catalogues spell "1 model's twin torturer's tools can be replaced with 1 hexrifle and 1 torturer's tool" as a
 * separate model entry "Wrack with Hexrifle" (max 2). The difference between the variant's and the base model's
 * loadout is the option; its cap at each unit size becomes the option's limit.
 */
function variantOptions(
  unit: Resolved,
  t: ModelTypeDraft,
  typeIndex: number,
  baseDefaults: Loadout,
  baseOptions: readonly InModelOption[],
  composition: ReturnType<typeof buildComposition>,
  ctx: EvalContext,
  registry: WargearRegistry,
  problems: DatasheetProblem[],
): OptionDraft[] {
  // Variants in the same sub-group share that group's cap: one option with a choice per variant.
  const pools = new Map<string, ModelSlot[]>();
  for (const v of t.variants) {
    // A group that also holds the base model is the unit's own roster, not a pool of swaps.
    const sharedGroup = v.group && !t.base.groups.includes(v.group) ? v.group.id : `entry:${v.entry.id}`;
    pools.set(sharedGroup, [...(pools.get(sharedGroup) ?? []), v]);
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
      for (const p of l.problems) problems.push({ construct: `${v.entry.name}: ${p.construct}`, why: p.why });
      const picked = new Set(l.requiredPicks.map((p) => p.sourceId));
      for (const o of l.options) if (!picked.has(o.sourceId)) pendingChoices.push({ variant: v.entry.name, keys: swapKeys(o) });
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
      const capNode = key.startsWith('entry:') ? first.slot.entry : (first.slot.group as Resolved);
      const entries = [...new Set(group.map((g) => g.slot.entry))];
      const cap = (size: number): number => variantCap(unit, capNode, entries, size, composition, typeIndex, ctx);
      const models = (size: number): number => composition.distribute(size)[typeIndex] ?? 0;
      const limit = fitLimit(composition.sizes, cap, models);
      if (!limit) {
        problems.push({
          construct: `variant model "${first.slot.entry.name}"`,
          why: `its cap by unit size (${composition.sizes.map((n) => `${n}:${Math.min(cap(n), models(n))}`).join(' ')}) fits no per-model, per-N-models or per-unit limit`,
        });
        continue;
      }
      if (group.some((g) => g.items.size === 0)) {
        problems.push({ construct: `variant model "${first.slot.entry.name}"`, why: 'it only removes wargear; read as not offered' });
        continue;
      }
      out.push({
        typeIndex,
        replaces: first.replaces,
        choices: group.map((g) => ({ items: g.items, points: Math.max(0, g.points) })),
        limit,
      });
      for (const g of group) knownSwaps.add(`${loadoutKey(first.replaces)}>${loadoutKey(g.items)}`);
    }
  }
  // A variant's own choice that another variant already offers ("Player with Fusion Pistol" may also swap its blade
  // for a special weapon, as "Player with Harlequin's Special Weapon" does) is covered; any other is reported.
  for (const p of pendingChoices) {
    if (p.keys.some((k) => !knownSwaps.has(k))) {
      problems.push({ construct: `${p.variant}: own wargear choice`, why: 'a choice only this variant model offers is not read' });
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

/** The most models that may be this variant (or pool of variants) at a unit size. */
function variantCap(
  unit: Resolved,
  capNode: Resolved,
  entries: readonly Resolved[],
  size: number,
  composition: ReturnType<typeof buildComposition>,
  typeIndex: number,
  ctx: EvalContext,
): number {
  const sized: EvalContext = { ...ctx, unitCounts: new Map([['model', size]]) };
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

function names(l: Loadout, registry: WargearRegistry): string {
  return [...l.keys()].map((id) => registry.get(id)?.name ?? id).join(' and ');
}

function finishOptions(drafts: readonly OptionDraft[], modelTypes: readonly ModelType[], registry: WargearRegistry): WargearOption[] {
  const ids = new SlugScope();
  const withIds = drafts.map((d) => {
    const type = modelTypes[d.typeIndex] as ModelType;
    const label =
      d.choices.length === 1 ? names((d.choices[0] as { items: Loadout }).items, registry) : d.replaces.size > 0 ? names(d.replaces, registry) : `${type.name} wargear`;
    const prefix = modelTypes.length > 1 ? `${type.id}-` : '';
    return { d, type, id: ids.take('', `${prefix}${slugify(label)}`) as WargearOptionId };
  });
  return withIds.map(({ d, type, id }) => {
    const defaults = new Map(type.defaultWargear.map((w) => [w.wargearId as string, w.count]));
    const exclusiveWith = withIds
      .filter((o) => o.id !== id && o.d.typeIndex === d.typeIndex)
      .filter((o) => [...d.replaces].some(([w, n]) => o.d.replaces.has(w) && n + (o.d.replaces.get(w) ?? 0) > (defaults.get(w) ?? 0)))
      .map((o) => o.id)
      .sort();
    const choiceIds = new SlugScope();
    return {
      id,
      modelTypeIds: [type.id],
      replaces: toCounts(d.replaces),
      choices: d.choices.map((c) => ({ id: choiceIds.take(names(c.items, registry)), items: toCounts(c.items), points: c.points })),
      limit: d.limit,
      exclusiveWith,
    };
  });
}

function pointsTiers(
  unit: Resolved,
  composition: ReturnType<typeof buildComposition>,
  ctx: EvalContext,
  problems: DatasheetProblem[],
): PointsTier[] {
  const tiers: PointsTier[] = [];
  for (const size of composition.sizes) {
    const counts = composition.distribute(size);
    const unitCounts = new Map<string, number>([['model', size]]);
    composition.types.forEach((t, i) => {
      const n = counts[i] ?? 0;
      unitCounts.set(t.base.entry.id, (unitCounts.get(t.base.entry.id) ?? 0) + n);
    });
    const option = composition.sizeOptions.find((o) => {
      const inOption = composition.types.every((t, i) => (counts[i] ?? 0) === 0 || t.base.sizeOption === o || t.variants.some((v) => v.sizeOption === o));
      return inOption;
    });
    if (option) unitCounts.set(option.id, 1);
    const sized: EvalContext = { ...ctx, unitCounts };
    let total = pointsOf(unit, sized);
    // A single-model datasheet is its own model entry: its cost is already counted.
    composition.types.forEach((t, i) => {
      if (t.base.entry !== unit) total += (counts[i] ?? 0) * pointsOf(t.base.entry, sized);
    });
    if (option) total += pointsOf(option, sized);
    if (!Number.isInteger(total) || total < 0) {
      problems.push({ construct: `points for ${size} models`, why: `evaluated to ${total}` });
      continue;
    }
    tiers.push({ models: size, points: total });
  }
  return tiers;
}

/** Names listed by a "Leader" ability: "■ Incubi", "- Kabalite Warriors", "^^**Wyches**^^", comma lists. */
export function parseLeaderTargets(description: string): string[] {
  const afterColon = description.includes(':') ? description.slice(description.indexOf(':') + 1) : description;
  const lines = afterColon.split(/\n|■|•|\s-\s/).map((l) => plainText(l).replace(/^[-–]\s*/, ''));
  const out: string[] = [];
  for (const line of lines) {
    if (line === '') continue;
    // Prose after the list ("You can attach this model to one of those units even if …") is not a unit name.
    if (/\b(you|can|this model|if|even)\b/i.test(line) && line.split(' ').length > 6) continue;
    for (const part of line.split(/,|\band\b/)) {
      const name = part.replace(/\*|\^|\.$/g, '').replace(/\s*\[.*?\]\s*/g, '').trim();
      if (name !== '' && name.split(' ').length <= 6) out.push(name);
    }
  }
  return [...new Set(out)];
}
