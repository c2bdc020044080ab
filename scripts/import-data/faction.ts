import type { Allowance } from '../../src/domain/data/allowance.schema';
import type { Datasheet } from '../../src/domain/data/datasheet.schema';
import type { Detachment, Enhancement, KeywordGrant } from '../../src/domain/data/detachment.schema';
import type { Faction } from '../../src/domain/data/faction.schema';
import type { AllowanceId, DatasheetId, DetachmentId, EnhancementId, FactionId } from '../../src/domain/data/ids';
import type { RuleText } from '../../src/domain/data/rule-text.schema';
import { allowanceRestrictions, readAllowanceCaps } from './allowances';
import type { BsRule } from './bs-types';
import type { CatalogueSet, Resolved } from './catalogue-set';
import { isHidden } from './conditions';
import { buildDatasheet, contentFromName, type DatasheetDraft } from './datasheet';
import { readDetachments, readEnhancements } from './detachments';
import type { Report } from './report';
import { SlugScope, slugify } from './slug';
import { classifyVisibility, contextFor } from './visibility';

export type FactionSpec = {
  readonly id: string;
  readonly name: string;
  readonly catalogue: string;
  readonly factionKeyword: string;
};

export type BattleSizeRef = { readonly id: string; readonly entryId: string };

type Placed = DatasheetDraft & { readonly onlyInDetachments: readonly string[] | null; readonly resolved: Resolved };

function keywordOfCategory(name: string): string {
  return name.replace(/^Faction:\s*/, '').trim().toUpperCase();
}

