import type { Datasheet } from '../../src/domain/data/datasheet.schema';
import type { Detachment, Enhancement, KeywordGrant } from '../../src/domain/data/detachment.schema';
import type { Faction } from '../../src/domain/data/faction.schema';
import type { DatasheetId, DetachmentId, EnhancementId, FactionId } from '../../src/domain/data/ids';
import type { RuleText } from '../../src/domain/data/rule-text.schema';
import { buildAllowances } from './allowances';
import type { CatalogueSet, Resolved } from './catalogue-set';
import { isHidden } from './conditions';
import { buildDatasheet, contentFromName, type DatasheetDraft } from './datasheet';
import type { JoinsAlongsideNames } from './leader-targets';
import { readDetachments, readEnhancements } from './detachments';
import type { Report } from './report';
import { CATEGORY } from './game-constants';
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

/**
 * Datasheets are root units and models; a few are typed "upgrade" by mistake (Hand of the Archon) but hold models.
 * Configuration and reference entries (Detachment, Show/Hide Options, Order of Battle) are not datasheets.
 */
function isDatasheetEntry(node: Resolved): boolean {
  if (node.type === 'unit' || node.type === 'model') return true;
  if (node.type !== 'upgrade') return false;
  const primary = node.categoryLinks.find((c) => c.primary);
  if (primary?.targetId === CATEGORY.configuration || /^(Configuration|Reference)$/.test(primary?.name ?? '')) return false;
  const holdsModels = (n: Resolved): boolean => n.children.some((c) => (c.kind === 'entry' && c.type === 'model') || (c.type !== 'model' && holdsModels(c)));
  return holdsModels(node);
}

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
  const detachmentDrafts = readDetachments(set, defaultBattleSizeEntryId, report);
  const detachmentIds = new SlugScope();
  const detachmentIdOf = new Map(detachmentDrafts.map((d) => [d.entryId, detachmentIds.take(d.name) as DetachmentId]));
  const detachmentEntryIds = detachmentDrafts.map((d) => d.entryId);
  const ctx = contextFor(set.primary.id, defaultBattleSizeEntryId, 'matched-play');

  // Datasheets: every unit or model the catalogue (and catalogues whose root entries it imports) offers this faction.
  const seen = new Set<string>();
  const candidates: { node: Resolved; visibility: NonNullable<ReturnType<typeof classifyVisibility>> }[] = [];
  for (const { node } of set.rootEntries()) {
    const resolved = set.resolve(node);
    if (!isDatasheetEntry(resolved) || seen.has(resolved.id)) continue;
    seen.add(resolved.id);
    // Entries hidden in every mode belong to other factions sharing the library (Chaos Knights in World Eaters).
    const visibility = classifyVisibility(resolved, set.primary.id, defaultBattleSizeEntryId, detachmentEntryIds, contentFromName(resolved.name));
    if (visibility) candidates.push({ node: resolved, visibility });
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
    if (draft.datasheet.factionKeywords.length === 0) {
      report.add(draft.datasheet.name, 'datasheet', 'the catalogue gives it no "Faction:" category, so no army could field it; not imported');
      return null;
    }
    for (const p of problems) report.add(draft.datasheet.name, p.construct, p.why);
    return { ...draft, onlyInDetachments: visibility.onlyInDetachments, resolved: node };
  }).filter((p): p is Placed => p !== null);

  // Leader targets are names; resolve them against this faction's datasheets.
  // Compared without case, spaces or punctuation: a catalogue writes "HANDFLAMERS" for "Hand Flamers".
  const nameKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const byName = new Map<string, Placed[]>();
  for (const p of placed) {
    const key = nameKey(p.datasheet.name);
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  // "Acolyte Hybrids" names both "Acolyte Hybrids with Autopistols" and "… with Hand Flamers".
  const findLed = (name: string, leader: Placed): DatasheetId[] => {
    const key = nameKey(name);
    let matches = byName.get(key) ?? byName.get(key.replace(/s$/, '')) ?? byName.get(`${key}s`) ?? [];
    if (matches.length === 0) matches = placed.filter((p) => p.datasheet.name.toLowerCase().startsWith(`${name.toLowerCase()} with `));
    const sameContent = matches.filter((m) => m.datasheet.content === leader.datasheet.content);
    const pool = sameContent.length > 0 ? sameContent : matches.filter((m) => m.datasheet.content === 'matched-play');
    return (pool.length > 0 ? pool : matches).map((m) => m.datasheet.id);
  };
  // "… even if a PRIMUS, MAGUS, or ACOLYTE ICONWARD model has already been attached": names to datasheet ids, the
  // same way as Leader targets; the units it may share are among those it leads.
  const resolveJoinsAlongside = (p: Placed, names: JoinsAlongsideNames, leads: readonly DatasheetId[]): Datasheet['joinsAlongside'] => {
    const resolve = (what: string) => (name: string): DatasheetId[] => {
      const ids = findLed(name, p);
      if (ids.length === 0) report.add(p.datasheet.name, `${what} "${name}"`, 'no datasheet of that name in this faction');
      return ids;
    };
    const leaders = [...new Set(names.leaders.flatMap(resolve('Leader it may join alongside')))].sort();
    const bodyguards =
      names.bodyguards === null
        ? [...leads]
        : [...new Set(names.bodyguards.flatMap(resolve('Unit it may join alongside another Leader')))].filter((id) => leads.includes(id));
    return leaders.length > 0 && bodyguards.length > 0 ? { leaders, bodyguards: bodyguards.sort() } : undefined;
  };
  const datasheets: Datasheet[] = placed.map((p) => {
    const leads: DatasheetId[] = [];
    for (const target of p.leaderTargets) {
      const ids = findLed(target, p);
      leads.push(...ids);
      // An allied leader's other bodyguards (a Winged Tyranid Prime's Tyranid Warriors) are simply not in this list.
      if (ids.length === 0 && p.datasheet.content === 'matched-play' && p.datasheet.factionKeywords.includes(spec.factionKeyword)) {
        report.add(p.datasheet.name, `Leader target "${target}"`, 'no datasheet of that name in this faction');
      }
    }
    const onlyIn = p.onlyInDetachments?.map((d) => detachmentIdOf.get(d)).filter((d): d is DetachmentId => d !== undefined);
    const joinsAlongside = p.joinsAlongside && resolveJoinsAlongside(p, p.joinsAlongside, [...new Set(leads)]);
    return {
      ...p.datasheet,
      leads: [...new Set(leads)],
      ...(joinsAlongside ? { joinsAlongside } : {}),
      ...(onlyIn && onlyIn.length > 0 ? { onlyInDetachments: onlyIn } : {}),
    };
  });

  const allowances = buildAllowances({
    set,
    factionKeyword: spec.factionKeyword,
    candidates: placed,
    battleSizes,
    detachments: detachmentDrafts.map((d) => ({ ...d, id: detachmentIdOf.get(d.entryId) as DetachmentId })),
    contextUnder: (d) => contextFor(set.primary.id, defaultBattleSizeEntryId, 'matched-play', d),
    report,
  });

  // Enhancements go to the army's own characters and to those an allowance lets take them (Harlequins in an
  // Aeldari army); allied characters carry their own faction's Enhancements, never usable here.
  const enhancementKeywords = new Set([spec.factionKeyword, ...allowances.filter((a) => a.canTakeEnhancements).flatMap((a) => a.keywords)]);
  const bearers = placed
    .filter((p) => p.datasheet.isCharacter && [...p.datasheet.factionKeywords, ...p.datasheet.keywords].some((k) => enhancementKeywords.has(k)))
    .map((p) => ({ resolved: p.resolved, categoryIds: p.categoryIds, keywords: [...p.datasheet.factionKeywords, ...p.datasheet.keywords] }));
  const enhancementDrafts = readEnhancements(
    bearers,
    detachmentDrafts,
    (d) => contextFor(set.primary.id, defaultBattleSizeEntryId, 'matched-play', d),
    (id) => keywordOfCategory(set.category(id)?.name ?? set.node(id)?.name ?? id),
    report,
  );
  const enhancementIds = new SlugScope();
  const grants = keywordGrants(set, placed, detachmentEntryIds, defaultBattleSizeEntryId);
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
      }));
    if (d.rules.length === 0) report.add(d.name, 'detachment rule', 'the detachment entry carries no rule');
    return {
      id: detachmentIdOf.get(d.entryId) as DetachmentId,
      name: d.name,
      content: d.content,
      rule: { name: d.rules[0]?.name.trim() ?? d.name },
      otherRules: d.rules.slice(1).map((r) => ({ name: r.name.trim() })),
      enhancements,
      stratagems: [],
      grantsKeywords: grants.get(d.entryId) ?? [],
    };
  });

  const own = datasheets.filter((d) => d.factionKeywords.includes(spec.factionKeyword) && d.content === 'matched-play');
  const ruleCount = new Map<string, number>();
  for (const d of own) for (const a of d.abilities) if (a.kind === 'faction') ruleCount.set(a.name, (ruleCount.get(a.name) ?? 0) + 1);
  const armyRules: RuleText[] = [...ruleCount.entries()]
    // Army rules are the faction rules its datasheets link most: Power from Pain on every Drukhari datasheet, Cult
    // Ambush on the Genestealer Cults infantry that arrive by it.
    .filter(([, n]) => n * 4 >= own.length)
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
