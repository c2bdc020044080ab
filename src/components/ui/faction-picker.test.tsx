/** @vitest-environment jsdom */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACTION_GROUP_NAMES } from '../../domain/data/faction-groups';
import { realManifest } from '../../testing/real-manifest';
import { FactionPicker } from './faction-picker';

afterEach(cleanup);

/** Every faction of data/, as the app lists them. */
const factions = realManifest().factions;
const named = (id: string): string => factions.find((f) => f.id === id)!.name;
const byName = (a: string, b: string): number => a.localeCompare(b, 'en');

function renderPicker(initial: string | null = null) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <FactionPicker
          label="Faction"
          factions={factions}
          value={value}
          onChange={(id) => {
            onChange(id);
            setValue(id);
          }}
        />
      </form>
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  return { user, onChange, onSubmit, box: screen.getByRole('combobox', { name: 'Faction' }) };
}

const optionNames = (within_: HTMLElement = screen.getByRole('listbox', { name: 'Factions' })): string[] =>
  within(within_)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');

describe('faction picker', () => {
  it('lists every faction of the data once, under Imperium, Chaos or Xenos as the manifest groups it', async () => {
    const { user, box } = renderPicker();
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames().sort(byName)).toEqual(factions.map((f) => f.name).sort(byName));
    for (const [group, name] of Object.entries(FACTION_GROUP_NAMES)) {
      const listed = optionNames(screen.getByRole('group', { name })).sort(byName);
      expect(listed, name).toEqual(
        factions
          .filter((f) => f.group === group)
          .map((f) => f.name)
          .sort(byName),
      );
    }
  });

  it('lists the Space Marine chapters under Space Marines, and Space Marines itself before them', async () => {
    const { user, box } = renderPicker();
    await user.click(box);
    const chapters = factions
      .filter((f) => f.parent === 'space-marines')
      .map((f) => f.name)
      .sort(byName);
    expect(chapters.length).toBeGreaterThan(0);
    expect(optionNames(screen.getByRole('group', { name: 'Space Marines chapters' }))).toEqual(chapters);
    const imperium = optionNames(screen.getByRole('group', { name: 'Imperium' }));
    expect(
      imperium.slice(imperium.indexOf('Space Marines'), imperium.indexOf('Space Marines') + chapters.length + 1),
    ).toEqual(['Space Marines', ...chapters]);
  });

  it('narrows the list as the player types, keeping each chapter under Space Marines', async () => {
    const { user, box } = renderPicker();
    await user.type(box, 'angels');
    expect(optionNames()).toEqual([named('blood-angels'), named('dark-angels')]);
    // Space Marines does not match: it heads its chapters without being a choice.
    expect(screen.queryByRole('option', { name: 'Space Marines' })).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Imperium' })).getByRole('group', { name: 'Space Marines chapters' }),
    ).toBeTruthy();
  });

  it('finds a faction without its apostrophe, and every chapter by its parent’s name', async () => {
    const { user, box } = renderPicker();
    await user.type(box, 'tau');
    expect(optionNames()).toEqual([named('t-au-empire')]);
    await user.clear(box);
    await user.type(box, 'space marines');
    expect(optionNames()).toEqual(
      expect.arrayContaining([
        'Space Marines',
        ...factions.filter((f) => f.parent === 'space-marines').map((f) => f.name),
      ]),
    );
  });

  it('keeps a whole grand alliance when the player types its name', async () => {
    const { user, box } = renderPicker();
    await user.type(box, 'xenos');
    expect(screen.queryByRole('group', { name: 'Imperium' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Chaos' })).toBeNull();
    expect(optionNames().sort(byName)).toEqual(
      factions
        .filter((f) => f.group === 'xenos')
        .map((f) => f.name)
        .sort(byName),
    );
  });

  it('chooses the first match with Enter, without submitting the form, and shows its name', async () => {
    const { user, box, onChange, onSubmit } = renderPicker();
    await user.type(box, 'ork{Enter}');
    expect(onChange).toHaveBeenCalledWith('orks');
    expect(onSubmit).not.toHaveBeenCalled();
    expect((box as HTMLInputElement).value).toBe('Orks');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the matches with the arrow keys, the active one named to assistive technology', async () => {
    const { user, box, onChange } = renderPicker();
    await user.type(box, 'angels');
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe(named('blood-angels'));
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(named('dark-angels'));
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(named('blood-angels'));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith('dark-angels');
  });

  it('chooses a faction with a click', async () => {
    const { user, box, onChange } = renderPicker();
    await user.click(box);
    await user.click(screen.getByRole('option', { name: named('necrons') }));
    expect(onChange).toHaveBeenCalledWith('necrons');
    expect((box as HTMLInputElement).value).toBe(named('necrons'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes the active match when the player types and tabs away', async () => {
    const { user, box, onChange } = renderPicker();
    await user.type(box, 'votann');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith('leagues-of-votann');
  });

  it('closes on Escape and shows the chosen faction again, choosing nothing', async () => {
    const { user, box, onChange } = renderPicker('ultramarines');
    expect((box as HTMLInputElement).value).toBe(named('ultramarines'));
    await user.clear(box);
    await user.type(box, 'necr');
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe(named('ultramarines'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens on the chosen faction, with the arrow key or the button', async () => {
    const { user, box } = renderPicker('blood-angels');
    await user.click(screen.getByRole('button', { name: 'Show all factions' }));
    expect(document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe(
      named('blood-angels'),
    );
    expect(optionNames()).toHaveLength(factions.length);
    await user.keyboard('{Escape}{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('says when no faction matches', async () => {
    const { user, box } = renderPicker();
    await user.type(box, 'squats');
    expect(screen.getByRole('status').textContent).toBe('No faction matches “squats”.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
