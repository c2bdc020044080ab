import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList, editor, makeWarlord, selectUnit, setSize } from './builder-page';

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

  it('fills the width of the screen when a list is opened and when its battle size changes', async () => {
    // The builder's main area sits in a column as tall as the screen; it must stretch across it, not shrink to its
    // content and centre itself. A legal list has no long issue text to hold it wide: the roster column went from
    // 631 to 399 px and the Detachment and Battle size fields stacked.
    const columns = () =>
      page.evaluate(() =>
        ['main', '.builder__catalogue', '.builder__roster', '.builder__detail'].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().width ?? 0,
        ),
      );
    await page.getByRole('link', { name: 'Lists', exact: true }).click();
    await createList(page, { name: 'Wide builder', faction: 'Blood Angels', detachment: 'Liberator Assault Group' });
    await addUnit(page, 'Captain');
    await makeWarlord(page);
    await page.locator('.builder__roster .badge--ok').first().waitFor();
    const built = await columns();
    expect(built[0]).toBe(1440);
    await page.getByRole('link', { name: 'Lists', exact: true }).click();
    await page.getByRole('link', { name: 'Wide builder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wide builder' }).waitFor();
    await expect(columns()).resolves.toEqual(built);
    await page.locator('.roster-header').getByLabel('Battle size').selectOption({ label: 'Onslaught (3000 pts)' });
    await page.locator('.points-bar__value', { hasText: '/ 3000' }).first().waitFor();
    await expect(columns()).resolves.toEqual(built);
  });
});
