/** @vitest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatasheetId } from '../../domain/data/ids';
import type { UnitId } from '../../domain/roster/ids';
import { selectOpenRoster } from '../../store/selectors';
import type { RosterStore } from '../../store/roster-store';
import { renderWithStore } from '../../testing/render-with-store';
import { realStoreWithList } from '../../testing/real-store';
import { UnitEditor } from './unit-editor';

afterEach(cleanup);

/** The unit editor over data/'s real datasheets: one unit of `datasheet`, at `models` models if given. */
function editUnit(faction: string, detachment: string, datasheet: string, models?: number) {
  const { store } = realStoreWithList(faction, detachment);
  const unitId = store.getState().addUnit(datasheet as DatasheetId)!;
  if (models !== undefined) store.getState().setUnitSize(unitId, models);
  const noop = () => undefined;
  return {
    ...renderWithStore(<UnitEditor unitId={unitId} onShowDatasheet={noop} onSelectUnit={noop} onRemoved={noop} />, {
      store,
    }),
    unitId,
  };
}

const selections = (store: RosterStore, unitId: UnitId) =>
  selectOpenRoster(store.getState())
    ?.units.find((u) => u.id === unitId)
    ?.wargear.map((s) => `${s.optionId}/${s.choiceId}×${s.count}`);
const issueRules = () => [...document.querySelectorAll('[data-rule-id]')].map((li) => li.getAttribute('data-rule-id'));
const wargearOf = (modelType: string) => screen.getByRole('region', { name: `${modelType} wargear` });

