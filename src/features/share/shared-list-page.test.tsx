/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeShareUrl } from '../../domain/codecs/share-url/share-url';
import type { GameData } from '../../domain/data/game-data';
import type { DatasheetId } from '../../domain/data/ids';
import type { Roster } from '../../domain/roster/roster.schema';
import { fixtureData } from '../../testing/game-fixture';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { SharedListPage } from './shared-list-page';
import { gameData } from '../../domain/data/game-data';
import { validateRoster } from '../../domain/rules/validate-roster';

afterEach(cleanup);

/** A list with an Archon leading Kabalite Warriors, Wracks, and no Warlord: 75 + 115 + 60 = 250 pts. */
function sharedList(): { roster: Roster; data: GameData } {
  const store = makeTestStore();
  openNewList(store, 'Raid on Commorragh');
  const archon = store.getState().addUnit('archon' as DatasheetId)!;
  const warriors = store.getState().addUnit('kabalite-warriors' as DatasheetId)!;
  store.getState().addUnit('wracks' as DatasheetId);
  store.getState().attachLeader(archon, warriors);
  return { roster: selectOpenRoster(store.getState())!, data: selectOpenGameData(store.getState())! };
}

function linkFor(roster: Roster, data: GameData, dataVersion = 'test-1'): string {
  const url = writeShareUrl(roster, data, 'http://muster.test/', { dataVersion });
  return url.slice(url.indexOf('#'));
}

function renderShared(link: string) {
  const onSaved = vi.fn();
  const store = makeTestStore();
  return { ...renderWithStore(<SharedListPage link={link} onSaved={onSaved} />, { store }), onSaved };
}

describe('a shared list', () => {
  it('shows the list read-only, labelled so, with its points and issues and no edit controls', async () => {
    const { roster, data } = sharedList();
    renderShared(linkFor(roster, data));
    expect(await screen.findByRole('heading', { level: 1, name: 'Raid on Commorragh' })).toBeTruthy();
    expect(screen.getByText('Shared list, read-only.')).toBeTruthy();
    expect(screen.getByText('Points').parentElement?.textContent).toBe('Points 250 / 2000 pts');
    expect(screen.getByRole('heading', { name: /Wracks/, level: 3 })).toBeTruthy();
    expect(screen.getByText('Leading Kabalite Warriors')).toBeTruthy();
    const issues = screen.getByRole('region', { name: /Issues/ });
    expect(
      within(issues)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('data-rule-id')),
    ).toContain('warlord-missing');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Save a copy']);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
  });

  it('saves a copy as a new list and opens it', async () => {
    const { roster, data } = sharedList();
    const { user, store, onSaved } = renderShared(linkFor(roster, data));
    const before = store.getState().rosters.length;
    await user.click(await screen.findByRole('button', { name: 'Save a copy' }));
    const { rosters } = store.getState();
    expect(rosters).toHaveLength(before + 1);
    const copy = rosters[0]!.roster;
    expect({ ...copy, id: roster.id }).toEqual(roster);
    expect(onSaved).toHaveBeenCalledWith(copy.id);
  });

  it('lists the points that changed when the link was made with older data', async () => {
    const { roster } = sharedList();
    const faction = structuredClone(fixtureData().faction);
    const wracks = faction.datasheets.find((d) => d.id === 'wracks')!;
    wracks.points = wracks.points.map((tier) => ({ ...tier, points: tier.points - 10 }));
    const older = gameData(fixtureData().system, faction);
    renderShared(linkFor(roster, older, 'test-0'));
    const notice = await screen.findByRole('region', { name: 'Made with other game data' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Wracks: 50 → 60 pts']);
  });

  it('calls a list not legal when its link names a unit this data lacks, and its saved copy too', async () => {
    // The link was made with data that had a datasheet this data does not: Wracks under another id.
    const { roster } = sharedList();
    const faction = structuredClone(fixtureData().faction);
    const renamed = 'wracks-of-other-data' as DatasheetId;
    faction.datasheets = faction.datasheets.map((d) => (d.id === 'wracks' ? { ...d, id: renamed } : d));
    const other = gameData(fixtureData().system, faction);
    const made = {
      ...roster,
      units: roster.units.map((u) => (u.datasheetId === 'wracks' ? { ...u, datasheetId: renamed } : u)),
    };
    const { user, store } = renderShared(linkFor(made, other));

    await screen.findByRole('region', { name: 'Not everything in the link is in this data' });
    expect(screen.getByText(/^Not legal/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save a copy' }));
    const copy = store.getState().rosters[0]!.roster;
    expect(copy.units).toHaveLength(roster.units.length - 1);
    expect(copy.leftOut?.map((item) => item.kind)).toEqual(['datasheet']);
    expect(
      validateRoster(copy, fixtureData())
        .filter((i) => i.severity === 'error')
        .map((i) => i.ruleId),
    ).toContain('unread-line');
  });

  it.each([
    ['malformed', (link: string) => `${link.slice(0, 12)}!!*${link.slice(15)}`],
    ['truncated', (link: string) => link.slice(0, -6)],
    ['tampered', (link: string) => `${link.slice(0, -3)}${link.endsWith('A') ? 'B' : 'A'}${link.slice(-2)}`],
    ['empty', () => '#/share/'],
  ])('says a %s link cannot be opened and leads back to the lists', async (_, damage) => {
    const { roster, data } = sharedList();
    renderShared(damage(linkFor(roster, data)));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This share link cannot be opened' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to your lists' }).getAttribute('href')).toBe('#/');
  });
});
