/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasheetId } from '../../domain/data/ids';
import { everyFactionSources, storeWithEveryFaction } from '../../testing/every-faction';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { ListsPage } from './lists-page';

afterEach(cleanup);

function storeWithList(name = 'Raiders') {
  const store = makeTestStore();
  openNewList(store, name);
  const archon = store.getState().addUnit('archon' as DatasheetId)!;
  store.getState().makeWarlord(archon);
  store.getState().addUnit('wracks' as DatasheetId);
  store.getState().openList(null);
  return store;
}

describe('lists page', () => {
  it('shows each saved list with faction, detachment, battle size, points against the limit and legality', async () => {
    renderWithStore(<ListsPage onOpen={vi.fn()} />, { store: storeWithList() });
    const card = screen.getByRole('article', { name: 'Raiders' });
    expect(within(card).getByText('Drukhari')).toBeTruthy();
    expect(within(card).getByText('Realspace Raiders')).toBeTruthy();
    expect(within(card).getByText('Strike Force')).toBeTruthy();
    expect(within(card).getByText('135 / 2000 pts')).toBeTruthy();
    expect(within(card).getByText('Legal')).toBeTruthy();
  });

  it('shows a list as not legal once an edit breaks a rule, without reopening it', async () => {
    const store = storeWithList();
    renderWithStore(<ListsPage onOpen={vi.fn()} />, { store });
    const id = store.getState().rosters[0]!.roster.id;
    store.getState().openList(id);
    store.getState().addUnit('drazhar' as DatasheetId);
    store.getState().addUnit('drazhar' as DatasheetId);
    expect(await screen.findByText('Not legal: 1 error')).toBeTruthy();
  });

  it('creates a list with a name, faction, Strike Force by default and a detachment, then opens it', async () => {
    const onOpen = vi.fn();
    const { user, store } = renderWithStore(<ListsPage onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'New list' }));
    expect((screen.getByLabelText('Battle size') as HTMLSelectElement).value).toBe('strike-force');
    const create = screen.getByRole('button', { name: 'Create list' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(create.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('To create the list, give it a faction.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Kabal of the Black Heart');
    expect(create.disabled).toBe(true);
    await user.type(screen.getByRole('combobox', { name: 'Faction' }), 'druk{Enter}');
    await user.selectOptions(await screen.findByLabelText('Detachment'), "Reaper's Wager");
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    const [saved] = store.getState().rosters;
    expect(saved?.roster).toMatchObject({
      name: 'Kabal of the Black Heart',
      factionId: 'drukhari',
      battleSizeId: 'strike-force',
      detachmentId: 'reapers-wager',
    });
    expect(onOpen).toHaveBeenCalledWith(saved?.roster.id);
  });

  it('creates a list from a faction alone, named after the faction and the battle size', async () => {
    const { user, store } = renderWithStore(<ListsPage onOpen={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'New list' }));
    await user.type(screen.getByRole('combobox', { name: 'Faction' }), 'druk{Enter}');
    await screen.findByLabelText('Detachment');
    expect(screen.getByLabelText('Name').getAttribute('placeholder')).toBe('Drukhari 2000');
    await user.click(await screen.findByRole('button', { name: 'Create list' }));
    expect(store.getState().rosters[0]?.roster).toMatchObject({
      name: 'Drukhari 2000',
      factionId: 'drukhari',
      battleSizeId: 'strike-force',
    });
  });

  it('describes the chosen detachment under its selector: its rule, Enhancements with their costs, and the full rules', async () => {
    const { user } = renderWithStore(<ListsPage onOpen={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'New list' }));
    await user.type(screen.getByRole('combobox', { name: 'Faction' }), 'druk{Enter}');
    const select = await screen.findByRole('combobox', { name: 'Detachment' });
    await screen.findByText('Alliance of Agony');
    const description = () => document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(description()?.textContent).toMatch(
      /^Rule: Alliance of Agony\s*Enhancements: Labyrinthine Cunning \(25 pts\), Dark Vitality \(25 pts\)/,
    );
    const link = within(description()!).getByRole('link', { name: 'Full rules on Wahapedia (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://wahapedia.ru/wh40k10ed/factions/drukhari');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.selectOptions(select, "Reaper's Wager");
    expect(description()?.textContent).toMatch(/^Rule: Callous Competition\s*Enhancements: Archraider \(15 pts\)/);
  });

  it('shows the chosen detachment’s rules text behind “Rules text”, apart from the selector’s description', async () => {
    const { user } = renderWithStore(<ListsPage onOpen={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'New list' }));
    await user.type(screen.getByRole('combobox', { name: 'Faction' }), 'druk{Enter}');
    const select = await screen.findByRole('combobox', { name: 'Detachment' });
    const text = 'The bearer’s unit shrugs off its first wound each battle round.';
    const rulesText = (await screen.findByText('Rules text')).closest('details')!;
    expect(rulesText.open).toBe(false);
    await user.click(within(rulesText).getByText('Rules text'));
    expect(within(rulesText).getByText('(Enhancement, 25 pts)', { exact: false })).toBeTruthy();
    expect(within(rulesText).getByText(text)).toBeTruthy();
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).not.toContain(text);
    await user.selectOptions(select, "Reaper's Wager");
    expect(screen.queryByText('Rules text')).toBeNull();
  });

  it('creates a list of a Space Marine chapter, found by typing part of its name', async () => {
    const onOpen = vi.fn();
    const { user, store } = renderWithStore(<ListsPage onOpen={onOpen} />, {
      store: storeWithEveryFaction(),
      sources: everyFactionSources(),
    });
    await user.click(screen.getByRole('button', { name: 'New list' }));
    await user.type(screen.getByLabelText('Name'), 'Wings of Baal');
    const faction = screen.getByRole('combobox', { name: 'Faction' });
    await user.type(faction, 'blood');
    const factions = screen.getByRole('listbox', { name: 'Factions' });
    expect(
      within(factions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Blood Angels']);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Blood Angels Host' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(store.getState().rosters[0]?.roster).toMatchObject({
      name: 'Wings of Baal',
      factionId: 'blood-angels',
      detachmentId: 'blood-angels-host',
    });
    expect(onOpen).toHaveBeenCalledWith(store.getState().rosters[0]?.roster.id);
  });

  it('asks for a faction before offering detachments', async () => {
    const { user } = renderWithStore(<ListsPage onOpen={vi.fn()} />, {
      store: storeWithEveryFaction(),
      sources: everyFactionSources(),
    });
    await user.click(screen.getByRole('button', { name: 'New list' }));
    await user.type(screen.getByLabelText('Name'), 'Undecided');
    expect((screen.getByLabelText('Detachment') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Choose a faction first.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create list' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a list of an army that takes no detachment, with none', async () => {
    const { user, store } = renderWithStore(<ListsPage onOpen={vi.fn()} />, {
      store: storeWithEveryFaction(),
      sources: everyFactionSources({ withoutDetachment: ['titanicus-traitoris'] }),
    });
    await user.click(screen.getByRole('button', { name: 'New list' }));
    await user.type(screen.getByLabelText('Name'), 'Legio Fureans');
    await user.type(screen.getByRole('combobox', { name: 'Faction' }), 'titanicus traitoris{Enter}');
    expect(await screen.findByText('Titanicus Traitoris armies take no detachment.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(store.getState().rosters[0]?.roster).toMatchObject({ factionId: 'titanicus-traitoris', detachmentId: null });
  });

  it('renames and duplicates a list', async () => {
    const { user } = renderWithStore(<ListsPage onOpen={vi.fn()} />, { store: storeWithList() });
    await user.click(screen.getByRole('button', { name: 'Rename Raiders' }));
    const input = screen.getByLabelText('List name');
    await user.clear(input);
    await user.type(input, 'Night raid{Enter}');
    expect(screen.getByRole('article', { name: 'Night raid' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Duplicate Night raid' }));
    expect(screen.getByRole('article', { name: 'Night raid (copy)' })).toBeTruthy();
  });

  it('deletes a list and brings it back with undo', async () => {
    const { user } = renderWithStore(<ListsPage onOpen={vi.fn()} />, { store: storeWithList() });
    await user.click(screen.getByRole('button', { name: 'Delete Raiders' }));
    expect(screen.queryByRole('article', { name: 'Raiders' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('article', { name: 'Raiders' })).toBeTruthy();
  });

  it('stops offering to undo a delete once another change was made', async () => {
    const store = storeWithList();
    openNewList(store, 'Second');
    store.getState().openList(null);
    const { user } = renderWithStore(<ListsPage onOpen={vi.fn()} />, { store });
    await user.click(screen.getByRole('button', { name: 'Delete Raiders' }));
    expect(screen.getByText(/Deleted “Raiders”/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Duplicate Second' }));
    expect(screen.queryByText(/Deleted “Raiders”/)).toBeNull();
  });

  it('opens a list from its name', async () => {
    const onOpen = vi.fn();
    const store = storeWithList();
    const { user } = renderWithStore(<ListsPage onOpen={onOpen} />, { store });
    await user.click(screen.getByRole('link', { name: 'Raiders' }));
    expect(onOpen).toHaveBeenCalledWith(store.getState().rosters[0]?.roster.id);
  });
});
