import { fixtureData, fixtureManifest } from './game-fixture';
import type { BattleSizeId, DatasheetId, DetachmentId, FactionId } from '../domain/data/ids';
import type { RosterId } from '../domain/roster/ids';
import { memoryStorage, type SavedListsStorage } from '../store/storage';
import { createRosterStore, type RosterStore } from '../store/roster-store';

/** A store over `storage` with the fixture data loaded, counting ids and time so runs repeat exactly. */
export function makeTestStore(storage: SavedListsStorage = memoryStorage(), dataVersion = 'test-1'): RosterStore {
  let ids = 0;
  let time = 1_700_000_000_000;
  const store = createRosterStore({ storage, newId: () => `list-${(ids += 1)}`, now: () => (time += 1000) });
  const data = fixtureData();
  store.getState().receiveSystem(data.system, fixtureManifest(dataVersion));
  store.getState().receiveFaction(data.faction);
  return store;
}

/** Creates a Strike Force Realspace Raiders list, opens it, and returns its id. */
export function openNewList(store: RosterStore, name = 'Test list'): RosterId {
  const id = store.getState().createList({
    name,
    factionId: 'drukhari' as FactionId,
    battleSizeId: 'strike-force' as BattleSizeId,
    detachmentId: 'realspace-raiders' as DetachmentId,
  });
  store.getState().openList(id);
  return id;
}

/** One saved list holding a unit of Wracks, and a fresh store over it with no game data loaded yet. */
export function storeWithSavedList(): { store: RosterStore; rosterId: RosterId } {
  const storage = memoryStorage();
  const seed = makeTestStore(storage);
  const rosterId = openNewList(seed, 'Raiders');
  seed.getState().addUnit('wracks' as DatasheetId);
  return { store: createRosterStore({ storage }), rosterId };
}

/** A promise the test settles when it chooses: data that arrives late. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
