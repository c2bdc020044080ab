import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, chooseFaction, createList } from './builder-page';
import { ARTIFACTS, COLOR_SCHEMES, SCREEN_SIZES } from './screenshots';

/*
 * Issue 14: the detachment's rules where it is chosen (the New list form, the builder's "About this detachment") and
 * the full rules one tap away on Wahapedia, at phone and desktop size, light and dark, scanned with axe.
 */
describe('rules where they are chosen', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let listUrl = '';

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser();
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, {
      name: 'Kabal of the Flayed Skull',
      faction: 'Drukhari',
      detachment: 'Realspace Raiders',
    });
    listUrl = `${inject('appUrl')}#/list/${rosterId}`;
    await addUnit(page, 'Wracks');
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openNewListForm(): Promise<void> {
    await page.goto(inject('appUrl'));
    await page.getByRole('heading', { level: 1, name: 'Your lists' }).waitFor();
    await page.getByRole('button', { name: 'New list' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Coven of the Twelve');
    await chooseFaction(page, 'Drukhari');
    await page.getByLabel('Detachment').selectOption({ label: 'Covenite Coterie' });
    await page.getByText('Rule:').waitFor();
  }

  async function openDetachmentDialog(): Promise<void> {
    await page.goto(listUrl);
    await page.getByRole('heading', { level: 1, name: 'Kabal of the Flayed Skull' }).waitFor();
    await page.getByRole('button', { name: 'About this detachment' }).click();
    await page.getByRole('dialog', { name: 'Realspace Raiders' }).waitFor();
  }

  async function openDatasheet(): Promise<void> {
    await page.goto(`${listUrl}/datasheet/wracks`);
    await page.getByRole('link', { name: 'Full rules on Wahapedia (opens in a new tab)' }).waitFor();
  }

  async function closeDialog(): Promise<void> {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }

  const views = [
    { name: 'new-list-detachment', open: openNewListForm, close: async () => undefined },
    { name: 'detachment-dialog', open: openDetachmentDialog, close: closeDialog },
    { name: 'datasheet-full-rules', open: openDatasheet, close: async () => undefined },
  ] as const;

  for (const size of SCREEN_SIZES) {
    for (const scheme of COLOR_SCHEMES) {
      it(`shows the detachment's rules and the full rules links at ${size.width}×${size.height} in ${scheme} with no serious accessibility violations`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const found: string[] = [];
        for (const view of views) {
          await view.open();
          await page.screenshot({ path: join(ARTIFACTS, `${view.name}-${size.name}-${scheme}.png`) });
          found.push(...(await seriousViolations(page)).map((v) => `${view.name}: ${v}`));
          await view.close();
        }
        expect(found).toEqual([]);
      });
    }
  }

  it('describes the chosen detachment in the New list form', async () => {
    await openNewListForm();
    const summary = page.locator('.detachment-summary');
    await expect(summary.innerText()).resolves.toMatch(/Rule: Stitchflesh Abominations\s+Enhancements: .*\(\d+ pts\)/);
  });

  it('lists the chosen detachment’s Enhancements with their costs and its Stratagems, and closes again', async () => {
    await openDetachmentDialog();
    const dialog = page.getByRole('dialog', { name: 'Realspace Raiders' });
    await expect(dialog.getByRole('heading', { name: 'Enhancements' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByText(/\(\d+ pts/).count()).resolves.toBeGreaterThan(0);
    await expect(dialog.getByRole('heading', { name: 'Stratagems' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(false);
    // Focus goes back to the button that opened it.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('About this detachment');
  });

  it('opens the full rules in a new tab that cannot reach back into the app, the list left as it was', async () => {
    // No network here: the site answers from a stand-in page.
    await browser.context.route('https://wahapedia.ru/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Wahapedia</title>' }),
    );
    await openDatasheet();
    const before = page.url();
    const [tab] = await Promise.all([
      browser.context.waitForEvent('page'),
      page.getByRole('link', { name: 'Full rules on Wahapedia (opens in a new tab)' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://wahapedia.ru/wh40k10ed/factions/drukhari/Wracks');
    await expect(tab.evaluate(() => window.opener)).resolves.toBeNull();
    expect(page.url()).toBe(before);
    await tab.close();
  });
});
