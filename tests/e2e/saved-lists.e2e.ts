import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList, savedLists, savedRoster, type SavedLists } from './builder-page';
import { ARTIFACTS, SCREEN_SIZES } from './screenshots';

/*
 * Saved lists the app did not seal itself (written before seals, edited by hand, damaged) in the built app: they
 * are checked with the roster schema, which the app then downloads; good lists open as they were and are sealed
 * again, a damaged one is kept aside with a message naming it, and the others still open.
 */

async function store(page: Page, value: SavedLists): Promise<void> {
  await page.evaluate((text) => localStorage.setItem('muster:rosters', text), JSON.stringify(value));
}

describe('saved lists without a seal', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let rosterId = '';

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser();
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    rosterId = await createList(page, { name: 'Coven of twelve', faction: 'Drukhari', detachment: 'Covenite Coterie' });
    await addUnit(page, 'Wracks');
    await addUnit(page, 'Haemonculus');
  });

  afterAll(async () => {
    await browser.close();
  });

  it('open as they were once checked, and are sealed again', async () => {
    const before = await savedRoster(page, rosterId);
    const { seal, ...unsealed } = await savedLists(page);
    expect(seal).toMatch(/^[0-9a-f]{8}$/);
    await store(page, unsealed);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Coven of twelve' }).waitFor();
    expect(await savedRoster(page, rosterId)).toEqual(before);
    // The first change after the check writes the lists back with a seal.
    await addUnit(page, 'Wracks');
    expect((await savedLists(page)).seal).toMatch(/^[0-9a-f]{8}$/);
  });

  it('keep a damaged list aside with a message naming it, and open the others', async () => {
    const saved = await savedLists(page);
    const good = saved.state.rosters[0]!;
    const damaged = {
      ...good,
      roster: { ...good.roster, id: 'damaged', name: 'Torn page', units: 'not a list of units' },
    };
    await page.goto(inject('appUrl'));
    for (const size of SCREEN_SIZES) {
      // Once read, the damaged list is kept aside and the main key rewritten without it: put it back each time.
      await store(page, { state: { rosters: [good, damaged] }, version: saved.version });
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.reload();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(
        /We could not read the list "Torn page": it does not match the roster format at roster\.units/,
      );
      await page.getByRole('heading', { name: 'Coven of twelve' }).waitFor();
      await page.screenshot({
        path: join(ARTIFACTS, `saved-lists-damaged-${size.width}x${size.height}.png`),
        fullPage: true,
      });
    }
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('muster:rosters:unreadable:')),
    );
    expect(kept).toHaveLength(1);
  });
});
