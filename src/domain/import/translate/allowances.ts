import type { Allowance } from '../../data/allowance.schema';
import type { Datasheet } from '../../data/datasheet.schema';
import type { AllowanceId, DetachmentId } from '../../data/ids';
import type { BsCategoryEntry, BsConstraint, BsRule } from '../read/bs-types';
import type { CatalogueSet, Resolved } from '../read/catalogue-set';
import { isOfferedEnhancement, isOfferedWarlord, type CharacterRef } from './character-choices';
import { constraintValue, type EvalContext } from '../read/conditions';
import { POINTS_COST_TYPE } from '../read/game-constants';
import type { Report } from '../report';
import { SlugScope } from '../slug';
import { contextFor, type RosterBase } from '../read/visibility';

/** What allowances need to know about a datasheet the faction's catalogue offers. */
export type AllowanceCandidate = {
  readonly datasheet: Omit<Datasheet, 'leads' | 'leadsKeywords'>;
  readonly resolved: Resolved;
  readonly categoryIds: ReadonlySet<string>;
  /** Detachment entry ids the datasheet is offered under; null when under any. */
  readonly onlyInDetachments: readonly string[] | null;
};

export type AllowanceContext = {
  readonly set: CatalogueSet;
  readonly base: RosterBase;
  readonly factionKeyword: string;
  readonly candidates: readonly AllowanceCandidate[];
  readonly battleSizes: readonly { readonly id: string; readonly entryId: string }[];
  readonly detachments: readonly {
    readonly entryId: string;
    readonly id: DetachmentId;
    readonly name: string;
    readonly rules: readonly BsRule[];
  }[];
  /** The matched-play roster at the default battle size, under the detachment (or none) given. */
  readonly contextUnder: (detachmentEntryId?: string) => EvalContext;
  /** Datasheets whose number a unit limit of this faction caps (Imperial Knights in an Imperium army). */
  readonly limited: ReadonlySet<string>;
  readonly report: Report;
};

type CapDraft = {
  /** The category's "at most N points" constraint. */
  readonly cap: BsConstraint;
  readonly category: BsCategoryEntry;
  /** Battle size entry id → combined points cap. */
  readonly caps: ReadonlyMap<string, number>;
  /** Detachment entry ids the cap applies under; null when it applies whatever the detachment. */
  readonly appliesUnder: readonly string[] | null;
  readonly appliesWithout: boolean;
};

/**
 * Capped allowances are categories with a points cap at force or roster scope, raised from "-1" (not allowed) by
 * modifiers that check the primary catalogue, the battle size and sometimes the detachment, e.g. Drukhari
 * "Corsairs and Travelling Players": 250 / 500 / 750 unless Reaper's Wager is chosen.
 */
function readCaps(
  set: CatalogueSet,
  base: RosterBase,
  battleSizeIds: readonly string[],
  detachmentIds: readonly string[],
): CapDraft[] {
  const out: CapDraft[] = [];
  for (const category of set.categories.values()) {
    const cap = category.constraints.find(
      (c) => c.type === 'max' && c.field === POINTS_COST_TYPE && (c.scope === 'force' || c.scope === 'roster'),
    );
    if (!cap) continue;
    const caps = new Map<string, number>();
    const under = new Set<string>();
    let appliesWithout = false;
    for (const detachment of [undefined, ...detachmentIds]) {
      for (const size of battleSizeIds) {
        const value = constraintValue(cap, category.modifiers, contextFor(base, size, 'matched-play', detachment));
        if (value < 0) continue;
        caps.set(size, Math.max(caps.get(size) ?? 0, value));
        if (detachment) under.add(detachment);
        else appliesWithout = true;
      }
    }
    if (caps.size === 0) continue;
    const everywhere = appliesWithout && under.size === detachmentIds.length;
    out.push({ cap, category, caps, appliesUnder: everywhere ? null : [...under], appliesWithout });
  }
  return out;
}

