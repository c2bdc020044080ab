/** @vitest-environment jsdom */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasheetId, DetachmentId, ModelTypeId, WargearOptionId } from '../../domain/data/ids';
import { STORAGE_KEY } from '../../store/persist';
import { memoryStorage } from '../../store/storage';
import { pointsOf, selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { savedListsRead } from '../../store/roster-store';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { realStoreWithList } from '../../testing/real-store';
import { RosterPanel } from './roster-panel';

afterEach(cleanup);

function storeWithArmy() {
  const store = makeTestStore();
  openNewList(store, 'Raiders');
  const archon = store.getState().addUnit('archon' as DatasheetId)!;
  const warriors = store.getState().addUnit('kabalite-warriors' as DatasheetId)!;
  store.getState().addUnit('wracks' as DatasheetId);
  store.getState().addUnit('troupe' as DatasheetId);
  store.getState().makeWarlord(archon);
  store.getState().attachLeader(archon, warriors);
  return store;
}

function renderRoster(store = storeWithArmy()) {
  const onSelectUnit = vi.fn();
  return {
    ...renderWithStore(
      <RosterPanel
        selectedUnitId={null}
        onSelectUnit={onSelectUnit}
        onOpenCatalogue={vi.fn()}
        onShowIssues={vi.fn()}
      />,
      { store },
    ),
    onSelectUnit,
  };
}

describe('roster', () => {
  it('groups units under the army-list sections with each section’s points', () => {
    renderRoster();
    // Kabalite Warriors 115 + Wracks 60 + the Archon leading the Warriors 75.
    const battleline = screen.getByRole('region', { name: /Battleline/ });
    expect(within(battleline).getByRole('heading', { name: 'Battleline 250 pts' })).toBeTruthy();
    expect(within(battleline).getByRole('button', { name: /Wracks/ })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /Allied Units/ })).getByRole('button', { name: /Troupe/ }),
    ).toBeTruthy();
  });

  it('shows an attached Leader with its bodyguard', () => {
    renderRoster();
    const leaders = screen.getByRole('list', { name: 'Leaders of Kabalite Warriors' });
    expect(within(leaders).getByRole('button', { name: /Archon/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Characters/ })).toBeNull();
  });

  it('shows the points used against the limit and each allowance against its cap', () => {
    renderRoster();
    expect(screen.getByText('Points').parentElement?.textContent).toBe('Points 335 / 2000 pts');
    expect(screen.getByText('Corsairs and Travelling Players').parentElement?.textContent).toBe(
      'Corsairs and Travelling Players 85 / 500 pts',
    );
  });

  it('shows a unit’s errors right under it', () => {
    const store = storeWithArmy();
    store.getState().addUnit('drazhar' as DatasheetId);
    store.getState().addUnit('drazhar' as DatasheetId);
    renderRoster(store);
    const rows = screen.getAllByRole('button', { name: /Drazhar/ });
    const second = rows[1]!.closest('.unit-row') as HTMLElement;
    expect(second.querySelector('[data-rule-id="epic-hero-limit"]')).not.toBeNull();
    expect(within(second).getByText('1 error')).toBeTruthy();
  });

  it('says whether the list is legal next to the points, with a way to the issues', async () => {
    const store = storeWithArmy();
    const onShowIssues = vi.fn();
    const { user } = renderWithStore(
      <RosterPanel
        selectedUnitId={null}
        onSelectUnit={vi.fn()}
        onOpenCatalogue={vi.fn()}
        onShowIssues={onShowIssues}
      />,
      { store },
    );
    const line = () => document.querySelector('.legality-line') as HTMLElement;
    expect(within(line()).getByText('Legal')).toBeTruthy();
    store.getState().addUnit('drazhar' as DatasheetId);
    store.getState().addUnit('drazhar' as DatasheetId);
    expect(await within(line()).findByText('Not legal: 1 error')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show issues' }));
    expect(onShowIssues).toHaveBeenCalled();
  });

  it('keeps the army’s points, whether it is legal and Add units together, for the bar a phone keeps in view', async () => {
    const store = storeWithArmy();
    const onOpenCatalogue = vi.fn();
    const { user } = renderWithStore(
      <RosterPanel
        selectedUnitId={null}
        onSelectUnit={vi.fn()}
        onOpenCatalogue={onOpenCatalogue}
        onShowIssues={vi.fn()}
      />,
      { store },
    );
    const bar = document.querySelector('.roster-panel__add') as HTMLElement;
    const points = pointsOf(selectOpenRoster(store.getState())!, selectOpenGameData(store.getState())!).total;
    expect(bar.querySelector('.army-status')?.textContent).toBe(`${points} / 2000 pts Legal`);
    await user.click(within(bar).getByRole('button', { name: 'Add units' }));
    expect(onOpenCatalogue).toHaveBeenCalled();
  });

  it('says what a unit carries beyond its default wargear', async () => {
    const store = storeWithArmy();
    const wracks = selectOpenRoster(store.getState())!.units.find((u) => u.datasheetId === 'wracks')!;
    store.getState().setWargear(wracks.id, {
      modelTypeId: 'wrack' as ModelTypeId,
      optionId: 'wrack-special' as WargearOptionId,
      choiceId: 'hexrifle',
      count: 1,
    });
    renderRoster(store);
    expect(within(screen.getByRole('button', { name: /Wracks/ })).getByText('Hexrifle')).toBeTruthy();
  });

  it('selects a unit', async () => {
    const { user, onSelectUnit } = renderRoster();
    await user.click(screen.getByRole('button', { name: /Wracks/ }));
    expect(onSelectUnit).toHaveBeenCalledWith('u3');
  });

  it('changes the detachment and says what no longer applies', async () => {
    const store = storeWithArmy();
    store.getState().setEnhancement(selectOpenRoster(store.getState())!.units[0]!.id, 'labyrinthine-cunning' as never);
    const { user } = renderRoster(store);
    await user.selectOptions(screen.getByLabelText('Detachment'), "Reaper's Wager");
    expect(selectOpenRoster(store.getState())?.detachmentId).toBe('reapers-wager' as DetachmentId);
    expect(screen.getByRole('status', { name: 'Some choices no longer apply' })).toBeTruthy();
    expect(screen.getByText('Callous Competition').parentElement?.textContent).toBe(
      'Callous Competition 85 / 1000 pts',
    );
  });

  it('keeps Enhancements the new detachment does not have, flagged, and removes them all in one action', async () => {
    const store = storeWithArmy();
    const [archon] = selectOpenRoster(store.getState())!.units;
    const haemonculus = store.getState().addUnit('haemonculus' as DatasheetId)!;
    store.getState().setEnhancement(archon!.id, 'labyrinthine-cunning' as never);
    store.getState().setEnhancement(haemonculus, 'dark-vitality' as never);
    const { user } = renderRoster(store);
    await user.selectOptions(screen.getByLabelText('Detachment'), "Reaper's Wager");
    expect(selectOpenRoster(store.getState())!.units.filter((u) => u.enhancementId !== null)).toHaveLength(2);
    const notice = screen.getByRole('status', { name: 'Some choices no longer apply' });
    expect(within(notice).getByText(/Labyrinthine Cunning/).textContent).toMatch(
      /not an Enhancement of Reaper's Wager/,
    );
    await user.click(
      within(notice).getByRole('button', { name: 'Remove the 2 Enhancements this detachment does not have' }),
    );
    expect(selectOpenRoster(store.getState())!.units.filter((u) => u.enhancementId !== null)).toEqual([]);
    expect(
      screen.queryByRole('button', { name: /Remove the .*Enhancements? this detachment does not have/ }),
    ).toBeNull();
  });
});

