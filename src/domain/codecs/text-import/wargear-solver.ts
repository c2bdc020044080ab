import type { Datasheet } from '../../data/datasheet.schema';
import type { ModelTypeId, WargearId, WargearOptionId } from '../../data/ids';
import type { WargearChoice, WargearOption } from '../../data/wargear.schema';
import type { GameData } from '../../data/game-data';
import { derivedFrom } from '../../data/game-index';
import { datasheetIndex, type DatasheetIndex } from '../../roster/lookup';
import { wargearTotals } from '../../roster/loadout';
import type { ModelCount, Unit, WargearSelection } from '../../roster/roster.schema';
import { wargearRoom } from '../../roster/wargear-room';

/**
 * Which wargear choices give a printed loadout. Text lists print only totals per model group
 * (`9x Khorne Berzerker` / `7x Bolt pistol` / `2x Khornate eviscerator` …), never the choices that made them, so the
 * importer works back: each choice taken k times adds k × (its items − the option's `replaces`) to the model type's
 * default wargear, and the solver searches the counts whose total matches the printed one, or comes closest.
 *
 * A legal list must read back legal: a Ravager's three disintegrator cannons are one swap on each of its three
 * dark-lance options, not three on the first. So the counts are first searched within every option's limit and
 * every model's one choice per option; only when no such counts give the printed loadout are the limits lifted,
 * and the import keeps what the text says for the rules to flag.
 */
export type SolvedWargear = {
  readonly selections: readonly WargearSelection[];
  /** Items whose printed count no combination of choices reaches: what the model type ends up with instead. */
  readonly misfits: readonly { readonly wargearId: WargearId; readonly printed: number; readonly imported: number }[];
  /** False when only choices past the options' limits come closest to the printed loadout: the rules will flag them. */
  readonly isWithinLimits: boolean;
};

export type SolveRequest = {
  readonly modelTypeId: ModelTypeId;
  /** The whole unit's models: limits such as "1 per 5 models" count every model type. */
  readonly models: readonly ModelCount[];
  readonly printed: ReadonlyMap<WargearId, number>;
  /** Times other model types of the unit already took each option (an option can span model types). */
  readonly taken?: ReadonlyMap<WargearOptionId, number>;
};

type Variable = {
  readonly option: WargearOption;
  readonly choice: WargearChoice;
  readonly delta: number[];
  readonly max: number;
  /** What may still be taken, counted per option and per group of options one model cannot combine. */
  readonly caps: readonly number[];
};

/** Enough for any real datasheet (a few options with a few choices); past it the closest loadout found so far is kept. */
const NODE_BUDGET = 60_000;
const MAX_COUNT = 200;

/** Solutions kept per datasheet with the data: a list repeats units, and the export of WTC text solves what the import solves again. */
const CACHE_SIZE = 256;

export function solveWargear(data: GameData, datasheet: Datasheet, request: SolveRequest): SolvedWargear {
  const cache = derivedFrom(data.index, `solved-wargear:${datasheet.id}`, () => new Map<string, SolvedWargear>());
  const key = [
    request.modelTypeId,
    request.models.map((m) => `${m.modelTypeId}:${m.count}`).join(','),
    [...request.printed]
      .map(([id, n]) => `${id}:${n}`)
      .sort()
      .join(','),
    [...(request.taken ?? [])]
      .map(([id, n]) => `${id}:${n}`)
      .sort()
      .join(','),
  ].join('|');
  const hit = cache.get(key);
  if (hit) return hit;
  const result = solve(datasheetIndex(data, datasheet), datasheet, request);
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(key, result);
  return result;
}

