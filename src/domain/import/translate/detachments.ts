import type { Content } from '../../data/rule-text.schema';
import type { BsNode, BsRule } from '../read/bs-types';
import type { Resolved, CatalogueSet } from '../read/catalogue-set';
import { asBearer, descend, enhancementChoices, isOffered, type CharacterRef } from './character-choices';
import { allConditions, isHidden, type EvalContext } from '../read/conditions';
import { POINTS_COST_TYPE } from '../read/game-constants';
import type { Report } from '../report';
import { classifyVisibility, contextFor, type RosterBase } from '../read/visibility';

export type DetachmentDraft = {
  readonly entryId: string;
  readonly name: string;
  readonly content: Content;
  readonly rules: readonly BsRule[];
};

/** The root entry a roster picks its detachment from: "Detachment" in most catalogues, "Detachments" in Adeptus Custodes. */
export function detachmentRoots(set: CatalogueSet): { node: BsNode }[] {
  return set.rootEntries().filter(({ node }) => /^detachments?$/i.test(node.name.trim()));
}

/**
 * Detachments are the upgrades under the root "Detachment" configuration entry; the library version carries every
 * Aeldari detachment and hides the ones a catalogue may not take (condition on the primary catalogue).
 */
export function readDetachments(
  set: CatalogueSet,
  base: RosterBase,
  battleSizeId: string,
  report: Report,
): DetachmentDraft[] {
  const roots = detachmentRoots(set);
  const seen = new Set<string>();
  if (roots.length === 0) {
    report.add(null, 'detachment', 'detachments', 'the catalogue has no root "Detachment" entry');
    return [];
  }
  const out: DetachmentDraft[] = [];
  for (const { node } of roots) {
    descend(set.resolve(node), (n, ancestors) => {
      if (n.kind !== 'entry' || n.type !== 'upgrade' || ancestors.length === 0) return;
      if (!ancestors.some((a) => a.kind === 'group')) return;
      if (seen.has(n.id)) return;
      seen.add(n.id);
      const visibility = classifyVisibility(n, base, battleSizeId, [], null);
      if (!visibility) return;
      const boarding = /boarding actions/i.test(n.comment ?? '') ? 'boarding-actions' : visibility.content;
      // Core rules the detachment links (Sustained Hits) are glossary entries, not rules of the detachment.
      const under = contextFor(base, battleSizeId, visibility.content === 'legends' ? 'legends' : 'matched-play', n.id);
      const rules = n.rules.filter((r) => !r.isCore && !isHidden(r.hidden, r.modifiers, under));
      out.push({ entryId: n.id, name: n.name.trim(), content: boarding, rules });
    });
  }
  return out;
}

export type EnhancementRead = {
  readonly entryId: string;
  readonly name: string;
  readonly points: number;
  readonly detachmentEntryIds: readonly string[];
  readonly requiredKeywords: string[];
  readonly excludedKeywords: string[];
};

/**
 * Enhancement groups hang off each CHARACTER entry and are shared, so reading them from the characters that may take
 * Enhancements finds all. An Enhancement belongs to the detachments under which some character is offered it: the
 * catalogue hides it unless its detachment is chosen and the bearer has the right keywords.
 */
