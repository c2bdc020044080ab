import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import {
  addUnit,
  attachTo,
  chooseEnhancement,
  createList,
  makeWarlord,
  points,
  savedRoster,
  setSize,
  setWargearCount,
} from './builder-page';
import { ARTIFACTS, COLOR_SCHEMES, SCREEN_SIZES } from './screenshots';

/*
 * Issue 5 in the browser: a share link copied from the app opens the same list in a fresh profile; a GW app text
 * list pasted into import gives the same roster; a tampered link says so. Then the export dialog, the import
 * report, the shared list and the print preview at phone and desktop size, screenshotted and scanned with axe-core.
 */

/** Each unit of the open list as "name: points", in the order the page shows them. */
async function builderUnits(page: Page): Promise<string[]> {
  const rows = page.locator('.builder__roster .unit-row__button');
  return rows.evaluateAll((buttons) =>
    buttons.map(
      (b) =>
        `${b.querySelector('.unit-row__name')?.textContent?.replace(/^Leader: /, '')}: ${b.querySelector('.unit-row__points')?.textContent}`,
    ),
  );
}

async function sharedUnits(page: Page): Promise<string[]> {
  const heads = page.locator('.read-only-unit__head');
  return heads.evaluateAll((hs) =>
    hs.map((h) => `${h.firstElementChild?.textContent}: ${h.lastElementChild?.textContent}`),
  );
}

type SavedUnit = { id: string; datasheetId: string; attachedToUnitId: string | null };

/** A roster's units as a player reads them: order and unit ids aside, a leader named by the datasheet it leads. */
function unitsOf(roster: unknown): string[] {
  const { units } = roster as { units: SavedUnit[] };
  return units
    .map(({ id: _id, attachedToUnitId, ...unit }) =>
      JSON.stringify({ ...unit, leads: units.find((u) => u.id === attachedToUnitId)?.datasheetId ?? null }),
    )
    .sort();
}

/** What a roster is, without the ids a copy gets anew. */
function content(roster: unknown): unknown {
  const { id: _id, ...rest } = roster as { id: string };
  return rest;
}

async function exportedText(page: Page, format: string): Promise<string> {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export list' });
  await dialog.getByRole('radio', { name: format, exact: true }).check();
  const text = await dialog.getByLabel('Preview').inputValue();
  await dialog.getByRole('button', { name: 'Close Export list' }).click();
  return text;
}

async function readInImport(page: Page, text: string): Promise<void> {
  await page.goto(inject('appUrl'));
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a list' });
  await dialog.getByLabel('List or share link').fill(text);
  await dialog.getByRole('button', { name: 'Read list' }).click();
  await dialog.getByRole('heading', { name: 'What was read' }).waitFor();
}

