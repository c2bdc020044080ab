import type { RosterId } from '../domain/roster/ids';
import {
  mergeSaved,
  missedWrites,
  noteChanges,
  NOTHING_PENDING,
  NOTHING_SAVED,
  withMissed,
  type JsonOf,
  type MergedSaved,
  type Pending,
  type SavedState,
} from './merge-saved';
import type { ReadSaved } from './read-saved';
import type { SavedRoster } from './saved-roster.schema';

/**
 * What one tab knows of its saved lists, as plain data: the stored text as it last read or wrote it and the lists in
 * it (`known`), the store's lists as of its last change (`lists`), and the changes it has not saved since. The steps
 * below are pure; saved-lists-tab.ts does the reading, writing and telling around them.
 */
export type TabSaved = {
  readonly text: string | null;
  readonly known: SavedState;
  readonly lists: readonly SavedRoster[];
  readonly pending: Pending;
};

export const NOTHING_READ: TabSaved = { text: null, known: NOTHING_SAVED, lists: [], pending: NOTHING_PENDING };

export const hasPending = (tab: TabSaved): boolean => tab.pending.unsaved.size + tab.pending.deletions.size > 0;

/** The lists this tab changed or deleted and has not saved. */
export const unsavedIds = (tab: TabSaved): ReadonlySet<RosterId> =>
  new Set([...tab.pending.unsaved.keys(), ...tab.pending.deletions.keys()]);

/** The store's lists became `lists`: what changed since its last change is to save. */
export function storeChanged(tab: TabSaved, lists: readonly SavedRoster[]): TabSaved {
  return { ...tab, lists, pending: noteChanges(tab.pending, tab.lists, lists, tab.known) };
}

/**
 * This tab's changes merged into the lists stored now, and the tab once that is written. `found` is what the stored
 * text held when another tab wrote it since this one last read (null when none did): its lists are then the base,
 * and what it wrote over this tab's saves is saved again. Lists not yet checked cannot be a base; they have been
 * set aside, and this tab's lists are written in their place.
 */
export function mergeOver(
  tab: TabSaved,
  found: ReadSaved | null,
  jsonOf: JsonOf,
): { readonly merged: MergedSaved; readonly tab: TabSaved } {
  const stored = found?.kind === 'lists' && !(found.state instanceof Promise) ? found.state : null;
  const changes = stored ? withMissed(tab.pending, missedWrites(tab.known, stored)) : tab.pending;
  const merged = mergeSaved(stored ?? tab.known, changes.unsaved, changes.deletions, jsonOf);
  return { merged, tab: { ...tab, text: merged.text, known: merged.state, pending: NOTHING_PENDING } };
}

/** Another tab saved `text`, which holds `stored`: it is what this tab knows now, and it saves again what that wrote over. */
export function heard(tab: TabSaved, text: string, stored: SavedState): TabSaved {
  return { ...tab, text, known: stored, pending: withMissed(tab.pending, missedWrites(tab.known, stored)) };
}
