import type { Datasheet } from '../../data/datasheet.schema';
import type { Detachment, Enhancement, KeywordGrant } from '../../data/detachment.schema';
import type { Faction } from '../../data/faction.schema';
import type { FactionGroup } from '../../data/manifest.schema';
import type { DatasheetId, DetachmentId, EnhancementId, FactionId, ModelTypeId } from '../../data/ids';
import type { RuleText } from '../../data/rule-text.schema';
import { buildAllowances } from './allowances';
import type { CatalogueSet, Resolved } from '../read/catalogue-set';
import type { BsNode, BsRule } from '../read/bs-types';
import { addedCategories, isHidden, type EvalContext } from '../read/conditions';
import { plainText } from './profiles';
import { rulesText } from './rules-text';
import { buildDatasheet, contentFromName, datasheetContext, NOT_KEYWORDS, type DatasheetDraft } from './datasheet';
import type { JoinsAlongsideNames } from './leader-targets';
import { detachmentRoots, readDetachments, readEnhancements } from './detachments';
import { findRosterToggles } from '../read/toggles';
import { isOfferedWarlord } from './character-choices';
import { LeaderNames, looseKey, nameKey, type LeaderTarget } from './leader-links';
import type { ConditionTerms } from './compile-condition';
import { datasheetsOfFor, readUnitLimits } from './unit-limits';
import { asReported, type Problem, type Report } from '../report';
import { CATEGORY } from '../read/game-constants';
import { SlugScope, slugify } from '../slug';
import { classifyVisibility, contextFor, type RosterBase } from '../read/visibility';
import { ReadLog } from '../read/read-log';
import type { BsConstraint } from '../read/bs-types';
import type { CatalogueLimit } from '../../data/catalogue-limit.schema';
import { catalogueLimits, type EntryModels } from './catalogue-limits';
import { categoryKeywordOf, unitTermsFor } from './unit-terms';
import { auditCompleteness } from './completeness';
import { readSurcharges, readUpgradeGrants } from './detachment-upgrades';
import type { CharacterRef } from './character-choices';
import { holdersOf, refuseUnknownConditions, unknownConditions, unreadConstructs } from './unread-constructs';

export type FactionSpec = {
  readonly id: string;
  readonly name: string;
  readonly catalogue: string;
  readonly factionKeyword: string;
  readonly group: FactionGroup;
  /** A chapter's parent faction (Blood Angels: Space Marines), whose datasheets it takes as its own. */
  readonly parent?: string;
};

/** A faction as built, with the catalogue file each of its datasheets is defined in (what packs are named after). */
export type BuiltFaction = { readonly faction: Faction; readonly sourceOf: ReadonlyMap<string, string> };

export type BattleSizeRef = { readonly id: string; readonly entryId: string };

type Placed = DatasheetDraft & { readonly onlyInDetachments: readonly string[] | null; readonly resolved: Resolved };

/**
 * Datasheets are root units and models; a few are typed "upgrade" by mistake (Hand of the Archon) but hold models.
 * Configuration and reference entries (Detachment, Show/Hide Options, Order of Battle) are not datasheets.
 */
function isDatasheetEntry(node: Resolved): boolean {
  if (node.type === 'unit' || node.type === 'model') return true;
  if (node.type !== 'upgrade') return false;
  const primary = node.categoryLinks.find((c) => c.primary);
  if (primary?.targetId === CATEGORY.configuration || /^(Configuration|Reference)$/.test(primary?.name ?? ''))
    return false;
  const holdsModels = (n: Resolved): boolean =>
    n.children.some((c) => (c.kind === 'entry' && c.type === 'model') || (c.type !== 'model' && holdsModels(c)));
  return holdsModels(node);
}

function keywordOfCategory(name: string): string {
  return name
    .replace(/^Faction:\s*/, '')
    .trim()
    .toUpperCase();
}

