import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { createList } from './builder-page';

/**
 * Issue 21: the builder at 1440×900 from the keyboard alone. "/" goes to the search, Enter adds its best match and
 * focus moves to the new unit's editor; Escape closes the editor and gives focus back; skip links lead from one
 * column to the others.
 */
describe('the builder from the keyboard at 1440×900', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let presses = 0;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };
  /** Every character typed is a key press. */
  const type = async (text: string) => {
    presses += text.length;
    await page.keyboard.type(text);
  };
  const isFocused = (locator: Locator) => locator.evaluate((e) => e === document.activeElement);
  const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
  /** Tab until `locator` has focus, counting each press. */
  const tabTo = async (locator: Locator) => {
    for (let i = 0; i < 60; i += 1) {
      if (await isFocused(locator)) return;
      await press('Tab');
    }
    throw new Error(`never reached by Tab; focus is on ${await focused()}`);
  };
  /** Arrow down through a focused radio group or select until `isDone`. */
  const arrowUntil = async (isDone: () => Promise<boolean>) => {
    for (let i = 0; i < 20 && !(await isDone()); i += 1) await press('ArrowDown');
    expect(await isDone()).toBe(true);
  };
  const editor = () => page.locator('.builder__detail');
  /** "/", the start of the name, Enter: the unit is added and its editor has focus. */
  const add = async (typed: string, name: string) => {
    const before = await page.locator('.unit-row').count();
    await press('/');
    await type(typed);
    await page.getByText(`Enter adds ${name}.`, { exact: true }).waitFor({ timeout: 5000 });
    await press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('.unit-row').length === n, before + 1);
    const title = editor().getByRole('heading', { level: 3 });
    await page.waitForFunction(() => document.activeElement?.matches('.unit-editor__name') === true);
    await expect(title.innerText()).resolves.toMatch(new RegExp(`^${name}`));
  };
  const size = async (models: number) => {
    const group = editor().getByRole('group', { name: 'Unit size' });
    const radios = group.getByRole('radio');
    const target = group.getByRole('radio', { name: new RegExp(`^${models} models`) });
    if ((await target.count()) > 0) {
      await tabTo(radios.and(page.locator(':checked')));
      await arrowUntil(() => target.isChecked());
    } else {
      const select = group.getByLabel('Models');
      await tabTo(select);
      await arrowUntil(async () => (await select.inputValue()) === String(models));
    }
  };
  const attachTo = async () => {
    const select = editor().getByLabel('Attached to');
    await tabTo(select);
    await press('ArrowDown');
    await expect(select.inputValue()).resolves.not.toBe('');
  };

  it('builds the 13-unit 2,000-point list in at most 120 key presses', async () => {
    await createList(page, { name: 'Keys', faction: 'Drukhari', detachment: 'Realspace Raiders' });
    await page.getByRole('button', { name: 'Add Wracks', exact: true }).waitFor();
    presses = 0;

    await add('kab', 'Kabalite Warriors');
    await add('arc', 'Archon');
    const enhancements = editor().getByRole('group', { name: 'Enhancement' });
    await tabTo(enhancements.getByRole('radio', { name: 'None' }));
    await arrowUntil(() => enhancements.getByRole('radio', { name: /^Labyrinthine Cunning/ }).isChecked());
    await tabTo(editor().getByRole('button', { name: 'Make Warlord' }));
    await press('Enter');
    await attachTo();
    await add('wrac', 'Wracks');
    await size(10);
    await tabTo(editor().getByRole('button', { name: /^One more Hexrifle/ }));
    await press('Enter');
    await add('hae', 'Haemonculus');
    await attachTo();
    await add('wyc', 'Wyches');
    await add('suc', 'Succubus');
    await attachTo();
    await add('inc', 'Incubi');
    await size(10);
    await add('tal', 'Talos');
    await size(2);
    for (let i = 0; i < 3; i += 1) await add('voi', 'Voidraven Bomber');
    await add('sco', 'Scourges with Heavy Weapons');
    await add('raz', 'Razorwing Jetfighter');

    expect(await page.locator('.unit-row').count()).toBe(13);
    expect(await page.locator('.unit-group__leaders .unit-row').count()).toBe(3);
    await expect(page.locator('.roster-header .legality-line, .legality-line').first().innerText()).resolves.toMatch(
      /^(Legal|No errors found; \d+ limits? not checked)/,
    );
    await expect(page.locator('.roster-header .points-bar__value').first().innerText()).resolves.toMatch(
      /^19\d\d \/ 2000/,
    );
    console.info(`a 13-unit 2,000-point list at 1440×900: ${presses} key presses`);
    expect(presses).toBeLessThanOrEqual(120);
  });

  it('closes the unit on Escape and gives focus back to the button that added it', async () => {
    const addIncubi = page.getByRole('button', { name: 'Add Incubi', exact: true });
    await addIncubi.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.matches('.unit-editor__name') === true);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.hash.includes('/unit/'));
    await expect(isFocused(addIncubi)).resolves.toBe(true);
  });

  it('focuses the search on "/" but not while typing in a field', async () => {
    const wracks = page
      .locator('.unit-row__button')
      .filter({ has: page.locator('.unit-row__name', { hasText: /^Wracks$/ }) });
    await wracks.click();
    const search = page.getByLabel('Search datasheets');
    await page.keyboard.press('/');
    await expect(isFocused(search)).resolves.toBe(true);
    await expect(search.inputValue()).resolves.toBe('');
    // In a field, "/" is a character like any other.
    const count = editor().locator('input[type="number"]').first();
    await count.focus();
    await page.keyboard.press('/');
    await expect(isFocused(count)).resolves.toBe(true);
    await search.fill('kab');
    await page.keyboard.press('/');
    await expect(search.inputValue()).resolves.toBe('kab/');
    await search.fill('');
  });

  it('leads from each column to the others by skip links', async () => {
    const roster = page.getByRole('region', { name: 'Roster' });
    const search = page.getByLabel('Search datasheets');
    await page.locator('.unit-row__button').first().click();
    await page.keyboard.press('/');
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to the unit');
    await expect(page.locator(':focus').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.matches('.unit-editor__name') === true);
    await roster.getByRole('button', { name: 'Skip to the catalogue' }).focus();
    await page.keyboard.press('Enter');
    await expect(isFocused(search)).resolves.toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to the roster');
    await page.keyboard.press('Enter');
    await expect(isFocused(roster)).resolves.toBe(true);
  });
});