function solve(
  index: DatasheetIndex,
  datasheet: Datasheet,
  { modelTypeId, models: unitModels, printed, taken }: SolveRequest,
): SolvedWargear {
  const modelType = index.modelTypes.get(modelTypeId);
  const models = unitModels.reduce((sum, m) => (m.modelTypeId === modelTypeId ? sum + m.count : sum), 0);
  const unit: Unit = {
    id: 'solver' as Unit['id'],
    datasheetId: datasheet.id,
    models: [...unitModels],
    wargear: [],
    enhancementId: null,
    isWarlord: false,
    attachedToUnitId: null,
  };
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
  const target = items.map(() => 0);
  for (const [id, count] of printed) target[slot(id)]! += count;
  const start = items.map(() => 0);
  for (const item of modelType?.defaultWargear ?? []) start[slot(item.wargearId)]! += item.count * models;

  // Capacities: each option's limit left after other model types, and one choice per model among options a model
  // cannot combine (an option with itself included: a War Walker swaps each shuriken cannon once).
  const room = wargearRoom(datasheet, unit, modelTypeId, taken);
  const capacity = room.left.map((left) => Math.max(0, left));
  const deltas = options.flatMap((option, o) =>
    option.choices.map((choice) => {
      const delta = items.map(() => 0);
      for (const item of option.replaces) delta[slot(item.wargearId)]! -= item.count;
      for (const item of choice.items) delta[slot(item.wargearId)]! += item.count;
      return { option, choice, delta, caps: room.capsOf[o]! };
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

  let chosen = variables.map(() => 0);
  let isWithinLimits = true;
  // Most lists keep most of their wargear: nothing to solve when the defaults already print as the list does.
  if (distance(start, target, true) > 0) {
    const legal = searchAll(variables, start, target, capacity);
    const free = legal.mismatch === 0 ? legal : searchAll(variables, start, target, null);
    isWithinLimits = free.mismatch >= legal.mismatch;
    chosen = isWithinLimits ? legal.counts : free.counts;
  }

  const selections: WargearSelection[] = variables.flatMap((v, i) => {
    const count = chosen[i] ?? 0;
    return count > 0 ? [{ modelTypeId, optionId: v.option.id, choiceId: v.choice.id, count }] : [];
  });
  // The engine's own totals decide what the unit really carries, so misfits are judged as the export will print them.
  const carried = items.map(() => 0);
  for (const [id, count] of wargearTotals({ ...unit, wargear: selections }, index).get(modelTypeId) ?? []) {
    carried[slot(id)]! += Math.max(0, count);
  }
  const misfits = items.flatMap((wargearId, w) => {
    const imported = carried[w]!;
    return imported === target[w] ? [] : [{ wargearId, printed: target[w]!, imported }];
  });
  return { selections, misfits, isWithinLimits };
}

type Found = { mismatch: number; counts: number[] };

/**
 * Within `capacity` (null: no limits), first only the choices that add nothing the list does not print, which is
 * where a real list's answer lies; all of them only when that cannot match the list exactly.
 */
function searchAll(
  variables: readonly Variable[],
  start: readonly number[],
  target: readonly number[],
  capacity: readonly number[] | null,
): Found {
  const adds = (v: Variable) => v.delta.some((d, w) => d > 0 && target[w] === 0);
  const likely = variables.map((v, i) => (adds(v) ? -1 : i)).filter((i) => i >= 0);
  const first = search(
    likely.map((i) => variables[i]!),
    start,
    target,
    capacity,
  );
  const counts = variables.map(() => 0);
  likely.forEach((i, at) => (counts[i] = first.counts[at] ?? 0));
  if (first.mismatch === 0 || likely.length === variables.length) return { mismatch: first.mismatch, counts };
  return search(variables, start, target, capacity);
}

/**
 * How far a loadout is from the printed one. Within limits a negative count is a swap of wargear the models do not
 * carry, which the rules flag, so it counts as missing; without limits it prints as absent, as the export shows it.
 */
function distance(loadout: readonly number[], target: readonly number[], isStrict: boolean): number {
  let sum = 0;
  for (let w = 0; w < loadout.length; w++)
    sum += Math.abs((isStrict ? loadout[w]! : Math.max(0, loadout[w]!)) - target[w]!);
  return sum;
}

/**
 * Depth-first over the choices' counts, most promising count first, pruned by a lower bound on the mismatch that
 * the choices still to come cannot undo. Keeps the closest loadout, then the one with fewest choices taken.
 */
function search(
  variables: readonly Variable[],
  start: readonly number[],
  target: readonly number[],
  capacity: readonly number[] | null,
): Found {
  const isStrict = capacity !== null;
  const left = capacity ? [...capacity] : null;
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
      const low = isStrict ? loadout[w]! + lows[w]! : Math.max(0, loadout[w]! + lows[w]!);
      const high = isStrict ? loadout[w]! + highs[w]! : Math.max(0, loadout[w]! + highs[w]!);
      const want = target[w]!;
      sum += want < low ? low - want : want > high ? want - high : 0;
    }
    return sum;
  };

  let best = { mismatch: distance(start, target, isStrict), taken: 0, counts: variables.map(() => 0) };
  const counts = variables.map(() => 0);
  let nodes = 0;
  const visit = (at: number, loadout: readonly number[], taken: number): void => {
    nodes++;
    if (at === variables.length) {
      const score = distance(loadout, target, isStrict);
      if (score < best.mismatch || (score === best.mismatch && taken < best.taken)) {
        best = { mismatch: score, taken, counts: [...counts] };
      }
      return;
    }
    const bound = lowerBound(loadout, at);
    if (bound > best.mismatch || (bound === best.mismatch && taken >= best.taken) || nodes > NODE_BUDGET) return;
    const v = variables[at]!;
    const max = left ? Math.min(v.max, ...v.caps.map((c) => left[c]!)) : v.max;
    const candidates: { k: number; next: readonly number[]; bound: number }[] = [];
    for (let k = 0; k <= max; k++) {
      const next = k === 0 ? loadout : loadout.map((value, w) => value + v.delta[w]! * k);
      candidates.push({ k, next, bound: lowerBound(next, at + 1) });
    }
    candidates.sort((a, b) => a.bound - b.bound || a.k - b.k);
    for (const { k, next, bound: after } of candidates) {
      if (after > best.mismatch || (after === best.mismatch && taken + k >= best.taken)) break;
      counts[at] = k;
      if (left) for (const c of v.caps) left[c]! -= k;
      visit(at + 1, next, taken + k);
      if (left) for (const c of v.caps) left[c]! += k;
    }
    counts[at] = 0;
  };
  visit(0, start, 0);
  return best;
}
