import type { Resolved } from '../read/catalogue-set';
import type { EvalContext } from '../read/conditions';
import { isHidden } from '../read/conditions';
import { selectionLimits, type Composition, type ModelTypeDraft } from './composition';
import { itemsOf } from './loadout';
import { pointsOf } from './points-tiers';
import { isSkippedChild } from '../read/skipped';
import type { Problem } from '../report';
import type { OptionDraft } from './variant-options';
import { fitLimit } from './wargear-limit';
import type { WargearRegistry } from './wargear-registry';

/** An association's childId naming any model of the unit rather than one entry or category. */
const ANY_MODEL = 'model';

/**
 * The catalogues give some wargear to the unit and tie each copy to one of its models through an association: Khorne
 * Berzerkers take an "Icon of Khorne" (max 1 in the unit) carried by any model; Jakhals one carried by a Jakhal, two
 * at 20 models. Each such upgrade is an addition the associated model types may take, capped at every unit size by
 * the upgrade's own max in the unit.
 */
export function associatedOptions(
  unit: Resolved,
  composition: Composition,
  ctx: EvalContext,
  registry: WargearRegistry,
  problems: Problem[],
): OptionDraft[] {
  const out: OptionDraft[] = [];
  // In the order the editor lists them, which is the datasheet's (Bloodletters: daemonic icon, then instrument).
  const bySortIndex = [...unit.children].sort(
    (a, b) => (a.sortIndex ?? Number.MAX_SAFE_INTEGER) - (b.sortIndex ?? Number.MAX_SAFE_INTEGER),
  );
  for (const child of bySortIndex) {
    if (child.associations.length === 0 || isSkippedChild(child) || isHidden(child.hidden, child.modifiers, ctx))
      continue;
    const construct = `associated upgrade "${child.name.trim()}"`;
    if (child.kind !== 'entry' || child.type === 'model') {
      problems.push({
        kind: 'associated-upgrade',
        construct,
        why: 'only an upgrade entry tied to a model is read as wargear',
      });
      continue;
    }
    const typeIndexes = [
      ...new Set(
        child.associations.flatMap((a) => composition.types.flatMap((t, i) => (isAssociated(t, a.childId) ? [i] : []))),
      ),
    ].sort((a, b) => a - b);
    if (typeIndexes.length === 0) {
      problems.push({
        kind: 'associated-upgrade',
        construct,
        why: `its associations (${child.associations.map((a) => a.childId).join(', ')}) name none of the unit's models`,
      });
      continue;
    }
    const at = (size: number): EvalContext => composition.contextFor(composition.optionAt(size), size);
    if (composition.sizes.some((size) => selectionLimits(child, at(size)).min > 0)) {
      problems.push({
        kind: 'associated-upgrade',
        construct,
        why: 'an upgrade the unit must take is not expressible as an option',
      });
      continue;
    }
    // Its max may be scoped to its parent (the unit) or to the unit by id.
    const cap = (size: number): number =>
      Math.min(selectionLimits(child, at(size)).max, selectionLimits(child, at(size), unit.id).max);
    const models = (size: number): number =>
      typeIndexes.reduce((sum, i) => sum + (composition.distribute(size)[i] ?? 0), 0);
    const limit = fitLimit(composition.sizes, cap, models);
    if (!limit) {
      problems.push({
        kind: 'associated-upgrade',
        construct,
        why: `its cap by unit size (${composition.sizes.map((n) => `${n}:${Math.min(cap(n), models(n))}`).join(' ')}) fits no per-model, per-N-models or per-unit limit`,
      });
      continue;
    }
    const nested: Problem[] = [];
    const items = itemsOf(child, at(composition.sizes[0] ?? 1), registry, nested);
    problems.push(...nested.map((p) => ({ ...p, construct: `${child.name.trim()}: ${p.construct}` })));
    out.push({ typeIndexes, replaces: new Map(), choices: [{ items, points: pointsOf(child, ctx) }], limit });
  }
  return out;
}

/** Whether a model type is what an association's childId names: any model, a model entry or a category its models carry. */
function isAssociated(t: ModelTypeDraft, childId: string): boolean {
  if (childId === ANY_MODEL) return true;
  return [t.base, ...t.variants, ...t.baseSlots].some(
    (slot) =>
      slot.entry.id === childId ||
      slot.entry.linkId === childId ||
      slot.entry.categoryLinks.some((c) => c.targetId === childId),
  );
}
