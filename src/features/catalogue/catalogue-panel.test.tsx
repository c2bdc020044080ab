/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasheetId } from '../../domain/data/ids';
import { selectOpenRoster } from '../../store/selectors';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { realStoreWithList } from '../../testing/real-store';
import { CataloguePanel } from './catalogue-panel';

afterEach(cleanup);

/** Renders the catalogue and waits for its datasheets, which it lists once it has painted. */
async function renderCatalogue(store = makeTestStore()) {
  if (!store.getState().openRosterId) openNewList(store);
  const onAdded = vi.fn();
  const onShowDatasheet = vi.fn();
  const rendered = renderWithStore(<CataloguePanel onAdded={onAdded} onShowDatasheet={onShowDatasheet} />, { store });
  await screen.findByRole('region', { name: 'Characters' });
  return { ...rendered, onAdded, onShowDatasheet };
}

const item = (name: string) => screen.getByRole('button', { name: `Add ${name}` }).closest('li') as HTMLElement;

describe('catalogue', () => {
  it('lists datasheets under their sections with the cost of the cheapest size', async () => {
    await renderCatalogue();
    const battleline = screen.getByRole('region', { name: 'Battleline' });
    expect(within(battleline).getByText('Wracks')).toBeTruthy();
    expect(within(item('Wracks')).getByText('from 60 pts')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Characters' })).getByText('Archon')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Allied Units' })).getByText('Troupe')).toBeTruthy();
  });

  it('finds datasheets by a misspelt name', async () => {
    const { user } = await renderCatalogue();
    await user.type(screen.getByLabelText('Search datasheets'), 'wraks');
    // Fuzzy search downloads once the catalogue is listed, so it may still be on its way.
    expect(await screen.findByRole('button', { name: 'Add Wracks' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Archon' })).toBeNull();
  });

  it('shows Legends datasheets only when the switch is on, and the switch is part of the list', async () => {
    const { user, store } = await renderCatalogue();
    expect(screen.queryByRole('button', { name: 'Add Grotesques' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Show Legends datasheets' }));
    expect(screen.getByRole('button', { name: 'Add Grotesques' })).toBeTruthy();
    expect(selectOpenRoster(store.getState())?.includeLegends).toBe(true);
  });

  it('adds the best match of a search on Enter, and says which it is', async () => {
    const { user, store, onAdded } = await renderCatalogue();
    const search = screen.getByLabelText('Search datasheets');
    await user.click(search);
    await user.keyboard('{Enter}');
    expect(onAdded).not.toHaveBeenCalled();
    await user.type(search, 'wra');
    expect(search.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Enter adds Wracks.')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(selectOpenRoster(store.getState())?.units.map((u) => u.datasheetId)).toEqual(['wracks']);
    expect(onAdded).toHaveBeenCalledWith('u1', 'Wracks');
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('adds a unit and reports its id and name', async () => {
    const { user, store, onAdded } = await renderCatalogue();
    await user.click(screen.getByRole('button', { name: 'Add Wracks' }));
    expect(selectOpenRoster(store.getState())?.units.map((u) => u.datasheetId)).toEqual(['wracks']);
    expect(onAdded).toHaveBeenCalledWith('u1', 'Wracks');
  });

  it('clears the search after an add, ready for the next unit', async () => {
    const { user } = await renderCatalogue();
    const search = screen.getByLabelText('Search datasheets');
    await user.type(search, 'wrack');
    await user.click(await screen.findByRole('button', { name: 'Add Wracks' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Add Archon' })).toBeTruthy();
  });

  it('marks a datasheet whose limit is reached, and says why', async () => {
    const store = makeTestStore();
    openNewList(store);
    for (let i = 0; i < 3; i += 1) store.getState().addUnit('archon' as DatasheetId);
    await renderCatalogue(store);
    expect(await within(item('Archon')).findByText(/Limit reached: at most 3 per army/)).toBeTruthy();
    expect(within(item('Wracks')).queryByText(/Limit reached/)).toBeNull();
  });

  it('marks an Epic Hero already in the army', async () => {
    const store = makeTestStore();
    openNewList(store);
    store.getState().addUnit('drazhar' as DatasheetId);
    await renderCatalogue(store);
    expect(await within(item('Drazhar')).findByText(/Already in the army/)).toBeTruthy();
  });

  it('marks allies that would go over the allowance cap, with the numbers', async () => {
    const store = makeTestStore();
    openNewList(store);
    const troupe = store.getState().addUnit('troupe' as DatasheetId)!;
    store.getState().setUnitSize(troupe, 10);
    store.getState().duplicateUnit(troupe);
    store.getState().addUnit('troupe-master' as DatasheetId);
    await renderCatalogue(store);
    // 190 + 190 + 75 = 455 pts of Harlequins: an 85-pt Troupe more makes 540 of the 500 allowed.
    expect(await within(item('Troupe')).findByText('Over its cap: 540 / 500 pts')).toBeTruthy();
  });

  it('never stops the player from adding a marked datasheet', async () => {
    const store = makeTestStore();
    openNewList(store);
    store.getState().addUnit('drazhar' as DatasheetId);
    const { user } = await renderCatalogue(store);
    await user.click(screen.getByRole('button', { name: 'Add Drazhar' }));
    expect(selectOpenRoster(store.getState())?.units).toHaveLength(2);
  });

  it('opens a datasheet', async () => {
    const { user, onShowDatasheet } = await renderCatalogue();
    await user.click(screen.getByRole('button', { name: 'Info about Wracks' }));
    expect(onShowDatasheet).toHaveBeenCalledWith('wracks');
  });
});

describe('a chapter’s catalogue', () => {
  it('marks the Blood Angels’ own datasheets, lists them first in each section, filters them, and finds them by the chapter’s name', async () => {
    const { store } = realStoreWithList('blood-angels', 'the-lost-brethren');
    const { user } = await renderCatalogue(store);
    const characters = screen.getByRole('region', { name: 'Characters' });
    const names = within(characters)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.catalogue-item__name')?.textContent ?? '');
    const marked = within(characters)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('.tag--chapter')?.textContent === 'Blood Angels');
    expect(marked.length).toBeGreaterThan(0);
    // The chapter's own characters (Astorath, Commander Dante) first, then the Space Marines ones (Ancient, Apothecary).
    expect(names.slice(0, marked.length).every((n) => marked.some((li) => li.textContent?.startsWith(n)))).toBe(true);
    expect(names.indexOf('Astorath')).toBeLessThan(names.indexOf('Apothecary'));
    expect(
      screen.getByText('15 Blood Angels datasheets: the chapter’s own, marked and first in each section.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Only Blood Angels datasheets' }));
    expect(screen.queryByRole('button', { name: 'Add Apothecary' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Astorath' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Only Blood Angels datasheets' }));

    await user.type(screen.getByLabelText('Search datasheets'), 'Blood Angels');
    expect(await screen.findByRole('button', { name: 'Add Death Company Marines' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Intercessor Squad' })).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/, 15 of them Blood Angels datasheets\.$/);
  });

  it('is an army with no chapter: no mark, no switch', async () => {
    await renderCatalogue();
    expect(document.querySelector('.tag--chapter')).toBeNull();
    expect(screen.queryByRole('switch', { name: /^Only / })).toBeNull();
  });
});
