import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList, savedLists, savedRoster } from './builder-page';
import { ARTIFACTS, SCREEN_SIZES } from './screenshots';

/*
 * Issue 12: nothing lost. Two tabs of the app editing the same lists, a browser whose storage is full, and 3 MB of
 * damaged saved data: each is said on screen, and no list is lost. The notices are saved as screenshots at phone
 * and desktop width, and scanned with axe-core.
 */

const raidersList = { name: 'Raiders', faction: 'Drukhari', detachment: 'Realspace Raiders' };

/** The notice at phone and desktop width, saved as screenshots and scanned with axe. */
async function screenshots(page: Page, name: string, notice: Locator): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, `${name}-${size.width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function unitNames(page: Page): Promise<string[]> {
  return page.locator('.unit-row__name').allInnerTexts();
}

beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
});

describe('two tabs of the app', () => {
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

  it('keep every unit added to one list: Archon and Incubi in one tab, then Wracks in the other', async () => {
    await a.goto(inject('appUrl'));
    const rosterId = await createList(a, raidersList);
    await b.goto(`${inject('appUrl')}#/list/${rosterId}`);
    await b.getByRole('heading', { level: 1, name: 'Raiders' }).waitFor();

    await addUnit(a, 'Archon');
    await addUnit(a, 'Incubi');
    // The other tab follows: the list shows both units, and says it was changed elsewhere.
    const notice = b.getByRole('status', { name: 'This list was changed in another tab' });
    await notice.waitFor();
    await b.locator('.unit-row__name', { hasText: 'Incubi' }).waitFor();
    await screenshots(b, 'saved-data-changed-elsewhere', notice);

    await addUnit(b, 'Wracks');
    await a.locator('.unit-row__name', { hasText: 'Wracks' }).waitFor();
    await a.reload();
    await a.getByRole('heading', { level: 1, name: 'Raiders' }).waitFor();
    expect((await unitNames(a)).sort()).toEqual(['Archon', 'Incubi', 'Wracks']);
  });

  it('keep a list created in one tab when the other tab, opened before it, edits another list', async () => {
    const [first] = (await savedLists(a)).state.rosters;
    await a.goto(inject('appUrl'));
    await createList(a, { ...raidersList, name: 'Second' });
    await addUnit(b, 'Wracks');

    await a.goto(inject('appUrl'));
    await a.reload();
    await a.getByRole('heading', { level: 1, name: 'Your lists' }).waitFor();
    const names = (await savedLists(a)).state.rosters.map((r) => r.roster.name);
    expect(names.sort()).toEqual(['Raiders', 'Second']);
    expect(((await savedRoster(a, first!.roster.id)) as { units: unknown[] }).units).toHaveLength(4);
  });
});

describe('a browser whose storage is full', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newAppPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says the change is not saved and which list, keeps it on screen, downloads it, and saves it once there is room', async () => {
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, { ...raidersList, name: 'Full house' });
    await addUnit(page, 'Archon');
    const fillers = await page.evaluate(() => {
      let size = 1 << 20;
      let count = 0;
      while (size >= 1) {
        try {
          localStorage.setItem(`filler-${count}`, 'x'.repeat(size));
          count += 1;
        } catch {
          size = Math.floor(size / 2);
        }
      }
      return count;
    });
    expect(fillers).toBeGreaterThan(4);

    await addUnit(page, 'Wracks');
    const notice = page.getByRole('alert', { name: 'Your changes are not saved' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/storage for Muster is full[\s\S]*Not saved: “Full house”/);
    expect(await unitNames(page)).toEqual(['Archon', 'Wracks']);
    // The list itself, not the unit: on a phone the unit is a sheet over the notice.
    await page.evaluate((id) => (window.location.hash = `#/list/${id}`), rosterId);
    await screenshots(page, 'saved-data-storage-full', notice);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      notice.getByRole('button', { name: 'Download “Full house”' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Full house.json');
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as { units: { datasheetId: string }[] };
    expect(file.units.map((u) => u.datasheetId)).toEqual(['archon', 'wracks']);

    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('filler-'))
        .forEach((key) => localStorage.removeItem(key)),
    );
    await notice.getByRole('button', { name: 'Try again' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Full house' }).waitFor();
    expect(
      ((await savedRoster(page, rosterId)) as { units: { datasheetId: string }[] }).units.map((u) => u.datasheetId),
    ).toEqual(['archon', 'wracks']);
  });
});

describe('3 MB of damaged saved data', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newAppPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is listed until it is downloaded, never written over before, and the lists are saved again after', async () => {
    await page.goto(inject('appUrl'));
    await createList(page, raidersList);
    await addUnit(page, 'Wracks');
    const entry = JSON.stringify((await savedLists(page)).state.rosters[0]);
    // Lists JSON cut off part-way: about 3 MB, more than the copies of unreadable data may take.
    const whole = `{"state":{"rosters":[${Array.from({ length: Math.ceil(3_000_000 / entry.length) }, () => entry).join(',')}]},"version":1}`;
    const damaged = whole.slice(0, 2_950_000);
    await page.evaluate((text) => localStorage.setItem('muster:rosters', text), damaged);
    await page.goto(inject('appUrl'));
    await page.reload();

    const setAside = page.getByRole('alert', { name: 'Saved data Muster could not read' });
    await setAside.waitFor();
    expect(await setAside.innerText()).toMatch(
      /We could not read saved lists: the saved data is not valid JSON\.[\s\S]*No copy of it \(3 MB\) fits/,
    );
    await screenshots(page, 'saved-data-damaged', setAside);

    await createList(page, { ...raidersList, name: 'After the damage' });
    const notSaved = page.getByRole('alert', { name: 'Your changes are not saved' });
    await notSaved.waitFor();
    expect(await notSaved.innerText()).toMatch(
      /could not read is where your lists are saved[\s\S]*Not saved: “After the damage”/,
    );
    await screenshots(page, 'saved-data-damaged-not-saved', notSaved);
    expect(await page.evaluate((text) => localStorage.getItem('muster:rosters') === text, damaged)).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      setAside.getByRole('button', { name: 'Download and remove' }).click(),
    ]);
    expect(readFileSync(await download.path(), 'utf8') === damaged).toBe(true);
    await setAside.waitFor({ state: 'detached' });
    await notSaved.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'After the damage' }).waitFor();
    expect((await savedLists(page)).state.rosters.map((r) => r.roster.name)).toEqual(['After the damage']);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
