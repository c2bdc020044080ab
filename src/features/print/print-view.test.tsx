/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasheetId, EnhancementId, ModelTypeId, WargearOptionId } from '../../domain/data/ids';
import { fixtureData } from '../../testing/game-fixture';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { PrintView } from './print-view';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The fixture army, with weapon profiles for the Wracks' special weapons. */
function factionWithWeapons() {
  const { faction } = structuredClone(fixtureData());
  const wracks = faction.datasheets.find((d) => d.id === 'wracks')!;
  for (const wargear of wracks.wargear) {
    wargear.profiles = [
      {
        name: wargear.name,
        type: 'ranged',
        range: '18"',
        attacks: '1',
        skill: '3+',
        strength: '4',
        ap: '-1',
        damage: '2',
        abilities: ['heavy'],
      },
    ];
  }
  return faction;
}

function renderPrint() {
  const store = makeTestStore();
  store.getState().receiveFaction(factionWithWeapons());
  openNewList(store, 'Raiders');
  const archon = store.getState().addUnit('archon' as DatasheetId)!;
  const warriors = store.getState().addUnit('kabalite-warriors' as DatasheetId)!;
  const wracks = store.getState().addUnit('wracks' as DatasheetId)!;
  store.getState().makeWarlord(archon);
  store.getState().setEnhancement(archon, 'labyrinthine-cunning' as EnhancementId);
  store.getState().attachLeader(archon, warriors);
  store.getState().setWargear(wracks, {
    modelTypeId: 'wrack' as never,
    optionId: 'wrack-special' as never,
    choiceId: 'hexrifle',
    count: 1,
  });
  return renderWithStore(<PrintView backHref="#/list/list-1" />, { store });
}

describe('print view', () => {
  it('prints the army first: each unit with its models, points, Warlord, enhancement and leader', async () => {
    renderPrint();
    expect(await screen.findByRole('heading', { level: 1, name: 'Raiders' })).toBeTruthy();
    const summary = screen.getAllByRole('table')[0]!;
    const archon = within(summary).getByRole('row', { name: /^Archon/ });
    expect(
      within(archon)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '100', 'Warlord · Labyrinthine Cunning · Leading Kabalite Warriors']);
  });

  it('gives every unit its datasheet: characteristics, the weapons it carries and its loadout', async () => {
    renderPrint();
    const wracks = await screen.findByRole('article', { name: 'Wracks' });
    expect(within(wracks).getByRole('rowheader', { name: 'Wracks' })).toBeTruthy();
    expect(within(wracks).getByRole('columnheader', { name: 'OC' })).toBeTruthy();
    const loadout = within(wracks).getByRole('list', { name: 'Loadout' });
    expect(
      within(loadout)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['1× Acothyst: 1× Twin torturers tools', '4× Wrack: 3× Twin torturers tools, 1× Hexrifle']);
    expect(within(wracks).getByRole('rowheader', { name: /^Hexrifle/ })).toBeTruthy();
    expect(within(wracks).queryByRole('rowheader', { name: /^Liquifier gun/ })).toBeNull();
    // The sheet first, then one article per unit in army-list order.
    expect(screen.getAllByRole('article').map((a) => within(a).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Raiders',
      'Archon',
      'Kabalite Warriors',
      'Wracks',
    ]);
  });

  it('gives identical units one datasheet with their count, and keeps a unit with other wargear apart', async () => {
    const store = makeTestStore();
    store.getState().receiveFaction(factionWithWeapons());
    openNewList(store, 'Covens');
    store.getState().addUnit('wracks' as DatasheetId);
    store.getState().addUnit('wracks' as DatasheetId);
    const armed = store.getState().addUnit('wracks' as DatasheetId)!;
    store.getState().setWargear(armed, {
      modelTypeId: 'wrack' as ModelTypeId,
      optionId: 'wrack-special' as WargearOptionId,
      choiceId: 'hexrifle',
      count: 1,
    });
    renderWithStore(<PrintView backHref="#/list/list-1" />, { store });
    const pair = await screen.findByRole('article', { name: 'Wracks ×2' });
    expect(within(pair).getByText('60 pts each, 120 pts')).toBeTruthy();
    expect(screen.getByRole('article', { name: /^Wracks \(\d\)$/ })).toBeTruthy();
  });

  it('prints a wargear ability only on a unit that carries the wargear giving it', async () => {
    const store = makeTestStore();
    const faction = factionWithWeapons();
    const wracks = faction.datasheets.find((d) => d.id === 'wracks')!;
    wracks.abilities.push({ name: 'Hexrifle Sight', kind: 'wargear', text: 'The bearer sees far.' });
    wracks.wargear.find((w) => w.id === 'hexrifle')!.abilities = ['Hexrifle Sight'];
    store.getState().receiveFaction(faction);
    openNewList(store, 'Covens');
    store.getState().addUnit('wracks' as DatasheetId);
    const armed = store.getState().addUnit('wracks' as DatasheetId)!;
    store.getState().setWargear(armed, {
      modelTypeId: 'wrack' as ModelTypeId,
      optionId: 'wrack-special' as WargearOptionId,
      choiceId: 'hexrifle',
      count: 1,
    });
    const { user } = renderWithStore(<PrintView backHref="#/list/list-1" />, { store });
    await user.click(await screen.findByRole('checkbox', { name: 'With rules text' }));
    expect(within(await screen.findByRole('article', { name: 'Wracks (1)' })).queryByText('Hexrifle Sight')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Wracks (2)' })).getByText('Hexrifle Sight')).toBeTruthy();
  });

  it('prints rules by name, and with their text once “With rules text” is ticked', async () => {
    const store = makeTestStore();
    const faction = factionWithWeapons();
    faction.armyRules = [{ name: 'Power from Pain', text: 'Your army gains pain tokens.' }];
    faction.detachments[0]!.rule = { name: 'Alliance of Agony', text: 'Each unit gains one benefit.' };
    faction.datasheets
      .find((d) => d.id === 'wracks')!
      .abilities.push({ name: 'Mad Creations', kind: 'datasheet', text: 'Roll one D6 for each destroyed model.' });
    store.getState().receiveFaction(faction);
    openNewList(store, 'Raiders');
    const archon = store.getState().addUnit('archon' as DatasheetId)!;
    store.getState().makeWarlord(archon);
    store.getState().setEnhancement(archon, 'dark-vitality' as EnhancementId);
    store.getState().addUnit('wracks' as DatasheetId);
    const { user } = renderWithStore(<PrintView backHref="#/list/list-1" />, { store });
    const wracks = await screen.findByRole('article', { name: 'Wracks' });
    expect(within(wracks).getByText(/Mad Creations/).textContent).toBe('Abilities: Mad Creations');
    expect(screen.queryByText('Roll one D6 for each destroyed model.')).toBeNull();
    expect(screen.queryByText('The bearer’s unit shrugs off its first wound each battle round.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Army and detachment rules' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'With rules text' }));
    expect(within(wracks).getByText('Roll one D6 for each destroyed model.')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Archon' })).getByText(
        'The bearer’s unit shrugs off its first wound each battle round.',
      ),
    ).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'Army and detachment rules' });
    expect(within(rules).getByText('Your army gains pain tokens.')).toBeTruthy();
    expect(within(rules).getByRole('heading', { name: 'Detachment: Realspace Raiders' })).toBeTruthy();
    expect(within(rules).getByText('Each unit gains one benefit.')).toBeTruthy();
  });

  it('opens the browser’s print dialog from the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderPrint();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('#/list/list-1');
  });
});
