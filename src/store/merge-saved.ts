import type { RosterId } from '../domain/roster/ids';
import type { SavedRoster } from './saved-roster.schema';
import { hashOf, savedListsText, type Versions } from './saved-lists-text';

/**
 * Saving between tabs, as pure functions over plain data; persist.ts holds the one tab's state around them.
 *
 * Each saved list carries the versions it accounts for: the hashes of its JSON as saved, newest last, the last one
 * its own. A tab's change to a list starts from the versions it last read (its `base`); when the list stored now is
 * a version that base does not account for, another tab saved it in between, so both hold an edit the other lacks,
 * and both are kept. A deleted list leaves the versions it accounted for behind (`deleted`), so a tab that missed
 * the deletion cannot bring the list back unless it changed it. A tab that reads lists in which a version it saved
 * is not accounted for knows that another tab wrote over it without having read it, and saves it again
 * (`missedWrites`). Hashes, not counters: two tabs that both save a list's third version from the second, not
 * having seen each other's, would count the same.
 */

export type SavedState = {
  /** The saved lists, newest first as the lists page shows them. */
  readonly entries: readonly SavedRoster[];
  readonly versions: Versions;
  /** Lists deleted, by id, with the versions the deletion accounts for. */
  readonly deleted: Versions;
};

export const NOTHING_SAVED: SavedState = { entries: [], versions: new Map(), deleted: new Map() };

/** A list this tab changed or deleted and has not saved: its version here, and the versions it started from ([]: new here). */
export type UnsavedChange = { readonly entry: SavedRoster; readonly base: readonly string[] };

export type Conflict =
  /** Both tabs changed the list: this tab's version is saved, the other tab's is kept as `copy`. */
  | { readonly kind: 'changed-in-both'; readonly id: RosterId; readonly copy: SavedRoster }
  /** Another tab deleted the list this tab changed: it is saved again, with this tab's change. */
  | { readonly kind: 'deleted-elsewhere'; readonly id: RosterId }
  /** Another tab changed the list this tab deleted: its version stays. */
  | { readonly kind: 'changed-elsewhere'; readonly id: RosterId };

export type MergedSaved = {
  /** What is saved once `text` is written. */
  readonly state: SavedState;
  readonly text: string;
  /**
   * Every list as saved now, other tabs' changes and copies included, for this tab to take over: the ones it did
   * not change are the same objects it had, or equal to them (see takeOverSaved).
   */
  readonly takenOver: readonly SavedRoster[];
  readonly conflicts: readonly Conflict[];
};

/** How many versions a list remembers: far more than tabs save within the moment before they hear of each other. */
const VERSIONS_KEPT = 16;

export type JsonOf = (entry: SavedRoster) => string;
const plainJson: JsonOf = (entry) => JSON.stringify(entry);
const newest = (hashes: readonly string[] | undefined) => hashes?.[hashes.length - 1];
/** `hashes` each once, where it came last (a list undone to an earlier version is that version again), the newest kept. */
function remembered(...hashes: readonly (string | undefined)[]): readonly string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const hash of hashes.toReversed()) {
    if (hash === undefined || seen.has(hash)) continue;
    seen.add(hash);
    kept.push(hash);
  }
  return kept.slice(0, VERSIONS_KEPT).reverse();
}

/**
 * This tab's unsaved changes and deletions merged into the lists stored now. No change from either tab is lost:
 * a list changed here and in another tab since is saved in this tab's version and kept in the other's as a copy; a
 * list deleted here that another tab changed since stays; a list changed here that another tab deleted comes back.
 */