export function buildFaction(
  spec: FactionSpec,
  set: CatalogueSet,
  battleSizes: readonly BattleSizeRef[],
  defaultBattleSizeEntryId: string,
  report: Report,
): BuiltFaction {
  // Datasheets with a condition the importer cannot evaluate are reported and left out below; anywhere else it stops.
  for (const category of set.categories.values())
    refuseUnknownConditions(`category "${category.name}"`, [category], set.campaignCosts);
  for (const c of set.catalogues)
    refuseUnknownConditions(`${c.fileName}: army rules`, [...c.rules, ...c.infoLinks], set.campaignCosts);
  for (const { node } of set.rootEntries()) {
    const resolved = set.resolve(node);
    if (!isDatasheetEntry(resolved))
      refuseUnknownConditions(`entry "${resolved.name.trim()}"`, holdersOf(resolved), set.campaignCosts);
  }
  const roots = detachmentRoots(set);
  const base: RosterBase = {
    primaryCatalogueId: set.primary.id,
    toggles: findRosterToggles(set, isDatasheetEntry, new Set(roots.map(({ node }) => set.resolve(node).id))),
    campaignCosts: set.campaignCosts,
    log: new ReadLog(),
  };
  const detachmentDrafts = readDetachments(set, base, defaultBattleSizeEntryId, report);
  const detachmentIds = new SlugScope();
  const detachmentIdOf = new Map(detachmentDrafts.map((d) => [d.entryId, detachmentIds.take(d.name) as DetachmentId]));
  const detachmentEntryIds = detachmentDrafts.map((d) => d.entryId);
  const ctx = contextFor(base, defaultBattleSizeEntryId, 'matched-play');

  // Datasheets: every unit or model the catalogue (and catalogues whose root entries it imports) offers this faction.
  const seen = new Set<string>();
  const candidates: { node: Resolved; visibility: NonNullable<ReturnType<typeof classifyVisibility>> }[] = [];
  for (const { node } of set.rootEntries()) {
    const resolved = set.resolve(node);
    if (!isDatasheetEntry(resolved) || seen.has(resolved.id)) continue;
    seen.add(resolved.id);
    // A condition the importer cannot evaluate could decide whether the datasheet is offered at all: said, and left out.
    const unknown = unknownConditions(resolved, set.campaignCosts);
    if (unknown.length > 0) {
      for (const p of unknown) report.add(resolved.name.trim(), p.kind, p.construct, p.why);
      continue;
    }
    // Entries hidden in every mode belong to other factions sharing the library (Chaos Knights in World Eaters).
    const visibility = classifyVisibility(
      resolved,
      base,
      defaultBattleSizeEntryId,
      detachmentEntryIds,
      contentFromName(resolved.name),
    );
    if (visibility) candidates.push({ node: resolved, visibility });
  }
  // Matched-play datasheets claim the plain slug first ("prince-yriel"; the Legends one becomes "prince-yriel-legends").
  const order = { 'matched-play': 0, 'boarding-actions': 1, crusade: 2, legends: 3 } as const;
  candidates.sort(
    (a, b) => order[a.visibility.content] - order[b.visibility.content] || a.node.name.localeCompare(b.node.name),
  );
  const ids = new SlugScope();
  // What the engine cannot check, by datasheet id: said to the player as limits not checked.
  const uncheckedOf = new Map<string, string[]>();
  const drafts = candidates.map(({ node, visibility }) => {
    const plain = slugify(node.name.replace(/\s*\[(?:Legends|Crucible)\]\s*$/i, ''));
    const id = ids.take('', ids.has(plain) ? `${plain}-${visibility.content}` : plain) as DatasheetId;
    const problems: Problem[] = [];
    return {
      node,
      visibility,
      problems,
      draft: buildDatasheet(node, id, visibility.content, ctx, set.categories, problems),
    };
  });
  const offered: Placed[] = drafts
    .map(({ node, visibility, problems, draft: read }) => {
      let draft = read;
      if (draft.datasheet.factionKeywords.length === 0) {
        const keyword = factionOfCatalogue(set, node);
        if (!keyword) {
          report.add(
            draft.datasheet.name,
            'datasheet-left-out',
            'datasheet',
            'the catalogue gives it no "Faction:" category, nor do three in four units of its catalogue agree on one; not imported',
          );
          return null;
        }
        // The roster offers it all the same (a Drop Pod in every Space Marine army): it is its catalogue's.
        report.add(
          draft.datasheet.name,
          'faction-keyword',
          'Faction keyword',
          `the catalogue gives it no "Faction:" category; it takes ${keyword}, the one at least three in four units of ${set.catalogueOf(node.id)?.fileName ?? 'its catalogue'} carry`,
        );
        draft = { ...draft, datasheet: { ...draft.datasheet, factionKeywords: [keyword] } };
      }
      for (const p of problems.map((x) => asReported(x, draft.datasheet.content))) {
        report.add(draft.datasheet.name, p.kind, p.construct, p.why);
        if (p.unchecked)
          uncheckedOf.set(draft.datasheet.id, [...(uncheckedOf.get(draft.datasheet.id) ?? []), p.unchecked]);
      }
      // A datasheet without models, a profile or a cost cannot be fielded as the catalogue has it: left out, and said.
      const missing = [
        ...(draft.datasheet.composition.modelTypes.length === 0 ? ['no models'] : []),
        ...(draft.datasheet.profiles.length === 0 ? ['no profile'] : []),
        ...(draft.datasheet.points.length === 0 ? ['no cost at any unit size'] : []),
      ];
      if (missing.length > 0) {
        report.add(
          draft.datasheet.name,
          'datasheet-left-out',
          'datasheet',
          `read with ${missing.join(', ')}; not imported`,
        );
        return null;
      }
      return { ...draft, onlyInDetachments: visibility.onlyInDetachments, resolved: node };
    })
    .filter((p): p is Placed => p !== null);
  const placed = withoutAlliedTwins(offered, spec.factionKeyword, report);

  // Leader targets are names; resolve them against this faction's datasheets. A name this army lacks but another
  // army has (a Tactical Squad for a Space Wolves Captain) is simply not in this list.
  const leaderNames = new LeaderNames(placed, knownDatasheetNames(set));
  const resolveTarget = (p: Placed, name: string, construct: string): LeaderTarget => {
    const target = leaderNames.resolve(name, p.datasheet.content);
    const isOwn = p.datasheet.content === 'matched-play' && p.datasheet.factionKeywords.includes(spec.factionKeyword);
    if (target.kind === 'datasheets' && target.readAs)
      report.add(
        p.datasheet.name,
        'leader-target',
        `${construct} "${name}"`,
        `read as "${target.readAs}", the one datasheet a letter apart`,
      );
    if (target.kind === 'none' && !target.elsewhere && isOwn)
      report.add(p.datasheet.name, 'leader-target', `${construct} "${name}"`, 'no datasheet or keywords of that name');
    return target;
  };
  // "… even if a PRIMUS, MAGUS, or ACOLYTE ICONWARD model has already been attached": names to datasheet ids, the
  // same way as Leader targets, or a keyword ("even if a CHARACTER", "a CAPTAIN or CHAPTER MASTER"); the units it may
  // share are among those it leads.
  const resolveJoinsAlongside = (
    p: Placed,
    names: JoinsAlongsideNames,
    leads: readonly DatasheetId[],
  ): Datasheet['joinsAlongside'] => {
    const leaders: DatasheetId[] = [];
    const leaderKeywords: string[] = [];
    let anyLeader = false;
    for (const raw of names.leaders) {
      const name = raw.replace(/^(?:one or more|or more|other|another)\s+/i, '');
      // "even if one other Leader has already been attached": any Leader at all.
      if (/^leaders?$/i.test(name)) {
        anyLeader = true;
        continue;
      }
      // Rules name the other Leader by keyword ("a CAPTAIN or CHAPTER MASTER model"): every Captain datasheet counts.
      const keyword = leaderNames.asKeywords(name);
      if (keyword?.length === 1) {
        leaderKeywords.push(keyword[0] as string);
        continue;
      }
      const target = resolveTarget(p, name, 'Leader it may join alongside');
      if (target.kind === 'datasheets') leaders.push(...target.ids);
      else if (target.kind === 'keywords') leaderKeywords.push(target.keywords.join(' '));
    }
    const bodyguards =
      names.bodyguards === null
        ? [...leads]
        : [
            ...new Set(
              names.bodyguards.flatMap((n) => {
                const target = resolveTarget(p, n, 'Unit it may join alongside another Leader');
                return target.kind === 'datasheets' ? target.ids : [];
              }),
            ),
          ].filter((id) => leads.includes(id));
    const keywords = [...new Set(leaderKeywords)].sort();
    return (anyLeader || leaders.length > 0 || keywords.length > 0) && bodyguards.length > 0
      ? { leaders: [...new Set(leaders)].sort(), leaderKeywords: keywords, anyLeader, bodyguards: bodyguards.sort() }
      : undefined;
  };
  const datasheets: Datasheet[] = placed.map((p) => {
    const leads: DatasheetId[] = [];
    const leadsKeywords: string[][] = [];
    for (const name of p.leaderTargets) {
      const target = resolveTarget(p, name, 'Leader target');
      if (target.kind === 'datasheets') leads.push(...target.ids);
      else if (target.kind === 'keywords') leadsKeywords.push([...target.keywords]);
    }
    const onlyIn = p.onlyInDetachments
      ?.map((d) => detachmentIdOf.get(d))
      .filter((d): d is DetachmentId => d !== undefined);
    const joinsAlongside = p.joinsAlongside && resolveJoinsAlongside(p, p.joinsAlongside, [...new Set(leads)]);
    // The catalogue offers the Warlord choice to a few datasheets that are not CHARACTERs (a Titanicus Warlord Titan).
    const offeredWarlord =
      !p.datasheet.isCharacter &&
      isOfferedWarlord({ resolved: p.resolved, categoryIds: p.categoryIds, keywords: [] }, ctx) === true;
    return {
      ...p.datasheet,
      ...(offeredWarlord ? { canBeWarlord: true as const } : {}),
      leads: [...new Set(leads)],
      leadsKeywords,
      ...(joinsAlongside ? { joinsAlongside } : {}),
      ...(onlyIn && onlyIn.length > 0 ? { onlyInDetachments: onlyIn } : {}),
    };
  });

  const terms: ConditionTerms = {
    primaryCatalogueId: set.primary.id,
    forces: new Set(set.gameSystem.forces.map((f) => f.id)),
    toggles: base.toggles,
    battleSizes: new Map(battleSizes.map((b) => [b.entryId, b.id])),
    detachments: detachmentIdOf,
    datasheetsOf: datasheetsOfFor(
      set,
      placed.map((p) => ({ ...p, entryIds: [p.entryId, ...(p.resolved.linkId ? [p.resolved.linkId] : [])] })),
    ),
  };
  const { unitLimits, maxPerArmy } = readUnitLimits(set, placed, terms, report);
  // The catalogue's other limits, as data where they bear on what the datasheet's options allow; the rest reported.
  const keywordOf = categoryKeywordOf(set);
  const catalogueLimitsOf = new Map<string, CatalogueLimit[]>();
  const unitTermsOf = new Map(
    placed.map((p) => [p, unitTermsFor(p.resolved, p.datasheet, ctx, keywordOf, 'unit', p.variantChoices)] as const),
  );
  // An entry limited in the whole army is counted in every datasheet that holds it as a model type.
  const entryModels: EntryModels = (entryId) =>
    placed.flatMap((p) => {
      const modelTypeIds = unitTermsOf.get(p)?.modelTypesOf(entryId);
      return modelTypeIds ? [{ datasheetId: p.datasheet.id, modelTypeIds: [...modelTypeIds] as ModelTypeId[] }] : [];
    });
  for (const p of placed) {
    const isRead = (c: BsConstraint): boolean =>
      base.log.constraints.has(c) || set.campaignCosts.has(c.field) || p.rosterLimits.includes(c);
    // Read with the facts of the datasheet, as its wargear was: an option shown only to its category has its caps.
    const unitCtx = datasheetContext(ctx, p.resolved, p.categoryIds);
    const read = catalogueLimits(
      p.resolved,
      p.datasheet,
      unitTermsOf.get(p) ?? unitTermsFor(p.resolved, p.datasheet, ctx, keywordOf, 'unit', p.variantChoices),
      terms,
      unitCtx,
      isRead,
      entryModels,
    );
    if (read.limits.length > 0) catalogueLimitsOf.set(p.datasheet.id, [...read.limits]);
    const scope = {
      log: base.log,
      campaignCosts: set.campaignCosts,
      rosterLimits: p.rosterLimits,
      ctx: unitCtx,
      limits: read,
    };
    const unchecked = new Set<string>();
    for (const u of unreadConstructs(p.resolved, scope).map((x) => asReported(x, p.datasheet.content))) {
      report.add(p.datasheet.name, u.kind, u.construct, u.why);
      if (u.unchecked) unchecked.add(u.unchecked);
    }
    for (const u of uncheckedOf.get(p.datasheet.id) ?? []) unchecked.add(u);
    if (unchecked.size > 0) uncheckedOf.set(p.datasheet.id, [...unchecked].sort());
  }
  const withLimits = datasheets.map((d) => {
    const max = maxPerArmy.get(d.id);
    const limits = catalogueLimitsOf.get(d.id);
    const uncheckedLimits = uncheckedOf.get(d.id);
    return {
      ...d,
      ...(max === undefined ? {} : { maxPerArmy: max }),
      ...(limits ? { limits } : {}),
      ...(uncheckedLimits ? { uncheckedLimits } : {}),
    };
  });
  const limited = new Set(unitLimits.filter((l) => l.max).flatMap((l) => l.datasheetIds));

  const allowances = buildAllowances({
    set,
    base,
    factionKeyword: spec.factionKeyword,
    candidates: placed,
    battleSizes,
    detachments: detachmentDrafts.map((d) => ({ ...d, id: detachmentIdOf.get(d.entryId) as DetachmentId })),
    contextUnder: (d) => contextFor(base, defaultBattleSizeEntryId, 'matched-play', d),
    limited,
    report,
  });

  // Enhancements go to the army's own characters and to those an allowance lets take them (Harlequins in an
  // Aeldari army); allied characters carry their own faction's Enhancements, never usable here.
  const enhancementKeywords = new Set([
    spec.factionKeyword,
    ...allowances.filter((a) => a.canTakeEnhancements).flatMap((a) => a.keywords),
  ]);
  const keywordOfEntry = (id: string): string => keywordOfCategory(set.category(id)?.name ?? set.node(id)?.name ?? id);
  const upgradeHolders = placed.map((p) => ({
    resolved: p.resolved,
    categoryIds: p.categoryIds,
    keywords: [...p.datasheet.factionKeywords, ...p.datasheet.keywords],
    id: p.datasheet.id,
    name: p.datasheet.name,
  }));
  const contextUnderDetachment = (d: string | null): EvalContext =>
    contextFor(base, defaultBattleSizeEntryId, 'matched-play', d ?? undefined);
  const upgradeGrants = readUpgradeGrants(upgradeHolders, detachmentEntryIds, contextUnderDetachment);
  const surcharges = readSurcharges(upgradeHolders, detachmentEntryIds, contextUnderDetachment);
  // A unit a detachment-only upgrade makes a CHARACTER (a Headhunter Task Force Predator) may bear that detachment's
  // Enhancements, and only under it.
  const characterUnder = new Map<string, Set<string>>();
  for (const g of upgradeGrants.filter((x) => x.categoryId === CATEGORY.character)) {
    for (const id of g.datasheetIds)
      characterUnder.set(id, new Set([...(characterUnder.get(id) ?? []), g.detachmentEntryId]));
  }
  const bearers = placed
    .filter(
      (p) =>
        (p.datasheet.isCharacter || characterUnder.has(p.datasheet.id)) &&
        [...p.datasheet.factionKeywords, ...p.datasheet.keywords].some((k) => enhancementKeywords.has(k)),
    )
    .map((p): CharacterRef => {
      const keywords = [...p.datasheet.factionKeywords, ...p.datasheet.keywords];
      const under = p.datasheet.isCharacter ? undefined : characterUnder.get(p.datasheet.id);
      return under
        ? {
            resolved: p.resolved,
            categoryIds: new Set([...p.categoryIds, CATEGORY.character]),
            keywords: [...keywords, 'CHARACTER'],
            onlyUnder: under,
          }
        : { resolved: p.resolved, categoryIds: p.categoryIds, keywords };
    });
  const enhancementDrafts = readEnhancements(
    bearers,
    detachmentDrafts,
    (d) => contextFor(base, defaultBattleSizeEntryId, 'matched-play', d),
    keywordOfEntry,
    report,
  );
  const enhancementIds = new SlugScope();
  const grants = keywordGrants(set, base, placed, detachmentEntryIds, defaultBattleSizeEntryId);
  const surchargesOf = (entryId: string): Pick<Detachment, 'surcharges'> => {
    const own = surcharges
      .filter((x) => x.detachmentEntryId === entryId)
      .map((x) => ({ datasheetIds: [...x.datasheetIds].sort() as DatasheetId[], upgrade: x.upgrade, points: x.points }))
      .sort((a, b) => a.upgrade.localeCompare(b.upgrade));
    return own.length > 0 ? { surcharges: own } : {};
  };
  const detachments: Detachment[] = detachmentDrafts.map((d) => {
    const enhancements: Enhancement[] = enhancementDrafts
      .filter((e) => e.detachmentEntryIds.includes(d.entryId))
      .map((e) => ({
        id: enhancementIds.take(e.name) as EnhancementId,
        name: e.name,
        points: e.points,
        requiredKeywords: e.requiredKeywords,
        excludedKeywords: e.excludedKeywords,
        content: d.content,
        ...(e.text !== undefined ? { text: e.text } : {}),
      }));
    if (d.rules.length === 0)
      report.add(d.name, 'detachment-rule', 'detachment rule', 'the detachment entry carries no rule');
    return {
      id: detachmentIdOf.get(d.entryId) as DetachmentId,
      name: d.name,
      content: d.content,
      rule: d.rules[0] ? ruleOf(d.rules[0]) : { name: d.name },
      otherRules: d.rules.slice(1).map(ruleOf),
      enhancements,
      stratagems: [],
      grantsKeywords: [
        ...(grants.get(d.entryId) ?? []),
        ...upgradeGrants
          .filter((g) => g.detachmentEntryId === d.entryId)
          .map((g): KeywordGrant => ({
            datasheetIds: [...g.datasheetIds].sort() as DatasheetId[],
            keyword: keywordOfEntry(g.categoryId),
            upgrade: g.upgrade,
            ...(g.perArmy === null ? {} : { perArmy: g.perArmy }),
          })),
      ],
      ...surchargesOf(d.entryId),
    };
  });

  const armyRules = readArmyRules(
    set,
    spec.factionKeyword,
    placed,
    contextFor(base, defaultBattleSizeEntryId, 'matched-play'),
  );
  if (armyRules.length === 0)
    report.add(
      null,
      'army-rule',
      'army rule',
      `no catalogue-wide rule, and no rule its datasheets carry that starts "If your Army Faction is ${spec.factionKeyword}"`,
    );

  const missing = auditCompleteness({
    set,
    base,
    battleSizeEntryId: defaultBattleSizeEntryId,
    isDatasheetEntry,
    datasheets: placed.map((p) => ({
      resolved: p.resolved,
      categoryIds: p.categoryIds,
      keywords: [...p.datasheet.factionKeywords, ...p.datasheet.keywords],
      name: p.datasheet.name,
      isCharacter: p.datasheet.isCharacter,
    })),
    detachments: detachments.map((d) => ({
      entryId: detachmentDrafts.find((x) => detachmentIdOf.get(x.entryId) === d.id)?.entryId ?? d.id,
      name: d.name,
      enhancements: d.enhancements.length,
    })),
    enhancementEntryIds: new Set(enhancementDrafts.map((e) => e.entryId)),
    upgradeGrants: upgradeGrants.map((g) => ({ ...g, keyword: keywordOfEntry(g.categoryId) })),
    surchargeUpgradeIds: new Set(surcharges.map((x) => x.upgradeId)),
    report,
  });
  if (missing.length > 0)
    throw new Error(
      `offered by the catalogues, but neither in the data nor in the import report: ${missing.join('; ')}`,
    );

  const sourceOf = new Map(
    placed.map((p) => [p.datasheet.id as string, set.catalogueOf(p.entryId)?.fileName ?? set.primary.fileName]),
  );
  const faction: Faction = {
    id: spec.id as FactionId,
    name: spec.name,
    factionKeyword: spec.factionKeyword,
    armyRules,
    detachments,
    allowances,
    unitLimits: [...unitLimits],
    datasheets: withLimits,
  };
  return { faction, sourceOf };
}

