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
  setSize,
  setWargearCount,
} from './builder-page';
import { ARTIFACTS, COLOR_SCHEMES, SCREEN_SIZES } from './screenshots';

/*
 * Issue 4 scenario 5: every main view at phone and desktop size, light and dark, saved as screenshots in
 * test-artifacts/, and scanned with axe-core: no serious or critical violations.
 */
describe('screens', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let listUrl = '';
  let wracksId = '';

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser();
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, {
      name: 'Kabal of the Poisoned Tongue',
      faction: 'Drukhari',
      detachment: 'Realspace Raiders',
    });
    listUrl = `${inject('appUrl')}#/list/${rosterId}`;
    await addUnit(page, 'Kabalite Warriors');
    await addUnit(page, 'Archon');
    await makeWarlord(page);
    await chooseEnhancement(page, 'Labyrinthine Cunning');
    await attachTo(page, 'Kabalite Warriors');
    await addUnit(page, 'Troupe');
    await addUnit(page, 'Drazhar');
    await addUnit(page, 'Drazhar');
    wracksId = await addUnit(page, 'Wracks');
    await setSize(page, 10);
    await setWargearCount(page, /^Hexrifle and Torturer/, 1);
    // A second list, so the lists page shows more than one card.
    await page.goto(inject('appUrl'));
    await createList(page, { name: 'Haemonculus coven', faction: 'Drukhari', detachment: 'Covenite Coterie' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const views = [
    { name: 'lists', url: () => inject('appUrl'), ready: 'Your lists' },
    { name: 'builder', url: () => listUrl, ready: 'Kabal of the Poisoned Tongue' },
    { name: 'catalogue', url: () => `${listUrl}/add`, ready: 'Kabal of the Poisoned Tongue' },
    { name: 'unit', url: () => `${listUrl}/unit/${wracksId}`, ready: 'Kabal of the Poisoned Tongue' },
    { name: 'datasheet', url: () => `${listUrl}/datasheet/wracks`, ready: 'Kabal of the Poisoned Tongue' },
  ] as const;

  for (const size of SCREEN_SIZES) {
    for (const scheme of COLOR_SCHEMES) {
      it(`shows every view at ${size.width}×${size.height} in ${scheme} with no serious accessibility violations`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const found: string[] = [];
        for (const view of views) {
          await page.goto(view.url());
          await page.getByRole('heading', { level: 1, name: view.ready }).waitFor();
          await page.screenshot({
            path: join(ARTIFACTS, `${view.name}-${size.name}-${scheme}.png`),
            fullPage: view.name === 'lists',
          });
          found.push(...(await seriousViolations(page)).map((v) => `${view.name}: ${v}`));
        }
        expect(found).toEqual([]);
      });
    }
  }
});
