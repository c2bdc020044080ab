import type { PointsTier } from '../../src/domain/data/datasheet.schema';
import type { Resolved } from './catalogue-set';
import { modifiedNumber, type EvalContext } from './conditions';
import type { Composition } from './composition';
import { POINTS_COST_TYPE } from './game-constants';
import type { Problem } from './report';

export function pointsOf(node: Resolved, ctx: EvalContext): number {
  const base = node.costs.find((c) => c.typeId === POINTS_COST_TYPE)?.value ?? 0;
  return modifiedNumber(base, POINTS_COST_TYPE, node.modifiers, ctx);
}

/**
 * The cost at every legal model count: the unit's cost, its models' own costs (War Walkers: 85 each) and the chosen
 * size option's, with the catalogue's points modifiers evaluated at that count (Wracks: 60, 100 from 6, 120 from 9).
 */
export function pointsTiers(
  unit: Resolved,
  composition: Composition,
  problems: Problem[],
): PointsTier[] {
  const tiers: PointsTier[] = [];
  for (const size of composition.sizes) {
    const counts = composition.distribute(size);
    const option = composition.optionAt(size);
    const base = composition.contextFor(option, size);
    const unitCounts = new Map(base.unitCounts);
    composition.types.forEach((t, i) => {
      const n = counts[i] ?? 0;
      unitCounts.set(t.base.entry.id, (unitCounts.get(t.base.entry.id) ?? 0) + n);
    });
    const sized: EvalContext = { ...base, unitCounts };
    let total = pointsOf(unit, sized);
    // A single-model datasheet is its own model entry: its cost is already counted.
    composition.types.forEach((t, i) => {
      if (t.base.entry !== unit) total += (counts[i] ?? 0) * pointsOf(t.base.entry, sized);
    });
    if (option) total += pointsOf(option, sized);
    if (!Number.isInteger(total) || total < 0) {
      problems.push({ kind: 'points', construct: `points for ${size} models`, why: `evaluated to ${total}` });
      continue;
    }
    tiers.push({ models: size, points: total });
  }
  return tiers;
}
