import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { createList, savedLists } from './builder-page';
import { ARTIFACTS } from './screenshots';

/*
 * Issue 22: saving that cannot lose an edit. Two tabs adding units at the same moments, each to its own list, and
 * a build opened on lists a newer build saved.
 */

const raidersList = { name: 'Raiders', faction: 'Drukhari', detachment: 'Realspace Raiders' };

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function unitCount(page: Page, rosterId: string): Promise<number> {
  const saved = await savedLists(page);
  const roster = saved.state.rosters.find((r) => r.roster.id === rosterId)?.roster;
  return Array.isArray(roster?.units) ? roster.units.length : -1;
}

describe('two tabs adding in lockstep', () => {
  let browser: LaunchedBrowser;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    a = await newAppPage(browser);
    b = await newAppPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keep all 40 units, 20 added in each, 0 to 100 ms apart, and neither says its list changed elsewhere', async () => {
    await a.goto(inject('appUrl'));
    const first = await createList(a, { ...raidersList, name: 'First' });
    await a.goto(inject('appUrl'));
    const second = await createList(a, { ...raidersList, name: 'Second' });
    await b.goto(`${inject('appUrl')}#/list/${first}`);
    await b.getByRole('heading', { level: 1, name: 'First' }).waitFor();
    // Both catalogues ready before the first add: a click on a page still loading its faction would add nothing.
    for (const page of [a, b]) await page.locator('button[aria-label="Add Wracks"]').waitFor();

    // Each tab clicks "Add Wracks" at a moment given on the clock both share, so the two adds can fall in the same
    // millisecond, as clicks from the test runner (tens of milliseconds each) never do.
    const addAt = (page: Page, at: number) =>
      page.evaluate(
        (moment) =>
          new Promise<string>((done) =>
            setTimeout(() => {
              const button = document.querySelector<HTMLButtonElement>('button[aria-label="Add Wracks"]');
              button?.click();
              done(button ? 'clicked' : `no Add button at ${document.location.hash}`);
            }, moment - Date.now()),
          ),
        at,
      );
    const clicks: string[] = [];
    const gaps = [0, 1, 0, 2, 0, 5, 0, 10, 0, 25, 0, 50, 0, 100, 0, 0, 3, 0, 75, 0];
    for (const [i, gap] of gaps.entries()) {
      const [early, late] = i % 2 === 0 ? [a, b] : [b, a];
      const at = Date.now() + 150;
      clicks.push(...(await Promise.all([addAt(early, at), addAt(late, at + gap)])));
    }
    expect(clicks.filter((click) => click !== 'clicked')).toEqual([]);
    // Each tab hears of the other's last writes.
    await pause(500);

    expect(await unitCount(a, second)).toBe(20);
    expect(await unitCount(a, first)).toBe(20);
    for (const page of [a, b]) {
      expect(await page.getByRole('status', { name: 'This list was changed in another tab' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
    }
    await a.reload();
    await a.getByRole('heading', { level: 1, name: 'Second' }).waitFor();
    expect(await a.locator('.unit-row__name').count()).toBe(20);
  });
});

describe('a build opened on lists a newer build saved', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newAppPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Every key the app keeps, with its text. */
  const stored = () =>
    page.evaluate(() =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((key) => key.startsWith('muster:'))
          .map((key) => [key, localStorage.getItem(key)]),
      ),
    );

  it('leaves them byte for byte as they were, says so, and saves nothing over them', async () => {
    await page.goto(inject('appUrl'));
    await createList(page, raidersList);
    const saved = await savedLists(page);
    // What a build of format 2 might write: this build knows format 1.
    const newer = JSON.stringify({ ...saved, version: 2, state: { ...saved.state, shelves: [] } }, null, 1);
    await page.evaluate((text) => localStorage.setItem('muster:rosters', text), newer);
    const before = await stored();

    await page.goto(inject('appUrl'));
    await page.reload();
    const notice = page.getByRole('alert', { name: 'Saved by a newer version of Muster' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(
      /nothing is saved over them: they were saved by a newer version of Muster \(format 2/,
    );
    await page.screenshot({ path: join(ARTIFACTS, 'saved-by-newer-version.png') });

    await createList(page, { ...raidersList, name: 'Made in the old build' });
    expect(await notice.innerText()).toMatch(/Not saved: “Made in the old build”/);
    // Leaving asks first, since that list is only in this tab.
    const asked: string[] = [];
    page.once('dialog', (dialog) => void (asked.push(dialog.type()), dialog.accept()));
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await notice.waitFor();
    expect(await stored()).toEqual(before);
  });
});
