/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureData, fixtureManifest } from '../../testing/game-fixture';
import { renderWithStore } from '../../testing/render-with-store';
import { openNewList } from '../../testing/test-store';
import { memoryStorage } from '../../store/storage';
import { createRosterStore } from '../../store/roster-store';
import { DatasheetSchema, type Ability } from '../../domain/data/datasheet.schema';
import { DatasheetView } from './datasheet-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The fixture data with a Wracks datasheet as printed: profiles, weapons with abilities, rules text. */
function storeWithFullWracks() {
  const data = fixtureData();
  const wracks = data.faction.datasheets.find((d) => d.id === 'wracks')!;
  const full = DatasheetSchema.parse({
    ...wracks,
    profiles: [
      {
        name: 'Wracks',
        movement: '7"',
        toughness: '3',
        save: '6+',
        wounds: '2',
        leadership: '7+',
        objectiveControl: '1',
        invulnerableSave: '5+',
      },
    ],
    wargear: [
      ...wracks.wargear.filter((w) => w.id !== 'hexrifle'),
      {
        id: 'hexrifle',
        name: 'Hexrifle',
        profiles: [
          {
            name: 'Hexrifle',
            type: 'ranged',
            range: '36"',
            attacks: '1',
            skill: '3+',
            strength: '8',
            ap: '-2',
            damage: '3',
            abilities: ['heavy', 'precision'],
          },
        ],
        abilities: [],
      },
      {
        id: 'twin-torturers-tools',
        name: "Twin torturer's tools",
        profiles: [
          {
            name: "Twin torturer's tools",
            type: 'melee',
            range: 'Melee',
            attacks: '2',
            skill: '3+',
            strength: '4',
            ap: '-1',
            damage: '1',
            abilities: ['anti-infantry 4+', 'twin-linked'],
          },
        ],
        abilities: [],
      },
    ],
    abilities: [
      { name: 'Power from Pain', kind: 'faction' },
      { name: 'Mad Creations', kind: 'datasheet', text: 'Each time a model in this unit is destroyed, roll one D6.' },
    ],
  });
  const faction = { ...data.faction, datasheets: data.faction.datasheets.map((d) => (d.id === 'wracks' ? full : d)) };
  const store = createRosterStore({ storage: memoryStorage() });
  store.getState().receiveSystem(data.system, fixtureManifest());
  store.getState().receiveFaction(faction);
  openNewList(store);
  return store;
}

/** The full Wracks datasheet with `abilities` before its own, as a player's catalogues would give them. */
function storeWithWracksAbilities(abilities: readonly Ability[]) {
  const store = storeWithFullWracks();
  const faction = store.getState().factions[fixtureData().faction.id]!;
  store.getState().receiveFaction({
    ...faction,
    datasheets: faction.datasheets.map((d) =>
      d.id === 'wracks' ? DatasheetSchema.parse({ ...d, abilities: [...abilities, ...d.abilities] }) : d,
    ),
  });
  return store;
}