describe('wargear options counted as one choice', () => {
  it("counts a Ravager's three dark-lance swaps with one stepper, 0–3, each swap on an option of its own", async () => {
    const { user, store, unitId } = editUnit('drukhari', 'realspace-raiders', 'ravager');
    const options = within(wargearOf('Ravager')).getAllByRole('group');
    expect(options).toHaveLength(1);
    const option = options[0]!;
    expect(within(option).getByText('0 of 3 taken (3 per model)')).toBeTruthy();
    const more = within(option).getByRole('button', { name: 'One more Disintegrator Cannon (Ravager)' });
    for (let i = 0; i < 3; i++) await user.click(more);
    expect((within(option).getByRole('spinbutton', { name: /^Disintegrator Cannon/ }) as HTMLInputElement).value).toBe(
      '3',
    );
    expect(selections(store, unitId)).toEqual([
      'disintegrator-cannon/disintegrator-cannon×1',
      'disintegrator-cannon-2/disintegrator-cannon×1',
      'disintegrator-cannon-3/disintegrator-cannon×1',
    ]);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(within(option).getByText('3 of 3 taken (3 per model)')).toBeTruthy();
    expect(option.className).not.toContain('wargear-option--over');
    expect(issueRules()).not.toContain('wargear-limit');
  });

  it('flags a fourth disintegrator cannon typed past the range', async () => {
    const { user } = editUnit('drukhari', 'realspace-raiders', 'ravager');
    const option = within(wargearOf('Ravager')).getByRole('group');
    const cannons = within(option).getByRole('spinbutton', { name: /^Disintegrator Cannon/ });
    await user.clear(cannons);
    await user.type(cannons, '4');
    expect(within(option).getByText('4 taken, 3 allowed (3 per model)')).toBeTruthy();
    expect(option.className).toContain('wargear-option--over');
    expect(issueRules()).toContain('wargear-limit');
  });

  it("counts two War Walkers' heavy weapons over both shuriken cannons, 0–4 each less what the others took", async () => {
    const { user, store, unitId } = editUnit('aeldari', 'warhost', 'war-walkers', 2);
    const option = within(wargearOf('War Walker')).getByRole('group');
    expect(
      within(option)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('max')),
    ).toEqual(['4', '4', '4', '4']);
    const lances = within(option).getByRole('spinbutton', { name: /^Bright Lance/i });
    await user.clear(lances);
    await user.type(lances, '3');
    await user.click(within(option).getByRole('button', { name: /^One more Missile Launcher/i }));
    expect(within(option).getByText('4 of 4 taken (2 per model)')).toBeTruthy();
    expect(
      within(option)
        .getAllByRole('button', { name: /^One more/ })
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(selections(store, unitId)).toEqual([
      'shuriken-cannon/bright-lance×2',
      'shuriken-cannon-2/bright-lance×1',
      'shuriken-cannon-2/missile-launcher×1',
    ]);
    expect(issueRules()).not.toContain('wargear-limit');
  });

  it('offers a War Walker on its own as 1 model, not 1 models', () => {
    editUnit('aeldari', 'warhost', 'war-walkers');
    expect(
      within(screen.getByRole('group', { name: 'Unit size' })).getByRole('radio', { name: '1 model: 85 pts' }),
    ).toBeTruthy();
  });

  it("puts the Wracks' four special weapons in one box, each up to 1 for every 5 models", async () => {
    const { user } = editUnit('drukhari', 'realspace-raiders', 'wracks', 10);
    const option = within(wargearOf('Wrack')).getByRole('group');
    expect(
      within(option)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('max')),
    ).toEqual(['2', '2', '2', '2']);
    expect(within(option).getByText('0 of 8 taken for 10 models (1 of each per 5 models)')).toBeTruthy();
    await user.click(within(option).getByRole('button', { name: /^One more Hexrifle/ }));
    await user.click(within(option).getByRole('button', { name: /^One more Hexrifle/ }));
    expect(within(option).getByText('2 of 8 taken for 10 models (1 of each per 5 models)')).toBeTruthy();
    expect(option.className).not.toContain('wargear-option--over');
    expect(issueRules()).not.toContain('wargear-limit');
  });

  it('ticks a special weapon for 5 Wracks, one box per weapon', async () => {
    const { user, store, unitId } = editUnit('drukhari', 'realspace-raiders', 'wracks');
    const option = within(wargearOf('Wrack')).getByRole('group');
    expect(within(option).getAllByRole('checkbox')).toHaveLength(4);
    await user.click(within(option).getByRole('checkbox', { name: /^Ossefactor/ }));
    expect(selections(store, unitId)).toEqual(['ossefactor/ossefactor-and-torturers-tool×1']);
    expect(within(option).getByText('1 of 4 taken for 5 models (1 of each per 5 models)')).toBeTruthy();
  });

  it("does not let the Acothyst swap a torturer's tool he does not carry, and says why", async () => {
    const { user } = editUnit('drukhari', 'realspace-raiders', 'wracks');
    const acothyst = wargearOf('Acothyst');
    const tool = within(acothyst).getByRole('group', { name: /^Replace Torturer's tool with/ });
    const powerWeapon = within(tool).getByRole('checkbox', { name: /^Power weapon/ }) as HTMLInputElement;
    expect(powerWeapon.disabled).toBe(true);
    expect(within(tool).getByText("The Acothyst has no Torturer's tool to replace.")).toBeTruthy();
    expect(powerWeapon.getAttribute('aria-describedby')).toContain(within(tool).getByText(/has no Torturer's tool/).id);

    const twinTools = within(acothyst).getByRole('group', { name: /^Replace Twin torturer's tools with/ });
    await user.click(within(twinTools).getByRole('checkbox', { name: /^Power weapon and Torturer's tool/ }));
    expect(powerWeapon.disabled).toBe(true);
    expect(
      within(tool).getByText(
        "The Acothyst can take only one of these: Power weapon and Torturer's tool for Twin torturer's tools, or Power weapon for Torturer's tool; it already has one.",
      ),
    ).toBeTruthy();
    expect(issueRules()).not.toContain('wargear-limit');
  });

  it("offers the Kabalite Warriors' four special weapons in one box, one of each", async () => {
    const { user } = editUnit('drukhari', 'realspace-raiders', 'kabalite-warriors');
    const option = within(wargearOf('Kabalite Warrior')).getByRole('group');
    expect(
      within(option)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual([
      'Shredder (Kabalite Warrior)',
      'Blaster (Kabalite Warrior)',
      'Splinter cannon (Kabalite Warrior)',
      'Dark lance (Kabalite Warrior)',
    ]);
    await user.click(within(option).getByRole('checkbox', { name: /^Blaster/ }));
    expect(within(option).getByText('1 of 4 taken (1 of each)')).toBeTruthy();
    expect(option.className).not.toContain('wargear-option--over');
  });

  it('takes the Icon of Khorne once per unit: on the Champion, it is no longer offered to the other Berzerkers', async () => {
    const { user } = editUnit('world-eaters', 'berzerker-warband', 'khorne-berzerkers');
    const champion = wargearOf('Khorne Berzerker Champion');
    await user.click(within(champion).getByRole('checkbox', { name: /^Icon of Khorne/ }));
    const icon = within(wargearOf('Khorne Berzerker')).getByRole('group', { name: /^May take/ });
    expect((within(icon).getByRole('checkbox', { name: /^Icon of Khorne/ }) as HTMLInputElement).disabled).toBe(true);
    expect(
      within(icon).getByText('The unit already takes Icon of Khorne once, as often as 1 per unit allows.'),
    ).toBeTruthy();
    const eviscerators = within(wargearOf('Khorne Berzerker')).getByRole('group', { name: /^Replace Chainblade with/ });
    expect(
      within(eviscerators)
        .getByRole('spinbutton', { name: /^Khornate eviscerator/ })
        .getAttribute('max'),
    ).toBe('4');
  });
});
