import type { Datasheet } from '../data/datasheet.schema';
import type { ModelTypeId, WargearId } from '../data/ids';
import type { WargearChoice, WargearOption } from '../data/wargear.schema';
import { datasheetIndex } from '../roster/lookup';
import { wargearTotals } from '../roster/loadout';
import type { Unit, WargearSelection } from '../roster/roster.schema';

/**
 * Which wargear choices give a printed loadout. Text lists print only totals per model group
 * (`9x Khorne Berzerker` / `7x Bolt pistol` / `2x Khornate eviscerator` …), never the choices that made them, so the
 * importer works back: each choice taken k times adds k × (its items − the option's `replaces`) to the model type's
 * default wargear, and the solver searches the counts whose total matches the printed one, or comes closest.
 */
export type SolvedWargear = {
  readonly selections: readonly WargearSelection[];
  /** Items whose printed count no combination of choices reaches: what the model type ends up with instead. */
  readonly misfits: readonly { readonly wargearId: WargearId; readonly printed: number; readonly imported: number }[];
};

type Variable = {
  readonly option: WargearOption;
  readonly choice: WargearChoice;
  readonly delta: number[];
  readonly max: number;
};

/** Enough for any real datasheet (a few options with a few choices); past it the closest loadout found so far is kept. */
const NODE_BUDGET = 60_000;
const MAX_COUNT = 200;

const solved = new WeakMap<Datasheet, Map<string, SolvedWargear>>();
/** Solutions kept per datasheet: a list repeats units, and the export of WTC text solves what the import solves again. */
const CACHE_SIZE = 256;

