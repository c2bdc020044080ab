import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList, editor, setSize, setWargearCount } from './builder-page';
import { ARTIFACTS, COLOR_SCHEMES } from './screenshots';

describe('unit editor', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  const units: { name: string; url: string }[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser();
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    const drukhari = await createList(page, { name: 'Raiders', faction: 'Drukhari', detachment: 'Realspace Raiders' });
    const ravager = await addUnit(page, 'Ravager');
    for (let i = 0; i < 2; i++)
      await editor(page).getByRole('button', { name: 'One more Disintegrator Cannon (Ravager)' }).click();
    units.push({ name: 'ravager', url: `${inject('appUrl')}#/list/${drukhari}/unit/${ravager}` });
    const wracks = await addUnit(page, 'Wracks');
    await setSize(page, 10);
    await editor(page)
      .getByRole('button', { name: /^One more Hexrifle/ })
      .click();
    units.push({ name: 'wracks', url: `${inject('appUrl')}#/list/${drukhari}/unit/${wracks}` });
    await page.goto(inject('appUrl'));
    const aeldari = await createList(page, { name: 'Warhost', faction: 'Aeldari', detachment: 'Warhost' });
    const walkers = await addUnit(page, 'War Walkers');
    await setSize(page, 2);
    await setWargearCount(page, /^Bright Lance/, 2);
    await editor(page)
      .getByRole('button', { name: /^One more Scatter Laser/ })
      .click();
    units.push({ name: 'war-walkers', url: `${inject('appUrl')}#/list/${aeldari}/unit/${walkers}` });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [390, 1440]) {
    for (const scheme of COLOR_SCHEMES) {
      it(`shows the wargear of a Ravager, War Walkers and Wracks at ${width} px in ${scheme}`, async () => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const found: string[] = [];
        for (const unit of units) {
          await page.goto(unit.url);
          await editor(page).getByRole('group', { name: 'Wargear' }).waitFor();
          await page.screenshot({ path: join(ARTIFACTS, `editor-${unit.name}-${width}-${scheme}.png`) });
          await editor(page)
            .getByRole('group', { name: 'Wargear' })
            .screenshot({ path: join(ARTIFACTS, `editor-${unit.name}-wargear-${width}-${scheme}.png`) });
          found.push(...(await seriousViolations(page)).map((v) => `${unit.name}: ${v}`));
        }
        expect(found).toEqual([]);
      });
    }
  }
});
