import type { Datasheet } from '../data/datasheet.schema';
import type { Unit, WargearSelection } from './roster.schema';
import { exclusiveGroup, modelCount, optionLimit } from './wargear-limits';

/**
 * The unit's wargear selections trimmed to what its current size allows, latest selections first:
 * shrinking Wracks from 10 to 5 models keeps one hexrifle of two, since "for every 5 models" now allows one.
 */
export function fitWargear(unit: Unit, datasheet: Datasheet): WargearSelection[] {
  const kept = unit.wargear.map((s) => ({ ...s }));
  const trim = (matches: (s: WargearSelection) => boolean, allowed: number): void => {
    let excess = kept.filter(matches).reduce((sum, s) => sum + s.count, 0) - allowed;
    for (let i = kept.length - 1; i >= 0 && excess > 0; i -= 1) {
      const selection = kept[i];
      if (!selection || !matches(selection)) continue;
      const cut = Math.min(selection.count, excess);
      selection.count -= cut;
      excess -= cut;
    }
  };
  for (const option of datasheet.wargearOptions) {
    trim((s) => s.optionId === option.id, optionLimit(option, unit));
    const group = exclusiveGroup(option, datasheet);
    for (const modelTypeId of option.modelTypeIds) {
      trim(
        (s) => s.modelTypeId === modelTypeId && group.some((o) => o.id === s.optionId),
        modelCount(unit, modelTypeId),
      );
    }
  }
  return kept.filter((s) => s.count > 0);
}