export function solveWargear(
  datasheet: Datasheet,
  modelTypeId: ModelTypeId,
  models: number,
  printed: ReadonlyMap<WargearId, number>,
): SolvedWargear {
  let cache = solved.get(datasheet);
  if (!cache) {
    cache = new Map();
    solved.set(datasheet, cache);
  }
  const key = `${modelTypeId}|${models}|${[...printed].map(([id, n]) => `${id}:${n}`).sort().join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const result = solve(datasheet, modelTypeId, models, printed);
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(key, result);
  return result;
}

function solve(
  datasheet: Datasheet,
  modelTypeId: ModelTypeId,
  models: number,
  printed: ReadonlyMap<WargearId, number>,
): SolvedWargear {
  const modelType = datasheetIndex(datasheet).modelTypes.get(modelTypeId);
  const options = datasheet.wargearOptions.filter((o) => o.modelTypeIds.includes(modelTypeId));
  const items: WargearId[] = [];
  const slot = (id: WargearId): number => {
    const at = items.indexOf(id);
    if (at >= 0) return at;
    items.push(id);
    return items.length - 1;
  };
  for (const id of printed.keys()) slot(id);
  for (const item of modelType?.defaultWargear ?? []) slot(item.wargearId);
  for (const option of options) {
    for (const item of option.replaces) slot(item.wargearId);
    for (const choice of option.choices) for (const item of choice.items) slot(item.wargearId);
  }
  const target = items.map((id) => printed.get(id) ?? 0);
  const start = items.map(() => 0);
  for (const item of modelType?.defaultWargear ?? []) start[slot(item.wargearId)]! += item.count * models;

  const deltas = options.flatMap((option) =>
    option.choices.map((choice) => {
      const delta = items.map(() => 0);
      for (const item of option.replaces) delta[slot(item.wargearId)]! -= item.count;
      for (const item of choice.items) delta[slot(item.wargearId)]! += item.count;
      return { option, choice, delta };
    }),
  );
  // How often a choice may be counted: a legal unit never takes one more often than it has models, but an illegal
  // one may (two swaps on one Exarch), and a choice may have to make up for what others took away.
  const base = Math.max(1, models, ...target);
  const takenByAll = items.map((_, w) => deltas.reduce((sum, u) => sum + Math.max(0, -u.delta[w]!) * base, 0));
  const variables: Variable[] = deltas.map((v) => {
    const reach = Math.max(
      0,
      ...v.delta.map((d, w) => {
        if (d <= 0) return 0;
        const takenByOthers = takenByAll[w]! - Math.max(0, -d) * base;
        return Math.ceil(((target[w] ?? 0) + takenByOthers) / d);
      }),
    );
    return { ...v, max: Math.min(MAX_COUNT, Math.max(base, reach)) };
  });

  const mismatch = (loadout: readonly number[]): number => {
    let sum = 0;
    for (let w = 0; w < loadout.length; w++) sum += Math.abs(Math.max(0, loadout[w]!) - target[w]!);
    return sum;
  };
  // Most lists keep most of their wargear: nothing to solve when the defaults already print as the list does.
  let chosen = variables.map(() => 0);
  if (mismatch(start) > 0) {
    // First only the choices that add nothing the list does not print, which is where a real list's answer lies;
    // all of them only when that cannot match the list exactly.
    const adds = (v: Variable) => v.delta.some((d, w) => d > 0 && target[w] === 0);
    const likely = variables.map((v, i) => (adds(v) ? -1 : i)).filter((i) => i >= 0);
    const first = search(likely.map((i) => variables[i]!), start, target, mismatch);
    if (first.mismatch === 0 || likely.length === variables.length) {
      likely.forEach((i, at) => (chosen[i] = first.counts[at] ?? 0));
    } else {
      chosen = search(variables, start, target, mismatch).counts;
    }
  }

  const selections: WargearSelection[] = variables.flatMap((v, i) => {
    const count = chosen[i] ?? 0;
    return count > 0 ? [{ modelTypeId, optionId: v.option.id, choiceId: v.choice.id, count }] : [];
  });
  // The engine's own totals decide what the unit really carries, so misfits are judged as the export will print them.
  const unit: Unit = {
    id: 'solver' as Unit['id'],
    datasheetId: datasheet.id,
    models: [{ modelTypeId, count: models }],
    wargear: selections,
    enhancementId: null,
    isWarlord: false,
    attachedToUnitId: null,
  };
  const carried = wargearTotals(unit, datasheet).get(modelTypeId) ?? new Map<WargearId, number>();
  const misfits = items.flatMap((wargearId, w) => {
    const imported = Math.max(0, carried.get(wargearId) ?? 0);
    return imported === target[w] ? [] : [{ wargearId, printed: target[w]!, imported }];
  });
  return { selections, misfits };
}

/**
 * Depth-first over the choices' counts, most promising count first, pruned by a lower bound on the mismatch that
 * the choices still to come cannot undo. Keeps the closest loadout, then the one with fewest choices taken.
 */
function search(
  variables: readonly Variable[],
  start: readonly number[],
  target: readonly number[],
  mismatch: (loadout: readonly number[]) => number,
): { mismatch: number; counts: number[] } {
  const items = start.length;
  // Per variable position, how far the remaining variables can still push each item down or up.
  const lowFrom: number[][] = [new Array<number>(items).fill(0)];
  const highFrom: number[][] = [new Array<number>(items).fill(0)];
  for (let i = variables.length - 1; i >= 0; i--) {
    const v = variables[i]!;
    lowFrom.unshift(lowFrom[0]!.map((low, w) => low + Math.min(0, v.delta[w]! * v.max)));
    highFrom.unshift(highFrom[0]!.map((high, w) => high + Math.max(0, v.delta[w]! * v.max)));
  }
  const lowerBound = (loadout: readonly number[], from: number): number => {
    const lows = lowFrom[from]!;
    const highs = highFrom[from]!;
    let sum = 0;
    for (let w = 0; w < items; w++) {
      const low = Math.max(0, loadout[w]! + lows[w]!);
      const high = Math.max(0, loadout[w]! + highs[w]!);
      const want = target[w]!;
      sum += want < low ? low - want : want > high ? want - high : 0;
    }
    return sum;
  };

  let best = { mismatch: mismatch(start), taken: 0, counts: variables.map(() => 0) };
  const counts = variables.map(() => 0);
  let nodes = 0;
  const visit = (at: number, loadout: readonly number[], taken: number): void => {
    nodes++;
    if (at === variables.length) {
      const score = mismatch(loadout);
      if (score < best.mismatch || (score === best.mismatch && taken < best.taken)) {
        best = { mismatch: score, taken, counts: [...counts] };
      }
      return;
    }
    const bound = lowerBound(loadout, at);
    if (bound > best.mismatch || (bound === best.mismatch && taken >= best.taken) || nodes > NODE_BUDGET) return;
    const v = variables[at]!;
    const candidates: { k: number; next: readonly number[]; bound: number }[] = [];
    for (let k = 0; k <= v.max; k++) {
      const next = k === 0 ? loadout : loadout.map((value, w) => value + v.delta[w]! * k);
      candidates.push({ k, next, bound: lowerBound(next, at + 1) });
    }
    candidates.sort((a, b) => a.bound - b.bound || a.k - b.k);
    for (const { k, next, bound: after } of candidates) {
      if (after > best.mismatch || (after === best.mismatch && taken + k >= best.taken)) break;
      counts[at] = k;
      visit(at + 1, next, taken + k);
    }
    counts[at] = 0;
  };
  visit(0, start, 0);
  return best;
}
