/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasheetId, EnhancementId } from '../../domain/data/ids';
import type { UnitId } from '../../domain/roster/ids';
import { selectOpenRoster } from '../../store/selectors';
import type { RosterStore } from '../../store/roster-store';
import { renderWithStore } from '../../testing/render-with-store';
import { makeTestStore, openNewList } from '../../testing/test-store';
import { realStoreWithList } from '../../testing/real-store';
import { UnitEditor } from './unit-editor';

afterEach(cleanup);

function setup(build: (store: RosterStore) => UnitId) {
  const store = makeTestStore();
  openNewList(store);
  const unitId = build(store);
  const handlers = { onShowDatasheet: vi.fn(), onSelectUnit: vi.fn(), onRemoved: vi.fn() };
  return { ...renderWithStore(<UnitEditor unitId={unitId} {...handlers} />, { store }), ...handlers, unitId };
}

const unitOf = (store: RosterStore, id: UnitId) => selectOpenRoster(store.getState())?.units.find((u) => u.id === id);
const add = (store: RosterStore, datasheet: string) => store.getState().addUnit(datasheet as DatasheetId)!;

describe('unit editor', () => {
  it('offers the legal sizes with their cost and resizes the unit', async () => {
    const { user, store, unitId } = setup((s) => add(s, 'wracks'));
    const size = screen.getByRole('group', { name: 'Unit size' });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['5 models: 60 pts', '10 models: 120 pts']);
    await user.click(within(size).getByRole('radio', { name: '10 models: 120 pts' }));
    expect(unitOf(store, unitId)?.models.reduce((n, m) => n + m.count, 0)).toBe(10);
    expect(screen.getByText('120 pts')).toBeTruthy();
  });

  it('says how many swaps of a wargear option are taken, neutrally while they are within its limit', async () => {
    const { user } = setup((s) => {
      const wracks = add(s, 'wracks');
      s.getState().setUnitSize(wracks, 10);
      return wracks;
    });
    const option = screen.getByRole('group', { name: /Replace Twin torturers tools with/ });
    expect(within(option).getByText('0 of 2 taken for 10 models (1 per 5 models)')).toBeTruthy();
    const hexrifles = within(option).getByRole('spinbutton', { name: /^Hexrifle/ });
    await user.clear(hexrifles);
    await user.type(hexrifles, '2');
    expect(within(option).getByText('2 of 2 taken for 10 models (1 per 5 models)')).toBeTruthy();
    expect(option.className).not.toContain('wargear-option--over');
    expect(screen.queryByRole('list', { name: 'Issues with Wracks' })).toBeNull();
  });

  it('lets a count go past the limit, says so and shows the wargear-limit issue', async () => {
    const { user } = setup((s) => {
      const wracks = add(s, 'wracks');
      s.getState().setUnitSize(wracks, 10);
      return wracks;
    });
    const option = screen.getByRole('group', { name: /Replace Twin torturers tools with/ });
    const hexrifles = within(option).getByRole('spinbutton', { name: /^Hexrifle/ });
    await user.clear(hexrifles);
    await user.type(hexrifles, '3');
    expect(within(option).getByText('3 taken, 2 allowed for 10 models (1 per 5 models)')).toBeTruthy();
    expect(option.className).toContain('wargear-option--over');
    expect(
      screen.getByRole('list', { name: 'Issues with Wracks' }).querySelector('[data-rule-id="wargear-limit"]'),
    ).not.toBeNull();
  });

  it('says both Haemonculi carry the one enhancement', () => {
    setup((s) => {
      const first = add(s, 'haemonculus');
      const second = add(s, 'haemonculus');
      s.getState().setEnhancement(first, 'dark-vitality' as EnhancementId);
      s.getState().setEnhancement(second, 'dark-vitality' as EnhancementId);
      return second;
    });
    const issues = screen.getByRole('list', { name: 'Issues with Haemonculus (2)' });
    expect(
      within(issues).getByText(
        'Haemonculus (1) and Haemonculus (2) both carry Dark Vitality: each enhancement may be taken only once.',
      ),
    ).toBeTruthy();
  });

  it("shows the points a detachment's surcharge adds to the unit, with the upgrade and the detachment", () => {
    const { store } = realStoreWithList('necrons', 'pantheon-of-woe');
    const deceiver = add(store, 'ctan-shard-of-the-deceiver');
    const noop = () => undefined;
    renderWithStore(<UnitEditor unitId={deceiver} onShowDatasheet={noop} onSelectUnit={noop} onRemoved={noop} />, {
      store,
    });
    expect(screen.getByText('365 pts')).toBeTruthy();
    expect(
      screen.getByText('Includes Singularity Matrix (+55 pts), which Pantheon of Woe makes it take.'),
    ).toBeTruthy();
  });

  it('says a Ynnari unit needs an Aeldari army in Devoted of Ynnead', () => {
    const { store } = realStoreWithList('aeldari', 'warhost');
    const visarch = add(store, 'the-visarch');
    const noop = () => undefined;
    renderWithStore(<UnitEditor unitId={visarch} onShowDatasheet={noop} onSelectUnit={noop} onRemoved={noop} />, {
      store,
    });
    expect(
      screen.getByText('The Visarch can only be included in an Aeldari army with the Devoted of Ynnead detachment.'),
    ).toBeTruthy();
  });

  it('offers the enhancements this unit may take with their cost, and explains the others', async () => {
    const { user, store, unitId } = setup((s) => add(s, 'haemonculus'));
    const enhancement = screen.getByRole('group', { name: 'Enhancement' });
    const cunning = within(enhancement).getByRole('radio', {
      name: 'Labyrinthine Cunning (+25 pts)',
    }) as HTMLInputElement;
    expect(cunning.disabled).toBe(true);
    expect(cunning.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(enhancement).getByText('Labyrinthine Cunning is for ARCHON models only.')).toBeTruthy();
    await user.click(within(enhancement).getByRole('radio', { name: 'Dark Vitality (+25 pts)' }));
    expect(unitOf(store, unitId)?.enhancementId).toBe('dark-vitality');
  });

  it('tells an Epic Hero why it cannot take an enhancement', () => {
    setup((s) => add(s, 'drazhar'));
    const enhancement = screen.getByRole('group', { name: 'Enhancement' });
    expect(within(enhancement).queryAllByRole('radio')).toEqual([]);
    expect(within(enhancement).getByText('Epic Heroes cannot take Enhancements.')).toBeTruthy();
  });

  it('makes a CHARACTER the Warlord, and does not offer it to other units', async () => {
    const { user, store, unitId } = setup((s) => add(s, 'archon'));
    await user.click(screen.getByRole('button', { name: 'Make Warlord' }));
    expect(unitOf(store, unitId)?.isWarlord).toBe(true);
    cleanup();
    setup((s) => add(s, 'wracks'));
    expect(screen.queryByRole('button', { name: 'Make Warlord' })).toBeNull();
  });

  it('attaches a Leader only to units it can lead', async () => {
    const { user, store, unitId } = setup((s) => {
      const archon = add(s, 'archon');
      add(s, 'wracks');
      add(s, 'kabalite-warriors');
      return archon;
    });
    const select = screen.getByLabelText('Attached to');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not attached', 'Kabalite Warriors']);
    await user.selectOptions(select, 'Kabalite Warriors');
    expect(unitOf(store, unitId)?.attachedToUnitId).toBe('u3');
  });

  it('does not offer a bodyguard that already has a Leader', () => {
    setup((s) => {
      const first = add(s, 'archon');
      const warriors = add(s, 'kabalite-warriors');
      s.getState().attachLeader(first, warriors);
      return add(s, 'archon');
    });
    expect(
      within(screen.getByLabelText('Attached to'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not attached']);
  });

  it("offers a bodyguard the Leaders whose Leader ability lists it, and attaches one from the bodyguard's side", async () => {
    const { user, store, unitId } = setup((s) => {
      const warriors = add(s, 'kabalite-warriors');
      add(s, 'archon');
      add(s, 'haemonculus');
      return warriors;
    });
    const leaders = screen.getByRole('group', { name: 'Attach a Leader' });
    // The Haemonculus leads Wracks, not Kabalite Warriors: he is not offered.
    expect(
      within(leaders)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Attach Archon']);
    await user.click(within(leaders).getByRole('button', { name: 'Attach Archon' }));
    expect(unitOf(store, 'u2' as UnitId)?.attachedToUnitId).toBe(unitId);
    const led = screen.getByRole('group', { name: 'Leaders' });
    expect(within(led).getByText(/Led by Archon/)).toBeTruthy();
    await user.click(within(led).getByRole('button', { name: 'Detach Archon' }));
    expect(unitOf(store, 'u2' as UnitId)?.attachedToUnitId).toBeNull();
  });

  it('offers a bodyguard that already has a Leader no second one', () => {
    setup((s) => {
      const first = add(s, 'archon');
      const warriors = add(s, 'kabalite-warriors');
      s.getState().attachLeader(first, warriors);
      add(s, 'archon');
      return warriors;
    });
    expect(screen.queryByRole('group', { name: 'Attach a Leader' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Leaders' }).textContent).toContain('Led by Archon (1)');
  });

  it('offers one of several choices as a single pick when only one model may take it', async () => {
    const { user, store, unitId } = setup((s) => add(s, 'wracks'));
    const option = screen.getByRole('group', { name: /Replace Twin torturers tools with/ });
    await user.click(within(option).getByRole('radio', { name: /Hexrifle/ }));
    await user.click(within(option).getByRole('radio', { name: /Liquifier gun/ }));
    expect(unitOf(store, unitId)?.wargear.map((w) => [w.choiceId, w.count])).toEqual([['liquifier-gun', 1]]);
    store.temporal.getState().undo();
    expect(unitOf(store, unitId)?.wargear.map((w) => [w.choiceId, w.count])).toEqual([['hexrifle', 1]]);
  });

  it('duplicates and removes the unit', async () => {
    const { user, store, onSelectUnit, onRemoved, unitId } = setup((s) => add(s, 'wracks'));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(onSelectUnit).toHaveBeenCalledWith('u2');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(unitOf(store, unitId)).toBeUndefined();
    expect(onRemoved).toHaveBeenCalled();
  });
});
