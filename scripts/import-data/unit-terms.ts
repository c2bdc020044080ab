import type { Datasheet } from '../../src/domain/data/datasheet.schema';
import type { CatalogueSet, Resolved } from './catalogue-set';
import type { UnitTerms } from './compile-condition';
import { buildComposition } from './composition';
import type { EvalContext } from './conditions';
import { NOT_KEYWORDS } from './datasheet';
import { slugify } from './slug';

function* everyNode(node: Resolved): Generator<Resolved> {
  yield node;
  for (const child of node.children) yield* everyNode(child);
}

/**
 * How the entries of a unit's tree stand for what its datasheet counts: a model entry for its model type (a variant
 * model, "Grunt with Gun", is wargear in the data, so it stands for nothing here), a wargear entry for the wargear of
 * its name where no other entry of the unit shares that name (a count of one sergeant's blade is not a count of every
 * blade), a category for its keyword. `parent` is what a condition's `parent` scope means where it stands.
 */
export function unitTermsFor(
  unit: Resolved,
  datasheet: Pick<Datasheet, 'composition' | 'wargear'>,
  ctx: EvalContext,
  keywordOf: (categoryId: string) => string | null,
  parent: UnitTerms['parent'] = 'unit',
): UnitTerms {
  const modelTypes = new Map<string, string>();
  buildComposition(unit, ctx).types.forEach((t, i) => {
    const id = datasheet.composition.modelTypes[i]?.id;
    if (!id) return;
    for (const slot of [t.base, ...t.baseSlots]) {
      modelTypes.set(slot.entry.id, id);
      if (slot.entry.linkId) modelTypes.set(slot.entry.linkId, id);
    }
  });
  const wargearIds = new Set<string>(datasheet.wargear.map((w) => w.id));
  const entriesOf = new Map<string, Set<string>>();
  for (const node of everyNode(unit)) {
    if (node === unit || node.kind !== 'entry' || node.type === 'model') continue;
    const slug = slugify(node.name);
    if (!wargearIds.has(slug)) continue;
    entriesOf.set(slug, (entriesOf.get(slug) ?? new Set()).add(node.id));
  }
  const wargear = new Map<string, string>();
  for (const [slug, ids] of entriesOf) if (ids.size === 1) wargear.set([...ids][0] as string, slug);
  const linkIds = new Map<string, string>();
  for (const node of everyNode(unit)) if (node.linkId) linkIds.set(node.linkId, node.id);
  return {
    entryIds: new Set([unit.id, ...(unit.linkId ? [unit.linkId] : [])]),
    parent,
    modelTypesOf: (entryId) => {
      const id = modelTypes.get(entryId);
      return id ? [id] : null;
    },
    wargearOf: (entryId) => {
      const id = wargear.get(entryId) ?? wargear.get(linkIds.get(entryId) ?? '');
      return id ? [id] : null;
    },
    keywordOf,
  };
}

/**
 * The keyword a category of the catalogues stands for ("Faction: Adeptus Astartes": ADEPTUS ASTARTES), or null for
 * roster bookkeeping no unit carries as a keyword ("Allied Units"). EPIC HERO is one a datasheet has, though it is not
 * printed among its keywords.
 */
export function categoryKeywordOf(set: Pick<CatalogueSet, 'category'>): (categoryId: string) => string | null {
  return (categoryId) => {
    const name = set.category(categoryId)?.name.trim();
    if (!name || (NOT_KEYWORDS.has(name) && name !== 'Epic Hero')) return null;
    return name.replace(/^Faction:\s*/, '').trim().toUpperCase();
  };
}
