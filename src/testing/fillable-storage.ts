import type { SavedListsStorage } from '../store/storage';

/** `storage` that refuses every write, as a full browser storage does, between `fill()` and `makeRoom()`. */
export function fillableStorage(storage: SavedListsStorage): SavedListsStorage & { fill(): void; makeRoom(): void } {
  let isFull = false;
  return {
    getItem: (key) => storage.getItem(key),
    setItem(key, value) {
      if (isFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
    key: (index) => storage.key(index),
    get length() {
      return storage.length;
    },
    ...(storage.onChangeElsewhere ? { onChangeElsewhere: storage.onChangeElsewhere } : {}),
    fill: () => void (isFull = true),
    makeRoom: () => void (isFull = false),
  };
}
