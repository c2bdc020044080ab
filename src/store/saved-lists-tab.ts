import { isSameJson, jsonCache, type SavedState } from './merge-saved';
import { readSaved, type KeepAside } from './read-saved';
import { saveFailureOf, type SaveFailure } from './save-failure';
import type { SavedRoster } from './saved-roster.schema';
import { createSetAsideShelf } from './set-aside';
import { readItem, type Lock, type SavedListsStorage } from './storage';
import * as step from './tab-saved';

/**
 * One tab's saved lists in `backing[name]`: the reading, writing and telling around the pure steps of tab-saved.ts.
 * A write merges this tab's changes into what is stored now, under a lock no other tab holds meanwhile. Whatever
 * cannot be read is set aside whole (set-aside.ts), and nothing is written over it while it is only in memory.
 */
export function createSavedListsTab(backing: SavedListsStorage, name: string, now: () => number, lock: Lock) {
  let [tab, events] = [step.NOTHING_READ, step.NOBODY_TOLD];
  const [shelf, jsonOf] = [createSetAsideShelf(backing, name, now, (items) => events.setAside(items)), jsonCache()];
  const keepAside: KeepAside = (...aside) => {
    shelf.keep(...aside);
    tab = step.setAsideNoted(tab);
  };
  /** Reads stored text; what cannot be read is set aside, and lists a newer Muster saved stop this tab's writing. */
  const read = (text: string, canWait = true) => {
    const found = readSaved(text, tab.known, keepAside, jsonOf, { canWait });
    tab = step.afterReading(tab, found);
    return found;
  };

  /** Saves this tab's changes merged into what is stored now (`rewrite`: even with none). Returns why it could not. */
  function write(rewrite: boolean): SaveFailure | null {
    const may = step.mayWrite(tab, rewrite, shelf.isOnlyInMemory());
    if (may !== 'write') return may;
    try {
      const stored = backing.getItem(name);
      const found = stored !== null && stored !== tab.text ? read(stored, false) : null;
      const { text, tab: saved, failure, takenOver } = step.saveOver(tab, found, shelf.isOnlyInMemory(), jsonOf);
      if (text !== null) backing.setItem(name, text);
      tab = saved;
      if (takenOver) queueMicrotask(() => events.savedElsewhere(takenOver, step.unsavedIds(tab)));
      return failure;
    } catch (error) {
      return saveFailureOf(error, tab.pending);
    }
  }

  /** Writes under the lock, and tells the store how it went. */
  const save = (rewrite = false) => lock(name, () => events.saveFailure(write(rewrite)));

  /** The stored lists changed in another tab: read them, hand them to the store, and save again what they missed. */
  async function hear(): Promise<void> {
    if (tab.phase !== 'read') return void (tab.phase === 'reading' && (tab = { ...tab, phase: 'read-again' }));
    const stored = backing.getItem(name);
    // Nothing that Muster writes removes the lists; this tab's next write puts its lists back.
    if (stored === tab.text || stored === null) return;
    const found = read(stored);
    if (found.kind === 'newer') return void events.saveFailure(step.stoppedByNewer(tab));
    if (found.kind !== 'lists') return;
    const state = await found.state;
    // Checking took a while and yet another write came: its own event follows.
    if (backing.getItem(name) !== stored) return;
    tab = step.heard(tab, stored, state);
    events.savedElsewhere(state.entries, step.unsavedIds(tab));
    if (step.hasPending(tab)) save();
  }

  return {
    /** The stored lists at start (a promise when they need the schema check), or null when none can be read. */
    read(): readonly SavedRoster[] | Promise<readonly SavedRoster[]> | null {
      shelf.read();
      tab = { ...tab, text: readItem(backing, name) };
      const found = tab.text === null ? null : read(tab.text);
      if (found?.kind !== 'lists') return null;
      const settle = (known: SavedState) => (tab = { ...tab, known }).known.entries;
      return found.state instanceof Promise ? found.state.then(settle) : settle(found.state);
    },
    /** Once read: what the store starts with. Whatever was set aside while reading leaves the stored lists. */
    start() {
      const { tab: read, hearAgain, rewrite } = step.started(tab);
      tab = read;
      // Both once the store has them, the rewrite under the lock like every write.
      if (hearAgain) queueMicrotask(() => void hear());
      if (rewrite) queueMicrotask(() => save(true));
      return { rosters: tab.known.entries, setAside: shelf.items(), saveFailure: step.stoppedByNewer(tab) };
    },
    /** The store's lists changed: what changed is saved. */
    changed(rosters: readonly SavedRoster[]): void {
      if (step.isReading(tab) || rosters === tab.lists) return;
      tab = step.storeChanged(tab, rosters);
      save();
    },
    tell: (to: step.SavedListsEvents) => void (events = to),
    hear,
    save,
    shelf,
    /** The store took over `rosters` from storage: they are saved as they are. */
    markSaved: (rosters: readonly SavedRoster[]) => void (tab = { ...tab, lists: rosters }),
    isSame: isSameJson(jsonOf),
  };
}
