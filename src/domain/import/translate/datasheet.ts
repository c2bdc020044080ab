import type { ChoiceRef } from '../../data/condition.schema';
import type { Ability, Datasheet, ModelProfile, ModelType } from '../../data/datasheet.schema';
import type { DatasheetId, ModelTypeId, WargearId, WargearOptionId } from '../../data/ids';
import type { Content } from '../../data/rule-text.schema';
import type { SectionId } from '../../data/game-system.schema';
import type { WargearCount, WargearLimit, WargearOption } from '../../data/wargear.schema';
import type { BsCategoryEntry, BsConstraint, BsModifier } from '../read/bs-types';
import type { Resolved } from '../read/catalogue-set';
import type { EvalContext } from '../read/conditions';
import { addedCategories, isHidden } from '../read/conditions';
import { buildComposition, type ModelTypeDraft } from './composition';
import { CATEGORY, PROFILE_TYPE } from '../read/game-constants';
import { EDITION_LIMITS } from './game-system';
import { parseJoinsAlongside, parseLeaderTargets, type JoinsAlongsideNames } from './leader-targets';
import { modelLoadout, type Loadout } from './loadout';
import { pointsTiers } from './points-tiers';
import { descriptionOf, invulnerableSaveOf, isWeaponProfile, toModelProfile } from './profiles';
import { SlugScope, slugify } from '../slug';
import { isSkippedChild } from '../read/skipped';
import { variantOptions, type OptionDraft } from './variant-options';
import type { Problem } from '../report';
import { associatedOptions } from './associated-options';
import { unitUpgradeOptions } from './unit-upgrades';
import { WargearRegistry } from './wargear-registry';
import { rulesText } from './rules-text';

/** Categories that are roster bookkeeping in the catalogues, not keywords printed on a datasheet. */
export const NOT_KEYWORDS: ReadonlySet<string> = new Set([
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
  readonly datasheet: Omit<Datasheet, 'leads' | 'leadsKeywords'>;
  /** The entry's own roster-wide "at most N" constraints, with the entry's modifiers that may change them. */
  readonly rosterLimits: readonly BsConstraint[];
  readonly modifiers: readonly BsModifier[];
  /** Unit names listed by the "Leader" ability, resolved to ids once every datasheet of the faction is known. */
  readonly leaderTargets: readonly string[];
  /** What the "Leader" ability says about joining a unit another Leader leads, as names; resolved with the targets. */
  readonly joinsAlongside: JoinsAlongsideNames | null;
  /** Category ids the datasheet carries (for allowances and keyword grants). */
  readonly categoryIds: ReadonlySet<string>;
  readonly entryId: string;
  /** The choice of a wargear option each variant model entry of the catalogue became ("Veteran w/ frag cannon"). */
  readonly variantChoices: ReadonlyMap<string, readonly ChoiceRef[]>;
};

function stripTags(name: string): string {
  return name.replace(/\s*\[(?:Legends|Crucible)\]\s*$/i, '').trim();
}

export function contentFromName(name: string): Content | null {
  if (/\[Legends\]\s*$/i.test(name)) return 'legends';
  if (/\[Crucible\]\s*$/i.test(name)) return 'crusade';
  return null;
}

function keywordOf(categoryName: string): string {
  return categoryName
    .replace(/^Faction:\s*/, '')
    .trim()
    .toUpperCase();
}

function toCounts(l: Loadout): WargearCount[] {
  return [...l.entries()]
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, count]) => ({ wargearId: id as WargearId, count }));
}

/**
 * The roster `ctx` describes, seen from inside one datasheet: its categories and entry ids are known, so the
 * options, profiles and limits of a shared group linked into many datasheets are read as this one is offered them.
 * Its wargear and its limits must be read with the same context, or an option would be offered without its cap
 * (a Strike Team's Guardian Drone, at most 1 per model).
 */
