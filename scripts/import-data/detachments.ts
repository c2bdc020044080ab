import type { Content } from '../../src/domain/data/rule-text.schema';
import type { Resolved, CatalogueSet } from './catalogue-set';
import { allConditions } from './conditions';
import { CATEGORY, POINTS_COST_TYPE } from './game-constants';
import type { Report } from './report';
import { classifyVisibility } from './visibility';

export type DetachmentDraft = {
  readonly entryId: string;
  readonly name: string;
  readonly content: Content;
  readonly ruleNames: readonly string[];
};

export type EnhancementDraft = {
  readonly entryId: string;
  readonly name: string;
  readonly points: number;
  readonly detachmentEntryIds: readonly string[];
  readonly requiredCategories: readonly string[];
  readonly excludedCategories: readonly string[];
};

function descend(node: Resolved, visit: (n: Resolved, ancestors: readonly Resolved[]) => void, ancestors: readonly Resolved[] = []): void {
  visit(node, ancestors);
  for (const c of node.children) descend(c, visit, [...ancestors, node]);
}

/**
 * Detachments are the upgrades under the root "Detachment" configuration entry; the library version carries every
 * Aeldari detachment and hides the ones a catalogue may not take (condition on the primary catalogue).
 */
export function readDetachments(
  set: CatalogueSet,
  battleSizeId: string,
  report: Report,
): { offered: DetachmentDraft[]; allEntryIds: Set<string> } {
  const roots = set.rootEntries().filter(({ node }) => node.name.trim() === 'Detachment');
  const allEntryIds = new Set<string>();
  if (roots.length === 0) {
    report.add(null, 'detachments', 'the catalogue has no root "Detachment" entry');
    return { offered: [], allEntryIds };
  }
  const out: DetachmentDraft[] = [];
  for (const { node } of roots) {
    descend(set.resolve(node), (n, ancestors) => {
      if (n.kind !== 'entry' || n.type !== 'upgrade' || ancestors.length === 0) return;
      if (!ancestors.some((a) => a.kind === 'group')) return;
      if (allEntryIds.has(n.id)) return;
      allEntryIds.add(n.id);
      const visibility = classifyVisibility(n, set.primary.id, battleSizeId, [], null);
      if (!visibility) return;
      const boarding = /boarding actions/i.test(n.comment ?? '') ? 'boarding-actions' : visibility.content;
      out.push({ entryId: n.id, name: n.name.trim(), content: boarding, ruleNames: n.rules.map((r) => r.name.trim()) });
    });
  }
  return { offered: out, allEntryIds };
}

/** Enhancement groups hang off each CHARACTER entry; they are shared, so reading them from the characters finds all. */
export function readEnhancements(
  characters: readonly Resolved[],
  detachments: readonly DetachmentDraft[],
  allDetachmentEntryIds: ReadonlySet<string>,
  ownFactionCategories: ReadonlySet<string>,
  report: Report,
): EnhancementDraft[] {
  const detachmentIds = allDetachmentEntryIds;
  const offered = new Set(detachments.map((d) => d.entryId));
  const byName = new Map(detachments.map((d) => [d.name.toLowerCase(), d.entryId]));
  const found = new Map<string, EnhancementDraft>();
  for (const character of characters) {
    for (const group of character.children.filter((c) => c.name.trim() === 'Enhancements')) {
      descend(group, (n, ancestors) => {
        if (n.kind !== 'entry' || found.has(n.id)) return;
        const hideConditions = [n, ...ancestors]
          .flatMap((a) => a.modifiers)
          .filter((m) => m.field === 'hidden' && m.value === 'true')
          .flatMap((m) => allConditions(m.when));
        let inDetachments = [...new Set(hideConditions.filter((c) => detachmentIds.has(c.childId)).map((c) => c.childId))];
        if (inDetachments.length === 0) {
          const fromGroup = [...ancestors].reverse().map((a) => /^(.*) Enhancements$/i.exec(a.name.trim())?.[1]?.toLowerCase()).find(Boolean);
          const fromComment = n.comment?.trim().toLowerCase();
          const id = (fromGroup && byName.get(fromGroup)) ?? (fromComment && byName.get(fromComment));
          if (id) inDetachments = [id];
        }
        const categoryConditions = hideConditions.filter(
          (c) => (c.type === 'instanceOf' || c.type === 'notInstanceOf') && c.scope !== 'primary-catalogue' && c.scope !== 'force' && c.childId !== CATEGORY.character && !ownFactionCategories.has(c.childId),
        );
        const points = n.costs.find((c) => c.typeId === POINTS_COST_TYPE)?.value;
        if (points === undefined) return;
        // Library groups hold every Aeldari detachment's Enhancements; those of detachments this faction is not offered are not its own.
        if (inDetachments.length > 0 && !inDetachments.some((d) => offered.has(d))) return;
        if (inDetachments.length === 0) {
          if (found.has(`unplaced:${n.id}`)) return;
          found.set(`unplaced:${n.id}`, { entryId: '', name: '', points: 0, detachmentEntryIds: [], requiredCategories: [], excludedCategories: [] });
          report.add(n.name.trim(), 'enhancement', 'no detachment could be tied to it (no detachment condition, group name or comment)');
          return;
        }
        found.set(n.id, {
          entryId: n.id,
          name: n.name.trim(),
          points,
          detachmentEntryIds: inDetachments,
          requiredCategories: [...new Set(categoryConditions.filter((c) => c.type === 'notInstanceOf').map((c) => c.childId))],
          excludedCategories: [...new Set(categoryConditions.filter((c) => c.type === 'instanceOf').map((c) => c.childId))],
        });
      });
    }
  }
  return [...found.values()].filter((e) => e.entryId !== '');
}