describe('export, share, import and print in the browser', () => {
  let sender: LaunchedBrowser;
  let page: Page;
  let rosterId = '';
  let listUrl = '';
  let link = '';

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    sender = await launchBrowser();
    await sender.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(inject('appUrl')).origin,
    });
    page = await newAppPage(sender);
    await page.goto(inject('appUrl'));
    rosterId = await createList(page, {
      name: 'Kabal of the Shared Blade',
      faction: 'Drukhari',
      detachment: 'Realspace Raiders',
    });
    listUrl = `${inject('appUrl')}#/list/${rosterId}`;
    await addUnit(page, 'Kabalite Warriors');
    await addUnit(page, 'Archon');
    await makeWarlord(page);
    await chooseEnhancement(page, 'Labyrinthine Cunning');
    await attachTo(page, 'Kabalite Warriors');
    await addUnit(page, 'Wracks');
    await setSize(page, 10);
    await setWargearCount(page, /^Hexrifle and Torturer/, 1);
    await addUnit(page, 'Troupe');
    await addUnit(page, 'Ravager');
  });
  afterAll(async () => {
    await sender?.close();
  });

  it('copies the share link from the Share dialog', async () => {
    await page.goto(listUrl);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share list' });
    link = await dialog.getByLabel('Share link').inputValue();
    expect(link.startsWith(`${inject('appUrl')}#/share/`)).toBe(true);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(false);
  });

  it('opens the link in a fresh profile: the same list and points, read-only, and saves a copy', async () => {
    const expectedUnits = (await builderUnits(page)).sort();
    const expectedPoints = await points(page);
    const original = await savedRoster(page, rosterId);

    const receiver = await launchBrowser();
    try {
      const other = await newAppPage(receiver);
      await other.goto(link);
      await other.getByRole('heading', { level: 1, name: 'Kabal of the Shared Blade' }).waitFor();
      await other.getByText('Shared list, read-only.').waitFor();
      expect((await sharedUnits(other)).sort()).toEqual(expectedUnits);
      expect(await other.locator('.shared-list__head .points-bar__value').first().innerText()).toBe(
        `${expectedPoints.used} / ${expectedPoints.limit} pts`,
      );
      await expect(other.getByRole('button', { name: 'Add units' }).count()).resolves.toBe(0);
      await expect(other.getByRole('combobox').count()).resolves.toBe(0);

      await other.getByRole('button', { name: 'Save a copy' }).click();
      await other.waitForURL((url) => /^#\/list\/[^/]+$/.test(url.hash));
      await other.getByRole('heading', { level: 1, name: 'Kabal of the Shared Blade' }).waitFor();
      expect(await points(other)).toEqual(expectedPoints);
      const copyId = /#\/list\/([^/]+)/.exec(other.url())?.[1] ?? '';
      expect(content(await savedRoster(other, copyId))).toEqual(content(original));
    } finally {
      await receiver.close();
    }
  });

  it('imports the GW app text of the list as a new list with the same units and points', async () => {
    await page.goto(listUrl);
    await page.getByRole('heading', { level: 1, name: 'Kabal of the Shared Blade' }).waitFor();
    const expectedPoints = await points(page);
    const original = await savedRoster(page, rosterId);
    const text = await exportedText(page, 'GW app');
    expect(text.startsWith(`Kabal of the Shared Blade (${expectedPoints.used} points)`)).toBe(true);

    await readInImport(page, text);
    const dialog = page.getByRole('dialog', { name: 'Import a list' });
    await dialog.getByText('Everything in the text was imported as written.').waitFor();
    await dialog.getByRole('button', { name: 'Import as new list' }).click();
    await page.waitForURL((url) => /^#\/list\/[^/]+$/.test(url.hash) && !url.hash.includes(rosterId));
    await page.getByRole('heading', { level: 1, name: 'Kabal of the Shared Blade' }).waitFor();
    expect(await points(page)).toEqual(expectedPoints);
    const importedId = /#\/list\/([^/]+)/.exec(page.url())?.[1] ?? '';
    expect(unitsOf(await savedRoster(page, importedId))).toEqual(unitsOf(original));
  });

  it('says a tampered link cannot be opened and leads back to the lists', async () => {
    const payloadStart = link.indexOf('#/share/') + '#/share/'.length + 4;
    const flipped = link[payloadStart] === 'A' ? 'B' : 'A';
    await page.goto(`${link.slice(0, payloadStart)}${flipped}${link.slice(payloadStart + 1)}`);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This share link cannot be opened' }).waitFor();
    await alert.getByRole('link', { name: 'Back to your lists' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your lists' }).waitFor();
  });

  it('prints the army on a page of its own, then the units with their datasheets, several to a page', async () => {
    await page.goto(`${listUrl}/print`);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    const units = await page.locator('.print-unit').count();
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(units).toBe(5);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThan(1 + units);
  });

  for (const size of SCREEN_SIZES) {
    for (const scheme of COLOR_SCHEMES) {
      it(`shows export, import report, shared list, a broken link and print preview at ${size.width}×${size.height} in ${scheme} with no serious accessibility violations`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.emulateMedia({ media: 'screen', colorScheme: scheme, reducedMotion: 'reduce' });
        const shot = (name: string, fullPage = false) =>
          page.screenshot({ path: join(ARTIFACTS, `${name}-${size.name}-${scheme}.png`), fullPage });
        const found: string[] = [];
        const scan = async (view: string) => found.push(...(await seriousViolations(page)).map((v) => `${view}: ${v}`));

        await page.goto(listUrl);
        await page.getByRole('button', { name: 'Export' }).click();
        await page.getByRole('dialog', { name: 'Export list' }).getByLabel('Preview').waitFor();
        await shot('export-dialog');
        await scan('export dialog');

        const gw = await page.getByRole('dialog', { name: 'Export list' }).getByLabel('Preview').inputValue();
        const withProblems = gw
          .replace('Kabalite Warriors (', 'Kabalite Wariors (')
          .replace('\nBATTLELINE\n', '\nBATTLELINE\n\nSpace Marine Captain (80 points)\n');
        await readInImport(page, withProblems);
        await shot('import-report');
        await scan('import report');

        await page.goto(link);
        await page.getByText('Shared list, read-only.').waitFor();
        await shot('shared-list', true);
        await scan('shared list');

        await page.goto(link.slice(0, -8));
        await page.getByRole('heading', { name: 'This share link cannot be opened' }).waitFor();
        await shot('shared-link-error');
        await scan('shared link error');

        await page.goto(`${listUrl}/print`);
        await page.getByRole('button', { name: 'Print' }).waitFor();
        await shot('print-view');
        await page.emulateMedia({ media: 'print' });
        await shot('print-preview', true);
        await page.emulateMedia({ media: 'screen' });
        await scan('print view');

        expect(found).toEqual([]);
      });
    }
  }
});