export function datasheetContext(ctx: EvalContext, unit: Resolved, categoryIds: ReadonlySet<string>): EvalContext {
  return { ...ctx, datasheetFacts: new Set([...categoryIds, unit.id, ...(unit.linkId ? [unit.linkId] : [])]) };
}

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
  problems: Problem[],
): DatasheetDraft {
  const name = stripTags(unit.name);
  const composition = buildComposition(unit, ctx);
  // A datasheet's keywords are its models' too: some catalogues keep them, the Faction one included, on the model
  // entries alone (Traitor Enforcer, Fabius Bile), and BattleScribe counts a unit's models' categories as its own.
  // Only the models every unit of it has, though: a model a player may leave out, or take instead of another, gives
  // its categories only when taken (a Victrix Honour Guard's Chapter Champion is an EPIC HERO; the unit is not).
  const modelLinks = composition.types
    .filter((t) => t.min >= 1)
    .map((t) => t.base)
    .filter((slot) => !slot.isWholeUnit)
    .flatMap((slot) => slot.entry.categoryLinks);
  const links = [
    ...unit.categoryLinks,
    ...modelLinks.filter(
      (c, i) =>
        !unit.categoryLinks.some((u) => u.targetId === c.targetId) &&
        modelLinks.findIndex((x) => x.targetId === c.targetId) === i,
    ),
  ];
  // A category hidden in a plain matched-play roster ("Ynnari", shown only under Devoted of Ynnead) is a keyword a
  // detachment grants, not one the datasheet prints.
  const categories = links.filter((c) => {
    if (NOT_KEYWORDS.has(c.name.trim())) return false;
    const entry = categoryEntries.get(c.targetId);
    return !entry || !isHidden(entry.hidden, entry.modifiers, ctx);
  });
  const categoryIds = new Set(links.map((c) => c.targetId));
  // Some memberships are added by the faction that fields the unit: Astra Militarum units in a Genestealer Cults
  // army are moved into "Allied Units" by a set-primary modifier.
  for (const id of addedCategories(unit.modifiers, ctx)) categoryIds.add(id);
  // Its wargear is read as offered to this unit: a shared group linked into many datasheets hides an option unless
  // the unit is of a category (a Missile Drone for BROADSIDES only), a fact of the datasheet known here.
  const unitCtx = datasheetContext(ctx, unit, categoryIds);
  const factionKeywords = [
    ...new Set(categories.filter((c) => c.name.startsWith('Faction:')).map((c) => keywordOf(c.name))),
  ];
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

  // How many times an army may include it: the catalogues repeat the edition's limits on each entry; a limit of the
  // datasheet's own (a Troupe Master: 1; Company Heroes: by the Captains taken) is read with the faction's other limits.
  // The unit's own entry is taken in the force, so "parent" there is the force too (Chaos Spawn: at most 3).
  const rosterLimits = unit.constraints.filter(
    (c) =>
      c.type === 'max' &&
      c.field === 'selections' &&
      (c.scope === 'roster' || c.scope === 'force' || c.scope === 'parent'),
  );

  if (composition.types.length === 0)
    problems.push({ kind: 'unit-composition', construct: 'unit composition', why: 'no model entries found' });
  if (composition.sizes.length === 0)
    problems.push({ kind: 'unit-composition', construct: 'unit composition', why: 'no finite legal unit size' });
  const bundled = new Map<Resolved, string[]>();
  for (const slot of composition.types.flatMap((t) => [t.base, ...t.variants])) {
    for (const bundle of slot.bundles) bundled.set(bundle, [...(bundled.get(bundle) ?? []), slot.entry.name.trim()]);
  }
  for (const [bundle, models] of bundled) {
    if (models.length < 2) continue;
    problems.push({
      kind: 'model-bundle',
      construct: `model bundle "${bundle.name.trim()}"`,
      why: `its models (${models.join(', ')}) are taken together; each is read as a variant of its own, so either may be taken without the other`,
    });
  }
  if (composition.looseSplits.length > 0) {
    problems.push({
      kind: 'unit-composition',
      construct: 'unit composition',
      why: `its size options fix the models of each kind, which per-type ranges cannot: they also admit ${composition.looseSplits.join('; ')}`,
    });
  }

  const registry = new WargearRegistry(unitCtx);
  const typeIds = new SlugScope();
  const modelTypeIds = composition.types.map((t) => typeIds.take(t.name) as ModelTypeId);

  // Profiles: the unit's own, the groups' holding its models (a Wulfen unit keeps its profile on the "Wulfen" group)
  // and every model entry's, in order, each name once.
  const modelSlots = composition.types.flatMap((t) => [t.base, ...t.variants]);
  const holders = [...new Set(modelSlots.flatMap((slot) => slot.groups))];
  const allProfiles = [...new Set([unit, ...holders, ...modelSlots.map((slot) => slot.entry)])]
    .flatMap((n) => n.profiles)
    .filter((p) => !isHidden(p.hidden, p.modifiers, unitCtx));
  const invulnerableSave = allProfiles.map(invulnerableSaveOf).find((s) => s !== undefined);
  const profiles: ModelProfile[] = [];
  for (const p of allProfiles) {
    if (p.typeName === PROFILE_TYPE.unit && !profiles.some((x) => x.name === p.name.trim())) {
      profiles.push(toModelProfile(p, invulnerableSave));
    }
  }
  if (profiles.length === 0)
    problems.push({ kind: 'model-profile', construct: 'model profile', why: 'no Unit profile (M T Sv W Ld OC) found' });

  // Loadouts and options per model type.
  const options: OptionDraft[] = [];
  const modelTypes: ModelType[] = composition.types.map((t, i) => {
    const base = modelLoadout(t.base.entry, unitCtx, registry);
    for (const p of base.problems) problems.push({ ...p, construct: `${t.name}: ${p.construct}` });
    for (const o of base.options) {
      // An option one model may take several times ("up to 2 drones" on each Broadside, "1-4 support systems" on a
      // Coldstar Commander) is taken that many times by each model.
      const limit: WargearLimit = o.unitMax !== undefined ? { kind: 'unit', max: o.unitMax } : { kind: 'each-model' };
      options.push({
        typeIndexes: [i],
        replaces: o.replaces,
        choices: o.choices,
        limit,
        ...(o.perModel > 1 ? { perModel: o.perModel } : {}),
      });
    }
    options.push(...variantOptions(unit, t, i, base.defaults, base.options, composition, unitCtx, registry, problems));
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
      if (isSkippedChild(c) || isHidden(c.hidden, c.modifiers, unitCtx)) continue;
      if (c.kind === 'entry' && c.type !== 'model' && c.profiles.some(isWeaponProfile)) registry.add(c);
      registerAll(c);
    }
  };
  registerAll(unit);
  options.push(...associatedOptions(unit, composition, unitCtx, registry, problems));
  options.push(...unitUpgradeOptions(unit, composition, unitCtx, registry, problems));
  const wargearOptions = finishOptions(options, modelTypes, registry);
  // A variant whose own weapon is a pick ("w/ Bolt sniper rifle": the rifle, a las fusil or a bolt carbine) stands for
  // each of the choices its picks make.
  const variantChoices = new Map<string, ChoiceRef[]>();
  options.forEach((d, i) => {
    const option = wargearOptions[i];
    d.choices.forEach((c, j) => {
      const choice = option?.choices[j];
      if (option && choice)
        for (const v of c.variants ?? [])
          variantChoices.set(v, [...(variantChoices.get(v) ?? []), { optionId: option.id, choiceId: choice.id }]);
    });
  });
  const points = pointsTiers(unit, composition, problems);

  const abilities: Ability[] = [];
  const addAbility = (a: Ability): void => {
    if (!abilities.some((x) => x.name === a.name)) abilities.push(a);
  };
  // The catalogue's rules text is kept for the unit's own and its wargear's abilities (the import drops it unless a
  // player's own import asks for it); a core or faction rule's text lives once, in the glossary or the army rules.
  for (const r of [unit, ...composition.types.map((t) => t.base.entry)].flatMap((n) => n.rules)) {
    if (isHidden(r.hidden, r.modifiers, unitCtx)) continue;
    addAbility({ name: r.name.trim(), kind: r.isCore ? 'core' : 'faction' });
  }
  let damaged: Datasheet['damaged'];
  let leaderTargets: string[] = [];
  let joinsAlongside: JoinsAlongsideNames | null = null;
  for (const p of allProfiles) {
    if (p.typeName !== PROFILE_TYPE.abilities || invulnerableSaveOf(p) !== undefined) continue;
    const damagedMatch = /^damaged:?\s*(\d+\s*-\s*\d+)/i.exec(p.name.trim());
    if (damagedMatch) {
      damaged = withText(
        { name: p.name.trim(), woundsRemaining: (damagedMatch[1] as string).replace(/\s+/g, '') },
        rulesText(descriptionOf(p)),
      );
      continue;
    }
    if (p.name.trim().toLowerCase() === 'leader') {
      leaderTargets = parseLeaderTargets(descriptionOf(p));
      joinsAlongside = parseJoinsAlongside(descriptionOf(p));
      addAbility({ name: 'Leader', kind: 'core' });
      continue;
    }
    // A few catalogue names end with a stray colon ("Cegorach’s Favour:").
    addAbility(withText({ name: p.name.trim().replace(/:$/, ''), kind: 'datasheet' }, rulesText(descriptionOf(p))));
  }
  for (const w of registry.all())
    for (const a of w.abilities) addAbility(withText({ name: a, kind: 'wargear' }, registry.abilityText(a)));

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
    rosterLimits,
    modifiers: unit.modifiers,
    leaderTargets,
    joinsAlongside,
    categoryIds,
    entryId: unit.id,
    variantChoices,
  };
}

