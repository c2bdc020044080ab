import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readGameData } from '../../src/cli/load-data';
import { writeList } from '../../src/domain/codecs/write-list';
import { withoutUncheckedUnits } from '../../src/testing/every-limit-checked';
import { exampleRoster } from '../../src/testing/example-lists';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { ARTIFACTS, COLOR_SCHEMES, SCREEN_SIZES } from './screenshots';

/*
 * Issue 19's organiser mode in the browser: three files dropped on the "Check many lists" page (a legal list, one
 * over its points, a photo saved as .txt) become three rows, one opens in the import report, and the table
 * downloads as CSV. The page is looked at on a phone and a desktop, light and dark, and scanned with axe.
 */
const drukhari = readGameData('drukhari');
const files = [
  {
    name: 'anna.txt',
    // Without the Incubi, whose limit Muster cannot check yet: a legal list.
    bytes: [
      ...new TextEncoder().encode(
        writeList(withoutUncheckedUnits(exampleRoster('drukhari', drukhari), drukhari), drukhari, 'gw', 'e2e'),
      ),
    ],
  },
  {
    name: 'carl.txt',
    bytes: [
      ...readFileSync(
        join(import.meta.dirname, '..', 'fixtures', 'text', 'samples', '01_gwapp10_worldeaters_v1.40.1.txt'),
      ),
    ],
  },
  { name: 'photo.txt', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52] },
];

/** Drops `files` on the page's drop zone, as a file manager would. */
async function dropFiles(page: Page): Promise<void> {
  const dataTransfer = await page.evaluateHandle((dropped) => {
    const transfer = new DataTransfer();
    for (const file of dropped)
      transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: 'text/plain' }));
    return transfer;
  }, files);
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
}

async function checkThreeFiles(page: Page): Promise<void> {
  await page.goto(inject('appUrl'));
  await page.getByRole('link', { name: 'Check many lists' }).click();
  await page.getByRole('heading', { name: 'Check many lists' }).waitFor();
  await dropFiles(page);
  await page.getByText('3 files: anna.txt, carl.txt, photo.txt').waitFor();
  await page.getByRole('button', { name: 'Check lists' }).click();
  await page.getByText('3 lists: 1 legal, 1 illegal, 1 unreadable.').waitFor();
}

describe('the Check many lists page', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(join(ARTIFACTS, 'check-lists'), { recursive: true });
    browser = await launchBrowser({ serviceWorkers: 'block' });
    page = await newAppPage(browser);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('checks three dropped files into three rows and downloads them as CSV', async () => {
    await checkThreeFiles(page);
    const rows = page.getByRole('table', { name: /Lists checked/ }).locator('tbody tr');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).getByText('Legal', { exact: true }).count()).toBe(1);
    expect(await rows.nth(1).getByText('Not legal: 1 error', { exact: true }).count()).toBe(1);
    expect(
      await rows
        .nth(2)
        .getByText(/binary file/)
        .count(),
    ).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lists-checked.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^File,Name,Format,Faction,Detachment,Points,Points limit,Battle size,Verdict,/);
    expect(lines.slice(1).map((line) => [line.split(',')[0], line.split(',')[8]])).toEqual([
      ['anna.txt', 'Legal'],
      ['carl.txt', 'Not legal: 1 error'],
      ['photo.txt', 'Unreadable'],
    ]);
  });

  it('opens a row in the import report', async () => {
    await page.getByRole('button', { name: 'carl.txt' }).click();
    const dialog = page.getByRole('dialog', { name: 'carl.txt' });
    await dialog.getByRole('heading', { name: 'What was read' }).waitFor();
    expect(await dialog.getByText('Chainblades go BRRRR').count()).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'check-lists', 'report-desktop-light.png') });
    await dialog.getByRole('button', { name: 'Change the text' }).click();
    await dialog.waitFor({ state: 'detached' }).catch(() => dialog.waitFor({ state: 'hidden' }));
  });

  for (const size of SCREEN_SIZES) {
    for (const scheme of COLOR_SCHEMES) {
      it(`reads well and passes axe on a ${size.name} in ${scheme}`, async () => {
        const sized = await launchBrowser({
          colorScheme: scheme,
          viewport: { width: size.width, height: size.height },
          serviceWorkers: 'block',
        });
        try {
          const sizedPage = await newAppPage(sized);
          await checkThreeFiles(sizedPage);
          await sizedPage.screenshot({
            path: join(ARTIFACTS, 'check-lists', `${size.name}-${scheme}.png`),
            fullPage: true,
          });
          expect(await seriousViolations(sizedPage)).toEqual([]);
          const width = await sizedPage.evaluate(() => document.documentElement.scrollWidth);
          expect(width).toBeLessThanOrEqual(size.width);
        } finally {
          await sized.close();
        }
      });
    }
  }
});
