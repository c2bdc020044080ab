/** @vitest-environment jsdom */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeGwAppText } from '../domain/codecs/gw-app/gw-app-text';
import { writeShareUrl } from '../domain/codecs/share-url/share-url';
import type { DatasheetId } from '../domain/data/ids';
import { fixtureSources } from '../testing/render-with-store';
import { makeTestStore, openNewList } from '../testing/test-store';
import { createDataLoader } from '../store/data-loader';
import type { RosterStore } from '../store/roster-store';
import { selectOpenGameData, selectOpenRoster } from '../store/selectors';
import { App } from './app';
import { loadBuilderRoute } from './preload';

// Loading the builder's code the first time takes longer in jsdom than a query waits.
beforeAll(() => loadBuilderRoute());
beforeEach(() => {
  window.location.hash = '';
});
afterEach(cleanup);

function renderApp(store: RosterStore) {
  const user = userEvent.setup();
  render(<App store={store} loader={createDataLoader(store, fixtureSources())} />);
  return { user };
}

function storeWithList() {
  const store = makeTestStore();
  const rosterId = openNewList(store, 'Raiders');
  store.getState().addUnit('wracks' as DatasheetId);
  store.getState().addUnit('archon' as DatasheetId);
  return { store, rosterId };
}

describe('export, share, import and print in the app', () => {
  it('opens Export and Share over the builder and closes them again', async () => {
    const { store, rosterId } = storeWithList();
    window.location.hash = `#/list/${rosterId}`;
    const { user } = renderApp(store);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('dialog', { name: 'Export list' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close Export list' }));
    expect(screen.queryByRole('dialog', { name: 'Export list' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByLabelText('Share link')).toBeTruthy();
  });

  it('goes from the builder to the print view and back', async () => {
    const { store, rosterId } = storeWithList();
    window.location.hash = `#/list/${rosterId}`;
    const { user } = renderApp(store);
    await user.click(await screen.findByRole('link', { name: 'Print' }));
    expect(window.location.hash).toBe(`#/list/${rosterId}/print`);
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('opens a share link read-only and, on "Save a copy", opens the copy in the builder', async () => {
    const { store } = storeWithList();
    const link = writeShareUrl(
      selectOpenRoster(store.getState())!,
      selectOpenGameData(store.getState())!,
      'http://muster.test/',
      {
        dataVersion: 'test-1',
      },
    );
    window.location.hash = link.slice(link.indexOf('#'));
    const { user } = renderApp(makeTestStore());
    await user.click(await screen.findByRole('button', { name: 'Save a copy' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/list\/[^/]+$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Raiders' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('imports a pasted list from the lists page and opens it', async () => {
    const { store } = storeWithList();
    const text = writeGwAppText(selectOpenRoster(store.getState())!, selectOpenGameData(store.getState())!, {
      dataVersion: 'test-1',
    });
    const fresh = makeTestStore();
    const { user } = renderApp(fresh);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await user.click(await screen.findByLabelText('List or share link'));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Read list' }));
    await user.click(await screen.findByRole('button', { name: 'Import as new list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Raiders' })).toBeTruthy();
    expect(selectOpenRoster(fresh.getState())?.units.map((u) => u.datasheetId)).toEqual(['archon', 'wracks']);
  });
});
