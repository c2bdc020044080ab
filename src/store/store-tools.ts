import type { StoreApi } from 'zustand';
import type { SavedLists } from './persist';
import type { RosterState } from './roster-state';

/** What a slice needs beside `set` and `get`: the clock, ids, the saved lists and the undo history. */
export type StoreTools = {
  readonly now: () => number;
  readonly newId: () => string;
  readonly savedLists: SavedLists<RosterState>;
  /** A change that is no step of its own in the undo history (data arriving, a stamp on a saved list). */
  withoutHistory(update: Partial<RosterState>): void;
  /** Undo belongs to the list being edited: opening another one starts a fresh history. */
  clearHistory(): void;
  undo(): void;
  redo(): void;
};

export type SliceCreator<T> = (
  set: StoreApi<RosterState>['setState'],
  get: StoreApi<RosterState>['getState'],
  tools: StoreTools,
) => T;
