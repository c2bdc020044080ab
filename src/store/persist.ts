import type { PersistOptions, PersistStorage } from 'zustand/middleware';
import type { RosterId } from '../domain/roster/ids';
import { mergeSaved, missedWrites, noteChanges, NOTHING_PENDING, NOTHING_SAVED, withMissed, type Pending, type SavedState } from './merge-saved';
import { readSaved } from './read-saved';
import { saveFailure, saveFailureOf, type SaveFailure } from './save-failure';
import type { SavedRoster } from './saved-roster.schema';
import { PERSIST_VERSION } from './saved-lists-text';
import { removeSetAside, setAside, setAsidePrefix, storedSetAside, type SetAside } from './set-aside';
import type { SavedListsStorage } from './storage';

export const STORAGE_KEY = 'muster:rosters';
export type { SaveFailure, SaveFailureReason, UnsavedList } from './save-failure';
export type PersistedState = { readonly rosters: readonly SavedRoster[] };

/** What the saved lists tell the store as it happens, once the store exists. */
export type SavedListsEvents = {
  /** A save failed, or (null) everything is saved again. */
  saveFailure(failure: SaveFailure | null): void;
  setAside(items: readonly SetAside[]): void;
  /** Another tab saved: `entries` are the lists stored now; `unsaved` are this tab's lists not saved yet. */
  savedElsewhere(entries: readonly SavedRoster[], unsaved: ReadonlySet<RosterId>): void;
};

/** Runs `write` while no other tab of the app writes the saved lists (see `defaultLock`). */
export type Lock = (name: string, write: () => void) => void;

type PersistedSlice = PersistedState & { readonly setAside: readonly SetAside[]; readonly saveFailure: SaveFailure | null };

/**
 * The saved lists in `backing[name]`, for the store's zustand `persist`: the one tab's state around the pure merge
 * of merge-saved.ts. A write merges this tab's unsaved changes into what is stored now, under a lock no other tab
 * holds meanwhile; what another tab saved is taken over (`savedElsewhere`), and what another tab wrote over without
 * having read it is saved again. Whatever cannot be read is set aside whole (set-aside.ts) and nothing is written
 * over it while its original is only in memory; lists saved by a newer Muster are never written over at all.
 */
