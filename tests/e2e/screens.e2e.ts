import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from './browser';
import { addUnit, attachTo, chooseEnhancement, createList, makeWarlord, setSize, setWargearCount } from './builder-page';

/*
 * Issue 4 scenario 5: every main view at phone and desktop size, light and dark, saved as screenshots in
 * test-artifacts/, and scanned with axe-core: no serious or critical violations.
 */
const artifacts = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const sizes = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const schemes = ['light', 'dark'] as const;

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe('screens', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  let listUrl = '';
  let wracksId = '';

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, { name: 'Kabal of the Poisoned Tongue', faction: 'Drukhari', detachment: 'Realspace Raiders' });
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

  for (const size of sizes) {
    for (const scheme of schemes) {
      it(`shows every view at ${size.width}×${size.height} in ${scheme} with no serious accessibility violations`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const found: string[] = [];
        for (const view of views) {
          await page.goto(view.url());
          await page.getByRole('heading', { level: 1, name: view.ready }).waitFor();
          await page.screenshot({ path: join(artifacts, `${view.name}-${size.name}-${scheme}.png`), fullPage: view.name === 'lists' });
          found.push(...(await seriousViolations(page)).map((v) => `${view.name}: ${v}`));
        }
        expect(found).toEqual([]);
      });
    }
  }
});
