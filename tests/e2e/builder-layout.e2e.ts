import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList, editor, selectUnit, setSize } from './builder-page';

/** The builder's columns scroll on their own; the page around them never does. */
describe('the builder on a desktop', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the page the height of the screen while a long unit editor is open', async () => {
    await createList(page, { name: 'Long editor', faction: 'Drukhari', detachment: 'Realspace Raiders' });
    await addUnit(page, 'Wracks');
    await setSize(page, 10);
    await expect(page.evaluate(() => document.scrollingElement?.scrollHeight)).resolves.toBe(900);
    await page.mouse.move(700, 20);
    await page.mouse.wheel(0, 1500);
    await expect(page.evaluate(() => document.scrollingElement?.scrollTop)).resolves.toBe(0);
  });

  it('keeps the page the height of the screen with a notice above the builder', async () => {
    // A copy of saved data Muster could not read, listed above every page until the player deals with it.
    await page.evaluate(() => localStorage.setItem('muster:rosters:unreadable:e2e', 'not a list'));
    await page.reload();
    await page.getByText('Saved data Muster could not read').waitFor();
    await page.locator('.unit-row').first().waitFor();
    await expect(page.evaluate(() => document.scrollingElement?.scrollHeight)).resolves.toBe(900);
    await page.evaluate(() => localStorage.removeItem('muster:rosters:unreadable:e2e'));
    await page.reload();
    await page.locator('.unit-row').first().waitFor();
  });

  it('opens a unit at the top of the right-hand panel after a datasheet was scrolled down', async () => {
    const wracks = /\/unit\/([^/]+)$/.exec(page.url())?.[1] ?? '';
    await page.getByRole('button', { name: 'Datasheet', exact: true }).click();
    await page.waitForURL((url) => url.hash.includes('/datasheet/'));
    await editor(page).evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
    await expect(editor(page).evaluate((panel) => panel.scrollTop)).resolves.toBeGreaterThan(0);
    await selectUnit(page, wracks);
    await expect(editor(page).evaluate((panel) => panel.scrollTop)).resolves.toBe(0);
    await expect(editor(page).getByRole('group', { name: 'Unit size' }).isVisible()).resolves.toBe(true);
  });
});
