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