describe('an allowance over its cap', () => {
  it('is a short mark under each of its units, not the whole issue six times', () => {
    const store = makeTestStore();
    openNewList(store, 'Travelling players');
    for (let i = 0; i < 6; i += 1) store.getState().addUnit('troupe' as DatasheetId);
    renderRoster(store);
    const marks = screen.getAllByText('Over the Corsairs and Travelling Players cap: 510 / 500 pts');
    expect(marks).toHaveLength(6);
    for (const mark of marks) expect(mark.closest('[data-rule-id]')?.getAttribute('data-rule-id')).toBe('ally-points');
    expect(screen.getByText('Corsairs and Travelling Players').parentElement?.textContent).toBe(
      'Corsairs and Travelling Players 510 / 500 pts (over the limit)',
    );
  });
});

describe('the notice of what a battle size change left over a cap', () => {
  it('goes once the Harlequins are back under their cap', async () => {
    const store = makeTestStore();
    openNewList(store, 'Travelling players');
    // Six Troupes of 85 pts: 510 pts of Harlequins against the 500 pts Strike Force allows.
    const troupes = [1, 2, 3, 4, 5, 6].map(() => store.getState().addUnit('troupe' as DatasheetId)!);
    const { user } = renderRoster(store);
    await user.selectOptions(screen.getByLabelText('Battle size'), 'Onslaught (3000 pts)');
    await user.selectOptions(screen.getByLabelText('Battle size'), 'Strike Force (2000 pts)');
    expect(screen.getByRole('status', { name: 'Some choices no longer apply' }).textContent).toMatch(
      /over their 500 pts cap/,
    );

    store.getState().removeUnit(troupes[0]!);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Some choices no longer apply' })).toBeNull());
  });
});