export function readEnhancements(
  characters: readonly CharacterRef[],
  detachments: readonly DetachmentDraft[],
  contextUnder: (detachmentEntryId: string) => EvalContext,
  keywordOfCategory: (categoryId: string) => string,
  report: Report,
): EnhancementRead[] {
  const found = new Map<
    string,
    { node: Resolved; ancestors: readonly Resolved[]; under: Set<string>; bearers: Set<CharacterRef> }
  >();
  for (const character of characters) {
    for (const choice of enhancementChoices(character, new Set(detachments.map((d) => d.entryId)))) {
      const { node: n, ancestors } = choice;
      const record = found.get(n.id) ?? {
        node: n,
        ancestors,
        under: new Set<string>(),
        bearers: new Set<CharacterRef>(),
      };
      found.set(n.id, record);
      for (const d of detachments) {
        if (character.onlyUnder && !character.onlyUnder.has(d.entryId)) continue;
        if (isOffered(choice, asBearer(character, contextUnder(d.entryId)))) {
          record.under.add(d.entryId);
          record.bearers.add(character);
        }
      }
    }
  }
  // Characters offered no Enhancement at all (Epic Heroes) say nothing about who a given Enhancement is for.
  const eligible = characters.filter((c) => [...found.values()].some((r) => r.bearers.has(c)));
  const out: EnhancementRead[] = [];
  for (const { node, ancestors, under, bearers } of found.values()) {
    if (under.size === 0) continue;
    if (under.size === detachments.length && detachments.length > 1) {
      report.add(
        node.name.trim(),
        'enhancement',
        'enhancement',
        'offered under every detachment: no detachment condition ties it to one',
      );
      continue;
    }
    const hideConditions = [node, ...ancestors]
      .flatMap((a) => a.modifiers)
      .filter((m) => m.field === 'hidden' && m.value === 'true')
      .flatMap((m) => allConditions(m.when))
      .filter(
        (c) =>
          (c.type === 'instanceOf' || c.type === 'notInstanceOf') &&
          c.scope !== 'primary-catalogue' &&
          c.scope !== 'force',
      );
    // "HAEMONCULUS only": of the keywords the catalogue checks, those every holder of which is offered it.
    const checked = [
      ...new Set(hideConditions.filter((c) => c.type === 'notInstanceOf').map((c) => keywordOfCategory(c.childId))),
    ];
    const holdersOf = (k: string): CharacterRef[] => eligible.filter((c) => c.keywords.includes(k));
    // A keyword every character has (AELDARI) says nothing about who may take it.
    const candidates = checked.filter(
      (k) => !characters.every((c) => c.keywords.includes(k)) && holdersOf(k).length > 0,
    );
    // Keywords every bearer has mean "all of" (PSYKER and ASURYANI): keep the rarest, exclusions below do the rest.
    // Otherwise the keywords are alternatives ("AUTARCH or AUTARCH WAYLEAPER only").
    const necessary = candidates
      .filter((k) => [...bearers].every((b) => b.keywords.includes(k)))
      .sort((a, b) => holdersOf(a).length - holdersOf(b).length);
    const alternatives = candidates.filter((k) => holdersOf(k).every((c) => bearers.has(c)));
    // Alternatives that leave some bearer out restrict nothing the catalogue restricts.
    const coversBearers = [...bearers].every((b) => alternatives.some((k) => b.keywords.includes(k)));
    const required = necessary.length > 0 ? necessary.slice(0, 1) : coversBearers ? alternatives : [];
    const excluded = [
      ...new Set(hideConditions.filter((c) => c.type === 'instanceOf').map((c) => keywordOfCategory(c.childId))),
    ].filter((k) => eligible.some((c) => c.keywords.includes(k)));
    const admits = (c: CharacterRef): boolean =>
      (required.length === 0 || required.some((k) => c.keywords.includes(k))) &&
      !excluded.some((k) => c.keywords.includes(k));
    // "PSYKER and ASURYANI" is not an any-of list; it is PSYKER, excluding the Harlequins psykers that lack ASURYANI.
    for (const c of eligible.filter((x) => admits(x) && !bearers.has(x))) {
      if (!admits(c)) continue;
      // Faction keywords come first in a character's keywords, so HARLEQUINS is preferred over a unit name.
      const pick = c.keywords.find((k) => ![...bearers].some((b) => b.keywords.includes(k)));
      if (pick) excluded.push(pick);
    }
    const explained = eligible.every((c) => admits(c) === bearers.has(c));
    if (!explained) {
      report.add(
        node.name.trim(),
        'enhancement-bearer',
        'enhancement bearer',
        `who may take it (${[...bearers]
          .map((b) => b.resolved.name.trim())
          .sort()
          .join(', ')}) is not a keyword list`,
      );
    }
    out.push({
      entryId: node.id,
      name: node.name.trim(),
      points: node.costs.find((c) => c.typeId === POINTS_COST_TYPE)?.value ?? 0,
      detachmentEntryIds: [...under],
      requiredKeywords: required,
      excludedKeywords: excluded,
    });
  }
  return out;
}
