import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testCatalogueFiles, testCatalogueZip } from '../../src/testing/test-catalogues';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { chooseFaction } from './builder-page';
import { serveHttpsHosts, type HostFile, type HttpsHosts } from './code-host';

/*
 * Issue 20's URL sources in the built app, under its real Content-Security-Policy (connect-src: https) and the
 * browser's own cross-origin checks: the code host's and a zip site's names lead to a local https server made at
 * test time. A zip from a site that allows other sites to download it, a repository read file by file (the host's
 * API for the commit and the file list, each catalogue from its raw-file address), and the code host's own zip,
 * which it refuses to hand to other sites: the player is told to download it and drop it instead.
 */

const OWNER = 'muster-e2e';
const REPO = 'wh40k-test';
const COMMIT = 'c0ffee00'.repeat(5);
const ZIP_URL = 'https://catalogues.test/wh40k-test-main.zip';
const REPOSITORY_URL = `https://github.com/${OWNER}/${REPO}`;
const ARCHIVE_URL = `${REPOSITORY_URL}/archive/refs/heads/main.zip`;

/** The zip as a host serves it: the same bytes at every download (a zip made again would carry another time). */
const ZIP = testCatalogueZip();
/** The miniature catalogue's files at the repository's root, by path. */
const files = new Map(testCatalogueFiles('root').map((f) => [f.path.replace(/^root\//, ''), f.bytes]));
const api = (value: unknown): HostFile => ({
  body: JSON.stringify(value),
  isCrossOrigin: true,
  type: 'application/json',
});

describe('game data from a web address', () => {
  let hosts: HttpsHosts;
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    hosts = await serveHttpsHosts({
      'catalogues.test': (path) => (path === '/wh40k-test-main.zip' ? { body: ZIP, isCrossOrigin: true } : undefined),
      'api.github.com': (path) => {
        const repo = `/repos/${OWNER}/${REPO}`;
        if (path === repo) return api({ default_branch: 'main' });
        if (path === `${repo}/commits/main`) {
          return api({ sha: COMMIT, commit: { committer: { date: '2026-11-20T10:00:00Z' } } });
        }
        if (path === `${repo}/git/trees/${COMMIT}?recursive=1`) {
          return api({
            tree: [
              { path: 'README.md', type: 'blob', size: 11 },
              ...[...files].map(([p, bytes]) => ({ path: p, type: 'blob', size: bytes.length })),
            ],
          });
        }
        return undefined;
      },
      'raw.githubusercontent.com': (path) => {
        const file = files.get(decodeURIComponent(path.replace(`/${OWNER}/${REPO}/${COMMIT}/`, '')));
        return file && { body: file, isCrossOrigin: true };
      },
      // The code host's own pages and archives carry no Access-Control-Allow-Origin: a page cannot read them.
      'github.com': (path) =>
        path === `/${OWNER}/${REPO}/archive/refs/heads/main.zip` ? { body: ZIP, isCrossOrigin: false } : undefined,
    });
    browser = await launchBrowser({ serviceWorkers: 'block', args: hosts.browserArgs, ignoreHTTPSErrors: true });
  });
  afterAll(async () => {
    await browser?.close();
    await hosts?.close();
  });

  async function read(url: string): Promise<void> {
    await page.goto(`${inject('appUrl')}#/data`);
    await page.getByLabel('Address of a zip or a data repository').fill(url);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
  }
  const cardFrom = (url: string) => page.getByRole('article').filter({ hasText: `From ${url}` });

  it('downloads a zip from a site that lets other sites download it, and finds it up to date', async () => {
    page = await newAppPage(browser);
    await read(ZIP_URL);
    const card = cardFrom(ZIP_URL);
    await card.getByText('1 faction').waitFor();
    await card.getByRole('button', { name: 'Check for updates' }).click();
    await page.getByText('Warhammer 40,000 10th Edition is up to date.').waitFor();
    expect(hosts.requests.filter((r) => r === `catalogues.test/wh40k-test-main.zip`)).toHaveLength(2);
  });

  it('reads a repository file by file at its head commit, and builds a list of its army', async () => {
    await read(REPOSITORY_URL);
    const card = cardFrom(REPOSITORY_URL);
    await card.getByText('1 faction').waitFor();
    expect(await card.getByText(COMMIT.slice(0, 7)).count()).toBe(1);
    expect(await card.getByText('2026-11-20').count()).toBe(1);
    expect(hosts.requests.filter((r) => r.startsWith('raw.githubusercontent.com')).sort()).toEqual([
      `raw.githubusercontent.com/${OWNER}/${REPO}/${COMMIT}/Test.gst`,
      `raw.githubusercontent.com/${OWNER}/${REPO}/${COMMIT}/Testers.cat`,
    ]);

    await card.getByRole('button', { name: 'Use this data' }).click();
    await page.getByRole('heading', { name: 'Your lists' }).waitFor();
    await page.getByRole('button', { name: 'New list' }).click();
    await chooseFaction(page, 'Testers');
    await page.getByLabel('Detachment').locator('option', { hasText: 'Test Host' }).waitFor({ state: 'attached' });
  });

  it('tells the player to download the zip and drop it when the host refuses to let other sites read it', async () => {
    await page.close();
    // The browser reports the read it refused on the console; nothing else may appear there.
    page = await newAppPage(browser, {
      expectedConsoleErrors: /blocked by CORS policy|Failed to load resource: net::ERR_FAILED/,
    });
    await read(ARCHIVE_URL);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      `Could not download ${ARCHIVE_URL}: the host did not answer, or it does not let other sites download its ` +
        'files. Download the zip yourself and drop it on this page instead.',
    );
    // The browser did ask: the refusal was the host's, not the page's policy.
    expect(hosts.requests).toContain(`github.com/${OWNER}/${REPO}/archive/refs/heads/main.zip`);
  });
});
