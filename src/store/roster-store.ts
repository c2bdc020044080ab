import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { temporal } from 'zundo';
import type { RosterId } from '../domain/roster/ids';
import { createGameDataSlice } from './game-data-slice';
import { createListsSlice } from './lists-slice';
import { createNoticesSlice } from './notices-slice';
import { takeOverSaved, withChangesElsewhere } from './other-tabs';
import { createSavedLists } from './persist';
import type { RosterState, UndoableState } from './roster-state';
import type { SavedRoster } from './saved-roster.schema';
import { selectOpenSaved } from './selectors';
import { defaultStorage, type SavedListsStorage } from './storage';
import type { StoreTools } from './store-tools';

export type RosterStoreOptions = {
  readonly storage?: SavedListsStorage;
  readonly storageKey?: string;
  readonly newId?: () => string;
  readonly now?: () => number;
  /** How many edits undo can go back. */
  readonly historyLimit?: number;
};

/**
 * The app's one store, in three slices: saved lists and the edits to the open one (lists-slice.ts), the loaded game
 * data (game-data-slice.ts), and notices (notices-slice.ts). Points and issues are not stored: see selectors.ts.
 * A factory, so each test gets a fresh store.
 */
export function createRosterStore(options: RosterStoreOptions = {}) {
  const savedLists = createSavedLists<RosterState>(options.storage ?? defaultStorage(), {
    name: options.storageKey,
    now: options.now,
  });

  const store = createStore<RosterState>()(
    persist(
      temporal(
        (set, get) => {
          const history = () => store.temporal.getState();
          const tools: StoreTools = {
            now: options.now ?? Date.now,
            newId: options.newId ?? randomId,
            savedLists,
            withoutHistory(update) {
              history().pause();
              set(update);
              history().resume();
            },
            clearHistory: () => history().clear(),
            undo: () => history().undo(),
            redo: () => history().redo(),
          };
          return {
            ...createListsSlice(set, get, tools),
            ...createGameDataSlice(set, get, tools),
            ...createNoticesSlice(set, get, tools),
          };
        },
        {
          partialize: (state): UndoableState => ({ rosters: state.rosters, lastEdit: state.lastEdit }),
          equality: (past, current) => past.rosters === current.rosters,
          limit: options.historyLimit ?? 200,
        },
      ),
      savedLists.options,
    ),
  );

  /**
   * Another tab saved lists: take them over. Undo never brings back what that tab changed (its lists are put into
   * the history too), and when it changed the open list, that list's history starts afresh and the player is told.
   */
  function followSavedElsewhere(stored: readonly SavedRoster[], unsaved: ReadonlySet<RosterId>): void {
    const state = store.getState();
    const { rosters, changes } = takeOverSaved(state.rosters, stored, unsaved, savedLists.isSame);
    if (changes.size === 0) return;
    const open = selectOpenSaved(state);
    const openChange = open ? changes.get(open.roster.id) : undefined;
    const history = store.temporal.getState();
    if (openChange !== undefined) history.clear();
    else {
      const patch = <T extends { rosters?: readonly SavedRoster[] }>(past: T): T =>
        past.rosters ? { ...past, rosters: withChangesElsewhere(past.rosters, changes) } : past;
      store.temporal.setState({
        pastStates: history.pastStates.map(patch),
        futureStates: history.futureStates.map(patch),
      });
    }
    let changedElsewhere = state.changedElsewhere;
    if (open && openChange === null) changedElsewhere = { kind: 'deleted', rosterId: open.roster.id, saved: open };
    else if (open && openChange) changedElsewhere = { kind: 'changed', rosterId: open.roster.id };
    savedLists.markSaved(rosters);
    history.pause();
    store.setState({ rosters, changedElsewhere });
    history.resume();
  }

  savedLists.connect({
    saveFailure(saveFailure) {
      // Every save says how it went: that it worked is news only after one failed.
      if (saveFailure !== null || store.getState().saveFailure !== null) store.setState({ saveFailure });
    },
    setAside: (setAside) => store.setState({ setAside }),
    savedElsewhere: followSavedElsewhere,
  });
  return store;
}

export type RosterStore = ReturnType<typeof createRosterStore>;

/**
 * Resolves once the store has read the saved lists: at once when Muster sealed them, once the roster schema has
 * loaded when they need checking (see persist.ts). Render after it, or the first screen shows no saved lists.
 */
export function savedListsRead(store: RosterStore): Promise<void> {
  if (store.persist.hasHydrated()) return Promise.resolve();
  return new Promise((done) => {
    const stop = store.persist.onFinishHydration(() => {
      stop();
      done();
    });
  });
}

/** 16 random hex digits; crypto.randomUUID would need a secure context, which a LAN address is not. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
