import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testCatalogueZip } from '../../src/testing/test-catalogues';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { chooseFaction } from './builder-page';
import { ARTIFACTS, SCREEN_SIZES } from './screenshots';

/*
 * Issue 20's Game data page in the built app: a zip made from the miniature catalogue is dropped, becomes the data
 * in use, and its army opens in the new-list form; a damaged zip gets a message naming it; the built-in data is one
 * tap back. Looked at on a phone and a desktop.
 */

async function dropZip(page: Page, name: string, bytes: Uint8Array): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/zip' }));
      return transfer;
    },
    { name, bytes: [...bytes] },
  );
  await page.getByTestId('data-drop-zone').dispatchEvent('drop', { dataTransfer });
}

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

  it('names a damaged zip and keeps the built-in data', async () => {
    await page.goto(inject('appUrl'));
    await page.getByRole('link', { name: 'Game data' }).click();
    await page.getByRole('heading', { name: 'Game data', level: 1 }).waitFor();
    await dropZip(page, 'broken.zip', testCatalogueZip().slice(0, 300));
    expect(await page.getByRole('alert').textContent()).toContain('broken.zip');
    expect(await page.getByRole('article', { name: 'Built-in data' }).getByText('In use').count()).toBe(1);
  });

  it('reads a dropped zip, builds a list of its army, and goes back to the built-in data in one tap', async () => {
    await page.goto(`${inject('appUrl')}#/data`);
    await dropZip(page, 'wh40k-test-main.zip', testCatalogueZip());
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
