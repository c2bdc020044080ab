import type { GameData } from '../data/game-data';
import type { ModelTypeId, WargearId } from '../data/ids';
import { datasheetIndex, findDatasheet, type DatasheetIndex } from './lookup';
import type { Unit } from './roster.schema';

export type LoadoutItem = { readonly wargearId: WargearId; readonly name: string; readonly count: number };
export type ModelLoadout = {
  readonly modelTypeId: ModelTypeId;
  readonly name: string;
  readonly count: number;
  readonly wargear: readonly LoadoutItem[];
};

/**
 * What a model type carries in total, e.g. 10 Wracks with one hexrifle taken: 9 twin torturer's tools,
 * 1 hexrifle, 1 torturer's tool. Each selection removes its option's `replaces` items and adds its choice's
 * items, `count` times. Items can go below zero only in an illegal unit; they print as absent.
 */
export function wargearTotals(unit: Unit, index: DatasheetIndex): ReadonlyMap<ModelTypeId, Map<WargearId, number>> {
  const totals = new Map<ModelTypeId, Map<WargearId, number>>();
  for (const models of unit.models) {
    const items = new Map<WargearId, number>();
    for (const item of index.modelTypes.get(models.modelTypeId)?.defaultWargear ?? []) {
      items.set(item.wargearId, (items.get(item.wargearId) ?? 0) + item.count * models.count);
    }
    totals.set(models.modelTypeId, items);
  }
  for (const selection of unit.wargear) {
    const option = index.options.get(selection.optionId);
    const choice = option?.choices.find((c) => c.id === selection.choiceId);
    const items = totals.get(selection.modelTypeId);
    if (!option || !choice || !items) continue;
    for (const item of option.replaces) {
      items.set(item.wargearId, (items.get(item.wargearId) ?? 0) - item.count * selection.count);
    }
    for (const item of choice.items) {
      items.set(item.wargearId, (items.get(item.wargearId) ?? 0) + item.count * selection.count);
    }
  }
  return totals;
}

/** Per model type present in the unit: its models and their wargear, totalled over the group as GW's export prints it. */
export function unitLoadout(unit: Unit, data: GameData): readonly ModelLoadout[] {
  const datasheet = findDatasheet(data, unit.datasheetId);
  if (!datasheet) return [];
  const index = datasheetIndex(data, datasheet);
  const totals = wargearTotals(unit, index);
  return unit.models
    .filter((models) => models.count > 0)
    .map((models) => ({
      modelTypeId: models.modelTypeId,
      name: index.modelTypes.get(models.modelTypeId)?.name ?? models.modelTypeId,
      count: models.count,
      wargear: [...(totals.get(models.modelTypeId) ?? [])]
        .filter(([, count]) => count > 0)
        .map(([wargearId, count]) => ({ wargearId, name: index.wargear.get(wargearId)?.name ?? wargearId, count })),
    }));
}

/**
 * What the player chose beyond the datasheet's default wargear, totalled over the unit by name: a Ravager with
 * its three dark lances swapped is "3 disintegrator cannons", Wracks with two special weapons "1 hexrifle,
 * 1 ossefactor" (with their torturer's tools, which come with the choice). Empty for a unit as it comes.
 */
export function chosenWargear(unit: Unit, data: GameData): readonly LoadoutItem[] {
  const datasheet = findDatasheet(data, unit.datasheetId);
  if (!datasheet || unit.wargear.length === 0) return [];
  const index = datasheetIndex(data, datasheet);
  const chosen = new Map<WargearId, number>();
  for (const selection of unit.wargear) {
    const choice = index.options.get(selection.optionId)?.choices.find((c) => c.id === selection.choiceId);
    for (const item of choice?.items ?? [])
      chosen.set(item.wargearId, (chosen.get(item.wargearId) ?? 0) + item.count * selection.count);
  }
  return [...chosen]
    .filter(([, count]) => count > 0)
    .map(([wargearId, count]) => ({ wargearId, name: index.wargear.get(wargearId)?.name ?? wargearId, count }));
}
