import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import {
  addUnit,
  attachTo,
  chooseEnhancement,
  createList,
  issueRules,
  makeWarlord,
  points,
  pointsBars,
  redo,
  savedRoster,
  selectUnit,
  setSize,
  setWargearCount,
  undo,
} from './builder-page';

/*
 * Issue 4 scenarios 1–3, in order on one page: a legal Strike Force Drukhari list, Harlequins pushed past their
 * allowance and rescued by Reaper's Wager, then undo/redo across those edits and a reload.
 */
describe('a Drukhari list in the browser', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let rosterId = '';
  const units: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('builds a legal Strike Force list under Realspace Raiders at 1950–2000 pts with no issues', async () => {
    rosterId = await createList(page, { name: 'Realspace raid', faction: 'Drukhari', detachment: 'Realspace Raiders' });
    units['warriors'] = await addUnit(page, 'Kabalite Warriors');
    units['archon'] = await addUnit(page, 'Archon');
    await makeWarlord(page);
    await chooseEnhancement(page, 'Labyrinthine Cunning');
    await attachTo(page, 'Kabalite Warriors');

    units['wracks'] = await addUnit(page, 'Wracks');
    await setSize(page, 10);
    await setWargearCount(page, /^Hexrifle and Torturer/, 2);
    units['haemonculus'] = await addUnit(page, 'Haemonculus');
    await attachTo(page, 'Wracks');

    units['troupe'] = await addUnit(page, 'Troupe');
    units['troupeMaster'] = await addUnit(page, 'Troupe Master');
    await attachTo(page, 'Troupe');

    for (const datasheet of [
      'Kabalite Warriors',
      'Kabalite Warriors',
      'Voidraven Bomber',
      'Razorwing Jetfighter',
      'Ravager',
      'Ravager',
      'Ravager',
      'Wyches',
    ]) {
      await addUnit(page, datasheet);
    }
    await addUnit(page, 'Incubi');
    await setSize(page, 10);
    await addUnit(page, 'Talos');
    await setSize(page, 2);

    const total = await points(page);
    expect(total.limit).toBe(2000);
    expect(total.used).toBeGreaterThanOrEqual(1950);
    expect(total.used).toBeLessThanOrEqual(2000);
    expect(await issueRules(page)).toEqual([]);
    await expect(page.getByRole('heading', { name: 'No issues' }).isVisible()).resolves.toBe(true);

    // What the player asked for is what the roster holds.
    const wracks = await selectUnit(page, units['wracks']!);
    await expect(wracks.getByText('2× Hexrifle').isVisible()).resolves.toBe(true);
    const leaders = page.getByRole('list', { name: 'Leaders of Kabalite Warriors' }).first();
    await expect(leaders.getByText('Archon').isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('list', { name: 'Leaders of Troupe' }).getByText('Troupe Master').isVisible(),
    ).resolves.toBe(true);
  });

  it('flags Harlequins past 500 pts and clears the flag under Reaper’s Wager', async () => {
    await selectUnit(page, units['troupe']!);
    await setSize(page, 12);
    await addUnit(page, 'Voidweaver');
    await addUnit(page, 'Skyweavers');
    await setSize(page, 4);
    const harlequins = await points(page, 'Corsairs and Travelling Players');
    expect(harlequins.used).toBeGreaterThan(500);
    expect(await issueRules(page)).toContain('ally-points');

    await page.getByLabel('Detachment').selectOption({ label: "Reaper's Wager" });
    expect(await issueRules(page)).not.toContain('ally-points');
    // Reaper's Wager replaces the 500-pt allowance with its own 1000-pt one.
    const [, ...allowances] = await pointsBars(page);
    expect(allowances.map(({ used, limit }) => ({ used, limit }))).toEqual([{ used: harlequins.used, limit: 1000 }]);
  });

  it('undoes and redoes across those edits', async () => {
    const final = await savedRoster(page, rosterId);
    await undo(page); // back to Realspace Raiders
    expect(await issueRules(page)).toContain('ally-points');
    await undo(page); // Skyweavers back to 2 models
    await undo(page); // Skyweavers removed
    await undo(page); // Voidweaver removed
    await undo(page); // Troupe back to 5 models
    expect(await issueRules(page)).toEqual([]);
    expect((await points(page)).used).toBeLessThanOrEqual(2000);
    await page.keyboard.press('Control+Shift+Z');
    await redo(page);
    await redo(page);
    await redo(page);
    await page.keyboard.press('Meta+Shift+Z');
    // Saving waits for the saved lists' Web Lock, so the stored list catches up a moment after the screen.
    await expect.poll(() => savedRoster(page, rosterId)).toEqual(final);
    expect(await issueRules(page)).not.toContain('ally-points');
    await page.keyboard.press('Control+Z');
    expect(await issueRules(page)).toContain('ally-points');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => savedRoster(page, rosterId)).toEqual(final);
  });

  it('shows the same list after a reload', async () => {
    const before = await savedRoster(page, rosterId);
    const notice = page.getByRole('status', { name: 'Some choices no longer apply' });
    if (await notice.count()) await notice.getByRole('button', { name: 'Dismiss' }).click();
    const rosterText = await page.locator('.builder__roster').innerText();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Realspace raid' }).waitFor();
    expect(await savedRoster(page, rosterId)).toEqual(before);
    expect(await page.locator('.builder__roster').innerText()).toBe(rosterText);

    // The lists page gives the list the builder's verdict, in the same words.
    const verdict = await page.locator('.legality-line .badge').innerText();
    await page.getByRole('link', { name: 'Lists' }).click();
    const card = page.getByRole('article', { name: 'Realspace raid' });
    await expect(card.getByText("Reaper's Wager").isVisible()).resolves.toBe(true);
    await card.getByText(verdict, { exact: true }).waitFor();
  });
});
