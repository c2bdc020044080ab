import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList } from './builder-page';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run dev` as a player-developer first meets it: a clean start, and no reload while the app is used. */
describe('the dev server', () => {
  let server: ViteDevServer;
  let browser: LaunchedBrowser;
  const said: string[] = [];
  // A fresh dependency cache, as on a fresh clone.
  const cacheDir = mkdtempSync(join(tmpdir(), 'muster-vite-cache-'));

  beforeAll(async () => {
    const logger = createLogger('info');
    for (const level of ['info', 'warn', 'error'] as const) {
      logger[level] = (message) => void said.push(message);
    }
    server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      cacheDir,
      customLogger: logger,
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('finds every dependency up front, so building a list never reloads the page', async () => {
    const page = await newAppPage(browser);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(server.resolvedUrls?.local[0] ?? '');
    await createList(page, { name: 'Dev', faction: 'Drukhari', detachment: 'Realspace Raiders' });
    await addUnit(page, 'Wracks');
    await page.getByLabel('Search datasheets').fill('rav');
    await page.getByRole('button', { name: 'Add Ravager', exact: true }).waitFor();
    expect(loads).toBe(1);
    expect(said.filter((m) => /dependency scan|reloading|optimized dependencies changed/i.test(m))).toEqual([]);
  });
});
