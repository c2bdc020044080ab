import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList } from './builder-page';
import { ARTIFACTS, COLOR_SCHEMES, SCREEN_SIZES } from './screenshots';

/*
 * Issue 21: the views this change touched, at phone and desktop size, light and dark, saved in test-artifacts/ and
 * scanned with axe-core: a Blood Angels roster (on a phone, with its bar at the foot of the screen), its catalogue
 * with the chapter's own datasheets marked and first, a bodyguard's editor offering its Leader, and a skip link.
 */
describe('the quicker builder, looked at', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let listUrl = '';
  let squadId = '';

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser();
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, {
      name: 'Angels of Death',
      faction: 'Blood Angels',
      detachment: 'The Lost Brethren',
    });
    listUrl = `${inject('appUrl')}#/list/${rosterId}`;
    for (const unit of [
      'Intercessor Squad',
      'Assault Intercessor Squad',
      'Baal Predator',
      'Sanguinary Guard',
      'Death Company Dreadnought',
      'Land Raider',
      'Chaplain',
    ])
      await addUnit(page, unit);
    squadId = await addUnit(page, 'Death Company Marines with Jump Packs');
    await addUnit(page, 'Lemartes');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const views = [
    { name: 'chapter-builder', url: () => listUrl, fullPage: false },
    { name: 'chapter-catalogue', url: () => `${listUrl}/add`, fullPage: false },
    { name: 'bodyguard-unit', url: () => `${listUrl}/unit/${squadId}`, fullPage: false },
  ] as const;

  for (const size of SCREEN_SIZES) {
    for (const scheme of COLOR_SCHEMES) {
      it(`shows them at ${size.width}×${size.height} in ${scheme} with no serious accessibility violations`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const found: string[] = [];
        for (const view of views) {
          await page.goto(view.url());
          await page.getByRole('heading', { level: 1, name: 'Angels of Death' }).waitFor();
          if (view.name === 'chapter-catalogue') await page.locator('.tag--chapter').first().waitFor();
          if (view.name === 'bodyguard-unit')
            await page.getByRole('button', { name: 'Attach Lemartes' }).scrollIntoViewIfNeeded();
          if (view.name === 'chapter-builder' && size.name === 'phone')
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
          await page.screenshot({
            path: join(ARTIFACTS, `${view.name}-${size.name}-${scheme}.png`),
            fullPage: view.fullPage,
          });
          found.push(...(await seriousViolations(page)).map((v) => `${view.name}: ${v}`));
        }
        if (size.name === 'desktop') {
          await page.goto(listUrl);
          await page.getByRole('heading', { level: 1, name: 'Angels of Death' }).waitFor();
          await page.getByRole('button', { name: 'Add Baal Predator', exact: true }).waitFor();
          // From the top of the page, the catalogue column's first skip link is a few Tabs on.
          for (
            let i = 0;
            i < 20 && !(await page.evaluate(() => document.activeElement?.classList.contains('column-skip__link')));
            i += 1
          ) {
            await page.keyboard.press('Tab');
          }
          await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to the roster');
          await page.screenshot({ path: join(ARTIFACTS, `skip-link-${size.name}-${scheme}.png`) });
          found.push(...(await seriousViolations(page)).map((v) => `skip link: ${v}`));
        }
        expect(found).toEqual([]);
      });
    }
  }
});
