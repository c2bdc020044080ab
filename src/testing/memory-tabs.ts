import type { MemoryStorage } from '../store/storage';

/**
 * One storage shared by several tabs of the app, in memory: what one tab writes, the others read, and are told of
 * a moment later, as a browser's `storage` event does. `settled()` waits until every tab has been told.
 */
export function memoryTabs(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const tabs = new Set<Set<(key: string | null) => void>>();
  let told: Promise<void> = Promise.resolve();

  function open(): MemoryStorage {
    const listeners = new Set<(key: string | null) => void>();
    tabs.add(listeners);
    const tell = (key: string) => {
      for (const other of tabs) {
        if (other === listeners) continue;
        for (const listener of other) {
          told = told.then(
            () =>
              new Promise<void>((done) =>
                setTimeout(() => {
                  listener(key);
                  done();
                }),
              ),
          );
        }
      }
    };
    return {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem(key, value) {
        if (items.get(key) === value) return;
        items.set(key, value);
        tell(key);
      },
      removeItem(key) {
        if (!items.delete(key)) return;
        tell(key);
      },
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
      onChangeElsewhere(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  }

  /** Resolves once every tab has been told of every write so far, and has read what it was told. */
  async function settled(): Promise<void> {
    let before: Promise<void>;
    do {
      before = told;
      await before;
      // A tab that read a change may have checked it asynchronously, or written in turn.
      await new Promise((done) => setTimeout(done));
    } while (before !== told);
  }

  return { items, open, settled };
}
