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
import { saveFailure, type SaveFailure } from './save-failure';
import type { SetAside } from './set-aside';
import type { SavedRoster } from './saved-roster.schema';

/** What the saved lists tell the store as it happens, once the store exists. */
export type SavedListsEvents = {
  /** A save failed, or (null) everything is saved again. */
  saveFailure(failure: SaveFailure | null): void;
  setAside(items: readonly SetAside[]): void;
  /** Another tab saved: `entries` are the lists stored now; `unsaved` are this tab's lists not saved yet. */
  savedElsewhere(entries: readonly SavedRoster[], unsaved: ReadonlySet<RosterId>): void;
};

/**
 * Where a tab is with its saved lists. Until they are read the store holds none, and saving it would write over
 * them; a tab that hears of another tab's write while `reading` reads again once read (`read-again`). Lists saved by
 * a newer Muster are never written over (`newer`, with why).
 */
export type Phase = 'reading' | 'read-again' | 'read' | { readonly newer: string };

/**
 * What one tab knows of its saved lists, as plain data: the stored text as it last read or wrote it and the lists in
 * it (`known`), the store's lists as of its last change (`lists`), the changes it has not saved since, and whether
 * something was set aside while it was reading (which then leaves the stored lists). The steps below are pure;
 * saved-lists-tab.ts does the reading, writing and telling around them.
 */
export type TabSaved = {
  readonly text: string | null;
  readonly known: SavedState;
  readonly lists: readonly SavedRoster[];
  readonly pending: Pending;
  readonly phase: Phase;
  readonly isSetAsideWhileReading: boolean;
};

export const NOTHING_READ: TabSaved = {
  text: null,
  known: NOTHING_SAVED,
  lists: [],
  pending: NOTHING_PENDING,
  phase: 'reading',
  isSetAsideWhileReading: false,
};

export const isReading = (tab: TabSaved): boolean => tab.phase === 'reading' || tab.phase === 'read-again';

/** Something was set aside: while reading, the stored lists must then be written without it once read. */
export const setAsideNoted = (tab: TabSaved): TabSaved =>
  isReading(tab) && !tab.isSetAsideWhileReading ? { ...tab, isSetAsideWhileReading: true } : tab;

/** The stored lists were saved by a newer Muster: from now on this tab writes nothing. */
export function savedByNewer(tab: TabSaved, reason: string): { tab: TabSaved; failure: SaveFailure } {
  return {
    tab: { ...tab, phase: { newer: reason } },
    failure: saveFailure('saved-by-newer-version', reason, tab.pending),
  };
}

/**
 * Whether a save may write now: `write`, or what it ends with instead (null: there is nothing to save). `rewrite`
 * writes even with no change; `isAsideOnlyInMemory` is whether something set aside is not yet stored anywhere, so
 * that writing would lose it.
 */
export function mayWrite(tab: TabSaved, rewrite: boolean, isAsideOnlyInMemory: boolean): 'write' | SaveFailure | null {
  if (typeof tab.phase === 'object') return hasPending(tab) ? savedByNewer(tab, tab.phase.newer).failure : null;
  if (!hasPending(tab) && !rewrite) return null;
  if (isAsideOnlyInMemory) return hasPending(tab) ? inTheWay(tab) : null;
  return 'write';
}

export const inTheWay = (tab: TabSaved): SaveFailure => saveFailure('unreadable-data-in-the-way', '', tab.pending);

/**
 * The tab's lists are read: the store starts with them. It hears of another tab's write made while it read
 * (`hearAgain`), and writes the lists once, now, when something was set aside while reading (`rewrite`).
 */
export function started(tab: TabSaved): { tab: TabSaved; hearAgain: boolean; rewrite: boolean } {
  const phase = typeof tab.phase === 'object' ? tab.phase : 'read';
  const rewrite = phase === 'read' && tab.isSetAsideWhileReading;
  return { tab: { ...tab, phase, lists: tab.known.entries }, hearAgain: tab.phase === 'read-again', rewrite };
}

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
