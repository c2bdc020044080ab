import { describe, expect, it } from 'vitest';
import { createSavedListsTab } from './saved-lists-tab';
import { memoryStorage, type Lock, type SavedListsStorage } from './storage';

const NAME = 'muster:rosters';

describe("one tab's saved lists", () => {
  it('writes the lists without what it set aside while reading only under the lock, as every write', async () => {
    const stored = memoryStorage({ [NAME]: 'garbage' });
    let isLocked = false;
    const writes: { key: string; isLocked: boolean }[] = [];
    const storage: SavedListsStorage = {
      getItem: stored.getItem,
      setItem: (key, value) => {
        writes.push({ key, isLocked });
        stored.setItem(key, value);
      },
      removeItem: stored.removeItem,
      key: stored.key,
      get length() {
        return stored.length;
      },
    };
    const lock: Lock = (_name, write) =>
      void Promise.resolve().then(() => {
        isLocked = true;
        write();
        isLocked = false;
      });
    const tab = createSavedListsTab(storage, NAME, () => 0, lock);

    expect(tab.read()).toBeNull();
    expect(tab.start().setAside.map((item) => item.original)).toEqual(['garbage']);
    expect(stored.items.get(NAME)).toBe('garbage');
    await new Promise((done) => setTimeout(done));
    expect(writes.filter((w) => w.key === NAME)).toEqual([{ key: NAME, isLocked: true }]);
    expect(stored.items.get(NAME)).not.toBe('garbage');
  });
});
