import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import type { z } from 'zod';
import type { RosterId } from '../domain/roster/ids';
import { isRecord } from '../domain/is-record';
import type { SavedRoster } from './saved-roster.schema';
import { PERSIST_VERSION, readStoredText, savedListsText } from './saved-lists-text';
import { removeSetAside, setAside, setAsidePrefix, storedSetAside, type SetAside } from './set-aside';
import type { SavedListsStorage } from './storage';

export const STORAGE_KEY = 'muster:rosters';

export type PersistedState = { readonly rosters: readonly SavedRoster[] };

/** Why the last save failed. */
export type SaveFailureReason =
  /** The browser's storage for the site is full. */
  | 'storage-full'
  /** The browser does not let the page store anything (storage turned off, some private modes). */
  | 'storage-blocked'
  /** Saved data that could not be read sits where the lists are saved, and is not kept anywhere else yet. */
  | 'unreadable-data-in-the-way'
  | 'storage-error';

/** A list whose last change is in this tab's memory but not saved: new or changed, or deleted but still stored. */
export type UnsavedList = { readonly id: RosterId; readonly name: string; readonly isDeleted: boolean };

export type SaveFailure = {
  readonly reason: SaveFailureReason;
  /** What the browser said. */
  readonly detail: string;
  readonly lists: readonly UnsavedList[];
};

/** What the saved lists tell the store as it happens, once the store exists. */
export type SavedListsEvents = {
  /** A save failed, or (null) everything is saved again. */
  saveFailure(failure: SaveFailure | null): void;
  setAside(items: readonly SetAside[]): void;
  /** Another tab saved: `entries` are the lists stored now; `unsaved` are this tab's lists not saved yet. */
  savedElsewhere(entries: readonly SavedRoster[], unsaved: ReadonlySet<RosterId>): void;
};

type PersistedSlice = PersistedState & { readonly setAside: readonly SetAside[]; readonly saveFailure: SaveFailure | null };

/**
 * The saved lists in `backing[name]`, for the store's zustand `persist`.
 *
 * Reading: sealed lists (see saved-lists-text.ts) are read as they are; others are checked with the roster schema,
 * loaded on demand, so the builder opens a saved list without loading zod; `savedListsRead` waits for either.
 * Whatever cannot be read is set aside whole (set-aside.ts).
 *
 * Writing: a write is a merge of the lists this tab changed into what is stored now, never this tab's whole set
 * from memory: another tab's lists, and its changes to lists this tab did not touch, stay. Every write reads the
 * stored text first; when another tab wrote since, its lists are taken over (`savedElsewhere`) as a `storage` event
 * would. A write the browser refuses leaves the lists in memory and says so (`saveFailure`); the lists not saved are
 * tried again with the next change or `retry`. Nothing is written over saved data that could not be read while its
 * original is only in memory.
 */
