import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testCatalogueZip } from '../../src/testing/test-catalogues';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { chooseFaction } from './builder-page';
import { dropFile, zipBomb } from './game-data-page';
import { ARTIFACTS, SCREEN_SIZES } from './screenshots';

/*
 * Issue 20's Game data page in the built app: a zip made from the miniature catalogue is dropped, becomes the data
 * in use, and its army opens in the new-list form; a damaged zip and a zip bomb get a message naming them while the
 * built-in data keeps working; the built-in data is one tap back. Looked at on a phone and a desktop.
 */

describe('the Game data page', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(join(ARTIFACTS, 'game-data'), { recursive: true });
    browser = await launchBrowser({ serviceWorkers: 'block' });
    page = await newAppPage(browser);
  });
  afterAll(async () => {
    await browser.close();
  });

  /** The built-in data still in use and working: its card says so, and a new list offers a built-in army. */
  async function builtInDataWorks(): Promise<void> {
    expect(await page.getByRole('article', { name: 'Built-in data' }).getByText('In use').count()).toBe(1);
    await page.goto(inject('appUrl'));
    await page.getByRole('button', { name: 'New list' }).click();
    await chooseFaction(page, 'Drukhari');
    await page
      .getByLabel('Detachment')
      .locator('option', { hasText: 'Realspace Raiders' })
      .waitFor({ state: 'attached' });
  }

  it('names a damaged zip and keeps the built-in data', async () => {
    await page.goto(inject('appUrl'));
    await page.getByRole('link', { name: 'Game data' }).click();
    await page.getByRole('heading', { name: 'Game data', level: 1 }).waitFor();
    await dropFile(page, 'broken.zip', testCatalogueZip().slice(0, 300));
    expect(await page.getByRole('alert').textContent()).toContain('broken.zip');
    await builtInDataWorks();
  });

  it('refuses a zip bomb from its directory, naming the zip and the limit, and keeps the built-in data', async () => {
    await page.goto(`${inject('appUrl')}#/data`);
    // A few hundred KB that unpack to 260 MB, past the 250 MB of catalogues Muster opens.
    await dropFile(page, 'wh40k-bomb.zip', zipBomb('wh40k-bomb/Bomb.cat', 260 * 1024 * 1024));
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'wh40k-bomb.zip unpacks to more than 250.0 MB of catalogues; Muster opens no more.',
    );
    expect(await page.getByRole('article').count()).toBe(1);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.screenshot({ path: join(ARTIFACTS, 'game-data', `zip-bomb-${size.width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await builtInDataWorks();
  });

  it('reads a dropped zip, builds a list of its army, and goes back to the built-in data in one tap', async () => {
    await page.goto(`${inject('appUrl')}#/data`);
    await dropFile(page, 'wh40k-test-main.zip', testCatalogueZip());
    const card = page.getByRole('article', { name: 'Warhammer 40,000 10th Edition' });
    await card.waitFor();
    expect(await card.getByText('1 faction').count()).toBe(1);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.screenshot({ path: join(ARTIFACTS, 'game-data', `sources-${size.width}.png`), fullPage: true });
    }
    await card.getByRole('button', { name: 'Use this data' }).click();
    await page.getByRole('heading', { name: 'Your lists' }).waitFor();
    await page.getByRole('button', { name: 'New list' }).click();
    await chooseFaction(page, 'Testers');
    await page.getByLabel('Detachment').locator('option').nth(1).waitFor({ state: 'attached' });

    await page.goto(`${inject('appUrl')}#/data`);
    const inUse = page.getByRole('article', { name: 'Warhammer 40,000 10th Edition' });
    await inUse.getByText('In use').waitFor();
    await page.getByRole('button', { name: 'Use built-in data' }).click();
    await page.getByRole('heading', { name: 'Your lists' }).waitFor();
    await page.goto(`${inject('appUrl')}#/data`);
    await page.getByRole('article', { name: 'Built-in data' }).getByText('In use').waitFor();
  });
});
