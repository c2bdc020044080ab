import type { PointsTier } from '../../data/datasheet.schema';
import type { Resolved } from '../read/catalogue-set';
import { modifiedNumber, type EvalContext } from '../read/conditions';
import type { Composition } from './composition';
import { POINTS_COST_TYPE } from '../read/game-constants';
import type { Problem } from '../report';

export function pointsOf(node: Resolved, ctx: EvalContext): number {
  const base = node.costs.find((c) => c.typeId === POINTS_COST_TYPE)?.value ?? 0;
  return modifiedNumber(base, POINTS_COST_TYPE, node.modifiers, ctx);
}

/**
 * The cost at every legal model count: the unit's cost, its models' own costs (War Walkers: 85 each) and the chosen
 * size option's, with the catalogue's points modifiers evaluated at that count (Wracks: 60, 100 from 6, 120 from 9).
 */
export function pointsTiers(unit: Resolved, composition: Composition, problems: Problem[]): PointsTier[] {
  const tiers: PointsTier[] = [];
  const costOf = (size: number, counts: readonly number[]): number => {
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
    return total;
  };
  for (const size of composition.sizes) {
    const total = costOf(size, composition.distribute(size));
    // Our data costs a unit by its model count; a catalogue that costs it by which models it holds (Wolf Guard
    // Headtakers: 6 Headtakers 170, 3 Headtakers and 3 Hunting Wolves 110) cannot be told by the count alone.
    const costs = new Set(splitsOf(composition, size).map((split) => costOf(size, split)));
    if (costs.size > 1) {
      const sorted = [...costs].sort((a, b) => a - b);
      problems.push({
        kind: 'points',
        construct: `points for ${size} models`,
        why: `the cost depends on which models the unit holds (${sorted.join(', ')} pts), not only on how many; recorded as ${total}`,
      });
    }
    if (!Number.isInteger(total) || total < 0) {
      problems.push({ kind: 'points', construct: `points for ${size} models`, why: `evaluated to ${total}` });
      continue;
    }
    tiers.push({ models: size, points: total });
  }
  return tiers;
}

/** At most this many splits of one size are costed; a unit with more (a horde of many kinds) is costed by its count. */
const MAX_SPLITS = 200;

/**
 * Every way `size` models share out over the model types within their bounds, for a unit without size options (whose
 * options fix the split). Empty when there are too many to cost.
 */
function splitsOf(composition: Composition, size: number): number[][] {
  if (composition.sizeOptions.length > 0 || composition.types.length < 2) return [];
  const out: number[][] = [];
  const bounds = composition.types.map((t) => ({ min: t.min, max: Math.min(t.max, size) }));
  const walk = (i: number, left: number, acc: number[]): boolean => {
    if (out.length > MAX_SPLITS) return false;
    if (i === bounds.length) {
      if (left === 0) out.push(acc);
      return true;
    }
    const { min, max } = bounds[i] as { min: number; max: number };
    for (let n = min; n <= Math.min(max, left); n += 1) if (!walk(i + 1, left - n, [...acc, n])) return false;
    return true;
  };
  return walk(0, size, []) ? out : [];
}
