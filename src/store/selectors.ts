import type { FactionId } from '../domain/data/ids';
import type { GameData } from '../domain/data/game-data';
import type { Faction } from '../domain/data/faction.schema';
import type { GameSystem } from '../domain/data/game-system.schema';
import type { Roster } from '../domain/roster/roster.schema';
import { rosterPoints } from '../domain/roster/points';
import { validateRoster } from '../domain/rules/validate-roster';
import type { RosterIssue } from '../domain/rules/issue';
import type { SavedRoster } from './saved-roster.schema';

/** The parts of the store state selectors read; the store's own state type satisfies it. */
export type DataState = {
  readonly system: GameSystem | null;
  readonly factions: Readonly<Partial<Record<FactionId, Faction>>>;
};
export type OpenState = DataState & {
  readonly rosters: readonly SavedRoster[];
  readonly openRosterId: string | null;
};

export type RosterPoints = ReturnType<typeof rosterPoints>;

const gameDataCache = new WeakMap<GameSystem, WeakMap<Faction, GameData>>();
const pointsCache = new WeakMap<Roster, WeakMap<GameData, RosterPoints>>();
const issuesCache = new WeakMap<Roster, WeakMap<GameData, readonly RosterIssue[]>>();

export function selectOpenSaved(state: OpenState): SavedRoster | null {
  return state.rosters.find((r) => r.roster.id === state.openRosterId) ?? null;
}

export function selectOpenRoster(state: OpenState): Roster | null {
  return selectOpenSaved(state)?.roster ?? null;
}

/** The same object for as long as the system and faction are the same, so it can key the memos below. */
export function selectGameData(state: DataState, factionId: string): GameData | null {
  const faction = state.factions[factionId as FactionId];
  if (!state.system || !faction) return null;
  return memo(gameDataCache, state.system, faction, () => ({ system: state.system as GameSystem, faction }));
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
