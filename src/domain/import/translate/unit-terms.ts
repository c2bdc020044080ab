import type { ChoiceRef } from '../../data/condition.schema';
import { choiceKey } from '../../roster/condition';
import type { Datasheet } from '../../data/datasheet.schema';
import type { CatalogueSet, Resolved } from '../read/catalogue-set';
import type { UnitTerms } from './compile-condition';
import { buildComposition } from './composition';
import type { EvalContext } from '../read/conditions';
import { NOT_KEYWORDS } from './datasheet';
import { slugify } from '../slug';

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
  datasheet: Pick<Datasheet, 'composition' | 'wargearOptions'>,
  ctx: EvalContext,
  keywordOf: (categoryId: string) => string | null,
  parent: UnitTerms['parent'] = 'unit',
  variantChoices: ReadonlyMap<string, readonly ChoiceRef[]> = new Map(),
): UnitTerms {
  const modelTypes = new Map<string, string>();
  const variants = new Map<string, string>();
  const variantEntries = new Map<string, string[]>();
  buildComposition(unit, ctx).types.forEach((t, i) => {
    const id = datasheet.composition.modelTypes[i]?.id;
    if (!id) return;
    variantEntries.set(id, [...new Set(t.variants.map((slot) => slot.entry.id))]);
    for (const slot of [t.base, ...t.baseSlots]) {
      modelTypes.set(slot.entry.id, id);
      if (slot.entry.linkId) modelTypes.set(slot.entry.linkId, id);
    }
    for (const slot of t.variants) {
      variants.set(slot.entry.id, id);
      if (slot.entry.linkId) variants.set(slot.entry.linkId, id);
    }
  });
  const typeOfModel = (id: string): string | undefined => modelTypes.get(id) ?? variants.get(id);
  // Only wargear a unit of the datasheet can carry: its models' defaults and what its options give or replace.
  const wargearIds = new Set<string>([
    ...datasheet.composition.modelTypes.flatMap((t) => t.defaultWargear.map((w) => w.wargearId)),
    ...datasheet.wargearOptions.flatMap((o) =>
      [...o.replaces, ...o.choices.flatMap((c) => c.items)].map((w) => w.wargearId),
    ),
  ]);
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
  // A variant model ("Veteran w/ frag cannon") is a model of its type carrying an option's wargear: it is counted by
  // a piece of wargear only it carries, one per model ("frag cannon"), where it has one.
  const slugsUnder = (n: Resolved): string[] =>
    [...everyNode(n)].filter((x) => x !== n && x.kind === 'entry' && x.type !== 'model').map((x) => slugify(x.name));
  const modelEntries = [...everyNode(unit)].filter((n) => n.kind === 'entry' && n.type === 'model');
  const onceEach = (slug: string): boolean => {
    const counts = datasheet.wargearOptions.flatMap((o) =>
      o.choices.flatMap((c) => c.items.filter((i) => i.wargearId === slug).map((i) => i.count)),
    );
    return counts.length > 0 && counts.every((c) => c === 1);
  };
  for (const v of modelEntries) {
    if (!variants.has(v.id)) continue;
    const others = new Set(modelEntries.filter((m) => m.id !== v.id).flatMap(slugsUnder));
    const own = [...new Set(slugsUnder(v))]
      .filter((slug) => wargearIds.has(slug) && !others.has(slug) && onceEach(slug))
      .sort();
    if (own[0] !== undefined) {
      wargear.set(v.id, own[0]);
      if (v.linkId) wargear.set(v.linkId, own[0]);
    }
  }
  // A group counts the selections of the entries it offers: the models of its model types (a variant is a model of its
  // type here), or the pieces of wargear it holds, where every entry stands for one.
  const groupModels = new Map<string, string[]>();
  const groupWargear = new Map<string, string[]>();
  for (const node of everyNode(unit)) {
    if (node.kind !== 'group') continue;
    const entries: Resolved[] = [];
    const collect = (g: Resolved): void => {
      for (const c of g.children) {
        if (c.kind === 'group') collect(c);
        else entries.push(c);
      }
    };
    collect(node);
    if (entries.length === 0) continue;
    const types = entries.map((e) => typeOfModel(e.id));
    const items = entries.map((e) => (e.type === 'model' ? undefined : wargear.get(e.id)));
    const keys = [node.id, ...(node.linkId ? [node.linkId] : [])];
    // Variants count as models of their type only beside that type's own entry: a group of variants alone ("Special
    // weapons") counts the models that took their choices, not every model of the type.
    const ownTypes = new Set(entries.flatMap((e) => (modelTypes.has(e.id) ? [modelTypes.get(e.id)] : [])));
    if (types.every((t) => t !== undefined && ownTypes.has(t)))
      for (const k of keys) groupModels.set(k, [...new Set(types as string[])].sort());
    else if (items.every((w) => w !== undefined))
      for (const k of keys) groupWargear.set(k, [...new Set(items as string[])].sort());
  }
  // A group of variant models, or a category only variant models carry in the unit ("Indom JP Int" on the two Heavy
  // Intercessors with jump pack), counts the models that took their choices.
  const choicesOfEntries = (entries: readonly Resolved[]): ChoiceRef[] | null => {
    if (entries.length === 0) return null;
    const refs = entries.map((e) => variantChoices.get(e.id) ?? (e.linkId ? variantChoices.get(e.linkId) : undefined));
    if (refs.some((r) => r === undefined)) return null;
    const unique = new Map((refs as ChoiceRef[][]).flat().map((r) => [choiceKey(r), r]));
    return [...unique.values()];
  };
  const groupChoices = new Map<string, ChoiceRef[]>();
  const carriers = new Map<string, Resolved[]>();
  for (const node of everyNode(unit)) {
    if (node === unit || node.kind !== 'entry') continue;
    for (const l of node.categoryLinks) carriers.set(l.targetId, [...(carriers.get(l.targetId) ?? []), node]);
  }
  for (const node of everyNode(unit)) {
    if (node.kind !== 'group') continue;
    const entries: Resolved[] = [];
    const collect = (g: Resolved): void => {
      for (const c of g.children) {
        if (c.kind === 'group') collect(c);
        else entries.push(c);
      }
    };
    collect(node);
    const choices = choicesOfEntries(entries);
    if (choices) for (const k of [node.id, ...(node.linkId ? [node.linkId] : [])]) groupChoices.set(k, choices);
  }
  // How many of each entry the unit holds, in all and inside each of its groups.
  const held = new Map<string, number>();
  const heldIn = new Map<string, Map<string, number>>();
  const tally = (node: Resolved, groups: readonly Resolved[]): void => {
    for (const child of node.children) {
      if (child.kind === 'group') {
        tally(child, [...groups, child]);
        continue;
      }
      for (const id of [child.id, ...(child.linkId ? [child.linkId] : [])]) {
        held.set(id, (held.get(id) ?? 0) + 1);
        for (const g of groups)
          for (const key of [g.id, ...(g.linkId ? [g.linkId] : [])]) {
            const counts = heldIn.get(key) ?? new Map<string, number>();
            heldIn.set(key, counts.set(id, (counts.get(id) ?? 0) + 1));
          }
      }
      tally(child, groups);
    }
  };
  tally(unit, []);
  // A piece of wargear inside a variant, where the unit's entries share its name (the Spectrus Kill Team's "Bolt
  // carbine" of the Infiltrator w/ Bolt sniper rifle, and another of the Infiltrator w/ combat knife): its selections
  // are the models that took those of the variant's choices that give it.
  const carriedInVariant = new Map<string, ChoiceRef[]>();
  const seenIn = new Map<string, number>();
  for (const v of modelEntries) {
    const refs = variantChoices.get(v.id) ?? (v.linkId ? variantChoices.get(v.linkId) : undefined);
    if (!refs) continue;
    const inside = [...everyNode(v)].filter((x) => x !== v && x.kind === 'entry' && x.type !== 'model');
    for (const x of inside) {
      const slug = slugify(x.name);
      if (!wargearIds.has(slug) || wargear.has(x.id) || inside.filter((y) => slugify(y.name) === slug).length > 1)
        continue;
      const giving = refs.filter((r) =>
        datasheet.wargearOptions
          .find((o) => o.id === r.optionId)
          ?.choices.find((c) => c.id === r.choiceId)
          ?.items.some((i) => i.wargearId === slug && i.count === 1),
      );
      if (giving.length === 0) continue;
      // A shared entry two variants link ("Plasma pistol" of the Berzerkers w/ chainblade and w/ eviscerator) is
      // the choices of both.
      for (const k of [x.id, ...(x.linkId ? [x.linkId] : [])]) {
        carriedInVariant.set(k, [...(carriedInVariant.get(k) ?? []), ...giving]);
        seenIn.set(k, (seenIn.get(k) ?? 0) + 1);
      }
    }
  }
  // Only where every selection of the entry in the unit is one of those variants' picks.
  for (const [k, n] of seenIn)
    if ([...everyNode(unit)].filter((x) => x.id === k || x.linkId === k).length !== n) carriedInVariant.delete(k);
  return {
    entryIds: new Set([unit.id, ...(unit.linkId ? [unit.linkId] : [])]),
    countsAsUnit: (groupId, childId) => {
      const inGroup = heldIn.get(groupId)?.get(childId) ?? 0;
      return inGroup > 0 && inGroup === held.get(childId);
    },
    parent,
    modelTypesOf: (entryId) => {
      const id = modelTypes.get(entryId);
      return id ? [id] : (groupModels.get(entryId) ?? null);
    },
    modelTypeHolding: (entryId) => typeOfModel(entryId) ?? null,
    wargearOf: (entryId) => {
      const id = wargear.get(entryId) ?? wargear.get(linkIds.get(entryId) ?? '');
      return id ? [id] : (groupWargear.get(entryId) ?? null);
    },
    keywordOf,
    choicesOf: (id) => {
      const own = variantChoices.get(id) ?? carriedInVariant.get(id);
      if (own) return own;
      return groupChoices.get(id) ?? choicesOfEntries(carriers.get(id) ?? []);
    },
    variantsOf: (modelTypeId) => variantEntries.get(modelTypeId) ?? [],
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
    return name
      .replace(/^Faction:\s*/, '')
      .trim()
      .toUpperCase();
  };
}