function profileFor(t: ModelTypeDraft, profiles: readonly ModelProfile[], unit: Resolved): string {
  const own = t.base.entry.profiles.find((p) => p.typeName === PROFILE_TYPE.unit);
  if (own) return own.name.trim();
  const byName = profiles.find((p) => p.name.toLowerCase() === t.name.toLowerCase());
  if (byName) return byName.name;
  return profiles[0]?.name ?? unit.name;
}

function names(l: Loadout, registry: WargearRegistry): string {
  return [...l.keys()].map((id) => registry.get(id)?.name ?? id).join(' and ');
}

function finishOptions(
  drafts: readonly OptionDraft[],
  modelTypes: readonly ModelType[],
  registry: WargearRegistry,
): WargearOption[] {
  const ids = new SlugScope();
  const withIds = drafts.map((d) => {
    const types = d.typeIndexes.map((i) => modelTypes[i] as ModelType);
    const label =
      d.choices.length === 1
        ? names((d.choices[0] as { items: Loadout }).items, registry)
        : d.replaces.size > 0
          ? names(d.replaces, registry)
          : `${types.map((t) => t.name).join(' and ')} wargear`;
    // An option open to every model of the unit needs no model type to tell it apart.
    const prefix = modelTypes.length > types.length ? `${types.map((t) => t.id).join('-')}-` : '';
    return { d, types, id: ids.take('', `${prefix}${slugify(label)}`) as WargearOptionId };
  });
  return withIds.map(({ d, types, id }) => {
    // Two options exclude each other on a model type both offer when, together, they replace more than it carries.
    const exclusiveWith = withIds
      .filter((o) => o.id !== id)
      .filter((o) =>
        types.some((type) => {
          if (!o.types.includes(type)) return false;
          const defaults = new Map(type.defaultWargear.map((w) => [w.wargearId as string, w.count]));
          return [...d.replaces].some(
            ([w, n]) => o.d.replaces.has(w) && n + (o.d.replaces.get(w) ?? 0) > (defaults.get(w) ?? 0),
          );
        }),
      )
      .map((o) => o.id)
      .sort();
    const choiceIds = new SlugScope();
    return {
      id,
      modelTypeIds: types.map((t) => t.id),
      replaces: toCounts(d.replaces),
      choices: d.choices.map((c) => ({
        id: choiceIds.take(names(c.items, registry)),
        items: toCounts(c.items),
        points: c.points,
      })),
      limit: d.limit,
      ...(d.perModel ? { perModel: d.perModel } : {}),
      exclusiveWith,
    };
  });
}

/** How many times the edition lets an army include a datasheet: 1 for an Epic Hero, 6 for BATTLELINE or DEDICATED TRANSPORT, else 3. */
export function editionLimit(d: Pick<Datasheet, 'isEpicHero' | 'isBattleline' | 'isDedicatedTransport'>): number {
  return d.isEpicHero
    ? EDITION_LIMITS.epicHero
    : d.isBattleline || d.isDedicatedTransport
      ? 6
      : EDITION_LIMITS.datasheetDefault;
}

function withText<T extends object>(rule: T, text: string | undefined): T & { text?: string } {
  return text === undefined ? rule : { ...rule, text };
}
