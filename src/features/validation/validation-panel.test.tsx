/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasheetId } from '../../domain/data/ids';
import { renderWithStore } from '../../testing/render-with-store';
import { fixtureData } from '../../testing/game-fixture';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { ValidationPanel } from './validation-panel';

afterEach(cleanup);

describe('validation panel', () => {
  it('lists every issue of the roster', () => {
    const store = makeTestStore();
    openNewList(store);
    store.getState().addUnit('drazhar' as DatasheetId);
    store.getState().addUnit('drazhar' as DatasheetId);
    renderWithStore(<ValidationPanel onFocusUnit={vi.fn()} />, { store });
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-rule-id'))).toEqual(['epic-hero-limit', 'warlord-missing']);
    expect(screen.getByRole('heading', { name: 'Issues (2)' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Not legal: 2 errors.');
  });

  it('moves to the unit an issue is about', async () => {
    const store = makeTestStore();
    openNewList(store);
    store.getState().addUnit('drazhar' as DatasheetId);
    const second = store.getState().addUnit('drazhar' as DatasheetId);
    const onFocusUnit = vi.fn();
    const { user } = renderWithStore(<ValidationPanel onFocusUnit={onFocusUnit} />, { store });
    const issue = screen.getAllByRole('listitem').find((i) => i.getAttribute('data-rule-id') === 'epic-hero-limit')!;
    await user.click(within(issue).getByRole('button'));
    expect(onFocusUnit).toHaveBeenCalledWith(second);
  });

  it('lets the player go on without what a shared list lost, which clears its errors', async () => {
    const store = makeTestStore();
    const id = openNewList(store);
    const archon = store.getState().addUnit('archon' as DatasheetId)!;
    store.getState().makeWarlord(archon);
    const roster = store.getState().rosters.find((r) => r.roster.id === id)!.roster;
    store
      .getState()
      .openList(
        store.getState().addList({ ...roster, leftOut: [{ kind: 'datasheet', said: 'The list named Wracks.' }] }),
      );
    const { user } = renderWithStore(<ValidationPanel onFocusUnit={vi.fn()} />, { store });
    expect(screen.getByRole('status').textContent).toBe('Not legal: 1 error.');
    await user.click(screen.getByRole('button', { name: 'Go on without it' }));
    expect(screen.getByRole('status').textContent).toBe('Legal.');
    expect(screen.queryByRole('button', { name: 'Go on without it' })).toBeNull();
  });

  it('says the list is legal when there is nothing to report', () => {
    const store = makeTestStore();
    openNewList(store);
    const archon = store.getState().addUnit('archon' as DatasheetId)!;
    store.getState().makeWarlord(archon);
    renderWithStore(<ValidationPanel onFocusUnit={vi.fn()} />, { store });
    expect(screen.getByRole('heading', { name: 'No issues' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Legal.');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('never says legal while a limit on a unit could not be checked, and says which', () => {
    const store = makeTestStore();
    const { faction } = fixtureData();
    store.getState().receiveFaction({
      ...faction,
      datasheets: faction.datasheets.map((d) =>
        d.id === 'wracks' ? { ...d, uncheckedLimits: ['at most 1 Hexrifle per 5 models'] } : d,
      ),
    });
    openNewList(store);
    const archon = store.getState().addUnit('archon' as DatasheetId)!;
    store.getState().makeWarlord(archon);
    store.getState().addUnit('wracks' as DatasheetId);
    renderWithStore(<ValidationPanel onFocusUnit={vi.fn()} />, { store });
    expect(screen.getByRole('status').textContent).toBe('No errors found; 1 limit not checked.');
    const unchecked = screen.getByRole('list', { name: 'Limits not checked' });
    expect(within(unchecked).getByRole('listitem').textContent).toBe('Wracks: at most 1 Hexrifle per 5 models');
  });
});
