import type { Datasheet } from '../data/datasheet.schema';
import type { ModelCount } from './roster.schema';

/**
 * Model counts per model type totalling `total`, starting from `current` and moving as few models as
 * possible: growing Wracks from 5 to 10 adds Wracks (the type with room), not a second Acothyst.
 * Returns null when the model types' ranges cannot reach `total`.
 */
export function distributeModels(
  datasheet: Pick<Datasheet, 'composition'>,
  total: number,
  current: readonly ModelCount[] = [],
): ModelCount[] | null {
  const types = datasheet.composition.modelTypes;
  const counts = types.map((type) => {
    const now = current.filter((m) => m.modelTypeId === type.id).reduce((sum, m) => sum + m.count, 0);
    return Math.min(type.max, Math.max(type.min, now));
  });
  let sum = counts.reduce((a, b) => a + b, 0);
  while (sum !== total) {
    const growing = sum < total;
    let best = -1;
    let bestRoom = 0;
    types.forEach((type, i) => {
      const count = counts[i] ?? 0;
      const room = growing ? type.max - count : count - type.min;
      if (room > bestRoom) {
        best = i;
        bestRoom = room;
      }
    });
    if (best < 0) return null;
    const step = Math.min(bestRoom, Math.abs(total - sum));
    counts[best] = (counts[best] ?? 0) + (growing ? step : -step);
    sum += growing ? step : -step;
  }
  return types.map((type, i) => ({ modelTypeId: type.id, count: counts[i] ?? 0 }));
}