export function mergeSaved(
  stored: SavedState,
  unsaved: ReadonlyMap<RosterId, UnsavedChange>,
  deletions: ReadonlyMap<RosterId, UnsavedChange>,
  jsonOf: JsonOf = plainJson,
): MergedSaved {
  const versions = new Map(stored.versions);
  const deleted = new Map(stored.deleted);
  const lists = new Map(stored.entries.map((entry) => [entry.roster.id, entry]));
  const copies = new Map<RosterId, SavedRoster>();
  const conflicts: Conflict[] = [];

  for (const [id, { entry, base }] of unsaved) {
    const current = lists.get(id);
    const now = versions.get(id) ?? [];
    const json = jsonOf(entry);
    let accounted = base;
    if (current && jsonOf(current) !== json && !accountsFor(base, now)) {
      const copy = copyOf(current, newest(now) ?? '', lists);
      copies.set(id, copy);
      versions.set(copy.roster.id, [hashOf(jsonOf(copy))]);
      conflicts.push({ kind: 'changed-in-both', id, copy });
      accounted = [...base, ...now];
    } else if (!current && deleted.has(id)) {
      if (!accountsFor(base, deleted.get(id) ?? [])) conflicts.push({ kind: 'deleted-elsewhere', id });
      accounted = [...base, ...(deleted.get(id) ?? [])];
    }
    lists.set(id, entry);
    versions.set(id, remembered(...accounted, hashOf(json)));
    deleted.delete(id);
  }

  for (const [id, { entry, base }] of deletions) {
    const current = lists.get(id);
    const now = versions.get(id) ?? [];
    if (!current) {
      deleted.set(id, remembered(...(deleted.get(id) ?? []), ...base));
    } else if (jsonOf(current) !== jsonOf(entry) && !accountsFor(base, now)) {
      conflicts.push({ kind: 'changed-elsewhere', id });
    } else {
      lists.delete(id);
      versions.delete(id);
      // The deletion is a version of its own: a list kept or undone back after it accounts for it, and stays.
      deleted.set(id, remembered(...base, ...now, `deleted:${newest(now) ?? ''}`));
    }
  }

  // New lists first, then the stored ones in their order, each copy after the list it was copied from.
  const storedIds = new Set(stored.entries.map((entry) => entry.roster.id));
  const added = [...unsaved.keys()].filter((id) => !storedIds.has(id)).flatMap((id) => lists.get(id) ?? []);
  const kept = stored.entries.flatMap((entry) => {
    const now = lists.get(entry.roster.id);
    const copy = copies.get(entry.roster.id);
    return [...(now ? [now] : []), ...(copy ? [copy] : [])];
  });
  const state: SavedState = { entries: [...added, ...kept], versions, deleted };
  return { state, text: savedListsText(state, jsonOf), takenOver: state.entries, conflicts };
}

/** Whether a list that accounts for the versions `base` also accounts for the one stored (`now`'s newest). */
function accountsFor(base: readonly string[], now: readonly string[]): boolean {
  const stored = newest(now);
  return stored === undefined || base.includes(stored);
}

/**
 * What this tab saved that the lists stored now do not account for, as changes to save again: another tab wrote
 * over them from what it had read before they were saved (two tabs saving within a moment of each other). Nothing
 * that tab meant to change is undone: a list it saved or deleted after reading this tab's version is its own change.
 */
export function missedWrites(known: SavedState, stored: SavedState): Pending {
  const storedIds = new Set(stored.entries.map((entry) => entry.roster.id));
  const unsaved = new Map<RosterId, UnsavedChange>();
  const deletions = new Map<RosterId, UnsavedChange>();
  for (const entry of known.entries) {
    const id = entry.roster.id;
    const mine = known.versions.get(id) ?? [];
    const hash = newest(mine);
    if (hash === undefined) continue;
    const accounted = storedIds.has(id) ? stored.versions.get(id) : stored.deleted.get(id);
    if (!accounted?.includes(hash)) unsaved.set(id, { entry, base: mine.slice(0, -1) });
  }
  for (const [id, mine] of known.deleted) {
    const now = stored.versions.get(id);
    const current = stored.entries.find((entry) => entry.roster.id === id);
    // Back at a version the deletion accounts for, and not from a tab that read the deletion: written from before it.
    if (current && now && mine.includes(newest(now) ?? '') && !now.includes(newest(mine) ?? ''))
      deletions.set(id, { entry: current, base: now });
  }
  return { unsaved, deletions };
}