export function createSavedLists<S extends PersistedSlice>(
  backing: SavedListsStorage,
  { name = STORAGE_KEY, now = Date.now, lock = defaultLock() }: { name?: string; now?: () => number; lock?: Lock } = {},
) {
  let events: SavedListsEvents | null = null;
  // Until the lists are read, the store holds none of them: saving it would overwrite them. Read again once read.
  let phase: 'reading' | 'read' | 'read-again' | 'newer' = 'reading';
  let newerReason = '';
  // The stored text as this tab last read or wrote it, and the lists in it; the store's lists as of then.
  let lastText: string | null = null;
  let known: SavedState = NOTHING_SAVED;
  let lastState: readonly SavedRoster[] = [];
  let pending: Pending = NOTHING_PENDING;
  let failure: SaveFailure | null = null;
  let setAsideItems: readonly SetAside[] = [];
  let isSetAsideWhileReading = false;
  // Each list's JSON, kept while the list object lives: a write stringifies only the lists that changed.
  const json = new WeakMap<SavedRoster, string>();
  const jsonOf = (entry: SavedRoster): string => json.get(entry) ?? (json.set(entry, JSON.stringify(entry)).get(entry) as string);
  const unsavedIds = () => new Set([...pending.unsaved.keys(), ...pending.deletions.keys()]);
  const hasPending = () => pending.unsaved.size + pending.deletions.size > 0;

  function keepAside(original: string, what: string, reason: string): void {
    const item = setAside(backing, name, { what, reason, original, keptAt: now() });
    setAsideItems = [...setAsideItems.filter((i) => i.id !== item.id), item];
    if (phase === 'reading' || phase === 'read-again') isSetAsideWhileReading = true;
  }

  /** Saves this tab's changes merged into what is stored now (`rewrite`: even with none). Returns why it could not. */
  function write(rewrite: boolean): SaveFailure | null {
    if (phase === 'newer') return hasPending() ? saveFailure('saved-by-newer-version', newerReason, pending) : null;
    if (!hasPending() && !rewrite) return null;
    if (setAsideItems.some((item) => item.key === null)) return hasPending() ? saveFailure('unreadable-data-in-the-way', '', pending) : null;
    let stored: string | null;
    try {
      stored = backing.getItem(name);
    } catch (error) {
      return saveFailureOf(error, pending);
    }
    let base = known;
    let changes = pending;
    const isOtherTabs = stored !== lastText && stored !== null;
    if (stored !== null && isOtherTabs) {
      const read = readSaved(stored, known, keepAside, jsonOf, { canWait: false });
      if (read.kind === 'newer') return becameNewer(read.reason);
      if (read.kind === 'lists' && !(read.state instanceof Promise)) [base, changes] = [read.state, withMissed(pending, missedWrites(known, read.state))];
      if (read.kind === 'unsealed') keepAside(stored, 'saved lists', 'they were changed outside Muster while it had them open');
      events?.setAside(setAsideItems);
      if (setAsideItems.some((item) => item.key === null)) return saveFailure('unreadable-data-in-the-way', '', pending);
    }
    const merged = mergeSaved(base, changes.unsaved, changes.deletions, jsonOf);
    try {
      backing.setItem(name, merged.text);
    } catch (error) {
      return saveFailureOf(error, pending);
    }
    [lastText, known, pending] = [merged.text, merged.state, NOTHING_PENDING];
    // Another tab wrote since this one last read, or both changed a list: take its lists over once this change has settled.
    if (isOtherTabs || merged.conflicts.length > 0) queueMicrotask(() => events?.savedElsewhere(merged.takenOver, unsavedIds()));
    return null;
  }

  function becameNewer(reason: string): SaveFailure {
    [phase, newerReason] = ['newer', reason];
    return saveFailure('saved-by-newer-version', reason, pending);
  }

  function save(rewrite = false): void {
    lock(name, () => {
      const next = write(rewrite);
      if (next === null && failure === null) return;
      failure = next;
      events?.saveFailure(next);
    });
  }

  /** The stored lists changed in another tab: read them, hand them to the store, and save again what they missed. */
  async function readElsewhere(): Promise<void> {
    if (phase !== 'read') {
      if (phase === 'reading') phase = 'read-again';
      return;
    }
    const stored = backing.getItem(name);
    // Nothing that Muster writes removes the lists; this tab's next write puts its lists back.
    if (stored === lastText || stored === null) return;
    const read = readSaved(stored, known, keepAside, jsonOf);
    events?.setAside(setAsideItems);
    if (read.kind === 'newer') return void events?.saveFailure((failure = becameNewer(read.reason)));
    if (read.kind !== 'lists') return;
    const state = await read.state;
    events?.setAside(setAsideItems);
    // Checking took a while and yet another write came: its own event follows.
    if (backing.getItem(name) !== stored) return;
    pending = withMissed(pending, missedWrites(known, state));
    [lastText, known] = [stored, state];
    events?.savedElsewhere(state.entries, unsavedIds());
    if (hasPending()) save();
  }

  const storage: PersistStorage<PersistedState> = {
    getItem(key) {
      setAsideItems = storedSetAside(backing, name);
      try {
        lastText = backing.getItem(key);
      } catch {
        // Blocked storage: nothing to read, and the first save says why nothing is saved.
      }
      if (lastText === null) return null;
      const read = readSaved(lastText, NOTHING_SAVED, keepAside, jsonOf);
      if (read.kind === 'newer') becameNewer(read.reason);
      if (read.kind !== 'lists') return { state: { rosters: [] }, version: PERSIST_VERSION };
      const settle = (state: SavedState) => ((known = state), { state: { rosters: state.entries }, version: PERSIST_VERSION });
      return read.state instanceof Promise ? read.state.then(settle) : settle(read.state);
    },
    setItem(_key, value) {
      if (phase === 'reading' || phase === 'read-again' || value.state.rosters === lastState) return;
      pending = noteChanges(pending, lastState, value.state.rosters, known);
      lastState = value.state.rosters;
      save();
    },
    removeItem: (key) => backing.removeItem(key),
  };

  const options: Pick<PersistOptions<S, PersistedState>, 'name' | 'version' | 'storage' | 'merge' | 'partialize'> = {
    name,
    version: PERSIST_VERSION,
    storage,
    partialize: (state) => ({ rosters: state.rosters }),
    // What arrives here has been through `getItem` above.
    merge(_persisted, current) {
      const readAgain = phase === 'read-again';
      if (phase !== 'newer') phase = 'read';
      lastState = known.entries;
      // Whatever was set aside leaves the stored lists, unless its original is kept nowhere but in memory.
      failure = phase === 'newer' ? becameNewer(newerReason) : isSetAsideWhileReading ? write(true) : null;
      if (readAgain) queueMicrotask(() => void readElsewhere());
      return { ...current, rosters: known.entries, setAside: setAsideItems, saveFailure: failure };
    },
  };

  return {
    options,
    /** Starts telling the store what happens, and following other tabs. */
    connect(to: SavedListsEvents): void {
      events = to;
      backing.onChangeElsewhere?.((key) => {
        if (key === null || key.startsWith(setAsidePrefix(name))) {
          const inMemory = setAsideItems.filter((item) => item.key === null);
          const stored = storedSetAside(backing, name);
          setAsideItems = [...stored, ...inMemory.filter((item) => !stored.some((s) => s.id === item.id))];
          events?.setAside(setAsideItems);
        }
        if (key === null || key === name) void readElsewhere();
      });
    },
    /** The store took over `rosters` from storage: they are saved as they are. */
    markSaved: (rosters: readonly SavedRoster[]) => void (lastState = rosters),
    /** Tries the unsaved changes again (after the player freed some space). */
    retry: () => save(),
    /** The saved lists exactly as stored. */
    savedText(): string | null {
      try {
        return backing.getItem(name);
      } catch {
        return null;
      }
    },
    /** The player downloaded or discarded a set-aside copy: it leaves storage, and saving resumes if it waited for it. */
    releaseSetAside(id: string): void {
      const item = setAsideItems.find((i) => i.id === id);
      if (!item) return;
      removeSetAside(backing, item);
      setAsideItems = setAsideItems.filter((i) => i !== item);
      events?.setAside(setAsideItems);
      if (item.key === null) save(true);
    },
    /** Whether two versions of a list are the same, by their JSON. */
    isSame: (a: SavedRoster, b: SavedRoster) => a === b || jsonOf(a) === jsonOf(b),
  };
}

export type SavedLists<S extends PersistedSlice> = ReturnType<typeof createSavedLists<S>>;

/**
 * The Web Locks API where the browser has it, so two tabs saving at once write one after the other, each merging
 * into what the other wrote; without it (older browsers, tests) the write runs at once, and a tab that reads a
 * write made over its own without it saves its lists again (`missedWrites`).
 */
export function defaultLock(): Lock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return (_name, write) => write();
  return (name, write) => void locks.request(name, () => write());
}