describe('a list saved with older data', () => {
  it('opens with a message saying which units changed points and what is gone', async () => {
    const storage = memoryStorage();
    const before = makeTestStore(storage, 'data-1');
    openNewList(before, 'Raiders');
    const wracks = before.getState().addUnit('wracks' as DatasheetId)!;
    before.getState().addUnit('grotesques' as DatasheetId);
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? '') as {
      state: {
        rosters: {
          savedWith: { unitPoints: Record<string, number>; source: object };
          roster: { units: { datasheetId: string }[] };
        }[];
      };
    };
    saved.state.rosters[0]!.savedWith.unitPoints[wracks] = 50;
    saved.state.rosters[0]!.savedWith.source = { name: 'Player catalogues', commit: '', date: '2026-11-30' };
    saved.state.rosters[0]!.roster.units[1]!.datasheetId = 'old-grotesques';
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));

    const store = makeTestStore(storage, 'data-2');
    await savedListsRead(store);
    store.getState().openList(store.getState().rosters[0]!.roster.id);
    const { user } = renderRoster(store);
    const notice = screen.getByRole('status', { name: 'The game data has changed since this list was saved' });
    expect(within(notice).getByText('Wracks: 50 → 60 pts')).toBeTruthy();
    expect(
      within(notice).getByText('Saved with Player catalogues of 2026-11-30; now fixture of 2026-01-01 (0000000).'),
    ).toBeTruthy();
    expect(within(notice).getByText(/the datasheet "old-grotesques" is no longer in the data/)).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'The game data has changed since this list was saved' })).toBeNull();
  });

  it('shows the chosen detachment’s rule, Enhancements with their costs and Stratagems one tap from the selector', async () => {
    const { user } = renderRoster();
    await user.click(screen.getByRole('button', { name: 'About this detachment' }));
    const dialog = screen.getByRole('dialog', { name: 'Realspace Raiders' });
    expect(within(dialog).getByText('Alliance of Agony')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Enhancements' })).toBeTruthy();
    expect(within(dialog).getByText('Labyrinthine Cunning')).toBeTruthy();
    expect(within(dialog).getByText('(25 pts, ARCHON only)')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Stratagems' })).toBeTruthy();
    expect(within(dialog).getByText('Pain Tokens')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Full rules on Wahapedia (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://wahapedia.ru/wh40k10ed/factions/drukhari');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Close Realspace Raiders' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an Enhancement’s text under its name in the detachment dialog, and one without text by name alone', async () => {
    const { user } = renderRoster();
    await user.click(screen.getByRole('button', { name: 'About this detachment' }));
    const dialog = screen.getByRole('dialog', { name: 'Realspace Raiders' });
    const darkVitality = within(dialog).getByText('Dark Vitality').closest('div')!;
    expect(darkVitality.querySelector('dd')?.textContent).toBe(
      'The bearer’s unit shrugs off its first wound each battle round.',
    );
    expect(within(dialog).getByText('Labyrinthine Cunning').closest('div')!.querySelector('dd')).toBeNull();
  });

  it('describes the detachment the list has now, after a change', async () => {
    const { user } = renderRoster();
    await user.selectOptions(screen.getByLabelText('Detachment'), "Reaper's Wager");
    await user.click(screen.getByRole('button', { name: 'About this detachment' }));
    const dialog = screen.getByRole('dialog', { name: "Reaper's Wager" });
    expect(within(dialog).getByText('Callous Competition')).toBeTruthy();
    expect(within(dialog).getByText('Archraider')).toBeTruthy();
  });
});

describe('a chapter’s detachment select', () => {
  it('lists the Blood Angels’ own detachments first, under the chapter’s name, then the Space Marines ones', () => {
    const { store } = realStoreWithList('blood-angels', 'the-lost-brethren');
    renderRoster(store);
    const groups = [...(screen.getByLabelText('Detachment') as HTMLSelectElement).querySelectorAll('optgroup')];
    expect(groups.map((g) => g.label)).toEqual(['Blood Angels', 'Space Marines']);
    expect([...groups[0]!.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Liberator Assault Group',
      'The Lost Brethren',
      'The Angelic Host',
      'Angelic Inheritors',
      'Rage-Cursed Onslaught',
    ]);
    expect([...groups[1]!.querySelectorAll('option')].map((o) => o.textContent)).toContain('Gladius Task Force');
  });

  it('is a plain list for an army with no chapter', () => {
    renderRoster(storeWithArmy());
    expect(screen.getByLabelText('Detachment').querySelector('optgroup')).toBeNull();
  });
});