/**
 * Versions for lists written by a Muster that kept none: each list is taken as it is stored, as the version this
 * tab knows when it is the same, as a new one after it when that Muster changed it; lists it does not have, it deleted.
 */
export function withVersions(entries: readonly SavedRoster[], known: SavedState, jsonOf: JsonOf): SavedState {
  const versions = new Map<RosterId, readonly string[]>();
  for (const entry of entries) {
    const id = entry.roster.id;
    versions.set(id, remembered(...(known.versions.get(id) ?? known.deleted.get(id) ?? []), hashOf(jsonOf(entry))));
  }
  const deleted = new Map(known.deleted);
  for (const [id, accounted] of known.versions) if (!versions.has(id)) deleted.set(id, accounted);
  return { entries, versions, deleted };
}

/** The other tab's version of a list both changed, as a list of its own: a fresh id from what it holds, its name marked. */
function copyOf(entry: SavedRoster, hash: string, taken: ReadonlyMap<RosterId, SavedRoster>): SavedRoster {
  let id = `copy-${hashOf(`${entry.roster.id}:${hash}`)}` as RosterId;
  for (let n = 2; taken.has(id); n += 1) id = `${id.slice(0, 13)}-${n}` as RosterId;
  const name = `${entry.roster.name.slice(0, 180)} (other version)`;
  return { ...entry, roster: { ...entry.roster, id, name } };
}

/** This tab's changes not saved yet. */
export type Pending = {
  readonly unsaved: ReadonlyMap<RosterId, UnsavedChange>;
  readonly deletions: ReadonlyMap<RosterId, UnsavedChange>;
};

export const NOTHING_PENDING: Pending = { unsaved: new Map(), deletions: new Map() };

/**
 * `pending` with what changed between `before` and `after` (the tab's lists): a changed or new list is unsaved,
 * a list gone is a deletion, each from the versions it had when first changed since the last save. A list new
 * here and deleted before it was saved leaves nothing to save.
 */
export function noteChanges(
  pending: Pending,
  before: readonly SavedRoster[],
  after: readonly SavedRoster[],
  known: SavedState,
): Pending {
  const unsaved = new Map(pending.unsaved);
  const deletions = new Map(pending.deletions);
  const baseOf = (id: RosterId) =>
    pending.unsaved.get(id)?.base ?? pending.deletions.get(id)?.base ?? known.versions.get(id) ?? [];
  const gone = new Map(before.map((entry) => [entry.roster.id, entry]));
  for (const entry of after) {
    const id = entry.roster.id;
    if (gone.get(id) !== entry) {
      unsaved.set(id, { entry, base: baseOf(id) });
      deletions.delete(id);
    }
    gone.delete(id);
  }
  for (const [id, entry] of gone) {
    const base = baseOf(id);
    unsaved.delete(id);
    if (known.versions.has(id)) deletions.set(id, { entry, base });
  }
  return { unsaved, deletions };
}

/** `pending` with `more` for the lists it does not already hold: a change made here since stays as it is. */
export function withMissed(pending: Pending, more: Pending): Pending {
  const unsaved = new Map(pending.unsaved);
  const deletions = new Map(pending.deletions);
  for (const [id, change] of more.unsaved) if (!unsaved.has(id) && !deletions.has(id)) unsaved.set(id, change);
  for (const [id, change] of more.deletions) if (!unsaved.has(id) && !deletions.has(id)) deletions.set(id, change);
  return { unsaved, deletions };
}

/** Each list's JSON, kept while the list object lives: a write stringifies only the lists that changed. */
export function jsonCache(): JsonOf {
  const json = new WeakMap<SavedRoster, string>();
  return (entry) => json.get(entry) ?? (json.set(entry, JSON.stringify(entry)).get(entry) as string);
}

/** Whether two versions of a list are the same, by their JSON. */
export const isSameJson = (jsonOf: JsonOf) => (a: SavedRoster, b: SavedRoster) => a === b || jsonOf(a) === jsonOf(b);
