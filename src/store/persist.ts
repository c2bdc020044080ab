import type { PersistOptions, PersistStorage } from 'zustand/middleware';
import type { SaveFailure } from './save-failure';
import type { SavedRoster } from './saved-roster.schema';
import { createSavedListsTab } from './saved-lists-tab';
import type { SavedListsEvents } from './tab-saved';
import { PERSIST_VERSION } from './saved-lists-text';
import { setAsidePrefix, type SetAside } from './set-aside';
import { defaultLock, type Lock, type SavedListsStorage } from './storage';

export const STORAGE_KEY = 'muster:rosters';
export type { SaveFailure, SaveFailureReason, UnsavedList } from './save-failure';
export type PersistedState = { readonly rosters: readonly SavedRoster[] };

type PersistedSlice = PersistedState & {
  readonly setAside: readonly SetAside[];
  readonly saveFailure: SaveFailure | null;
};

/**
 * The saved lists in `backing[name]` as the store's zustand `persist` options (see saved-lists-tab.ts for what a
 * tab does with them, and merge-saved.ts for how tabs' changes merge).
 */
export function createSavedLists<S extends PersistedSlice>(
  backing: SavedListsStorage,
  { name = STORAGE_KEY, now = Date.now, lock = defaultLock() }: { name?: string; now?: () => number; lock?: Lock } = {},
) {
  const tab = createSavedListsTab(backing, name, now, lock);
  const asStored = (rosters: readonly SavedRoster[]) => ({ state: { rosters }, version: PERSIST_VERSION });
  const storage: PersistStorage<PersistedState> = {
    getItem() {
      const rosters = tab.read();
      return rosters instanceof Promise ? rosters.then(asStored) : asStored(rosters ?? []);
    },
    setItem: (_key, value) => tab.changed(value.state.rosters),
    removeItem: (key) => backing.removeItem(key),
  };
  const options: Pick<PersistOptions<S, PersistedState>, 'name' | 'version' | 'storage' | 'merge' | 'partialize'> = {
    name,
    version: PERSIST_VERSION,
    storage,
    partialize: (state) => ({ rosters: state.rosters }),
    // What arrives here has been through `getItem` above.
    merge: (_persisted, current) => ({ ...current, ...tab.start() }),
  };
  return {
    options,
    markSaved: tab.markSaved,
    isSame: tab.isSame,
    /** Starts telling the store what happens, and following other tabs. */
    connect(to: SavedListsEvents): void {
      tab.tell(to);
      backing.onChangeElsewhere?.((key) => {
        if (key === null || key.startsWith(setAsidePrefix(name))) tab.shelf.read();
        if (key === null || key === name) void tab.hear();
      });
    },
    /** Tries the unsaved changes again (after the player freed some space). */
    retry: () => tab.save(),
    /** The player downloaded or discarded a set-aside copy: it leaves storage, and saving resumes if it waited for it. */
    releaseSetAside(id: string): void {
      if (tab.shelf.release(id)?.key === null) tab.save(true);
    },
    /** The saved lists exactly as stored. */
    savedText: () => backing.getItem(name),
  };
}

export type SavedLists<S extends PersistedSlice> = ReturnType<typeof createSavedLists<S>>;
