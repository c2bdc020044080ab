/** @vitest-environment jsdom */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeGwAppText } from '../../domain/codecs/gw-app/gw-app-text';
import { MAX_LIST_CHARACTERS } from '../../domain/codecs/list-limits';
import { writeShareUrl } from '../../domain/codecs/share-url/share-url';
import type { DatasheetId, EnhancementId } from '../../domain/data/ids';
import type { DataSources } from '../../store/data-loader';
import { createRosterStore } from '../../store/roster-store';
import { memoryStorage } from '../../store/storage';
import { selectGameData, selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { fixtureData, fixtureManifest } from '../../testing/game-fixture';
import { everyFactionSources, storeWithEveryFaction } from '../../testing/every-faction';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { ImportButton } from './import-dialog';

afterEach(cleanup);

/** A GW app list with a misspelt datasheet, one the faction does not have, and a Haemonculus who could lead either Wracks. */
const pasted = [
  'Coven of Twelve (2000 points)',
  '',
  'Drukhari',
  'Strike Force (2000 points)',
  'Realspace Raiders',
  '',
  '',
  'CHARACTERS',
  '',
  'Archon (100 points)',
  '  • Warlord',
  '  • 1x Splinter rifle',
  '  • Enhancement: Labyrinthine Cunning',
  '',
  'Haemonculus (70 points)',
  '',
  'Talos Pain Engine (100 points)',
  '',
  '',
  'BATTLELINE',
  '',
  'Kabalite Wariors (115 points)',
  '',
  'Wracks (60 points)',
  '',
  'Wracks (60 points)',
].join('\n');

function storeWithOpenList() {
  const store = makeTestStore();
  openNewList(store, 'Raiders');
  store.getState().addUnit('wracks' as DatasheetId);
  return store;
}

/** Two datasheets misspelt the way players do: a lost plural and a doubled letter. */
const misspelt = [
  'Coven (2000 points)',
  '',
  'Drukhari',
  'Strike Force (2000 points)',
  'Realspace Raiders',
  '',
  'BATTLELINE',
  '',
  'Kabalite Warrior (115 points)',
  '',
  'Wrackss (60 points)',
].join('\n');

/** A store with the game system but no faction data: the dialog loads the faction the list names, then reads again. */
function coldStore() {
  const store = createRosterStore({ storage: memoryStorage() });
  store.getState().receiveSystem(fixtureData().system, fixtureManifest());
  return store;
}

async function openImport(store = storeWithOpenList(), sources?: DataSources) {
  const onImported = vi.fn();
  const rendered = renderWithStore(<ImportButton onImported={onImported} />, sources ? { store, sources } : { store });
  await rendered.user.click(screen.getByRole('button', { name: 'Import' }));
  const field = await screen.findByLabelText('List or share link');
  return { ...rendered, onImported, field };
}

async function read(user: Awaited<ReturnType<typeof openImport>>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Read list' }));
}

describe('import dialog', () => {
  it('shows what was imported and what was not, line by line, before anything is saved', async () => {
    const { user, field, store } = await openImport();
    const before = store.getState().rosters;
    await read(user, field, pasted);

    const units = await screen.findByRole('table', { name: /Imported units/ });
    const rows = within(units).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Archon Warlord',
      'Haemonculus',
      'Kabalite Warriors',
      'Wracks (1)',
      'Wracks (2)',
    ]);
    const codes = (name: RegExp) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('data-problem-code'));
    expect(codes(/Not imported/)).toEqual(['unknown-datasheet']);
    expect(codes(/Imported, but check/)).toEqual(['guessed-name']);
    expect(codes(/Leaders left unattached/)).toEqual(['leader-unattached']);
    const unknown = within(screen.getByRole('region', { name: /Not imported/ })).getByRole('listitem');
    expect(unknown.textContent).toMatch(/^Line 17 /);
    expect(within(unknown).getByText('Talos Pain Engine (100 points)')).toBeTruthy();

    expect(store.getState().rosters).toBe(before);
  });

  it("names New Recruit's WTC-Compact text as such, and a list with no title after its army", async () => {
    const { user, field } = await openImport();
    await read(
      user,
      field,
      [
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '+ FACTION KEYWORD: Xenos - Drukhari',
        '+ DETACHMENT: Realspace Raiders',
        '+ TOTAL ARMY POINTS: 60pts',
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '',
        '5x Wracks (60 pts)',
        '• 1x Acothyst: Twin torturers tools',
        '• 4x Wrack: 4 with Twin torturers tools',
      ].join('\n'),
    );
    const fact = async (name: string) =>
      (await screen.findByText(name, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await fact('Format')).toBe('New Recruit WTC-Compact text');
    expect(await fact('Name')).toBe('Drukhari, Realspace Raiders');
  });

  it('is not legal while a unit it could not read is left in the text, and lists every issue under the verdict', async () => {
    const { user, field } = await openImport();
    await read(user, field, pasted);
    expect(await screen.findByText(/^Not legal: \d+ errors?$/)).toBeTruthy();
    const issues = within(screen.getByRole('region', { name: /Issues of the imported list/ })).getAllByRole('listitem');
    const unread = issues.filter((i) => i.getAttribute('data-rule-id') === 'unread-line');
    expect(unread).toHaveLength(1);
    expect(unread[0]!.textContent).toMatch(/^Error Line 17: /);
  });

  it('adds the list as a new one on "Import as new list", leaving the open list as it was', async () => {
    const { user, field, store, onImported } = await openImport();
    const open = selectOpenRoster(store.getState());
    await read(user, field, pasted);
    await user.click(await screen.findByRole('button', { name: 'Import as new list' }));

    const { rosters, openRosterId } = store.getState();
    expect(rosters.map((r) => r.roster.name)).toEqual(['Coven of Twelve', 'Raiders']);
    expect(rosters[0]!.roster.units.map((u) => u.datasheetId)).toEqual([
      'archon',
      'haemonculus',
      'kabalite-warriors',
      'wracks',
      'wracks',
    ]);
    expect(selectOpenRoster(store.getState())).toBe(open);
    expect(onImported).toHaveBeenCalledWith(rosters[0]!.roster.id);
    expect(openRosterId).toBe(open?.id);
  });

  it('reads back a list exported as GW app text with nothing to report', async () => {
    const source = storeWithOpenList();
    const archon = source.getState().addUnit('archon' as DatasheetId)!;
    source.getState().makeWarlord(archon);
    source.getState().setEnhancement(archon, 'labyrinthine-cunning' as EnhancementId);
    const text = writeGwAppText(selectOpenRoster(source.getState())!, selectOpenGameData(source.getState())!, {
      dataVersion: 'test-1',
    });
    const { user, field } = await openImport();
    await read(user, field, text);
    expect(await screen.findByText('Everything in the text was imported as written.')).toBeTruthy();
    expect(screen.getByText('GW app text')).toBeTruthy();
  });

  it('reads a share link too', async () => {
    const source = storeWithOpenList();
    const link = writeShareUrl(
      selectOpenRoster(source.getState())!,
      selectOpenGameData(source.getState())!,
      'http://muster.test/',
    );
    const { user, field } = await openImport();
    await read(user, field, link);
    expect(await screen.findByText('Muster share link')).toBeTruthy();
    expect(
      within(await screen.findByRole('table', { name: /Imported units/ })).getByRole('rowheader', { name: 'Wracks' }),
    ).toBeTruthy();
    // A link carries its faction: there is no other to read it as.
    expect(screen.queryByRole('combobox', { name: 'Faction' })).toBeNull();
  });

  it.each([
    ['a JSON object that is not a roster', '{"units": "none"}'],
    ['a damaged share link', 'http://muster.test/#/share/AQzz!!'],
    ['prose', 'Hello! My list is below, in the next message.'],
  ])('says clearly when the text is %s, and keeps it for editing', async (_, text) => {
    const { user, field, store } = await openImport();
    const before = store.getState().rosters;
    await read(user, field, text);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This list could not be read')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe(text);
    expect(store.getState().rosters).toBe(before);
  });

  it('reads a roster file naming a datasheet the data does not have, and shows it as it is', async () => {
    const source = storeWithOpenList();
    const roster = selectOpenRoster(source.getState())!;
    const odd = {
      ...roster,
      units: [...roster.units, { ...roster.units[0]!, id: 'u9', datasheetId: 'space-marine-captain' }],
    };
    const { user, field } = await openImport();
    await read(user, field, JSON.stringify(odd));
    expect(await screen.findByText('Muster roster file')).toBeTruthy();
    expect(
      within(await screen.findByRole('table', { name: /Imported units/ })).getByRole('rowheader', {
        name: 'space-marine-captain',
      }),
    ).toBeTruthy();
  });

  it('refuses a paste over 2 MB at the paste: the text area never holds it', async () => {
    const { user, field } = await openImport();
    await user.click(field);
    await user.paste('x'.repeat(MAX_LIST_CHARACTERS + 1));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /What you pasted is too large to be a list\. This is 2\.0 MB of text/,
    );
    expect((field as HTMLTextAreaElement).value).toBe('');
    await user.paste(pasted);
    expect((field as HTMLTextAreaElement).value).toBe(pasted);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a list from a file the player opens', async () => {
    const { user, field } = await openImport();
    await user.upload(screen.getByLabelText('Or open a file'), new File([pasted], 'coven.txt', { type: 'text/plain' }));
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(pasted));
    await user.click(screen.getByRole('button', { name: 'Read list' }));
    expect(await screen.findByRole('table', { name: /Imported units/ })).toBeTruthy();
  });

  it.each([
    ['already loaded', storeWithOpenList],
    ['loaded only once the list names it', coldStore],
  ])(
    'names a misspelt datasheet as the player typed it beside the datasheet it was read as, with the faction %s',
    async (_, makeStore) => {
      const { user, field } = await openImport(makeStore());
      await read(user, field, misspelt);
      const items = within(await screen.findByRole('region', { name: /Imported, but check/ })).getAllByRole('listitem');
      expect(items.map((i) => i.getAttribute('data-problem-code'))).toEqual(['guessed-name', 'guessed-name']);
      expect(items[0]!.textContent).toMatch(/"Kabalite Warrior" as "Kabalite Warriors"/);
      expect(items[1]!.textContent).toMatch(/"Wrackss" as "Wracks"/);
    },
  );

  it('loads the faction the list names before reading it', async () => {
    const store = coldStore();
    const { user, field } = await openImport(store);
    await read(user, field, pasted);
    expect(await screen.findByRole('table', { name: /Imported units/ })).toBeTruthy();
    expect(selectGameData(store.getState(), 'drukhari')).not.toBeNull();
  });

  it('tells the faction of a list naming one Muster does not know from its units, and says so', async () => {
    const { user, field } = await openImport();
    await read(user, field, pasted.replace('Drukhari', 'Dark Eldar'));
    const faction = await screen.findByRole('combobox', { name: 'Faction' });
    expect((faction as HTMLInputElement).value).toBe('Drukhari');
    expect(screen.getByText(/names "Dark Eldar", which Muster has no data for; read as Drukhari/)).toBeTruthy();
    expect(within(await screen.findByRole('table', { name: /Imported units/ })).getAllByRole('row')).toHaveLength(6);
  });

  it('offers the choice, naming the closest factions, when the units cannot tell the faction', async () => {
    // Every faction of this data has an Archon: its units cannot tell which.
    const archon = [
      'Raid (80 points)',
      '',
      'Aeldari Corsairs',
      'Strike Force (2000 points)',
      '',
      'CHARACTERS',
      '',
      'Archon (80 points)',
    ];
    const { user, field } = await openImport(storeWithEveryFaction(), everyFactionSources());
    await read(user, field, archon.join('\n'));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(
      within(alert).getByText(/its units do not tell it\. Its units are in the data of Drukhari, .*Blood Angels/),
    ).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Read it as' }), 'drukhari{Enter}');
    const check = within(await screen.findByRole('region', { name: /Imported, but check/ })).getAllByRole('listitem');
    expect(check.map((i) => i.getAttribute('data-problem-code'))).toContain('faction-mismatch');
  });

  it('reads the list again as another faction chosen in the report, a chapter among every faction of the data', async () => {
    const { user, field, store, onImported } = await openImport(storeWithEveryFaction(), everyFactionSources());
    await read(user, field, pasted);
    const faction = await screen.findByRole('combobox', { name: 'Faction' });
    expect((faction as HTMLInputElement).value).toBe('Drukhari');
    await user.clear(faction);
    await user.type(faction, 'blood angels{Enter}');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Faction' }) as HTMLInputElement).value).toBe('Blood Angels'),
    );
    const check = within(await screen.findByRole('region', { name: /Imported, but check/ })).getAllByRole('listitem');
    expect(check.map((i) => i.getAttribute('data-problem-code'))).toContain('faction-mismatch');
    await user.click(screen.getByRole('button', { name: 'Import as new list' }));
    expect(store.getState().rosters[0]?.roster.factionId).toBe('blood-angels');
    expect(onImported).toHaveBeenCalled();
  });
});
