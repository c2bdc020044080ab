import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { createList } from './builder-page';

/** At 360 px the catalogue and the unit editor are sheets over the roster, opened and closed from the keyboard too. */
describe('the builder on a phone', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 360, height: 740 } });
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a unit from the catalogue sheet and edits it in the unit sheet', async () => {
    await createList(page, { name: 'Pocket raid', faction: 'Drukhari', detachment: 'Realspace Raiders' });
    const addWracks = page.getByRole('button', { name: 'Add Wracks', exact: true });
    await expect(addWracks.isVisible()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Add units' }).click();
    await expect(page.getByRole('heading', { name: 'Add units' }).evaluate((h) => h === document.activeElement)).resolves.toBe(true);
    await addWracks.click();
    // The catalogue stays open for the next unit, with the army's total in view and a way to the one just added.
    await page.getByRole('status').filter({ hasText: 'Added Wracks' }).waitFor();
    await expect(addWracks.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('complementary', { name: 'Add units' }).locator('.army-status').innerText()).resolves.toMatch(/60 \/ 2000 pts\s+Not legal/);
    await page.getByRole('button', { name: 'Edit Wracks' }).click();

    const unitSheet = page.getByRole('complementary', { name: 'Unit' });
    await unitSheet.getByRole('radio', { name: /^10 models/ }).check();
    await expect(addWracks.isVisible()).resolves.toBe(false);
    await expect(page.locator('.unit-row__points').innerText()).resolves.toBe('120 pts');

    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.hash.includes('/unit/'));
    await expect(unitSheet.isVisible()).resolves.toBe(false);
  });

  it('gives focus back to where it was when a sheet closes', async () => {
    const openCatalogue = page.getByRole('button', { name: 'Add units' });
    await openCatalogue.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Add units' }).waitFor();
    await page.getByRole('button', { name: 'Close Add units' }).click();
    await expect(openCatalogue.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
  });
});

/**
 * Building a list on a phone, counted in taps. Before the catalogue stayed open after an add, each unit took three
 * (Add units, Add <unit>, Close): 39 for these 13 units. Now the catalogue opens once and closes once.
 */
describe('building a 13-unit list at 390 px', () => {
  let browser: LaunchedBrowser;

  afterAll(async () => {
    await browser?.close();
  });

  it('takes about half the taps: one per unit, and two to open and close the catalogue', async () => {
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    const page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    await createList(page, { name: 'Thirteen', faction: 'Drukhari', detachment: 'Realspace Raiders' });
    let taps = 0;
    const tap = async (name: string) => {
      taps += 1;
      await page.getByRole('button', { name, exact: true }).click();
    };
    const units = ['Archon', 'Haemonculus', 'Succubus', 'Kabalite Warriors', 'Kabalite Warriors', 'Wracks', 'Wyches', 'Raider', 'Raider', 'Ravager', 'Ravager', 'Incubi', 'Mandrakes'];
    await tap('Add units');
    for (const unit of units) {
      // Searching is typing, not tapping; it puts the unit first and clears after the add.
      await page.getByLabel('Search datasheets').fill(unit);
      await tap(`Add ${unit}`);
      await page.getByRole('status').filter({ hasText: `Added ${unit}` }).waitFor();
      await expect(page.getByLabel('Search datasheets').inputValue()).resolves.toBe('');
    }
    await tap('Close Add units');
    expect(await page.locator('.unit-row').count()).toBe(13);
    expect(taps).toBe(15);
  });
});
