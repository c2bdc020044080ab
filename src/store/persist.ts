import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import type { z } from 'zod';
import { isRecord } from '../domain/is-record';
import { ROSTER_SCHEMA_VERSION } from '../domain/roster/schema-version';
import type { SavedRoster } from './saved-roster.schema';

/** Bump with a new step in `migrate` whenever the persisted shape changes. */
export const PERSIST_VERSION = 1;
export const STORAGE_KEY = 'muster:rosters';

export type PersistedState = { readonly rosters: readonly SavedRoster[] };

/** Saved data we could not read. It stays in storage under `key` and in `raw`, so the player can still get it back. */
export type StorageProblem = {
  readonly key: string;
  /** What could not be read: a list's name when we can tell, otherwise "saved lists". */
  readonly what: string;
  readonly reason: string;
  readonly raw: string;
};

type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The persist options for the roster store: JSON in `backing`, every roster checked on the way in.
 *
 * Muster seals what it writes with a hash of it. Lists that come back with their seal intact are exactly what this
 * Muster saved from its own state, which every way in (edits, imports, share links, this check) keeps valid, so they
 * are read as they are. Anything else (written by hand, damaged, or by a Muster before seals) is parsed with the
 * zod schema, which is then loaded on demand: the builder opens a saved list without loading zod at all. So the
 * store reads sealed lists at once and the others a moment later; `savedListsRead` waits for either.
 */
export function rosterPersistOptions<S extends PersistedState & { storageProblems: readonly StorageProblem[] }>(
  backing: SyncStorage,
  name: string = STORAGE_KEY,
): Pick<PersistOptions<S, PersistedState>, 'name' | 'version' | 'storage' | 'migrate' | 'merge' | 'partialize'> {
  let problems: StorageProblem[] = [];
  // Until the saved lists are read, the store's state holds none of them: saving it would overwrite them.
  let read = false;
  // The store saves on every change, game data arriving included; rewriting unchanged rosters is wasted work.
  let lastSaved: PersistedState['rosters'] | null = null;
  // The rosters of a sealed read: stored exactly as they are, so reading them needs no write.
  let sealedRead: readonly SavedRoster[] | null = null;

  function keepAside(raw: string, what: string, reason: string): void {
    const key = `${name}:unreadable:${hashOf(raw)}`;
    let kept = key;
    try {
      if (backing.getItem(key) === null) backing.setItem(key, raw);
    } catch {
      // Storage full or blocked: the raw text still reaches the player through the report.
      kept = '';
    }
    problems.push({ key: kept, what, reason, raw });
  }

  /** The entries that match the schema; each of the others is kept aside with what is wrong with it. */
  async function checked(entries: readonly unknown[]): Promise<SavedRoster[]> {
    let schema: typeof import('./saved-roster.schema').SavedRosterSchema;
    try {
      schema = (await import('./saved-roster.schema')).SavedRosterSchema;
    } catch (error) {
      // Offline with this part of the app not yet downloaded: the lists stay in storage, nothing is lost.
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

  const storage: PersistStorage<PersistedState> = {
    getItem(key) {
      const raw = backing.getItem(key);
      if (raw === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        keepAside(raw, 'saved lists', 'the saved data is not valid JSON');
        return null;
      }
      if (!isRecord(value) || !('state' in value)) {
        keepAside(raw, 'saved lists', 'the saved data is not in the format Muster writes');
        return null;
      }
      // Another format version goes to `migrate` as it is.
      if (typeof value['version'] === 'number' && value['version'] !== PERSIST_VERSION) return value as StorageValue<PersistedState>;
      const entries = isRecord(value['state']) ? value['state']['rosters'] : undefined;
      if (!Array.isArray(entries)) {
        keepAside(JSON.stringify(value['state']), 'saved lists', 'the saved data has no list of rosters');
        return { state: { rosters: [] }, version: PERSIST_VERSION };
      }
      if (value['seal'] === sealOf(JSON.stringify(value['state']))) {
        sealedRead = entries as SavedRoster[];
        return value as StorageValue<PersistedState>;
      }
      return checked(entries).then((rosters) => ({ state: { rosters }, version: PERSIST_VERSION }));
    },
    setItem(key, value) {
      if (!read || value.state.rosters === lastSaved) return;
      // The saved lists, the format version and the seal over the lists' JSON, which is written once for both.
      const state = JSON.stringify(value.state);
      backing.setItem(key, `{"state":${state},"version":${value.version ?? PERSIST_VERSION},"seal":"${sealOf(state)}"}`);
      lastSaved = value.state.rosters;
    },
    removeItem(key) {
      backing.removeItem(key);
    },
  };

  return {
    name,
    version: PERSIST_VERSION,
    storage,
    partialize: (state) => ({ rosters: state.rosters }),
    // Version 1 is the first format, so any other version was written by a different (newer) Muster: keep it whole.
    migrate(persisted, version) {
      keepAside(JSON.stringify(persisted), 'saved lists', `the saved data has format version ${version}, this Muster reads version ${PERSIST_VERSION}`);
      return { rosters: [] };
    },
    // What arrives here has been through `getItem` or `migrate` above.
    merge(persisted, current) {
      const rosters: SavedRoster[] = [];
      for (const entry of (persisted as PersistedState | undefined)?.rosters ?? []) {
        if (rosters.some((r) => r.roster.id === entry.roster.id)) {
          keepAside(JSON.stringify(entry), nameOf(entry), `another saved list has the same id "${entry.roster.id}"`);
        } else rosters.push(entry);
      }
      const found = problems;
      problems = [];
      read = true;
      if (sealedRead && found.length === 0 && rosters.length === sealedRead.length) lastSaved = rosters;
      return { ...current, rosters, storageProblems: [...current.storageProblems, ...found] };
    },
  };
}

/** Local storage when the page has it; otherwise (tests, private modes that block it) a map in memory. */
export function defaultStorage(): SyncStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Accessing localStorage throws when the browser blocks it.
  }
  return memoryStorage();
}

export function memoryStorage(initial: Record<string, string> = {}): SyncStorage & { readonly items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

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

/**
 * The seal over saved lists: their JSON hashed with both format versions, so a new format (which bumps one of them)
 * checks lists sealed by the old one. It guards against accidents (damage, hand edits, older Musters), not tampering.
 */
function sealOf(stateJson: string): string {
  return hashOf(`${PERSIST_VERSION}.${ROSTER_SCHEMA_VERSION}:${stateJson}`);
}

/** FNV-1a, so keeping the same unreadable text aside twice reuses one key. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
