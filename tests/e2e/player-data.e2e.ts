import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Manifest } from '../../src/domain/data/manifest.schema';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList } from './builder-page';
import { dropFile, necronsCatalogueZip } from './game-data-page';
import { ARTIFACTS, SCREEN_SIZES } from './screenshots';

/*
 * Issue 20 at the table: a player drops their own catalogues (the miniature catalogue as their copy of the Necrons
 * one, zipped at test time), builds a list on them and reads the rules text they carry, again with the network off,
 * then goes back to the built-in data in one tap and is told what the list's points did.
 */

const LIST = 'Dynasty of the zip';
const BOSS_ORDERS = 'Catalogue text (never imported): once per battle, one GRUNTS unit acts first.';
const SHINY_HELM = 'Catalogue text (never imported): BOSS model only. The bearer shines.';

const builtIn = JSON.parse(readFileSync(new URL('../../data/manifest.json', import.meta.url), 'utf8')) as Manifest;
const builtInOverlord = (
  JSON.parse(readFileSync(new URL('../../data/factions/necrons.json', import.meta.url), 'utf8')) as {
    datasheets: { id: string; points: { models: number; points: number }[] }[];
  }
).datasheets.find((d) => d.id === 'overlord')?.points[0]?.points;

describe('rules text from a player’s catalogues', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let listUrl = '';

  async function readDatasheet(): Promise<void> {
    await page.goto(`${listUrl}/datasheet/overlord`);
    await page.getByText(BOSS_ORDERS).waitFor();
  }

  async function readDetachment(): Promise<void> {
    await page.goto(listUrl);
    await page.getByRole('button', { name: 'About this detachment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Awakened Dynasty' });
    await dialog.getByText(SHINY_HELM).waitFor();
  }

  beforeAll(async () => {
    mkdirSync(join(ARTIFACTS, 'game-data'), { recursive: true });
    browser = await launchBrowser();
    page = await newAppPage(browser);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('drops a zip, builds a list of its army, and reads an ability in the datasheet and an Enhancement in the detachment', async () => {
    await page.goto(`${inject('appUrl')}#/data`);
    await dropFile(page, 'wh40k-necrons-main.zip', necronsCatalogueZip());
    const card = page.getByRole('article', { name: 'Warhammer 40,000 10th Edition' });
    await card.getByText('1 faction').waitFor();
    await card.getByRole('button', { name: 'Use this data' }).click();
    await page.getByRole('heading', { name: 'Your lists' }).waitFor();
    listUrl = `${inject('appUrl')}#/list/${await createList(page, { name: LIST, faction: 'Necrons', detachment: 'Awakened Dynasty' })}`;
    await addUnit(page, 'Overlord');

    await readDatasheet();
    // Rendered as text: the markup a catalogue carries is shown, never applied.
    expect(await page.getByText('<b>Not HTML</b>').count()).toBe(1);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.getByText(BOSS_ORDERS).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, 'game-data', `datasheet-rules-text-${size.width}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await readDetachment();
    const dialog = page.getByRole('dialog', { name: 'Awakened Dynasty' });
    expect(await dialog.getByText('Stand Together').count()).toBeGreaterThan(0);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.screenshot({ path: join(ARTIFACTS, 'game-data', `detachment-rules-text-${size.width}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('reloads with the network off and still shows the list, the ability’s text and the Enhancement’s text', async () => {
    // The service worker holds the app's code once it controls the page; the player's data is in IndexedDB.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    await browser.context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: LIST }).waitFor();
      await page.goto(inject('appUrl'));
      await page.getByRole('link', { name: LIST }).waitFor();
      // Every faction of the player's set opens offline from the kept files: no built-in files to save for it.
      expect(await page.getByRole('button', { name: /^Make every faction available offline/ }).count()).toBe(0);
      await readDatasheet();
      await readDetachment();
      await page.goto(`${inject('appUrl')}#/data`);
      const inUse = page.getByRole('article', { name: 'Warhammer 40,000 10th Edition' });
      await inUse.getByText('In use').waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it('goes back to the built-in data in one tap, and the list names both sources and the points that moved', async () => {
    await page.goto(`${inject('appUrl')}#/data`);
    await page.getByRole('button', { name: 'Use built-in data' }).click();
    await page.getByRole('heading', { name: 'Your lists' }).waitFor();
    await page.getByRole('link', { name: LIST }).click();
    const notice = page.getByRole('status', { name: 'The game data has changed since this list was saved' });
    await notice.waitFor();
    const { name, date, commit } = builtIn.source;
    expect(await notice.innerText()).toMatch(
      `Saved with Warhammer 40,000 10th Edition of ${new Date().toISOString().slice(0, 10)}; ` +
        `now ${name} of ${date} (${commit.slice(0, 7)}).`,
    );
    expect(await notice.getByText(`Overlord: 70 → ${builtInOverlord} pts`).count()).toBe(1);
    await page.goto(`${inject('appUrl')}#/data`);
    await page.getByRole('article', { name: 'Built-in data' }).getByText('In use').waitFor();
  });
});
