import type { Faction } from '../domain/data/faction.schema';
import type { FactionId } from '../domain/data/ids';
import type { GameSystem } from '../domain/data/game-system.schema';
import type { Manifest } from '../domain/data/manifest.schema';
import type { Result } from '../domain/result';
import type { RosterStore } from './roster-store';

/** A game data file loaded, or why not in words for the player. */
export type LoadResult<T> = Result<T, string>;
export type LoadStatus =
  /** `step` names what a long load is doing ("Translating Space Marines"), when its source says. */
  | { readonly state: 'loading'; readonly step?: string }
  | { readonly state: 'ready' }
  | { readonly state: 'error'; readonly message: string };

export type DataSources = {
  readonly loadSystemData: () => Promise<LoadResult<{ readonly system: GameSystem; readonly manifest: Manifest }>>;
  /**
   * `factionName` from the manifest, for a message that names the army ("Blood Angels has not been saved…");
   * `onStep` hears each step of a faction imported from the player's catalogues as it starts.
   */
  readonly loadFaction: (
    factionId: string,
    factionName?: string,
    onStep?: (step: string) => void,
  ) => Promise<LoadResult<Faction>>;
};

export type DataLoader = {
  /** Starts loading the game system and manifest unless the store has them; later calls report the status. */
  ensureSystem(): LoadStatus;
  ensureFaction(factionId: string): LoadStatus;
  systemStatus(): LoadStatus;
  factionStatus(factionId: string): LoadStatus;
  subscribe(listener: () => void): () => void;
};

const loading: LoadStatus = { state: 'loading' };
const ready: LoadStatus = { state: 'ready' };

/** Loads game data on demand into `store`, keeping a status per file for the loading and error states. */
export function createDataLoader(store: RosterStore, sources: DataSources): DataLoader {
  const statuses = new Map<string, LoadStatus>();
  const listeners = new Set<() => void>();

  function update(key: string, status: LoadStatus): void {
    statuses.set(key, status);
    for (const listener of listeners) listener();
  }

  function start<T>(
    key: string,
    load: (onStep: (step: string) => void) => Promise<LoadResult<T>>,
    receive: (value: T) => void,
  ): LoadStatus {
    const known = statuses.get(key);
    if (known) return known;
    update(key, loading);
    const onStep = (step: string) => {
      if (statuses.get(key)?.state === 'loading') update(key, { state: 'loading', step });
    };
    load(onStep).then(
      (result) => {
        if (result.ok) receive(result.value);
        update(key, result.ok ? ready : { state: 'error', message: result.error });
      },
      (error: unknown) =>
        update(key, { state: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return loading;
  }

  return {
    ensureSystem() {
      const { system, manifest } = store.getState();
      if (system && manifest) return ready;
      return start(
        'system',
        () => sources.loadSystemData(),
        (value) => store.getState().receiveSystem(value.system, value.manifest),
      );
    },
    ensureFaction(factionId) {
      if (store.getState().factions[factionId as FactionId]) return ready;
      const name = store.getState().manifest?.factions.find((f) => f.id === factionId)?.name;
      return start(
        `faction:${factionId}`,
        (onStep) => sources.loadFaction(factionId, name, onStep),
        (faction) => store.getState().receiveFaction(faction),
      );
    },
    systemStatus() {
      const { system, manifest } = store.getState();
      return system && manifest ? ready : (statuses.get('system') ?? loading);
    },
    factionStatus(factionId) {
      return store.getState().factions[factionId as FactionId]
        ? ready
        : (statuses.get(`faction:${factionId}`) ?? loading);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