export function createSavedLists<S extends PersistedSlice>(backing: SavedListsStorage, { name = STORAGE_KEY, now = Date.now }: { name?: string; now?: () => number } = {}) {
  let events: SavedListsEvents | null = null;
  // Until the saved lists are read, the store's state holds none of them: saving it would overwrite them.
  let isRead = false;
  // Something was set aside while reading: the stored lists are written again without it.
  let isSetAsideWhileReading = false;
  let readAgain = false;
  // The stored text as this tab last read or wrote it (undefined: never read), and the lists it holds.
  let lastText: string | null | undefined;
  let lastEntries: readonly SavedRoster[] = [];
  // The store's lists as of the last write or take-over: what changed since is what the next write saves.
  let lastState: readonly SavedRoster[] = [];
  // Lists changed (or deleted) in this tab and not saved yet.
  const unsaved = new Map<RosterId, SavedRoster>();
  const unsavedDeletes = new Map<RosterId, SavedRoster>();
  let failure: SaveFailure | null = null;
  let setAsideItems: readonly SetAside[] = [];
  // Each list's JSON, kept while the list object lives: a write stringifies only the lists that changed.
  const json = new WeakMap<SavedRoster, string>();

  function jsonOf(entry: SavedRoster): string {
    let text = json.get(entry);
    if (text === undefined) {
      text = JSON.stringify(entry);
      json.set(entry, text);
    }
    return text;
  }

  function keepAside(original: string, what: string, reason: string): SetAside {
    const item = setAside(backing, name, { what, reason, original, keptAt: now() });
    setAsideItems = [...setAsideItems.filter((i) => i.id !== item.id), item];
    if (!isRead) isSetAsideWhileReading = true;
    return item;
  }

  /** The entries that match the schema; each of the others is set aside with what is wrong with it. */
  async function checked(entries: readonly unknown[]): Promise<SavedRoster[]> {
    let schema: typeof import('./saved-roster.schema').SavedRosterSchema;
    try {
      schema = (await import('./saved-roster.schema')).SavedRosterSchema;
    } catch (error) {
      // Offline with this part of the app not yet downloaded: each list is set aside whole, so nothing is lost.
      for (const entry of entries) keepAside(JSON.stringify(entry), nameOf(entry), `the check of saved lists could not be loaded (${String(error)})`);
      return [];
    }
    return entries.flatMap((entry) => {
      // Without zod's compiled fast path: zod builds it per object schema on first use, and for this one
      // parse at start the building costs more than it saves.
      const parsed = schema.safeParse(entry, { jitless: true });
      if (parsed.success) return [parsed.data];
      keepAside(JSON.stringify(entry), nameOf(entry), describe(parsed.error));
      return [];
    });
  }

  /** One list per id: a second list with an id already taken is set aside. */
  function distinct(entries: readonly SavedRoster[]): readonly SavedRoster[] {
    const seen = new Set<string>();
    const kept: SavedRoster[] = [];
    for (const entry of entries) {
      if (seen.has(entry.roster.id)) keepAside(jsonOf(entry), nameOf(entry), `another saved list has the same id "${entry.roster.id}"`);
      else {
        seen.add(entry.roster.id);
        kept.push(entry);
      }
    }
    return kept.length === entries.length ? entries : kept;
  }

  function noteChanges(before: readonly SavedRoster[], after: readonly SavedRoster[]): void {
    const gone = new Map(before.map((entry) => [entry.roster.id, entry]));
    for (const entry of after) {
      const id = entry.roster.id;
      if (gone.get(id) !== entry) {
        unsaved.set(id, entry);
        unsavedDeletes.delete(id);
      }
      gone.delete(id);
    }
    for (const [id, entry] of gone) {
      unsaved.delete(id);
      unsavedDeletes.set(id, entry);
    }
  }

  /** `base` with this tab's unsaved changes: changed lists in their place, new ones first, deleted ones out. */
  function withUnsaved(base: readonly SavedRoster[]): SavedRoster[] {
    const stored = new Set(base.map((entry) => entry.roster.id));
    const added = [...unsaved.values()].filter((entry) => !stored.has(entry.roster.id));
    const kept = base.filter((entry) => !unsavedDeletes.has(entry.roster.id)).map((entry) => unsaved.get(entry.roster.id) ?? entry);
    return [...added, ...kept];
  }

  function failed(reason: SaveFailureReason, detail: string): SaveFailure {
    const lists = [
      ...[...unsaved.values()].map((entry) => ({ id: entry.roster.id, name: entry.roster.name, isDeleted: false })),
      ...[...unsavedDeletes.values()].map((entry) => ({ id: entry.roster.id, name: entry.roster.name, isDeleted: true })),
    ];
    return { reason, detail, lists };
  }

  function failedWith(error: unknown): SaveFailure {
    const errorName = isRecord(error) && typeof error['name'] === 'string' ? error['name'] : '';
    const detail = error instanceof Error ? error.message : String(error);
    if (errorName === 'QuotaExceededError' || errorName === 'NS_ERROR_DOM_QUOTA_REACHED') return failed('storage-full', detail);
    if (errorName === 'SecurityError') return failed('storage-blocked', detail);
    return failed('storage-error', detail);
  }

  /**
   * Saves this tab's unsaved changes merged into what is stored now. With `rewrite`, writes even when there are
   * none: to drop from storage what was set aside. Returns why it could not, or null.
   */
  function write(rewrite = false): SaveFailure | null {
    const hasUnsaved = unsaved.size > 0 || unsavedDeletes.size > 0;
    if (!hasUnsaved && !rewrite) return null;
    if (setAsideItems.some((item) => item.key === null)) {
      // Releasing that original rewrites the lists; until then only unsaved changes are worth a word.
      return hasUnsaved ? failed('unreadable-data-in-the-way', '') : null;
    }
    let stored: string | null;
    try {
      stored = backing.getItem(name);
    } catch (error) {
      return failedWith(error);
    }
    let base = lastEntries;
    let isOtherTabs = false;
    if (stored !== lastText && stored !== null) {
      const text = readStoredText(stored);
      if (text.kind === 'sealed') {
        base = distinct(text.entries);
        isOtherTabs = true;
      } else if (keepAside(stored, 'saved lists', 'they were changed outside Muster while it had them open').key === null) {
        events?.setAside(setAsideItems);
        return failed('unreadable-data-in-the-way', '');
      } else events?.setAside(setAsideItems);
    }
    const entries = withUnsaved(base);
    const text = savedListsText(entries, jsonOf);
    try {
      backing.setItem(name, text);
    } catch (error) {
      return failedWith(error);
    }
    lastText = text;
    lastEntries = entries;
    unsaved.clear();
    unsavedDeletes.clear();
    // Another tab wrote since this one last read: take its lists over, once the change being saved has settled.
    if (isOtherTabs) queueMicrotask(() => events?.savedElsewhere(entries, unsavedIds()));
    return null;
  }

  function save(rewrite = false): void {
    const next = write(rewrite);
    if (next === null && failure === null) return;
    failure = next;
    events?.saveFailure(next);
  }

  function unsavedIds(): ReadonlySet<RosterId> {
    return new Set([...unsaved.keys(), ...unsavedDeletes.keys()]);
  }

  /** The stored lists changed in another tab: read them, and hand them to the store. */
  async function readElsewhere(): Promise<void> {
    if (!isRead) {
      readAgain = true;
      return;
    }
    let stored: string | null;
    try {
      stored = backing.getItem(name);
    } catch {
      return;
    }
    // Nothing that Muster writes removes the lists; this tab's next write puts its lists back.
    if (stored === lastText || stored === null) return;
    const text = readStoredText(stored);
    if (text.kind === 'unreadable') {
      keepAside(stored, 'saved lists', text.reason);
      events?.setAside(setAsideItems);
      return;
    }
    const entries = distinct(text.kind === 'sealed' ? text.entries : await checked(text.entries));
    if (text.kind === 'unsealed') events?.setAside(setAsideItems);
    // Checking took a while and yet another write came: its own event follows.
    if (backing.getItem(name) !== stored) return;
    lastText = stored;
    lastEntries = entries;
    events?.savedElsewhere(entries, unsavedIds());
  }

  /** Another tab set a copy aside, or the player downloaded or discarded one there. */
  function readSetAsideElsewhere(): void {
    const inMemory = setAsideItems.filter((item) => item.key === null);
    const stored = storedSetAside(backing, name);
    setAsideItems = [...stored, ...inMemory.filter((item) => !stored.some((s) => s.id === item.id))];
    events?.setAside(setAsideItems);
  }

  const storage: PersistStorage<PersistedState> = {
    getItem(key) {
      setAsideItems = storedSetAside(backing, name);
      let raw: string | null = null;
      try {
        raw = backing.getItem(key);
      } catch {
        // Blocked storage: nothing to read, and the first save says why nothing is saved.
      }
      lastText = raw;
      if (raw === null) return null;
      const text = readStoredText(raw);
      if (text.kind === 'sealed') return { state: { rosters: text.entries }, version: PERSIST_VERSION };
      if (text.kind === 'unsealed') return checked(text.entries).then((rosters) => ({ state: { rosters }, version: PERSIST_VERSION }));
      keepAside(raw, 'saved lists', text.reason);
      return { state: { rosters: [] }, version: PERSIST_VERSION };
    },
    setItem(_key, value: StorageValue<PersistedState>) {
      if (!isRead || value.state.rosters === lastState) return;
      noteChanges(lastState, value.state.rosters);
      lastState = value.state.rosters;
      save();
    },
    removeItem(key) {
      backing.removeItem(key);
    },
  };

  const options: Pick<PersistOptions<S, PersistedState>, 'name' | 'version' | 'storage' | 'merge' | 'partialize'> = {
    name,
    version: PERSIST_VERSION,
    storage,
    partialize: (state) => ({ rosters: state.rosters }),
    // What arrives here has been through `getItem` above.
    merge(persisted, current) {
      const rosters = distinct((persisted as PersistedState | undefined)?.rosters ?? []);
      lastEntries = rosters;
      lastState = rosters;
      isRead = true;
      // Whatever was set aside leaves the stored lists, unless its original is kept nowhere but in memory.
      failure = isSetAsideWhileReading ? write(true) : null;
      if (readAgain) queueMicrotask(() => void readElsewhere());
      return { ...current, rosters, setAside: setAsideItems, saveFailure: failure };
    },
  };

  return {
    options,
    /** Starts telling the store what happens, and following other tabs. */
    connect(to: SavedListsEvents): void {
      events = to;
      backing.onChangeElsewhere?.((key) => {
        if (key === null || key.startsWith(setAsidePrefix(name))) readSetAsideElsewhere();
        if (key === null || key === name) void readElsewhere();
      });
    },
    /** The store took over `rosters` from storage: they are saved as they are. */
    markSaved(rosters: readonly SavedRoster[]): void {
      lastState = rosters;
    },
    /** Tries the unsaved changes again (after the player freed some space). */
    retry(): void {
      save();
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
    isSame(a: SavedRoster, b: SavedRoster): boolean {
      return a === b || jsonOf(a) === jsonOf(b);
    },
  };
}

export type SavedLists<S extends PersistedSlice> = ReturnType<typeof createSavedLists<S>>;

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not match the roster format';
  const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return `it does not match the roster format${where}: ${issue.message}`;
}

function nameOf(entry: unknown): string {
  const roster = isRecord(entry) ? entry['roster'] : undefined;
  const name = isRecord(roster) ? roster['name'] : undefined;
  return typeof name === 'string' && name.length > 0 ? `the list "${name}"` : 'a saved list';
}