/** Facts a rule states in its text, read without copying it: whether the allowed units may provide the Warlord. */
function textAllowsWarlord(rules: readonly BsRule[]): boolean {
  const text = rules.map((r) => r.description.replace(/\^\^|\*\*/g, '')).join('\n');
  return !/(can ?not|can't|cannot)\s+be\s+your\s+warlord|must be your warlord|can be your warlord/i.test(text);
}

/** Keywords a rule marks up as keywords (^^Harlequins^^), upper-cased. */
function markedKeywords(rules: readonly BsRule[]): Set<string> {
  const out = new Set<string>();
  for (const r of rules)
    for (const m of r.description.matchAll(/\^\^\**([^^*]+?)\**\^\^/g)) out.add((m[1] as string).trim().toUpperCase());
  return out;
}

function keywordsOf(c: AllowanceCandidate): string[] {
  return [...c.datasheet.factionKeywords, ...c.datasheet.keywords];
}

type CharacterFacts = { readonly canBeWarlord: boolean; readonly canTakeEnhancements: boolean };

/**
 * What the catalogue offers the allowance's characters in the rosters the allowance applies to. It hides the Warlord
 * choice on characters an army's rules bar from it: a Troupe Master in a Drukhari army, under Reaper's Wager too,
 * whose catalogue rule (Callous Competition) never mentions the Warlord. One allowance rule covers all its units, so
 * a choice hidden on any of them bars them all (Prince Yriel keeps his in a Drukhari army though Corsairs and
 * Travelling Players bars ANHRATHE models too). Enhancements are open to them when a detachment's Enhancement admits
 * one of their characters: Reaper's Cowl (HARLEQUINS only), Final Day's Synaptic Auger (TYRANIDS only).
 */
function characterFacts(
  members: readonly AllowanceCandidate[],
  rosters: readonly EvalContext[],
  rules: readonly BsRule[],
): CharacterFacts {
  const characters: CharacterRef[] = members
    .filter((m) => m.datasheet.isCharacter)
    .map((m) => ({ resolved: m.resolved, categoryIds: m.categoryIds, keywords: keywordsOf(m) }));
  const isBarred = characters.some((c) => rosters.some((r) => isOfferedWarlord(c, r) === false));
  return {
    canBeWarlord: textAllowsWarlord(rules) && !isBarred,
    canTakeEnhancements: characters.some((c) => rosters.some((r) => isOfferedEnhancement(c, r))),
  };
}

function cover(members: readonly AllowanceCandidate[], candidates: readonly string[]): string[] {
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
 * The fewest keywords that pick out an allowance's units and none of the faction's own, preferring keywords the
 * rule itself names ("Harlequins and Anhrathe units", not the Faction keyword Asuryani that Corsairs also carry).
 */
function coveringKeywords(
  members: readonly AllowanceCandidate[],
  own: readonly AllowanceCandidate[],
  named: ReadonlySet<string>,
): string[] {
  const taken = new Set(own.flatMap(keywordsOf));
  const all = [...new Set(members.flatMap(keywordsOf))].filter((k) => !taken.has(k));
  const fromRule = cover(
    members,
    all.filter((k) => named.has(k)),
  );
  return fromRule.length > 0 ? fromRule : cover(members, all);
}

/** Matched-play members decide keywords and detachments; Legends and Crusade entries follow them. */
function deciding(members: readonly AllowanceCandidate[]): readonly AllowanceCandidate[] {
  const matched = members.filter((m) => m.datasheet.content === 'matched-play');
  return matched.length > 0 ? matched : members;
}

export function buildAllowances(ctx: AllowanceContext): Allowance[] {
  const { set, factionKeyword, candidates, report } = ctx;
  const detachmentEntryIds = ctx.detachments.map((d) => d.entryId);
  const detachmentOf = new Map(ctx.detachments.map((d) => [d.entryId, d]));
  const own = candidates.filter((c) => c.datasheet.factionKeywords.includes(factionKeyword));
  const sizeId = new Map(ctx.battleSizes.map((b) => [b.entryId, b.id]));
  const sharedRules = set.catalogues.flatMap((c) => c.sharedRules);
  const ids = new SlugScope();
  const out: Allowance[] = [];
  const covered = new Set<AllowanceCandidate>();

  for (const draft of readCaps(
    set,
    ctx.base,
    ctx.battleSizes.map((b) => b.entryId),
    detachmentEntryIds,
  )) {
    // A modifier of the cap the importer did not apply (a `ceil`, a value that is not a number) is said, not dropped.
    for (const m of draft.category.modifiers.filter(
      (x) => x.field === draft.cap.id && !ctx.base.log.modifiers.has(x),
    )) {
      report.add(
        draft.category.name,
        'unknown-modifier',
        `modifier "${m.type}" of the points cap by "${m.value}"`,
        'a modifier of the cap the importer does not apply',
      );
    }
    const members = candidates.filter((c) => c.categoryIds.has(draft.category.id) && !own.includes(c));
    if (members.length === 0) continue;
    const sharedRule = sharedRules.find((r) => r.name.trim() === draft.category.name.trim());
    const keywords = coveringKeywords(deciding(members), own, markedKeywords(sharedRule ? [sharedRule] : []));
    if (keywords.length === 0) {
      report.add(
        draft.category.name,
        'allowance',
        'allowance',
        'no keyword tells its units apart from the rest of the faction',
      );
      continue;
    }
    for (const m of members) covered.add(m);
    // The cap may apply under every detachment while the units themselves are offered only under some (Astra
    // Militarum units in a Genestealer Cults army appear only with Brood Brother Auxilia).
    let under = draft.appliesUnder;
    let appliesWithout = draft.appliesWithout;
    const restrictions = deciding(members).map((m) => m.onlyInDetachments);
    if (restrictions.every((r) => r !== null)) {
      const common = detachmentEntryIds.filter((d) => restrictions.every((r) => r?.includes(d)));
      under = under === null ? common : under.filter((d) => common.includes(d));
      appliesWithout = false;
    }
    const onlyIn = under !== null && !appliesWithout ? under : null;
    const notIn = under !== null && appliesWithout ? detachmentEntryIds.filter((d) => !under?.includes(d)) : [];
    const single = onlyIn?.length === 1 ? detachmentOf.get(onlyIn[0] as string) : undefined;
    // A detachment that opens an allowance states the cap in one of its rules (Brood Brothers); when none does, the
    // allowance is the detachment itself (Reaper's Wager raises the Harlequins cap).
    const detachmentRule = single?.rules.find((r) => /\bpts\b|points/i.test(r.description));
    const rule = sharedRule ?? detachmentRule;
    const name = rule?.name.trim() ?? single?.name ?? draft.category.name.replace(/^Faction:\s*/, '').trim();
    if (!rule && !single) {
      report.add(
        name,
        'allowance-rule',
        'allowance rule',
        `no rule of that name in the catalogues; the allowance is named after its category "${draft.category.name}"`,
      );
    }
    const pointsCap: Record<string, number> = {};
    for (const [entryId, cap] of draft.caps) {
      const id = sizeId.get(entryId);
      if (id) pointsCap[id] = cap;
    }
    const rosters = onlyIn
      ? onlyIn.map((d) => ctx.contextUnder(d))
      : [ctx.contextUnder(), ...detachmentEntryIds.filter((d) => !notIn.includes(d)).map((d) => ctx.contextUnder(d))];
    out.push({
      id: ids.take(name) as AllowanceId,
      rule: { name },
      keywords,
      pointsCap,
      ...characterFacts(deciding(members), rosters, rule ? [rule] : (single?.rules ?? [])),
      // A points cap on units of another faction makes them allies (Harlequins with Drukhari, Brood Brothers).
      isAllied: true,
      ...(onlyIn ? { onlyInDetachments: onlyIn.map((d) => detachmentOf.get(d)?.id as DetachmentId) } : {}),
      notInDetachments: notIn.map((d) => detachmentOf.get(d)?.id as DetachmentId),
    });
  }

  // Uncapped allowances: a faction rule linked from the other units and naming this army's Faction keyword ("you
  // can include Harlequins units in your army, even though they do not have the Asuryani Faction keyword").
  const cappedKeywords = new Set(out.flatMap((a) => a.keywords));
  const rest = candidates.filter(
    (c) => !own.includes(c) && !covered.has(c) && !keywordsOf(c).some((k) => cappedKeywords.has(k)),
  );
  const byRule = new Map<string, AllowanceCandidate[]>();
  for (const c of rest) {
    for (const a of c.datasheet.abilities.filter((x) => x.kind === 'faction')) {
      const rule = sharedRules.find((r) => r.name.trim() === a.name);
      if (!rule || !new RegExp(`\\b${factionKeyword}\\b`, 'i').test(rule.description.replace(/\^\^|\*\*/g, '')))
        continue;
      if (!/\bcan include\b/i.test(rule.description)) continue;
      byRule.set(a.name, [...(byRule.get(a.name) ?? []), c]);
    }
  }
  for (const [name, members] of byRule) {
    const rule = sharedRules.find((r) => r.name.trim() === name) as BsRule;
    const keywords = coveringKeywords(deciding(members), own, markedKeywords([rule]));
    if (keywords.length === 0) continue;
    for (const m of members) covered.add(m);
    out.push({
      id: ids.take(name) as AllowanceId,
      rule: { name },
      keywords,
      pointsCap: {},
      ...characterFacts(
        deciding(members),
        [ctx.contextUnder(), ...detachmentEntryIds.map((d) => ctx.contextUnder(d))],
        [rule],
      ),
      // No cap, and a rule the units carry as their own Faction ability: they are part of the army, not allies (the
      // official app lists an Aeldari army's Troupe Master under Characters).
      isAllied: false,
      notInDetachments: [],
    });
  }

  // Allies capped by number rather than points: another faction's units that a unit limit of this army counts (an
  // Imperium army's Imperial Knights and Agents of the Imperium, a Chaos army's Chaos Knights and Titans), allowed
  // by their Faction keyword within those limits.
  const unitCapped = new Set(out.flatMap((a) => a.keywords));
  const byFaction = new Map<string, AllowanceCandidate[]>();
  for (const c of candidates) {
    if (own.includes(c) || covered.has(c) || keywordsOf(c).some((k) => unitCapped.has(k))) continue;
    const keyword = c.datasheet.factionKeywords[0];
    if (keyword === undefined) continue;
    byFaction.set(keyword, [...(byFaction.get(keyword) ?? []), c]);
  }
  for (const [keyword, members] of [...byFaction].sort(([a], [b]) => a.localeCompare(b))) {
    if (!members.some((m) => ctx.limited.has(m.datasheet.id))) continue;
    const withKeyword = candidates.filter(
      (c) => !own.includes(c) && !covered.has(c) && c.datasheet.factionKeywords.includes(keyword),
    );
    for (const m of withKeyword) covered.add(m);
    const name = titleCase(keyword);
    out.push({
      id: ids.take(name) as AllowanceId,
      rule: { name },
      keywords: [keyword],
      pointsCap: {},
      ...characterFacts(
        deciding(withKeyword),
        [ctx.contextUnder(), ...detachmentEntryIds.map((d) => ctx.contextUnder(d))],
        [],
      ),
      isAllied: true,
      notInDetachments: [],
    });
  }

  const allowed = new Set(out.flatMap((a) => a.keywords));
  for (const c of candidates) {
    if (own.includes(c) || covered.has(c) || keywordsOf(c).some((k) => allowed.has(k))) continue;
    if (c.datasheet.content === 'matched-play' && c.onlyInDetachments === null) {
      report.add(
        c.datasheet.name,
        'datasheet-left-out',
        'datasheet',
        `it lacks the ${factionKeyword} keyword and no allowance in the catalogues covers it`,
      );
    }
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** "IMPERIAL KNIGHTS" → "Imperial Knights", for an allowance named after the Faction keyword it admits. */
function titleCase(keyword: string): string {
  return keyword
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, letter: string) => `${sep}${letter.toUpperCase()}`)
    .replace(/\bOf\b|\bThe\b/g, (w) => w.toLowerCase());
}
