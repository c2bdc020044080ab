import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, chooseEnhancement, chooseFaction, createList, makeWarlord } from './builder-page';
import { ARTIFACTS, COLOR_SCHEMES, SCREEN_SIZES } from './screenshots';

/*
 * Issue 21's changed views at phone and desktop size, light and dark, saved in test-artifacts/ and scanned with
 * axe-core: the Imperial Knights allowance said once, a detachment change's notice with its one action, the share
 * dialog with its QR code, a datasheet with its core rules behind their names, and the new-list form's default name.
 */
describe('views changed for issue 21', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let listUrl = '';

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser();
    page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, {
      name: 'Wings of Baal',
      faction: 'Blood Angels',
      detachment: 'Liberator Assault Group',
    });
    listUrl = `${inject('appUrl')}#/list/${rosterId}`;
    await addUnit(page, 'Captain');
    await makeWarlord(page);
    await chooseEnhancement(page, 'Icon of the Angel');
    for (let i = 0; i < 4; i += 1) await addUnit(page, 'Armiger Helverin');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const shoot = async (name: string, size: string, scheme: string, found: string[]) => {
    await page.screenshot({ path: join(ARTIFACTS, `i21-${name}-${size}-${scheme}.png`) });
    found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
  };

  for (const size of SCREEN_SIZES) {
    for (const scheme of COLOR_SCHEMES) {
      it(`shows them at ${size.width}×${size.height} in ${scheme} with no serious accessibility violations`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const found: string[] = [];

        await page.goto(listUrl);
        await page.getByRole('heading', { level: 1, name: 'Wings of Baal' }).waitFor();
        const detachment = page.locator('.roster-header').getByLabel('Detachment');
        await detachment.selectOption({ label: 'Gladius Task Force' });
        const notice = page.getByRole('status', { name: 'Some choices no longer apply' });
        await notice.getByRole('button', { name: 'Remove the Enhancement this detachment does not have' }).waitFor();
        await page.locator('.builder__roster').evaluate((roster) => roster.scrollTo(0, 0));
        await shoot('notice', size.name, scheme, found);
        await detachment.selectOption({ label: 'Liberator Assault Group' });
        await page.getByRole('button', { name: 'Show issues' }).click();
        await page
          .getByText('Imperial Knights allies: 1 TITANIC unit or up to 3 ARMIGER units; this army has 4 ARMIGER units.')
          .first()
          .waitFor();
        await shoot('allowance', size.name, scheme, found);

        await page.goto(listUrl);
        await page.getByRole('button', { name: 'Share', exact: true }).click();
        await page.getByRole('button', { name: 'Show QR code' }).click();
        await page.getByRole('img', { name: 'QR code of the share link' }).waitFor();
        await shoot('share', size.name, scheme, found);
        await page.getByRole('dialog', { name: 'Share list' }).getByRole('button', { name: 'Close' }).click();

        await page.goto(`${listUrl}/datasheet/captain`);
        await page.getByRole('list', { name: 'Core abilities' }).waitFor();
        await shoot('datasheet', size.name, scheme, found);

        await page.goto(inject('appUrl'));
        await page.getByRole('button', { name: 'New list' }).click();
        await chooseFaction(page, 'Blood Angels');
        await page.getByRole('button', { name: 'Create list' }).waitFor();
        expect(await page.getByLabel('Name', { exact: true }).getAttribute('placeholder')).toBe('Blood Angels 2000');
        await shoot('new-list', size.name, scheme, found);
        expect(found).toEqual([]);
      });
    }
  }
});
