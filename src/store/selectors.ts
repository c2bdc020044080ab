import type { FactionId } from '../domain/data/ids';
import type { GameData } from '../domain/data/game-data';
import type { Roster } from '../domain/roster/roster.schema';
import { rosterPoints } from '../domain/roster/points';
import { validateRoster } from '../domain/rules/validate-roster';
import type { RosterIssue } from '../domain/rules/issue';
import { rosterVerdict, type Verdict } from '../domain/rules/verdict';
import type { SavedRoster } from './saved-roster.schema';

/** The parts of the store state selectors read; the store's own state type satisfies it. */
export type DataState = {
  readonly gameData: Readonly<Partial<Record<FactionId, GameData>>>;
};
export type OpenState = DataState & {
  readonly rosters: readonly SavedRoster[];
  readonly openRosterId: string | null;
};

export type RosterPoints = ReturnType<typeof rosterPoints>;

const pointsCache = new WeakMap<Roster, WeakMap<GameData, RosterPoints>>();
const issuesCache = new WeakMap<Roster, WeakMap<GameData, readonly RosterIssue[]>>();
const verdictCache = new WeakMap<Roster, WeakMap<GameData, Verdict>>();

export function selectOpenSaved(state: OpenState): SavedRoster | null {
  return state.rosters.find((r) => r.roster.id === state.openRosterId) ?? null;
}

export function selectOpenRoster(state: OpenState): Roster | null {
  return selectOpenSaved(state)?.roster ?? null;
}

/** The faction's game data, made once when it loaded: the same object for as long as it is loaded, so it keys the memos below. */
export function selectGameData(state: DataState, factionId: string): GameData | null {
  return state.gameData[factionId as FactionId] ?? null;
}

export function selectOpenGameData(state: OpenState): GameData | null {
  const roster = selectOpenRoster(state);
  return roster ? selectGameData(state, roster.factionId) : null;
}

/** Points of `roster`, computed once per roster and data. */
export function pointsOf(roster: Roster, data: GameData): RosterPoints {
  return memo(pointsCache, roster, data, () => rosterPoints(roster, data));
}

/** Issues of `roster`, computed once per roster and data. */
export function issuesOf(roster: Roster, data: GameData): readonly RosterIssue[] {
  return memo(issuesCache, roster, data, () => validateRoster(roster, data));
}

/** Whether `roster` is legal, with the limits left unchecked, computed once per roster and data. */
export function verdictOfRoster(roster: Roster, data: GameData): Verdict {
  return memo(verdictCache, roster, data, () => rosterVerdict(roster, data, issuesOf(roster, data)));
}

export function selectOpenPoints(state: OpenState): RosterPoints | null {
  const roster = selectOpenRoster(state);
  const data = selectOpenGameData(state);
  return roster && data ? pointsOf(roster, data) : null;
}

export function selectOpenIssues(state: OpenState): readonly RosterIssue[] {
  const roster = selectOpenRoster(state);
  const data = selectOpenGameData(state);
  return roster && data ? issuesOf(roster, data) : noIssues;
}

const noIssues: readonly RosterIssue[] = [];

/** The open roster's verdict; null while it or its data is not there. */
export function selectOpenVerdict(state: OpenState): Verdict | null {
  const roster = selectOpenRoster(state);
  const data = selectOpenGameData(state);
  return roster && data ? verdictOfRoster(roster, data) : null;
}

function memo<A extends object, B extends object, V>(
  cache: WeakMap<A, WeakMap<B, V>>,
  a: A,
  b: B,
  compute: () => V,
): V {
  let inner = cache.get(a);
  if (!inner) {
    inner = new WeakMap();
    cache.set(a, inner);
  }
  let value = inner.get(b);
  if (value === undefined) {
    value = compute();
    inner.set(b, value);
  }
  return value;
}
