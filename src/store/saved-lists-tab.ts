import type { RosterId } from '../domain/roster/ids';
import { jsonCache, type SavedState } from './merge-saved';
import { readSaved } from './read-saved';
import { saveFailure, saveFailureOf, type SaveFailure } from './save-failure';
import type { SavedRoster } from './saved-roster.schema';
import { createSetAsideShelf, type SetAside } from './set-aside';
import type { SavedListsStorage } from './storage';
import { hasPending, heard, mergeOver, NOTHING_READ, storeChanged, unsavedIds } from './tab-saved';

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

/**
 * One tab's saved lists in `backing[name]`: the reading, writing and telling around the pure steps of tab-saved.ts.
 * A write merges this tab's changes into what is stored now, under a lock no other tab holds meanwhile. Whatever
 * cannot be read is set aside whole (set-aside.ts), and nothing is written over it while it is only in memory;
 * lists saved by a newer Muster are never written over at all.
 */
export function createSavedListsTab(backing: SavedListsStorage, name: string, now: () => number, lock: Lock) {
  let [tab, events, failure] = [NOTHING_READ, null as SavedListsEvents | null, null as SaveFailure | null];
  // Until read, the store holds no lists: saving it would write over them. Read again once read (another tab wrote).
  let phase: 'reading' | 'read' | 'read-again' | { readonly newer: string } = 'reading';
  let isSetAsideWhileReading = false;
  const [shelf, jsonOf] = [createSetAsideShelf(backing, name, now), jsonCache()];
  const keepAside = (original: string, what: string, reason: string) => {
    shelf.keep(original, what, reason);
    isSetAsideWhileReading ||= phase === 'reading' || phase === 'read-again';
  };
  const becameNewer = (reason: string) => (
    (phase = { newer: reason }),
    saveFailure('saved-by-newer-version', reason, tab.pending)
  );
  const inTheWay = () => saveFailure('unreadable-data-in-the-way', '', tab.pending);
  const read = (text: string, canWait = true) => readSaved(text, tab.known, keepAside, jsonOf, { canWait });

  /** Saves this tab's changes merged into what is stored now (`rewrite`: even with none). Returns why it could not. */
  function write(rewrite: boolean): SaveFailure | null {
    if (typeof phase === 'object') return hasPending(tab) ? becameNewer(phase.newer) : null;
    if (!hasPending(tab) && !rewrite) return null;
    if (shelf.isOnlyInMemory()) return hasPending(tab) ? inTheWay() : null;
    try {
      const stored = backing.getItem(name);
      const found = stored !== null && stored !== tab.text ? read(stored, false) : null;
      if (found?.kind === 'newer') return becameNewer(found.reason);
      if (found?.kind === 'unsealed')
        keepAside(stored as string, 'saved lists', 'they were changed outside Muster while it had them open');
      if (found) events?.setAside(shelf.items());
      if (shelf.isOnlyInMemory()) return inTheWay();
      const step = mergeOver(tab, found, jsonOf);
      backing.setItem(name, step.merged.text);
      tab = step.tab;
      // Another tab wrote since this one last read, or both changed a list: take its lists over once this has settled.
      if (found || step.merged.conflicts.length > 0)
        queueMicrotask(() => events?.savedElsewhere(step.merged.takenOver, unsavedIds(tab)));
      return null;
    } catch (error) {
      return saveFailureOf(error, tab.pending);
    }
  }

  const save = (rewrite = false) =>
    lock(name, () => {
      const next = write(rewrite);
      if (next !== null || failure !== null) events?.saveFailure((failure = next));
    });

  /** The stored lists changed in another tab: read them, hand them to the store, and save again what they missed. */
  async function hear(): Promise<void> {
    if (phase !== 'read') return void (phase === 'reading' && (phase = 'read-again'));
    const stored = backing.getItem(name);
    // Nothing that Muster writes removes the lists; this tab's next write puts its lists back.
    if (stored === tab.text || stored === null) return;
    const found = read(stored);
    events?.setAside(shelf.items());
    if (found.kind === 'newer') return void events?.saveFailure((failure = becameNewer(found.reason)));
    if (found.kind !== 'lists') return;
    const state = await found.state;
    events?.setAside(shelf.items());
    // Checking took a while and yet another write came: its own event follows.
    if (backing.getItem(name) !== stored) return;
    tab = heard(tab, stored, state);
    events?.savedElsewhere(state.entries, unsavedIds(tab));
    if (hasPending(tab)) save();
  }

  return {
    /** The stored lists at start (a promise when they need the schema check), or null when none can be read. */
    read(): readonly SavedRoster[] | Promise<readonly SavedRoster[]> | null {
      shelf.read();
      let text: string | null = null;
      try {
        text = backing.getItem(name);
      } catch {
        // Blocked storage: nothing to read, and the first save says why nothing is saved.
      }
      tab = { ...tab, text };
      const found = text === null ? null : read(text);
      if (found?.kind === 'newer') becameNewer(found.reason);
      if (found?.kind !== 'lists') return null;
      const settle = (known: SavedState) => (tab = { ...tab, known }).known.entries;
      return found.state instanceof Promise ? found.state.then(settle) : settle(found.state);
    },
    /** Once read: what the store starts with. Whatever was set aside while reading leaves the stored lists. */
    start(): { rosters: readonly SavedRoster[]; setAside: readonly SetAside[]; saveFailure: SaveFailure | null } {
      if (phase === 'read-again') queueMicrotask(() => void hear());
      if (typeof phase !== 'object') phase = 'read';
      tab = { ...tab, lists: tab.known.entries };
      failure = typeof phase === 'object' ? becameNewer(phase.newer) : isSetAsideWhileReading ? write(true) : null;
      return { rosters: tab.known.entries, setAside: shelf.items(), saveFailure: failure };
    },
    /** The store's lists changed: what changed is saved. */
    changed(rosters: readonly SavedRoster[]): void {
      if (phase === 'reading' || phase === 'read-again' || rosters === tab.lists) return;
      tab = storeChanged(tab, rosters);
      save();
    },
    /** Tells the store what happens from now on. */
    tell: (to: SavedListsEvents) => void (events = to),
    hear,
    save,
    shelf,
    /** The store took over `rosters` from storage: they are saved as they are. */
    markSaved: (rosters: readonly SavedRoster[]) => void (tab = { ...tab, lists: rosters }),
    /** Whether two versions of a list are the same, by their JSON. */
    isSame: (a: SavedRoster, b: SavedRoster) => a === b || jsonOf(a) === jsonOf(b),
  };
}
