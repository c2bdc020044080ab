import type { Datasheet } from '../data/datasheet.schema';
import type { ModelTypeId } from '../data/ids';
import type { WargearOption } from '../data/wargear.schema';
import type { DatasheetIndex } from './lookup';
import { modelTotal } from './points';
import type { Unit } from './roster.schema';

export function modelCount(unit: Unit, modelTypeId: ModelTypeId): number {
  return unit.models.reduce((sum, m) => (m.modelTypeId === modelTypeId ? sum + m.count : sum), 0);
}

/**
 * How many times the unit may take the option, all choices together: every eligible model for
 * `each-model` (as many times each as `perModel` says); "for every 5 models, 1 model…" gives 2 in a 10-model unit;
 * `unit` is a flat maximum.
 */
export function optionLimit(option: WargearOption, unit: Unit): number {
  switch (option.limit.kind) {
    case 'each-model':
      return option.modelTypeIds.reduce((sum, id) => sum + modelCount(unit, id), 0) * (option.perModel ?? 1);
    case 'per-models':
      return Math.floor(modelTotal(unit) / option.limit.models) * option.limit.max;
    case 'unit':
      return option.limit.max;
  }
}

/** Times the unit took the option, all choices and model types together. */
export function optionCount(option: WargearOption, unit: Unit): number {
  return unit.wargear.reduce((sum, s) => (s.optionId === option.id ? sum + s.count : sum), 0);
}

/**
 * The options a model that takes `option` cannot also take, itself included: `exclusiveWith` read both
 * ways, since the datasheet says it once ("if the Acothyst is not equipped with a power weapon…").
 */
export function exclusiveGroup(option: WargearOption, datasheet: Datasheet): readonly WargearOption[] {
  return datasheet.wargearOptions.filter(
    (other) => other === option || option.exclusiveWith.includes(other.id) || other.exclusiveWith.includes(option.id),
  );
}

/** The option in words, from what its choices give: "hexrifle and torturer's tool or liquifier gun and torturer's tool". */
export function optionName(option: WargearOption, index: DatasheetIndex): string {
  const wargear = index.wargear;
  return option.choices
    .map((c) =>
      c.items
        .map((i) => `${i.count > 1 ? `${i.count} ` : ''}${wargear.get(i.wargearId)?.name ?? i.wargearId}`)
        .join(' and '),
    )
    .join(' or ');
}

/** The option as a swap, with what it replaces: "Power weapon for Torturer's tool"; an addition is its choices alone. */
export function swapName(option: WargearOption, index: DatasheetIndex): string {
  const replaced = option.replaces.map(
    (i) => `${i.count > 1 ? `${i.count} ` : ''}${index.wargear.get(i.wargearId)?.name ?? i.wargearId}`,
  );
  return replaced.length === 0
    ? optionName(option, index)
    : `${optionName(option, index)} for ${replaced.join(' and ')}`;
}
