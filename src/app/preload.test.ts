/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import type { DatasheetId } from '../domain/data/ids';
import { fixtureSources } from '../../tests/components/render-with-store';
import { makeTestStore, openNewList } from '../../tests/components/test-store';
import { createDataLoader, type DataSources, type LoadResult } from '../store/data-loader';
import { memoryStorage } from '../store/persist';
import { createRosterStore } from '../store/roster-store';
import { loadedBuilderRoute, preload } from './preload';

/** A saved list in storage, and a fresh store over it with no game data loaded yet. */
function savedList() {
  const storage = memoryStorage();
  const seed = makeTestStore(storage);
  const rosterId = openNewList(seed, 'Raiders');
  seed.getState().addUnit('wracks' as DatasheetId);
  return { store: createRosterStore({ storage }), rosterId };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('preload', () => {
  it('opens the list in the URL and resolves once its data and the builder have arrived', async () => {
    const { store, rosterId } = savedList();
    const loader = createDataLoader(store, fixtureSources());
    await preload({ page: 'builder', rosterId, view: { kind: 'none' } }, store, loader, 60_000);
    expect(store.getState().openRosterId).toBe(rosterId);
    expect(loader.factionStatus('drukhari')).toEqual({ state: 'ready' });
    expect(store.getState().system).not.toBeNull();
    expect(loadedBuilderRoute()).not.toBeNull();
  });

  it('stops waiting for slow data after its patience, so the app can show that it is loading', async () => {
    const { store, rosterId } = savedList();
    const faction = deferred<LoadResult<never>>();
    const sources: DataSources = { ...fixtureSources(), loadFaction: () => faction.promise };
    const loader = createDataLoader(store, sources);
    await preload({ page: 'builder', rosterId, view: { kind: 'none' } }, store, loader, 50);
    expect(loader.factionStatus('drukhari')).toEqual({ state: 'loading' });
  });

  it('waits for the factions of every saved list on the lists page', async () => {
    const { store } = savedList();
    const loader = createDataLoader(store, fixtureSources());
    await preload({ page: 'lists' }, store, loader, 60_000);
    expect(loader.factionStatus('drukhari')).toEqual({ state: 'ready' });
  });
});
