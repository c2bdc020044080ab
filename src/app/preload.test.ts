/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { fixtureSources } from '../testing/render-with-store';
import { deferred, storeWithSavedList } from '../testing/test-store';
import { createDataLoader, type DataSources, type LoadResult } from '../store/data-loader';
import { loadedBuilderRoute, preload } from './preload';

describe('preload', () => {
  it('opens the list in the URL and resolves once its data and the builder have arrived', async () => {
    const { store, rosterId } = storeWithSavedList();
    const loader = createDataLoader(store, fixtureSources());
    await preload({ page: 'builder', rosterId, view: { kind: 'none' } }, store, loader, 60_000);
    expect(store.getState().openRosterId).toBe(rosterId);
    expect(loader.factionStatus('drukhari')).toEqual({ state: 'ready' });
    expect(store.getState().system).not.toBeNull();
    expect(loadedBuilderRoute()).not.toBeNull();
  });

  it('stops waiting for slow data after its patience, so the app can show that it is loading', async () => {
    const { store, rosterId } = storeWithSavedList();
    const faction = deferred<LoadResult<never>>();
    const sources: DataSources = { ...fixtureSources(), loadFaction: () => faction.promise };
    const loader = createDataLoader(store, sources);
    await preload({ page: 'builder', rosterId, view: { kind: 'none' } }, store, loader, 50);
    expect(loader.factionStatus('drukhari')).toEqual({ state: 'loading' });
  });

  it('waits for the factions of every saved list on the lists page', async () => {
    const { store } = storeWithSavedList();
    const loader = createDataLoader(store, fixtureSources());
    await preload({ page: 'lists' }, store, loader, 60_000);
    expect(loader.factionStatus('drukhari')).toEqual({ state: 'ready' });
  });
});
