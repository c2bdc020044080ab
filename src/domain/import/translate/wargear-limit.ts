import type { WargearLimit } from '../../data/wargear.schema';

/**
 * Finds the declarative limit that gives exactly the catalogue's cap at every legal unit size, e.g. Troupe fusion
 * pistols: 2 below 10 models, 4 from 10 → "2 per 5 models". Returns null when no single shape fits.
 * `cap(size)` is the catalogue's cap; `models(size)` how many models of the option's type the unit then holds.
 */
export function fitLimit(
  sizes: readonly number[],
  cap: (size: number) => number,
  models: (size: number) => number,
): WargearLimit | null {
  if (sizes.length === 0) return null;
  const caps = sizes.map((n) => Math.min(cap(n), models(n)));
  if (sizes.every((n, i) => caps[i] === models(n))) return { kind: 'each-model' };
  // "Up to 6 power fists" in a unit of 4-9 Terminators: the cap is the smaller of 6 and the models present.
  const most = Math.max(...caps);
  if (most >= 1 && sizes.every((n, i) => caps[i] === Math.min(most, models(n)))) return { kind: 'unit', max: most };
  const largest = sizes[sizes.length - 1] as number;
  const top = caps[caps.length - 1] as number;
  // Fixed sizes leave several readings: 1 mauler chainblade at 10 Jakhals and 2 at 20 fit "1 per 7 models" as well
  // as "1 per 10 models". The widest step is the one a datasheet prints.
  for (let per = largest; per >= 1; per -= 1) {
    const steps = Math.floor(largest / per);
    if (steps === 0 || top % steps !== 0) continue;
    const max = top / steps;
    if (max >= 1 && sizes.every((n, i) => Math.min(Math.floor(n / per) * max, models(n)) === caps[i])) {
      return { kind: 'per-models', models: per, max };
    }
  }
  return null;
}
