import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList, savedRoster } from './builder-page';
import { cachedForOffline } from './service-worker';
import { serveStatic, type StaticServer } from './static-server';

/*
 * The service worker (build/offline.ts) in the built app: after one visit online, the lists, the builder and the
 * export, share and import dialogs work with the network off; a new build is announced and waits for the player.
 */

/**
 * Whether requests reach the server, asked from a page of its own (a failed request's console error would fail the
 * app's page): one the service worker lets through, and one it makes itself.
 */
async function reachesNetwork(browser: LaunchedBrowser): Promise<boolean> {
  const probe = await browser.context.newPage();
  try {
    await probe.goto(inject('appUrl'));
    return await probe.evaluate(async () => {
      // A faction never opened: the service worker asks the network for it.
      const orks = /assets\/orks-[\w-]+\.json/.exec(await (await fetch('index.html')).text())?.[0] ?? 'missing';
      const reaches = (url: string) =>
        fetch(url, { cache: 'no-store' }).then(
          (response) => response.ok,
          () => false,
        );
      return (await reaches(`data-version.json?${Math.random()}`)) || (await reaches(orks));
    });
  } finally {
    await probe.close();
  }
}

describe('offline', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let rosterId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    rosterId = await createList(page, {
      name: 'Raid without signal',
      faction: 'Drukhari',
      detachment: 'Realspace Raiders',
    });
    await addUnit(page, 'Archon');
    await cachedForOffline(page);
    await browser.context.setOffline(true);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reloads the open list with the network off, opens the saved lists and the list again, and adds a unit', async () => {
    expect(await reachesNetwork(browser)).toBe(false);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Raid without signal' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your lists' }).waitFor();
    // The list's faction data came from the cache too: its points are counted.
    await page
      .locator('.list-card')
      .getByText(/^\d+ \/ 2000 pts$/)
      .waitFor();
    await page.getByRole('link', { name: 'Raid without signal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Raid without signal' }).waitFor();
    await addUnit(page, 'Kabalite Warriors');
    const roster = (await savedRoster(page, rosterId)) as { units: { datasheetId: string }[] };
    expect(roster.units.map((u) => u.datasheetId)).toEqual(['archon', 'kabalite-warriors']);
  });

  it('exports, shares and imports with the network off', async () => {
    await page.goto(`${inject('appUrl')}#/list/${rosterId}`);
    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export list' });
    await exportDialog.getByRole('radio', { name: 'GW app', exact: true }).check();
    const text = await exportDialog.getByLabel('Preview').inputValue();
    expect(text).toMatch(/^Raid without signal \(\d+ points\)/);
    await exportDialog.getByRole('button', { name: 'Close Export list' }).click();

    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByRole('dialog', { name: 'Share list' }).getByLabel('Share link').inputValue();
    await page.goto(link);
    await page.getByText('Shared list, read-only.').waitFor();

    await page.goto(inject('appUrl'));
    await page.getByRole('button', { name: 'Import' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import a list' });
    await importDialog.getByLabel('List or share link').fill(text);
    await importDialog.getByRole('button', { name: 'Read list' }).click();
    await importDialog.getByText('Everything in the text was imported as written.').waitFor();
    expect(await reachesNetwork(browser)).toBe(false);
  });
});

describe('a new build', () => {
  let dir = '';
  let server: StaticServer;
  let browser: LaunchedBrowser;
  let page: Page;

  let builtDataVersion = '';

  /** Publishes a new build: the same files with a service worker that differs, and game data of `dataVersion`. */
  function publish(dataVersion = builtDataVersion): void {
    const worker = join(dir, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// build ${Date.now()}\n`);
    writeFileSync(join(dir, 'data-version.json'), JSON.stringify({ dataVersion }));
  }
  const checkForUpdate = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'muster-e2e-build-'));
    cpSync(inject('appDir'), dir, { recursive: true });
    builtDataVersion = (JSON.parse(readFileSync(join(dir, 'data-version.json'), 'utf8')) as { dataVersion: string })
      .dataVersion;
    server = await serveStatic(dir);
    browser = await launchBrowser();
    page = await newAppPage(browser);
    await page.goto(server.url);
    await createList(page, { name: 'Mid-edit', faction: 'Drukhari', detachment: 'Realspace Raiders' });
    await addUnit(page, 'Archon');
    await cachedForOffline(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('with new game data is announced, and waits until the player reloads', async () => {
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    publish('a later snapshot');
    await checkForUpdate();
    const notice = page.getByRole('status', { name: 'New game data' });
    await notice.waitFor();
    // Announced, not forced: the page and its open list stay as they were.
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Mid-edit' }).waitFor();

    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !('notReloaded' in window));
    await page.getByRole('heading', { level: 1, name: 'Mid-edit' }).waitFor();
    expect(await page.getByRole('status', { name: 'New game data' }).count()).toBe(0);
  });

  it('with new code only is announced as a new version of Muster', async () => {
    publish();
    await checkForUpdate();
    await page.getByRole('status', { name: 'A new version of Muster is ready' }).waitFor();
  });
});
