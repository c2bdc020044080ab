import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList, editor } from './builder-page';
import { ARTIFACTS, SCREEN_SIZES } from './screenshots';

/**
 * Issue 18: Pantheon of Woe makes a C'tan Shard of the Deceiver (310 pts) take the Singularity Matrix (55 pts), so it
 * costs 365 there; the unit editor says what the 55 pts are.
 */
describe('a Pantheon of Woe list', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newAppPage(browser);
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const size of SCREEN_SIZES) {
    it(`shows the C'tan's surcharge in its cost and says why, at ${size.width} px`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(inject('appUrl'));
      await createList(page, { name: `Pantheon ${size.name}`, faction: 'Necrons', detachment: 'Pantheon of Woe' });
      await addUnit(page, "C'tan Shard of the Deceiver");
      const unit = editor(page);
      await unit.getByText('Includes Singularity Matrix (+55 pts), which Pantheon of Woe makes it take.').waitFor();
      expect(await unit.locator('.unit-editor__points').innerText()).toBe('365 pts');
      await page.screenshot({ path: join(ARTIFACTS, `pantheon-of-woe-surcharge-${size.name}.png`) });
    });
  }
});