export function buildFaction(
  spec: FactionSpec,
  set: CatalogueSet,
  battleSizes: readonly BattleSizeRef[],
  defaultBattleSizeEntryId: string,
  report: Report,
): Faction {
  const { offered: detachmentDrafts, allEntryIds: allDetachmentEntryIds } = readDetachments(set, defaultBattleSizeEntryId, report);
  const detachmentIds = new SlugScope();
  const detachmentIdOf = new Map(detachmentDrafts.map((d) => [d.entryId, detachmentIds.take(d.name) as DetachmentId]));
  const detachmentEntryIds = detachmentDrafts.map((d) => d.entryId);
  const ctx = contextFor(set.primary.id, defaultBattleSizeEntryId, 'matched-play');

  // Datasheets: every unit or model the catalogue (and catalogues whose root entries it imports) offers this faction.
  const seen = new Set<string>();
  const candidates: { node: Resolved; visibility: NonNullable<ReturnType<typeof classifyVisibility>> }[] = [];
  for (const { node } of set.rootEntries()) {
    const resolved = set.resolve(node);
    if (resolved.type !== 'unit' && resolved.type !== 'model') continue;
    if (seen.has(resolved.id)) continue;
    seen.add(resolved.id);
    const visibility = classifyVisibility(resolved, set.primary.id, defaultBattleSizeEntryId, detachmentEntryIds, contentFromName(resolved.name));
    if (!visibility) {
      report.add(resolved.name.trim(), 'datasheet', 'hidden for this faction in every game mode the importer reads; not imported');
      continue;
    }
    candidates.push({ node: resolved, visibility });
  }
  // Matched-play datasheets claim the plain slug first ("prince-yriel"; the Legends one becomes "prince-yriel-legends").
  const order = { 'matched-play': 0, 'boarding-actions': 1, crusade: 2, legends: 3 } as const;
  candidates.sort((a, b) => order[a.visibility.content] - order[b.visibility.content] || a.node.name.localeCompare(b.node.name));
  const ids = new SlugScope();
  const placed: Placed[] = candidates.map(({ node, visibility }) => {
    const plain = slugify(node.name.replace(/\s*\[(?:Legends|Crucible)\]\s*$/i, ''));
    const id = ids.take('', ids.has(plain) ? `${plain}-${visibility.content}` : plain) as DatasheetId;
    const problems: { construct: string; why: string }[] = [];
    const draft = buildDatasheet(node, id, visibility.content, ctx, set.categories, problems);
    for (const p of problems) report.add(draft.datasheet.name, p.construct, p.why);
    return { ...draft, onlyInDetachments: visibility.onlyInDetachments, resolved: node };
  }).filter((p) => {
    if (p.datasheet.factionKeywords.length > 0) return true;
    report.add(p.datasheet.name, 'datasheet', 'the catalogue gives it no "Faction:" category, so no army could field it; not imported');
    return false;
  });

  // Leader targets are names; resolve them against this faction's datasheets.
  const byName = new Map<string, Placed[]>();
  for (const p of placed) {
    const key = p.datasheet.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  const findLed = (name: string, leader: Placed): DatasheetId | undefined => {
    const key = name.toLowerCase();
    const matches = byName.get(key) ?? byName.get(key.replace(/s$/, '')) ?? byName.get(`${key}s`) ?? [];
    const sameContent = matches.find((m) => m.datasheet.content === leader.datasheet.content);
    return (sameContent ?? matches.find((m) => m.datasheet.content === 'matched-play') ?? matches[0])?.datasheet.id;
  };
  const datasheets: Datasheet[] = placed.map((p) => {
    const leads: DatasheetId[] = [];
    for (const target of p.leaderTargets) {
      const id = findLed(target, p);
      if (id) leads.push(id);
      else if (p.datasheet.content === 'matched-play') {
        report.add(p.datasheet.name, `Leader target "${target}"`, 'no datasheet of that name in this faction');
      }
    }
    const onlyIn = p.onlyInDetachments?.map((d) => detachmentIdOf.get(d)).filter((d): d is DetachmentId => d !== undefined);
    return { ...p.datasheet, leads: [...new Set(leads)], ...(onlyIn && onlyIn.length > 0 ? { onlyInDetachments: onlyIn } : {}) };
  });

  const ownFactionCategories = new Set(
    [...set.categories.values()].filter((c) => keywordOfCategory(c.name) === spec.factionKeyword && c.name.startsWith('Faction:')).map((c) => c.id),
  );
  const characterEntries = placed.filter((p) => p.datasheet.isCharacter).map((p) => p.resolved);
  const enhancementDrafts = readEnhancements(characterEntries, detachmentDrafts, allDetachmentEntryIds, ownFactionCategories, report);
  const enhancementIds = new SlugScope();
  const categoryKeyword = (id: string): string => keywordOfCategory(set.category(id)?.name ?? id);

  const detachmentRules = new Map<string, readonly BsRule[]>();
  for (const { node } of set.rootEntries().filter(({ node: n }) => n.name.trim() === 'Detachment')) {
    const walk = (n: Resolved): void => {
      if (detachmentIdOf.has(n.id)) detachmentRules.set(n.id, n.rules);
      n.children.forEach(walk);
    };
    walk(set.resolve(node));
  }

  const grants = keywordGrants(set, placed, detachmentEntryIds, defaultBattleSizeEntryId);
  const detachments: Detachment[] = detachmentDrafts.map((d) => {
    const enhancements: Enhancement[] = enhancementDrafts
      .filter((e) => e.detachmentEntryIds.includes(d.entryId))
      .map((e) => ({
        id: enhancementIds.take(e.name) as EnhancementId,
        name: e.name,
        points: e.points,
        requiredKeywords: e.requiredCategories.map(categoryKeyword),
        excludedKeywords: e.excludedCategories.map(categoryKeyword),
        content: d.content,
      }));
    if (d.ruleNames.length === 0) report.add(d.name, 'detachment rule', 'the detachment entry carries no rule');
    return {
      id: detachmentIdOf.get(d.entryId) as DetachmentId,
      name: d.name,
      content: d.content,
      rule: { name: d.ruleNames[0] ?? d.name },
      enhancements,
      stratagems: [],
      grantsKeywords: grants.get(d.entryId) ?? [],
    };
  });

  const allowances = buildAllowances(spec, set, placed, battleSizes, detachmentDrafts.map((d) => d.entryId), detachmentIdOf, detachmentRules, report);

  const own = datasheets.filter((d) => d.factionKeywords.includes(spec.factionKeyword) && d.content === 'matched-play');
  const ruleCount = new Map<string, number>();
  for (const d of own) for (const a of d.abilities) if (a.kind === 'faction') ruleCount.set(a.name, (ruleCount.get(a.name) ?? 0) + 1);
  const armyRules: RuleText[] = [...ruleCount.entries()]
    .filter(([, n]) => n * 2 >= own.length)
    .map(([name]) => ({ name }))
    .sort((a, b) => a.name.localeCompare(b.name));

  return {
    id: spec.id as FactionId,
    name: spec.name,
    factionKeyword: spec.factionKeyword,
    armyRules,
    detachments,
    allowances,
    datasheets,
  };
}

/**
 * The fewest keywords that pick out exactly an allowance's units among the faction's datasheets, Faction keywords
 * first: Corsairs and Travelling Players → ANHRATHE and HARLEQUINS.
 */
function coveringKeywords(members: readonly Placed[], others: readonly Placed[]): string[] {
  const keywordsOf = (p: Placed): string[] => [...p.datasheet.factionKeywords, ...p.datasheet.keywords];
  const taken = new Set(others.flatMap(keywordsOf));
  const candidates = [...new Set(members.flatMap(keywordsOf))].filter((k) => !taken.has(k));
  const chosen: string[] = [];
  let left = [...members];
  while (left.length > 0) {
    const best = candidates
      .filter((k) => !chosen.includes(k))
      .map((k) => ({
        k,
        covers: left.filter((m) => keywordsOf(m).includes(k)).length,
        isFaction: left.some((m) => m.datasheet.factionKeywords.includes(k)),
      }))
      .sort((a, b) => b.covers - a.covers || Number(b.isFaction) - Number(a.isFaction) || a.k.localeCompare(b.k))[0];
    if (!best || best.covers === 0) return [];
    chosen.push(best.k);
    left = left.filter((m) => !keywordsOf(m).includes(best.k));
  }
  return chosen.sort();
}

/**
 * A category hidden until a detachment is chosen is a keyword that detachment gives: the "Ynnari" category on
 * War Walkers appears only with Devoted of Ynnead.
 */
function keywordGrants(
  set: CatalogueSet,
  placed: readonly Placed[],
  detachmentEntryIds: readonly string[],
  battleSizeEntryId: string,
): Map<string, KeywordGrant[]> {
  const out = new Map<string, KeywordGrant[]>();
  for (const category of set.categories.values()) {
    const base = contextFor(set.primary.id, battleSizeEntryId, 'matched-play');
    if (!isHidden(category.hidden, category.modifiers, base)) continue;
    for (const d of detachmentEntryIds) {
      if (isHidden(category.hidden, category.modifiers, contextFor(set.primary.id, battleSizeEntryId, 'matched-play', d))) continue;
      const datasheetIds = placed.filter((p) => p.categoryIds.has(category.id)).map((p) => p.datasheet.id);
      if (datasheetIds.length === 0) continue;
      out.set(d, [...(out.get(d) ?? []), { datasheetIds, keyword: keywordOfCategory(category.name) }]);
    }
  }
  return out;
}

function buildAllowances(
  spec: FactionSpec,
  set: CatalogueSet,
  placed: readonly Placed[],
  battleSizes: readonly BattleSizeRef[],
  detachmentEntryIds: readonly string[],
  detachmentIdOf: ReadonlyMap<string, DetachmentId>,
  detachmentRules: ReadonlyMap<string, readonly BsRule[]>,
  report: Report,
): Allowance[] {
  const drafts = readAllowanceCaps(set, battleSizes.map((b) => b.entryId), detachmentEntryIds);
  const sizeId = new Map(battleSizes.map((b) => [b.entryId, b.id]));
  const ids = new SlugScope();
  const out: Allowance[] = [];
  for (const draft of drafts) {
    const members = placed.filter((p) => p.categoryIds.has(draft.category.id) && !p.datasheet.factionKeywords.includes(spec.factionKeyword));
    if (members.length === 0) continue;
    const keywords = coveringKeywords(members, placed.filter((p) => !members.includes(p)));
    if (keywords.length === 0) {
      report.add(draft.category.name, 'allowance', 'no keyword tells its units apart from the rest of the faction');
      continue;
    }
    // The cap may apply under every detachment while the units themselves are offered only under some (GSC:
    // Astra Militarum units appear only with Brood Brother Auxilia).
    let under = draft.appliesUnder;
    const memberRestrictions = members.map((m) => m.onlyInDetachments);
    if (memberRestrictions.every((r) => r !== null)) {
      const common = detachmentEntryIds.filter((d) => memberRestrictions.every((r) => r?.includes(d)));
      under = under === null ? common : under.filter((d) => common.includes(d));
    }
    const onlyIn = under !== null && !draft.appliesWithout ? under : null;
    const notIn = under !== null && draft.appliesWithout ? detachmentEntryIds.filter((d) => !under?.includes(d)) : [];
    const sharedRule = [...set.catalogues.flatMap((c) => c.sharedRules)].find((r) => r.name.trim() === draft.category.name.trim());
    const detachmentRule = onlyIn?.length === 1 ? detachmentRules.get(onlyIn[0] as string)?.[0] : undefined;
    const rule = sharedRule ?? detachmentRule;
    const name = rule?.name.trim() ?? draft.category.name.replace(/^Faction:\s*/, '').trim();
    const pointsCap: Record<string, number> = {};
    for (const [entryId, cap] of draft.caps) {
      const id = sizeId.get(entryId);
      if (id) pointsCap[id] = cap;
    }
    if (!rule) report.add(name, 'allowance rule', `no rule of that name in the catalogues; the allowance is named after its category "${draft.category.name}"`);
    out.push({
      id: ids.take(name) as AllowanceId,
      rule: { name },
      keywords,
      pointsCap,
      ...allowanceRestrictions(rule ? [rule] : []),
      ...(onlyIn ? { onlyInDetachments: onlyIn.map((d) => detachmentIdOf.get(d) as DetachmentId) } : {}),
      notInDetachments: notIn.map((d) => detachmentIdOf.get(d) as DetachmentId),
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

