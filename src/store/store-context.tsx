import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useStore } from 'zustand';
import type { DataLoader, LoadStatus } from './data-loader';
import type { RosterState } from './roster-state';
import type { RosterStore } from './roster-store';

const StoreContext = createContext<RosterStore | null>(null);
const LoaderContext = createContext<DataLoader | null>(null);

export function StoreProvider({
  store,
  loader,
  children,
}: {
  store: RosterStore;
  loader: DataLoader;
  children: ReactNode;
}) {
  return (
    <StoreContext.Provider value={store}>
      <LoaderContext.Provider value={loader}>{children}</LoaderContext.Provider>
    </StoreContext.Provider>
  );
}

export function useRosterStoreApi(): RosterStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useRosterStore needs a <StoreProvider> above it');
  return store;
}

/** Reads the store; wrap selectors that build new objects in `useShallow`. */
export function useRosterStore<T>(selector: (state: RosterState) => T): T {
  return useStore(useRosterStoreApi(), selector);
}

export type History = {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** What Undo and Redo would take back or make again ("Add Wracks"); null when there is nothing to name. */
  readonly undoLabel: string | null;
  readonly redoLabel: string | null;
  undo(): void;
  redo(): void;
};

export function useHistory(): History {
  const store = useRosterStoreApi();
  const canUndo = useStore(store.temporal, (s) => s.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (s) => s.futureStates.length > 0);
  const lastEdit = useStore(store, (s) => s.lastEdit);
  // The next Redo makes again the last state Undo put aside, whose lastEdit names the edit that made it.
  const redoLabel = useStore(store.temporal, (s) => s.futureStates.at(-1)?.lastEdit ?? null);
  return useMemo(
    () => ({
      canUndo,
      canRedo,
      undoLabel: canUndo ? lastEdit : null,
      redoLabel: canRedo ? redoLabel : null,
      undo: () => store.getState().undo(),
      redo: () => store.getState().redo(),
    }),
    [store, canUndo, canRedo, lastEdit, redoLabel],
  );
}

function useDataLoader(): DataLoader {
  const loader = useContext(LoaderContext);
  if (!loader) throw new Error('useDataLoader needs a <StoreProvider> above it');
  return loader;
}

/** Starts loading the game system when needed and follows its status. */
export function useSystemStatus(): LoadStatus {
  const loader = useDataLoader();
  useEffect(() => void loader.ensureSystem(), [loader]);
  useRosterStore((s) => s.system !== null && s.manifest !== null);
  return useSyncExternalStore(loader.subscribe, loader.systemStatus);
}

/** Starts loading the faction's data when needed and follows its status; null loads nothing. */
export function useFactionStatus(factionId: string | null): LoadStatus {
  const loader = useDataLoader();
  useEffect(() => {
    if (factionId) loader.ensureFaction(factionId);
  }, [loader, factionId]);
  useRosterStore((s) => (factionId ? s.factions[factionId as keyof RosterState['factions']] : null));
  return useSyncExternalStore(loader.subscribe, () => (factionId ? loader.factionStatus(factionId) : readyStatus));
}

const readyStatus: LoadStatus = { state: 'ready' };

/**
 * Loads several factions' data at once (the lists of an event name many) and resolves, once none is still loading,
 * with each one's status: a faction that failed is said on its lists' rows, and the others go on.
 */
export function useLoadFactions(): (factionIds: readonly string[]) => Promise<ReadonlyMap<string, LoadStatus>> {
  const loader = useDataLoader();
  return useCallback(
    (factionIds) =>
      new Promise((resolve) => {
        const settle = (): boolean => {
          const statuses = new Map(factionIds.map((id) => [id, loader.factionStatus(id)]));
          if ([...statuses.values()].some((s) => s.state === 'loading')) return false;
          resolve(statuses);
          return true;
        };
        for (const id of factionIds) loader.ensureFaction(id);
        if (settle()) return;
        const unsubscribe = loader.subscribe(() => {
          if (settle()) unsubscribe();
        });
      }),
    [loader],
  );
}