/**
 * The Faction keyword of a datasheet whose entry carries none: the one at least three in four units its catalogue
 * defines carry (Drop Pod: ADEPTUS ASTARTES, as the Space Marines catalogue's units). A catalogue whose units are split
 * between several (the Aeldari library) gives none.
 */
function factionOfCatalogue(set: CatalogueSet, node: Resolved): string | null {
  const catalogue = set.catalogueOf(node.id);
  if (!catalogue) return null;
  const counts = new Map<string, number>();
  let units = 0;
  const factionsOf = (n: BsNode): string[] => [
    ...n.categoryLinks.filter((c) => c.name.trim().startsWith('Faction:')).map((c) => keywordOfCategory(c.name)),
    ...n.children.filter((c) => c.type === 'model').flatMap(factionsOf),
  ];
  for (const n of [...catalogue.sharedEntries, ...catalogue.rootEntries]) {
    if (n.type !== 'unit' && n.type !== 'model' && n.type !== 'selectionEntry') continue;
    const keywords = new Set(factionsOf(n));
    if (keywords.size === 0) continue;
    units += 1;
    for (const k of keywords) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const [best] = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return best && best[1] * 4 >= units * 3 ? best[0] : null;
}

/**
 * A category hidden until a detachment is chosen is a keyword that detachment gives: the "Ynnari" category on
 * War Walkers appears only with Devoted of Ynnead. So is one a datasheet's own modifier adds to it under a
 * detachment alone: Houndpack Lance makes every War Dog BATTLELINE (and so 6 of each may be taken).
 */
function keywordGrants(
  set: CatalogueSet,
  base: RosterBase,
  placed: readonly Placed[],
  detachmentEntryIds: readonly string[],
  battleSizeEntryId: string,
): Map<string, KeywordGrant[]> {
  const out = new Map<string, KeywordGrant[]>();
  for (const category of set.categories.values()) {
    if (!isHidden(category.hidden, category.modifiers, contextFor(base, battleSizeEntryId, 'matched-play'))) continue;
    for (const d of detachmentEntryIds) {
      if (isHidden(category.hidden, category.modifiers, contextFor(base, battleSizeEntryId, 'matched-play', d)))
        continue;
      const datasheetIds = placed.filter((p) => p.categoryIds.has(category.id)).map((p) => p.datasheet.id);
      if (datasheetIds.length === 0) continue;
      out.set(d, [...(out.get(d) ?? []), { datasheetIds, keyword: keywordOfCategory(category.name) }]);
    }
  }
  const plain = contextFor(base, battleSizeEntryId, 'matched-play');
  for (const d of detachmentEntryIds) {
    const under = contextFor(base, battleSizeEntryId, 'matched-play', d);
    const byKeyword = new Map<string, Set<DatasheetId>>();
    for (const p of placed) {
      const always = new Set([...p.categoryIds, ...addedCategories(p.resolved.modifiers, plain)]);
      for (const id of addedCategories(p.resolved.modifiers, under)) {
        const name = set.category(id)?.name.trim();
        if (always.has(id) || !name || NOT_KEYWORDS.has(name) || name.startsWith('Faction:')) continue;
        const keyword = keywordOfCategory(name);
        byKeyword.set(keyword, new Set([...(byKeyword.get(keyword) ?? []), p.datasheet.id]));
      }
    }
    for (const [keyword, datasheetIds] of byKeyword)
      out.set(d, [...(out.get(d) ?? []), { datasheetIds: [...datasheetIds].sort(), keyword }]);
  }
  return out;
}

/**
 * The army rules: the rules a catalogue states or links for the whole army (the Orks' Waaagh!; Space Marines' Oath of
 * Moment, and Templar Vows, which the catalogue hides unless the army is Black Templars), in the faction's catalogue
 * and those whose root entries it takes (a chapter takes Space Marines'); and the faction rules its own datasheets carry
 * that apply "If your Army Faction is DRUKHARI" (Power from Pain). The rule text is read only to find that phrase.
 */
function readArmyRules(
  set: CatalogueSet,
  factionKeyword: string,
  placed: readonly Placed[],
  ctx: EvalContext,
): RuleText[] {
  // By name, with the text of the first rule of that name that has one.
  const rules = new Map<string, RuleText>();
  const add = (r: BsRule): void => {
    const rule = ruleOf(r);
    if (!rules.get(rule.name)?.text) rules.set(rule.name, rule);
  };
  const imported = new Set(set.rootEntries().map(({ catalogue }) => catalogue.id));
  for (const c of set.catalogues.filter((x) => imported.has(x.id) && !x.isGameSystem)) {
    const linked = set.followInfoLinks(c.infoLinks.filter((l) => l.type === 'rule'));
    for (const r of [...c.rules, ...linked.rules]) if (!isHidden(r.hidden, r.modifiers, ctx)) add(r);
  }
  const ownRuleNames = new Set(
    placed
      .filter((p) => p.datasheet.factionKeywords.includes(factionKeyword))
      .flatMap((p) => p.datasheet.abilities.filter((a) => a.kind === 'faction').map((a) => a.name)),
  );
  const phrase = new RegExp(`army faction is ${escapeRegExp(factionKeyword)}\\b`, 'i');
  for (const c of set.catalogues.filter((x) => !x.isGameSystem)) {
    for (const r of c.sharedRules) {
      if (ownRuleNames.has(r.name.trim()) && phrase.test(plainText(r.description).replace(/[’]/g, "'"))) add(r);
    }
  }
  return [...rules.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A catalogue rule by name, with its text (kept only by a player's own import: see `withoutRulesText`). */
function ruleOf(r: BsRule): RuleText {
  const text = rulesText(r.description);
  return text === undefined ? { name: r.name.trim() } : { name: r.name.trim(), text };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every datasheet and keyword name the catalogues of the set define, for any army (see `LeaderNames`). */
function knownDatasheetNames(set: CatalogueSet): Set<string> {
  const names = new Set<string>();
  for (const category of set.categories.values()) {
    names.add(nameKey(keywordOfCategory(category.name)));
    names.add(looseKey(keywordOfCategory(category.name)));
  }
  for (const c of set.catalogues) {
    for (const n of [...c.sharedEntries, ...c.rootEntries]) {
      if (n.type !== 'unit' && n.type !== 'model') continue;
      const name = n.name.replace(/\s*\[(?:Legends|Crucible)\]\s*$/i, '');
      names.add(nameKey(name));
      names.add(looseKey(name));
    }
  }
  return names;
}

/**
 * A unit offered twice under one name, as the army's own and as another faction's (an Adepta Sororitas army's
 * Ministorum Priest, and the Agents of the Imperium one beside it), is the army's own: a list naming it means that
 * one, and two datasheets of one name cannot be told apart in text. The other is left out, and said.
 */
function withoutAlliedTwins(placed: readonly Placed[], factionKeyword: string, report: Report): Placed[] {
  const key = (p: Placed): string => `${p.datasheet.name.toLowerCase()}\u0000${p.datasheet.content}`;
  const byKey = new Map<string, Placed[]>();
  for (const p of placed) byKey.set(key(p), [...(byKey.get(key(p)) ?? []), p]);
  return placed.filter((p) => {
    const twins = byKey.get(key(p)) ?? [];
    const own = twins.filter((t) => t.datasheet.factionKeywords.includes(factionKeyword));
    if (twins.length < 2 || own.length !== 1 || own[0] === p) return true;
    report.add(
      p.datasheet.name,
      'datasheet-left-out',
      'datasheet',
      `offered again as a ${p.datasheet.factionKeywords.join(' ')} unit beside the army's own; the army's own is kept`,
    );
    return false;
  });
}