describe('datasheet view', () => {
  it('prints the characteristics and every weapon profile with its abilities', () => {
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store: storeWithFullWracks() });
    const profile = screen.getByRole('table', { name: 'Characteristics' });
    expect(within(profile).getByRole('row', { name: /Wracks 7" 3 6\+ 2 7\+ 1 5\+/ })).toBeTruthy();
    const ranged = screen.getByRole('table', { name: 'Ranged weapons' });
    expect(within(ranged).getByRole('rowheader', { name: /Hexrifle \[HEAVY, PRECISION\]/ })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Melee weapons' })).getByText(/ANTI-INFANTRY 4\+/)).toBeTruthy();
  });

  it('explains weapon abilities from the core rules glossary', () => {
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store: storeWithFullWracks() });
    const glossary = screen.getByRole('region', { name: 'Weapon abilities' });
    expect(within(glossary).getByText('Anti-')).toBeTruthy();
    expect(within(glossary).getByText('Critical wounds against the keyword.')).toBeTruthy();
    expect(within(glossary).getByText('Heavy')).toBeTruthy();
  });

  it('shows abilities with their rules text where the data has it', () => {
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store: storeWithFullWracks() });
    const abilities = screen.getByRole('region', { name: 'Abilities' });
    expect(within(abilities).getByText('Mad Creations')).toBeTruthy();
    expect(within(abilities).getByText('Each time a model in this unit is destroyed, roll one D6.')).toBeTruthy();
    expect(within(abilities).getByText('Power from Pain')).toBeTruthy();
  });

  it('labels each ability by its kind in the data: the unit’s own ability carries no label, a faction ability says so', () => {
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store: storeWithFullWracks() });
    const abilities = screen.getByRole('region', { name: 'Abilities' });
    expect(
      within(abilities)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Mad Creations', 'Power from Pain (faction)']);
  });

  it('puts the unit’s own abilities first and keeps core-rule text behind its name on a phone', () => {
    const store = storeWithFullWracks();
    const data = fixtureData();
    const wracks = store.getState().factions[data.faction.id]!.datasheets.find((d) => d.id === 'wracks')!;
    const withCore = DatasheetSchema.parse({
      ...wracks,
      abilities: [
        { name: 'Deep Strike', kind: 'core', text: 'This unit can be set up in Reserves.' },
        ...wracks.abilities,
      ],
    });
    const faction = store.getState().factions[data.faction.id]!;
    store
      .getState()
      .receiveFaction({ ...faction, datasheets: faction.datasheets.map((d) => (d.id === 'wracks' ? withCore : d)) });
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store });
    const abilities = screen.getByRole('region', { name: 'Abilities' });
    expect(
      within(abilities)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Mad Creations', 'Power from Pain (faction)']);
    const core = within(abilities).getByRole('list', { name: 'Core abilities' });
    expect(within(core).getByText('Deep Strike').closest('summary')).toBeTruthy();
    expect(within(core).getByText('This unit can be set up in Reserves.').closest('details')?.open).toBe(false);
  });

  it('keeps the core rules and weapon abilities closed behind their names on a wide screen too', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    renderWithStore(<DatasheetView datasheetId="wracks" />, {
      store: storeWithWracksAbilities([
        { name: 'Deep Strike', kind: 'core', text: 'This unit can be set up in Reserves.' },
      ]),
    });
    const core = screen.getByRole('list', { name: 'Core abilities' });
    expect(within(core).getByText('This unit can be set up in Reserves.').closest('details')?.open).toBe(false);
    const weapon = screen.getByRole('list', { name: 'Weapon abilities explained' });
    expect(within(weapon).getByText('Critical wounds against the keyword.').closest('details')?.open).toBe(false);
  });

  it('shows a datasheet ability’s text from the player’s catalogues under its name', () => {
    renderWithStore(<DatasheetView datasheetId="wracks" />, {
      store: storeWithWracksAbilities([
        {
          name: 'Fleshcraft',
          kind: 'datasheet',
          text: 'Once per battle round, one model in this unit regains 1 wound.',
        },
      ]),
    });
    const abilities = screen.getByRole('region', { name: 'Abilities' });
    const term = within(abilities).getByText('Fleshcraft');
    expect(term.closest('div')?.querySelector('dd')?.textContent).toBe(
      'Once per battle round, one model in this unit regains 1 wound.',
    );
  });

  it('shows rules text that looks like markup as the text it is, never as HTML', () => {
    const text = 'Roll <b>one</b> D6 <img src="x" onerror="alert(1)"> on a 4+.';
    const { container } = renderWithStore(<DatasheetView datasheetId="wracks" />, {
      store: storeWithWracksAbilities([{ name: 'Fleshcraft', kind: 'datasheet', text }]),
    });
    expect(screen.getByText(text)).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('lists a wargear ability once, with its text and the wargear that gives it', () => {
    const data = fixtureData();
    const archon = data.faction.datasheets.find((d) => d.id === 'archon')!;
    const withSoulTrap = DatasheetSchema.parse({
      ...archon,
      wargear: [...archon.wargear, { id: 'soul-trap', name: 'Soul Trap', profiles: [], abilities: ['Soul Trap'] }],
      abilities: [
        {
          name: 'Soul Trap',
          kind: 'wargear',
          text: 'Each time an enemy CHARACTER is destroyed, the bearer gains strength.',
        },
      ],
    });
    const store = createRosterStore({ storage: memoryStorage() });
    store.getState().receiveSystem(data.system, fixtureManifest());
    store.getState().receiveFaction({
      ...data.faction,
      datasheets: data.faction.datasheets.map((d) => (d.id === 'archon' ? withSoulTrap : d)),
    });
    openNewList(store);
    renderWithStore(<DatasheetView datasheetId="archon" />, { store });
    const abilities = screen.getByRole('region', { name: 'Abilities' });
    expect(
      within(abilities)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Soul Trap (wargear)']);
    expect(within(abilities).getByText(/gains strength/)).toBeTruthy();
  });

  it('shows composition, points by size, keywords and who can lead the unit', () => {
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store: storeWithFullWracks() });
    const composition = screen.getByRole('region', { name: 'Unit composition' });
    expect(within(composition).getByText(/4–9 Wrack/)).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Points' })).getByRole('row', { name: '10 models 120 pts' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Leader' })).getByText('Can be led by: Haemonculus.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Keywords' })).getByText('INFANTRY, BATTLELINE, WRACKS'),
    ).toBeTruthy();
  });

  it('shows the datasheets a Leader can lead', () => {
    renderWithStore(<DatasheetView datasheetId="archon" />, { store: storeWithFullWracks() });
    expect(
      within(screen.getByRole('region', { name: 'Leader' })).getByText('Can lead: Kabalite Warriors.'),
    ).toBeTruthy();
  });

  it('shows the army rules and the detachment’s rule, enhancements and stratagems', () => {
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store: storeWithFullWracks() });
    const rules = screen.getByRole('region', { name: 'Army and detachment rules' });
    expect(within(rules).getByText('Power from Pain')).toBeTruthy();
    expect(within(rules).getByRole('heading', { name: 'Detachment: Realspace Raiders' })).toBeTruthy();
    expect(within(rules).getByText('Alliance of Agony')).toBeTruthy();
    expect(within(rules).getByText('Labyrinthine Cunning')).toBeTruthy();
    expect(within(rules).getByText('(25 pts, ARCHON only)')).toBeTruthy();
    expect(within(rules).getByText('Pain Tokens')).toBeTruthy();
  });

  it('links to the datasheet’s full rules on Wahapedia, opening in a new tab', () => {
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store: storeWithFullWracks() });
    const link = screen.getByRole('link', { name: 'Full rules on Wahapedia (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://wahapedia.ru/wh40k10ed/factions/drukhari/Wracks');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links a datasheet taken from another faction to that faction’s page', () => {
    renderWithStore(<DatasheetView datasheetId="troupe" />, { store: storeWithFullWracks() });
    expect(
      screen.getByRole('link', { name: 'Full rules on Wahapedia (opens in a new tab)' }).getAttribute('href'),
    ).toBe('https://wahapedia.ru/wh40k10ed/factions/aeldari/Troupe');
  });

  it('links the army and detachment rules to the faction’s page', () => {
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store: storeWithFullWracks() });
    const rules = screen.getByRole('region', { name: 'Army and detachment rules' });
    const link = within(rules).getByRole('link', {
      name: 'Army and detachment rules on Wahapedia (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('https://wahapedia.ru/wh40k10ed/factions/drukhari');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('offers no link where Wahapedia has no page for the army', () => {
    const data = fixtureData();
    const { wahapediaFaction: _page, ...withoutPage } = data.faction;
    const store = createRosterStore({ storage: memoryStorage() });
    store.getState().receiveSystem(data.system, fixtureManifest());
    store.getState().receiveFaction(withoutPage);
    openNewList(store);
    renderWithStore(<DatasheetView datasheetId="wracks" />, { store });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
