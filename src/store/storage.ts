/**
 * Where the saved lists live: local storage in the app, a map in tests. Another tab of the app writes the same
 * local storage; `onChangeElsewhere` says when it did, so this tab can follow.
 */
export type SavedListsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> & {
  /** Calls `listener` with the key another tab changed (null: it cleared them all); returns how to stop. */
  readonly onChangeElsewhere?: (listener: (key: string | null) => void) => () => void;
};

/**
 * Local storage when the page has it, following other tabs through `storage` events. When the browser blocks it
 * (storage turned off, some private modes), a storage that holds nothing and refuses every write, so the first save
 * says the lists are not being saved instead of keeping them silently in memory.
 */
export function defaultStorage(): SavedListsStorage {
  let local: Storage;
  try {
    // Reading localStorage throws when the browser blocks it.
    if (typeof localStorage === 'undefined') return blockedStorage('this browser has no local storage');
    local = localStorage;
  } catch (error) {
    return blockedStorage(error instanceof Error ? error.message : String(error));
  }
  return {
    getItem: (key) => local.getItem(key),
    setItem: (key, value) => local.setItem(key, value),
    removeItem: (key) => local.removeItem(key),
    key: (index) => local.key(index),
    get length() {
      return local.length;
    },
    onChangeElsewhere(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === local) listener(event.key);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

export function blockedStorage(why: string): SavedListsStorage {
  const refuse = (): never => {
    throw new DOMException(`This browser does not let the page store data (${why}).`, 'SecurityError');
  };
  return { getItem: () => null, setItem: refuse, removeItem: () => undefined, key: () => null, length: 0 };
}

export type MemoryStorage = SavedListsStorage & { readonly items: Map<string, string> };

/** A storage in memory, for tests and benchmarks. */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** The stored text, or null when there is none or the browser blocks storage (the first save then says why). */
export function readItem(backing: SavedListsStorage, name: string): string | null {
  try {
    return backing.getItem(name);
  } catch {
    return null;
  }
}

/** Runs `write` while no other tab of the app writes the saved lists (see `defaultLock`). */
export type Lock = (name: string, write: () => void) => void;

/**
 * The Web Locks API where the browser has it, so two tabs saving at once write one after the other, each merging
 * into what the other wrote; without it (older browsers, tests) the write runs at once, and a tab that reads a
 * write made over its own without it saves its lists again (`missedWrites`).
 */
export function defaultLock(): Lock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return (_name, write) => write();
  return (name, write) => void locks.request(name, () => write());
}
