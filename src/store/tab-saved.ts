import type { RosterId } from '../domain/roster/ids';
import {
  mergeSaved,
  missedWrites,
  noteChanges,
  NOTHING_PENDING,
  NOTHING_SAVED,
  withMissed,
  type JsonOf,
  type Pending,
  type SavedState,
} from './merge-saved';
import type { ReadSaved } from './read-saved';
import { saveFailure, type SaveFailure } from './save-failure';
import type { SetAside } from './set-aside';
import type { SavedRoster } from './saved-roster.schema';

/** What the saved lists tell the store as it happens, once the store exists. */
export type SavedListsEvents = {
  /** How a save went: why it failed, or (null) it worked. */
  saveFailure(failure: SaveFailure | null): void;
  setAside(items: readonly SetAside[]): void;
  /** Another tab saved: `entries` are the lists stored now; `unsaved` are this tab's lists not saved yet. */
  savedElsewhere(entries: readonly SavedRoster[], unsaved: ReadonlySet<RosterId>): void;
};

/** Whom a tab tells before the store exists: nobody (what happened by then is in what the store starts with). */
export const NOBODY_TOLD: SavedListsEvents = {
  saveFailure: () => undefined,
  setAside: () => undefined,
  savedElsewhere: () => undefined,
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

/** What reading the stored text found: lists a newer Muster saved stop this tab's writing for good. */
export const afterReading = (tab: TabSaved, found: ReadSaved): TabSaved =>
  found.kind === 'newer' ? { ...tab, phase: { newer: found.reason } } : tab;

/** Why a tab that read lists saved by a newer Muster cannot save, naming its unsaved lists (null: it can). */
export const stoppedByNewer = (tab: TabSaved): SaveFailure | null =>
  typeof tab.phase === 'object' ? saveFailure('saved-by-newer-version', tab.phase.newer, tab.pending) : null;

/**
 * Whether a save may write now: `write`, or what it ends with instead (null: there is nothing to save). `rewrite`
 * writes even with no change; `isAsideOnlyInMemory` is whether something set aside is not yet stored anywhere, so
 * that writing would lose it.
 */
export function mayWrite(tab: TabSaved, rewrite: boolean, isAsideOnlyInMemory: boolean): 'write' | SaveFailure | null {
  if (typeof tab.phase === 'object') return hasPending(tab) ? stoppedByNewer(tab) : null;
  if (!hasPending(tab) && !rewrite) return null;
  if (isAsideOnlyInMemory) return hasPending(tab) ? inTheWay(tab) : null;
  return 'write';
}

const inTheWay = (tab: TabSaved): SaveFailure => saveFailure('unreadable-data-in-the-way', '', tab.pending);

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

/** A save decided: the tab after it, the text to write (null: none), and why it could not (null: it could). */
export type Save = {
  readonly tab: TabSaved;
  readonly text: string | null;
  readonly failure: SaveFailure | null;
  /** The lists stored now, when another tab wrote since this one last read or both changed a list: the store takes them over. */
  readonly takenOver: readonly SavedRoster[] | null;
};

/**
 * This tab's changes merged into the lists stored now. `found` is what the stored text held when another tab wrote
 * it since this one last read (null when none did): its lists are then the base, and what it wrote over this tab's
 * saves is saved again. Lists not yet checked cannot be a base; they have been set aside, and this tab's lists are
 * written in their place, unless that would write over something set aside only in memory (`isAsideOnlyInMemory`).
 */
export function saveOver(tab: TabSaved, found: ReadSaved | null, isAsideOnlyInMemory: boolean, jsonOf: JsonOf): Save {
  const failure = stoppedByNewer(tab) ?? (isAsideOnlyInMemory ? inTheWay(tab) : null);
  if (failure) return { tab, text: null, failure, takenOver: null };
  const stored = found?.kind === 'lists' && !(found.state instanceof Promise) ? found.state : null;
  const changes = stored ? withMissed(tab.pending, missedWrites(tab.known, stored)) : tab.pending;
  const merged = mergeSaved(stored ?? tab.known, changes.unsaved, changes.deletions, jsonOf);
  return {
    tab: { ...tab, text: merged.text, known: merged.state, pending: NOTHING_PENDING },
    text: merged.text,
    failure: null,
    takenOver: found || merged.conflicts.length > 0 ? merged.takenOver : null,
  };
}

/** Another tab saved `text`, which holds `stored`: it is what this tab knows now, and it saves again what that wrote over. */
export function heard(tab: TabSaved, text: string, stored: SavedState): TabSaved {
  return { ...tab, text, known: stored, pending: withMissed(tab.pending, missedWrites(tab.known, stored)) };
}
