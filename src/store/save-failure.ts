import { isRecord } from '../domain/is-record';
import type { RosterId } from '../domain/roster/ids';
import type { Pending } from './merge-saved';

/** Why the last save failed. */
export type SaveFailureReason =
  /** The browser's storage for the site is full. */
  | 'storage-full'
  /** The browser does not let the page store anything (storage turned off, some private modes). */
  | 'storage-blocked'
  /** Saved data that could not be read sits where the lists are saved, and is not kept anywhere else yet. */
  | 'unreadable-data-in-the-way'
  /** A newer version of Muster saved the lists: this one reads what it can and writes nothing over them. */
  | 'saved-by-newer-version'
  | 'storage-error';

/** A list whose last change is in this tab's memory but not saved: new or changed, or deleted but still stored. */
export type UnsavedList = { readonly id: RosterId; readonly name: string; readonly isDeleted: boolean };

export type SaveFailure = {
  readonly reason: SaveFailureReason;
  /** What the browser said, or why this version does not save. */
  readonly detail: string;
  readonly lists: readonly UnsavedList[];
};

export function saveFailure(reason: SaveFailureReason, detail: string, pending: Pending): SaveFailure {
  const lists = [
    ...[...pending.unsaved.values()].map(({ entry }) => ({
      id: entry.roster.id,
      name: entry.roster.name,
      isDeleted: false,
    })),
    ...[...pending.deletions.values()].map(({ entry }) => ({
      id: entry.roster.id,
      name: entry.roster.name,
      isDeleted: true,
    })),
  ];
  return { reason, detail, lists };
}

/** Why the browser refused a read or a write, told from the error's name. */
export function saveFailureOf(error: unknown, pending: Pending): SaveFailure {
  const errorName = isRecord(error) && typeof error['name'] === 'string' ? error['name'] : '';
  const detail = error instanceof Error ? error.message : String(error);
  if (errorName === 'QuotaExceededError' || errorName === 'NS_ERROR_DOM_QUOTA_REACHED')
    return saveFailure('storage-full', detail, pending);
  if (errorName === 'SecurityError') return saveFailure('storage-blocked', detail, pending);
  return saveFailure('storage-error', detail, pending);
}
