import type { Locator, Page } from 'playwright-core';
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
    await expect(
      page.getByRole('heading', { name: 'Add units' }).evaluate((h) => h === document.activeElement),
    ).resolves.toBe(true);
    await addWracks.click();
    // The catalogue stays open for the next unit, with the army's total in view and a way to the one just added.
    await page.getByRole('status').filter({ hasText: 'Added Wracks' }).waitFor();
    await expect(addWracks.isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('complementary', { name: 'Add units' }).locator('.army-status').innerText(),
    ).resolves.toMatch(/60 \/ 2000 pts\s+Not legal/);
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
    const units = [
      'Archon',
      'Haemonculus',
      'Succubus',
      'Kabalite Warriors',
      'Kabalite Warriors',
      'Wracks',
      'Wyches',
      'Raider',
      'Raider',
      'Ravager',
      'Ravager',
      'Incubi',
      'Mandrakes',
    ];
    await tap('Add units');
    for (const unit of units) {
      // Searching is typing, not tapping; it puts the unit first and clears after the add.
      await page.getByLabel('Search datasheets').fill(unit);
      await tap(`Add ${unit}`);
      await page
        .getByRole('status')
        .filter({ hasText: `Added ${unit}` })
        .waitFor();
      await expect(page.getByLabel('Search datasheets').inputValue()).resolves.toBe('');
    }
    await tap('Close Add units');
    expect(await page.locator('.unit-row').count()).toBe(13);
    expect(taps).toBe(15);
  });
});

/**
 * Issue 21: a whole 2,000-point list on a phone, counted in taps (typing a search is typing, not tapping): 13 units,
 * 3 Leaders attached from their bodyguards' editors, 1 Enhancement, a Warlord, 3 unit sizes and 1 wargear change.
 * The bar at the foot of the screen keeps the points, legality and "Add units" in view however far the roster scrolls.
 */
describe('a 2,000-point list at 390×844 by touch', () => {
  let browser: LaunchedBrowser;

  afterAll(async () => {
    await browser?.close();
  });

  it('takes at most 45 taps, with the points and legality in view at the foot of the screen', async () => {
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    const page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    await createList(page, { name: 'Touch', faction: 'Drukhari', detachment: 'Realspace Raiders' });
    let taps = 0;
    const tap = async (locator: Locator) => {
      taps += 1;
      await locator.click();
    };
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const unitSheet = page.getByRole('complementary', { name: 'Unit' });
    const openUnit = async (name: string) => {
      await tap(
        page
          .locator('.unit-row__button')
          .filter({ has: page.locator('.unit-row__name', { hasText: new RegExp(`^(Leader: )?${name}$`) }) }),
      );
      await unitSheet.getByRole('heading', { level: 3, name }).waitFor();
    };
    const closeUnit = async () => {
      await tap(button('Close Unit'));
      await page.waitForURL((url) => !url.hash.includes('/unit/'));
    };
    const size = (models: number) => tap(unitSheet.getByRole('radio', { name: new RegExp(`^${models} models`) }));

    const units = [
      'Archon',
      'Haemonculus',
      'Succubus',
      'Kabalite Warriors',
      'Wracks',
      'Wyches',
      'Incubi',
      'Talos',
      'Voidraven Bomber',
      'Voidraven Bomber',
      'Voidraven Bomber',
      'Scourges with Heavy Weapons',
      'Razorwing Jetfighter',
    ];
    await tap(button('Add units'));
    for (const unit of units) {
      await page.getByLabel('Search datasheets').fill(unit);
      await tap(button(`Add ${unit}`));
      await page
        .getByRole('status')
        .filter({ hasText: `Added ${unit}` })
        .waitFor();
    }
    await tap(button('Close Add units'));

    await openUnit('Wracks');
    await size(10);
    await tap(unitSheet.getByRole('button', { name: /^One more Hexrifle/ }));
    await tap(unitSheet.getByRole('button', { name: 'Attach Haemonculus' }));
    await closeUnit();
    await openUnit('Kabalite Warriors');
    await tap(unitSheet.getByRole('button', { name: 'Attach Archon' }));
    await closeUnit();
    await openUnit('Wyches');
    await tap(unitSheet.getByRole('button', { name: 'Attach Succubus' }));
    await closeUnit();
    await openUnit('Incubi');
    await size(10);
    await closeUnit();
    await openUnit('Talos');
    await size(2);
    await closeUnit();
    await openUnit('Archon');
    await tap(unitSheet.getByRole('radio', { name: /^Labyrinthine Cunning/ }));
    await tap(unitSheet.getByRole('button', { name: 'Make Warlord' }));
    await closeUnit();

    expect(await page.locator('.unit-row').count()).toBe(13);
    expect(await page.locator('.unit-group__leaders .unit-row').count()).toBe(3);
    const bar = page.locator('.roster-panel__add');
    await expect(bar.locator('.army-status').innerText()).resolves.toMatch(
      /^19\d\d \/ 2000 pts\s+(Legal|No errors found; \d+ limits? not checked)$/,
    );
    // Scrolled to the foot of the roster, the bar is still on screen, at the bottom edge, and not covering the last unit.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    const lastRow = await page.locator('.validation-panel').boundingBox();
    expect(lastRow && box && lastRow.y + lastRow.height <= box.y).toBe(true);
    expect(taps).toBeLessThanOrEqual(45);
    console.info(`a 13-unit 2,000-point list at 390×844: ${taps} taps`);
  });
});
