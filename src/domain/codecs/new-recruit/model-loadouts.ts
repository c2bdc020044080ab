import type { GameData } from '../../data/game-data';
import type { WargearId, WargearOptionId } from '../../data/ids';
import { unitLoadout, type ModelLoadout } from '../../roster/loadout';
import { datasheetIndex, findDatasheet } from '../../roster/lookup';
import { exclusiveGroup } from '../../roster/wargear-limits';
import type { Unit } from '../../roster/roster.schema';
import type { Datasheet } from '../../data/datasheet.schema';
import { solveWargear } from '../text-import/wargear-solver';

/** `count` models of a group that carry exactly `items` (per model). */
export type LoadoutShare = {
  readonly count: number;
  readonly items: readonly { readonly wargearId: WargearId; readonly name: string; readonly count: number }[];
};

export type GroupLoadouts = ModelLoadout & { readonly shares: readonly LoadoutShare[] };

/**
 * What each model of a group carries, as New Recruit prints it ("5 with Bolt pistol, Chainblade" / "2 with
 * Bolt pistol, Khornate eviscerator"). The roster only says how many models took each choice, so the choices are
 * handed out one per model, to models not yet changed first (two eviscerators and two plasma pistols among nine
 * Berzerkers go to four different models). The choices handed out are the ones the importer would solve from the
 * group's totals, not the roster's own, so a list read back prints exactly as it did. The shares always add up to
 * the totals: where handing out choices cannot give them (an illegal unit), each item is spread evenly instead.
 */
export function groupLoadouts(unit: Unit, data: GameData): readonly GroupLoadouts[] {
  const datasheet = findDatasheet(data, unit.datasheetId);
  // Model types are solved in the order the import reads them, each after the options the ones before it took.
  const taken = new Map<WargearOptionId, number>();
  return unitLoadout(unit, data).map((group) => {
    const names = new Map(group.wargear.map((w) => [w.wargearId, w.name]));
    const totals = new Map(group.wargear.map((w) => [w.wargearId, w.count]));
    const handedOut = datasheet ? handOut(data, group, unit, datasheet, taken) : null;
    const models = handedOut && sumsTo(handedOut, totals) ? handedOut : spread(group.count, totals);
    return { ...group, shares: share(models, names, datasheet ? datasheetIndex(data, datasheet).wargear : new Map()) };
  });
}

type Model = Map<WargearId, number>;

function handOut(
  data: GameData,
  group: ModelLoadout,
  unit: Unit,
  datasheet: Datasheet,
  taken: Map<WargearOptionId, number>,
): Model[] | null {
  const index = datasheetIndex(data, datasheet);
  const totals = new Map(group.wargear.map((w) => [w.wargearId, w.count]));
  const models = unit.models.filter((m) => m.count > 0);
  const solved = solveWargear(data, datasheet, {
    modelTypeId: group.modelTypeId,
    models,
    printed: totals,
    taken: new Map(taken),
  });
  for (const s of solved.selections) taken.set(s.optionId, (taken.get(s.optionId) ?? 0) + s.count);
  if (solved.misfits.length > 0) return null;
  const defaults = index.modelTypes.get(group.modelTypeId)?.defaultWargear ?? [];
  const carriers: Model[] = Array.from(
    { length: group.count },
    () => new Map(defaults.map((d) => [d.wargearId, d.count])),
  );
  const choices: Set<string>[] = carriers.map(() => new Set());
  for (const selection of solved.selections) {
    const option = index.options.get(selection.optionId);
    const choice = option?.choices.find((c) => c.id === selection.choiceId);
    if (!option || !choice) return null;
    const blocked = new Set(exclusiveGroup(option, datasheet).map((o) => o.id));
    for (let n = 0; n < selection.count; n++) {
      const fits = (i: number) =>
        ![...choices[i]!].some((id) => blocked.has(id as typeof option.id)) &&
        option.replaces.every((r) => (carriers[i]!.get(r.wargearId) ?? 0) >= r.count);
      const order = carriers.map((_, i) => i).sort((a, b) => choices[a]!.size - choices[b]!.size);
      const at = order.find(fits);
      if (at === undefined) return null;
      const model = carriers[at]!;
      for (const r of option.replaces) model.set(r.wargearId, (model.get(r.wargearId) ?? 0) - r.count);
      for (const item of choice.items) model.set(item.wargearId, (model.get(item.wargearId) ?? 0) + item.count);
      choices[at]!.add(option.id);
    }
  }
  return carriers;
}

function sumsTo(models: readonly Model[], totals: ReadonlyMap<WargearId, number>): boolean {
  const sums = new Map<WargearId, number>();
  for (const model of models) for (const [id, count] of model) if (count > 0) sums.set(id, (sums.get(id) ?? 0) + count);
  return sums.size === totals.size && [...totals].every(([id, count]) => sums.get(id) === count);
}

function spread(count: number, totals: ReadonlyMap<WargearId, number>): Model[] {
  const models: Model[] = Array.from({ length: count }, () => new Map());
  for (const [id, total] of totals) {
    models.forEach((model, i) => {
      const each = Math.floor(total / count) + (i < total % count ? 1 : 0);
      if (each > 0) model.set(id, each);
    });
  }
  return models;
}

/** Groups identical models, largest share first, items by name in code-point order. */
function share(
  models: readonly Model[],
  names: ReadonlyMap<WargearId, string>,
  fallback: ReadonlyMap<WargearId, { name: string }>,
): LoadoutShare[] {
  const byKey = new Map<string, { count: number; items: LoadoutShare['items'] }>();
  for (const model of models) {
    const items = [...model]
      .filter(([, count]) => count > 0)
      .map(([wargearId, count]) => ({
        wargearId,
        name: names.get(wargearId) ?? fallback.get(wargearId)?.name ?? wargearId,
        count,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const key = items.map((i) => `${i.count}x${i.wargearId}`).join(',');
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { count: 1, items });
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count);
}
