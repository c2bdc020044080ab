import type { RosterId } from '../domain/roster/ids';
import {
  jsonCache,
  mergeSaved,
  missedWrites,
  noteChanges,
  NOTHING_PENDING,
  NOTHING_SAVED,
  withMissed,
  type Pending,
  type SavedState,
} from './merge-saved';
import { readSaved } from './read-saved';
import { saveFailure, saveFailureOf, type SaveFailure } from './save-failure';
import type { SavedRoster } from './saved-roster.schema';
import { createSetAsideShelf, type SetAside } from './set-aside';
import type { SavedListsStorage } from './storage';

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
 * One tab's saved lists in `backing[name]`: the state around the pure merge of merge-saved.ts. A write merges this
 * tab's unsaved changes into what is stored now, under a lock no other tab holds meanwhile; what another tab saved
 * is taken over (`savedElsewhere`), and what another tab wrote over without having read it is saved again.
 * Whatever cannot be read is set aside whole (set-aside.ts) and nothing is written over it while its original is
 * only in memory; lists saved by a newer Muster are never written over at all.
 */
export function createSavedListsTab(backing: SavedListsStorage, name: string, now: () => number, lock: Lock) {
  let events: SavedListsEvents | null = null;
  // Until the lists are read, the store holds none of them: saving it would overwrite them. Read again once read.
  // Saved by a newer Muster: never written, for the reason given.
  let phase: 'reading' | 'read' | 'read-again' | { readonly newer: string } = 'reading';
  // The stored text as this tab last read or wrote it, and the lists in it; the store's lists as of then.
  let [lastText, known, lastState] = [null as string | null, NOTHING_SAVED, [] as readonly SavedRoster[]];
  let [pending, failure, isSetAsideWhileReading] = [NOTHING_PENDING, null as SaveFailure | null, false];
  const shelf = createSetAsideShelf(backing, name, now);
  const jsonOf = jsonCache();
  const hasPending = () => pending.unsaved.size + pending.deletions.size > 0;
  const unsavedIds = (): ReadonlySet<RosterId> => new Set([...pending.unsaved.keys(), ...pending.deletions.keys()]);
  const keepAside = (original: string, what: string, reason: string) => {
    shelf.keep(original, what, reason);
    isSetAsideWhileReading ||= phase === 'reading' || phase === 'read-again';
  };
  function becameNewer(reason: string): SaveFailure {
    phase = { newer: reason };
    return saveFailure('saved-by-newer-version', reason, pending);
  }
  const read = (text: string, canWait = true) => readSaved(text, known, keepAside, jsonOf, { canWait });

  /** Saves this tab's changes merged into what is stored now (`rewrite`: even with none). Returns why it could not. */
  function write(rewrite: boolean): SaveFailure | null {
    if (typeof phase === 'object') return hasPending() ? becameNewer(phase.newer) : null;
    if (!hasPending() && !rewrite) return null;
    if (shelf.isOnlyInMemory()) return hasPending() ? saveFailure('unreadable-data-in-the-way', '', pending) : null;
    let stored: string | null;
    let [base, changes]: [SavedState, Pending] = [known, pending];
    try {
      stored = backing.getItem(name);
    } catch (error) {
      return saveFailureOf(error, pending);
    }
    const isOtherTabs = stored !== lastText && stored !== null;
    if (stored !== null && isOtherTabs) {
      const found = read(stored, false);
      if (found.kind === 'newer') return becameNewer(found.reason);
      if (found.kind === 'lists' && !(found.state instanceof Promise))
        [base, changes] = [found.state, withMissed(pending, missedWrites(known, found.state))];
      if (found.kind === 'unsealed')
        keepAside(stored, 'saved lists', 'they were changed outside Muster while it had them open');
      events?.setAside(shelf.items());
      if (shelf.isOnlyInMemory()) return saveFailure('unreadable-data-in-the-way', '', pending);
    }
    const merged = mergeSaved(base, changes.unsaved, changes.deletions, jsonOf);
    try {
      backing.setItem(name, merged.text);
    } catch (error) {
      return saveFailureOf(error, pending);
    }
    [lastText, known, pending] = [merged.text, merged.state, NOTHING_PENDING];
    // Another tab wrote since this one last read, or both changed a list: take its lists over once this change has settled.
    if (isOtherTabs || merged.conflicts.length > 0)
      queueMicrotask(() => events?.savedElsewhere(merged.takenOver, unsavedIds()));
    return null;
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
    if (stored === lastText || stored === null) return;
    const found = read(stored);
    events?.setAside(shelf.items());
    if (found.kind === 'newer') return void events?.saveFailure((failure = becameNewer(found.reason)));
    if (found.kind !== 'lists') return;
    const state = await found.state;
    events?.setAside(shelf.items());
    // Checking took a while and yet another write came: its own event follows.
    if (backing.getItem(name) !== stored) return;
    [pending, lastText, known] = [withMissed(pending, missedWrites(known, state)), stored, state];
    events?.savedElsewhere(state.entries, unsavedIds());
    if (hasPending()) save();
  }

  return {
    /** The stored lists at start (a promise when they need the schema check), or null when none can be read. */
    read(): readonly SavedRoster[] | Promise<readonly SavedRoster[]> | null {
      shelf.read();
      try {
        lastText = backing.getItem(name);
      } catch {
        // Blocked storage: nothing to read, and the first save says why nothing is saved.
      }
      const found = lastText === null ? null : read(lastText);
      if (found?.kind === 'newer') becameNewer(found.reason);
      if (found?.kind !== 'lists') return null;
      const settle = (state: SavedState) => (known = state).entries;
      return found.state instanceof Promise ? found.state.then(settle) : settle(found.state);
    },
    /** Once read: what the store starts with. Whatever was set aside while reading leaves the stored lists. */
    start(): { rosters: readonly SavedRoster[]; setAside: readonly SetAside[]; saveFailure: SaveFailure | null } {
      if (phase === 'read-again') queueMicrotask(() => void hear());
      if (typeof phase !== 'object') phase = 'read';
      lastState = known.entries;
      failure = typeof phase === 'object' ? becameNewer(phase.newer) : isSetAsideWhileReading ? write(true) : null;
      return { rosters: known.entries, setAside: shelf.items(), saveFailure: failure };
    },
    /** The store's lists changed: what changed is saved. */
    changed(rosters: readonly SavedRoster[]): void {
      if (phase === 'reading' || phase === 'read-again' || rosters === lastState) return;
      [pending, lastState] = [noteChanges(pending, lastState, rosters, known), rosters];
      save();
    },
    /** Tells the store what happens from now on. */
    tell: (to: SavedListsEvents) => void (events = to),
    hear,
    save,
    shelf,
    /** The store took over `rosters` from storage: they are saved as they are. */
    markSaved: (rosters: readonly SavedRoster[]) => void (lastState = rosters),
    /** Whether two versions of a list are the same, by their JSON. */
    isSame: (a: SavedRoster, b: SavedRoster) => a === b || jsonOf(a) === jsonOf(b),
  };
}
