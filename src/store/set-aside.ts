import { isRecord } from '../domain/is-record';
import { hashOf } from './saved-lists-text';
import type { SavedListsStorage } from './storage';

/**
 * Saved data Muster could not read (broken JSON, a damaged list, a format from a newer Muster) is never dropped:
 * it is set aside, the original text whole, until the player downloads or discards it. A copy goes into storage under
 * `<name>:unreadable:<hash>` when it fits the budget below, so it survives a reload; a larger one, or one the
 * storage refuses, stays in this tab's memory only, and then nothing is saved over the original until the player
 * has it (see persist.ts).
 */

/**
 * What set-aside copies may take of the browser's storage, in characters, all together: a fifth of the 5 million or
 * so a browser gives a site, so copies never crowd out the lists themselves.
 */
export const SET_ASIDE_BUDGET = 1_000_000;

export type SetAside = {
  /** A hash of `original`: the same text set aside twice is one copy. */
  readonly id: string;
  /** The storage key of the copy, or null when it is only in this tab's memory. */
  readonly key: string | null;
  /** A list's name when it could be told (`the list "Raiders"`), otherwise "saved lists". */
  readonly what: string;
  readonly reason: string;
  /** The data exactly as it was found. */
  readonly original: string;
  /** Milliseconds since the epoch. */
  readonly keptAt: number;
};

/** How a copy is stored: what it is and why it was set aside travel with it, so a reload still says so. */
const COPY_KIND = 'muster-unreadable-data';

export function setAsidePrefix(name: string): string {
  return `${name}:unreadable:`;
}

/** Every copy set aside in `storage`, oldest first. */
export function storedSetAside(storage: SavedListsStorage, name: string): SetAside[] {
  const prefix = setAsidePrefix(name);
  const found: SetAside[] = [];
  for (const key of storageKeys(storage)) {
    if (!key.startsWith(prefix)) continue;
    const text = storage.getItem(key);
    if (text !== null) found.push(fromCopy(key, key.slice(prefix.length), text));
  }
  return found.sort((a, b) => a.keptAt - b.keptAt);
}

/** Characters the copies in `storage` take (keys and texts, as the browser counts them). */
export function setAsideSize(storage: SavedListsStorage, name: string): number {
  const prefix = setAsidePrefix(name);
  let size = 0;
  for (const key of storageKeys(storage)) {
    if (key.startsWith(prefix)) size += key.length + (storage.getItem(key)?.length ?? 0);
  }
  return size;
}

/** Sets `original` aside: copied into storage when the budget and the storage allow, otherwise in memory only. */
export function setAside(storage: SavedListsStorage, name: string, found: Omit<SetAside, 'id' | 'key'>): SetAside {
  const id = hashOf(found.original);
  const key = `${setAsidePrefix(name)}${id}`;
  const copy = JSON.stringify({
    kind: COPY_KIND,
    what: found.what,
    reason: found.reason,
    keptAt: found.keptAt,
    original: found.original,
  });
  let kept: string | null = null;
  try {
    if (storage.getItem(key) !== null) kept = key;
    else if (setAsideSize(storage, name) + key.length + copy.length <= SET_ASIDE_BUDGET) {
      storage.setItem(key, copy);
      kept = key;
    }
  } catch {
    // Storage full or blocked: the original stays in memory, and the player is told to download it.
  }
  return { ...found, id, key: kept };
}

/** Removes the copy from storage, once the player has downloaded or discarded it. */
export function removeSetAside(storage: SavedListsStorage, item: SetAside): void {
  if (item.key === null) return;
  try {
    storage.removeItem(item.key);
  } catch {
    // A storage that refuses to remove refused to keep it too; nothing is left to remove.
  }
}

function fromCopy(key: string, id: string, text: string): SetAside {
  let copy: unknown = null;
  try {
    copy = JSON.parse(text);
  } catch {
    // Not a copy in this form: an earlier Muster stored the original text alone.
  }
  if (isRecord(copy) && copy['kind'] === COPY_KIND && typeof copy['original'] === 'string') {
    return {
      id,
      key,
      what: typeof copy['what'] === 'string' ? copy['what'] : 'saved lists',
      reason: typeof copy['reason'] === 'string' ? copy['reason'] : 'it could not be read',
      original: copy['original'],
      keptAt: typeof copy['keptAt'] === 'number' ? copy['keptAt'] : 0,
    };
  }
  return { id, key, what: 'saved lists', reason: 'an earlier Muster could not read it', original: text, keptAt: 0 };
}

function storageKeys(storage: SavedListsStorage): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
  } catch {
    // A storage the browser blocks has no keys to list.
  }
  return keys;
}

/**
 * The copies set aside for one place of saved lists, as this tab knows them: in storage, or in its memory only.
 * `changed` hears of every change to them.
 */
export function createSetAsideShelf(
  storage: SavedListsStorage,
  name: string,
  now: () => number,
  changed: (items: readonly SetAside[]) => void,
) {
  let items: readonly SetAside[] = [];
  const put = (next: readonly SetAside[]) => changed((items = next));
  return {
    items: () => items,
    /** Whether a copy is only in this tab's memory: then nothing may be written over its original. */
    isOnlyInMemory: () => items.some((item) => item.key === null),
    /** Reads the copies in storage anew (at start, or when another tab set one aside or released one). */
    read(): void {
      const inMemory = items.filter((item) => item.key === null);
      const stored = storedSetAside(storage, name);
      put([...stored, ...inMemory.filter((item) => !stored.some((s) => s.id === item.id))]);
    },
    keep(original: string, what: string, reason: string): void {
      const item = setAside(storage, name, { what, reason, original, keptAt: now() });
      put([...items.filter((i) => i.id !== item.id), item]);
    },
    /** Takes the copy out of storage and the shelf; returns it, or null when there is none with that id. */
    release(id: string): SetAside | null {
      const item = items.find((i) => i.id === id);
      if (!item) return null;
      removeSetAside(storage, item);
      put(items.filter((i) => i !== item));
      return item;
    },
  };
}
