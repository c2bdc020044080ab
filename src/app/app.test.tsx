/** @vitest-environment jsdom */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureSources } from '../testing/render-with-store';
import { deferred, makeTestStore, storeWithSavedList } from '../testing/test-store';
import { createDataLoader, type DataSources, type LoadResult } from '../store/data-loader';
import { STORAGE_KEY } from '../store/persist';
import type { SavedRoster } from '../store/saved-roster.schema';
import { savedListsText } from '../store/saved-lists-text';
import { memoryStorage } from '../store/storage';
import { createRosterStore, type RosterStore } from '../store/roster-store';
import { selectOpenRoster } from '../store/selectors';
import { App } from './app';

beforeEach(() => {
  window.location.hash = '';
});
afterEach(cleanup);

function renderApp(store: RosterStore, sources: DataSources = fixtureSources()) {
  const user = userEvent.setup();
  render(<App store={store} loader={createDataLoader(store, sources)} />);
  return { user };
}

describe('app', () => {
  it('shows that the game data is loading, then the lists', async () => {
    const { store } = storeWithSavedList();
    const system = deferred<Awaited<ReturnType<DataSources['loadSystemData']>>>();
    renderApp(store, { ...fixtureSources(), loadSystemData: () => system.promise });
    expect(screen.getByRole('status').textContent).toBe('Loading game data…');
    await act(async () => system.resolve(await fixtureSources().loadSystemData()));
    expect(await screen.findByRole('heading', { name: 'Your lists' })).toBeTruthy();
  });

  it('shows that a faction is loading before its list opens', async () => {
    const { store, rosterId } = storeWithSavedList();
    const faction = deferred<LoadResult<never>>();
    const sources = fixtureSources();
    window.location.hash = `#/list/${rosterId}`;
    renderApp(store, { ...sources, loadFaction: () => faction.promise as never });
    expect(await screen.findByText('Loading Drukhari data…')).toBeTruthy();
    await act(async () => faction.resolve((await sources.loadFaction('drukhari')) as never));
    expect(await screen.findByRole('heading', { name: 'Raiders', level: 1 })).toBeTruthy();
  });

  it('names the step of a faction imported from the player’s catalogues while it loads', async () => {
    const { store, rosterId } = storeWithSavedList();
    const faction = deferred<LoadResult<never>>();
    const sources = fixtureSources();
    let step: (step: string) => void = () => {};
    window.location.hash = `#/list/${rosterId}`;
    renderApp(store, {
      ...sources,
      loadFaction: (_id, _name, onStep) => {
        step = onStep ?? step;
        return faction.promise as never;
      },
    });
    expect(await screen.findByText('Loading Drukhari data…')).toBeTruthy();
    act(() => step('Translating Drukhari'));
    expect(await screen.findByText('Translating Drukhari…')).toBeTruthy();
    await act(async () => faction.resolve((await sources.loadFaction('drukhari')) as never));
    expect(await screen.findByRole('heading', { name: 'Raiders', level: 1 })).toBeTruthy();
  });

  it('says so when a list is not there', async () => {
    window.location.hash = '#/list/nothing-here';
    renderApp(makeTestStore());
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeTruthy();
  });

  it('undoes and redoes with the buttons and with Ctrl+Z and Shift+Ctrl+Z', async () => {
    const { store, rosterId } = storeWithSavedList();
    window.location.hash = `#/list/${rosterId}`;
    const { user } = renderApp(store);
    await user.click(await screen.findByRole('button', { name: 'Add Archon' }));
    const units = () => selectOpenRoster(store.getState())?.units.map((u) => u.datasheetId);
    expect(units()).toEqual(['wracks', 'archon']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(units()).toEqual(['wracks']);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(units()).toEqual(['wracks', 'archon']);
    await user.keyboard('{Control>}z{/Control}');
    expect(units()).toEqual(['wracks']);
    await user.keyboard('{Shift>}{Control>}z{/Control}{/Shift}');
    expect(units()).toEqual(['wracks', 'archon']);
  });

  it('opens the unit an issue is about and focuses it in the roster', async () => {
    const { store, rosterId } = storeWithSavedList();
    window.location.hash = `#/list/${rosterId}`;
    const { user } = renderApp(store);
    await user.click(await screen.findByRole('button', { name: 'Add Drazhar' }));
    await user.click(screen.getByRole('button', { name: 'Add Drazhar' }));
    const panel = screen.getByRole('region', { name: /Issues/ });
    const issue = within(panel)
      .getAllByRole('listitem')
      .find((i) => i.getAttribute('data-rule-id') === 'epic-hero-limit')!;
    await user.click(within(issue).getByRole('button'));
    await waitFor(() => expect(document.activeElement?.id).toBe('unit-row-u3'));
    expect(window.location.hash).toBe(`#/list/${rosterId}/unit/u3`);
    expect(screen.getByRole('heading', { name: 'Drazhar (2)', level: 3 })).toBeTruthy();
  });

  it('reports saved data it could not read and offers it as a download', async () => {
    const storage = memoryStorage({ [STORAGE_KEY]: 'not json' });
    renderApp(createRosterStore({ storage }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/We could not read saved lists: the saved data is not valid JSON/)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Download and remove' })).toBeTruthy();
  });

  it('says in place what failed when sealed saved lists have a shape it cannot show, and offers them to download', async () => {
    // Sealed as Muster seals, so they are not checked: a list whose roster has no units at all.
    const { roster } = storeWithSavedList().store.getState().rosters[0]!;
    const entry = { roster: { ...roster, units: undefined }, savedWith: null, updatedAt: 0 } as unknown as SavedRoster;
    const text = savedListsText({ entries: [entry], versions: new Map(), deleted: new Map() }, (e) =>
      JSON.stringify(e),
    );
    const store = createRosterStore({ storage: memoryStorage({ [STORAGE_KEY]: text }) });
    const downloads: string[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      const reader = new FileReader();
      reader.onload = () => downloads.push(String(reader.result));
      reader.readAsText(blob);
      return 'blob:saved';
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { user } = renderApp(store);
      const alert = await screen.findByRole('alert', { name: 'Muster could not show your lists' });
      expect(alert.textContent).toMatch(/What failed: TypeError/);
      expect(screen.getByRole('link', { name: 'Muster' })).toBeTruthy();
      await user.click(within(alert).getByRole('button', { name: 'Download saved data' }));
      await waitFor(() => expect(downloads).toEqual([text]));
    } finally {
      URL.createObjectURL = createObjectURL;
      vi.restoreAllMocks();
    }
  });
});
