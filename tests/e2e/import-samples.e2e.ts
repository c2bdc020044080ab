import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readGameData, readManifest } from '../../src/cli/load-data';
import { writeList } from '../../src/domain/codecs/write-list';
import { importedListIssues } from '../../src/domain/codecs/text-import/import-issues';
import { readList, readListSource } from '../../src/domain/codecs/read-list';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { ARTIFACTS } from './screenshots';

/*
 * Issue 11 in the browser: real exports of the official app and of New Recruit, and Muster's own Chat and Markdown,
 * pasted into the import dialog. A list whose faction has data is read with every unit the snapshot has, every line
 * it does not have said as unread, and its issues under the verdict; a list of a faction without data says so. Each report is screenshotted.
 */
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'text');
const factions = readManifest().factions.map((f) => ({ id: f.id, name: f.name }));
const files = [
  ...readdirSync(join(fixtures, 'samples'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => join('samples', f)),
  ...readdirSync(join(fixtures, 'new-recruit')).map((f) => join('new-recruit', f)),
];
const worldEaters = readList(readFileSync(join(fixtures, 'samples', '01_gwapp10_worldeaters_v1.40.1.txt'), 'utf8'), {
  factions,
  loadData: readGameData,
  rosterId: 'sample',
});
if (!worldEaters.ok) throw new Error(worldEaters.error.message);
const { roster, data } = worldEaters.value;
const lists: { name: string; text: string }[] = [
  ...files.map((file) => ({
    name: file.replace(/[/\\]/g, '-').replace(/\.txt$/, ''),
    text: readFileSync(join(fixtures, file), 'utf8'),
  })),
  { name: 'muster-chat-worldeaters', text: writeList(roster, data, 'text', 'e2e') },
  { name: 'muster-markdown-worldeaters', text: writeList(roster, data, 'markdown', 'e2e') },
];

async function readInImport(page: Page, text: string): Promise<void> {
  await page.goto(inject('appUrl'));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a list' });
  await dialog.getByLabel('List or share link').fill(text);
  await dialog.getByRole('button', { name: 'Read list' }).click();
}

describe('real exports pasted into the import dialog', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(join(ARTIFACTS, 'import-samples'), { recursive: true });
    browser = await launchBrowser({ viewport: { width: 1280, height: 1000 } });
    page = await newAppPage(browser);
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(lists)('reads $name', async ({ name, text }) => {
    await readInImport(page, text);
    const dialog = page.getByRole('dialog', { name: 'Import a list' });
    const source = readListSource(text, factions);
    if (!source.ok) {
      // A faction without data yet: the dialog says which, and keeps the text.
      expect(source.error.code).toBe('unknown-faction');
      await dialog
        .getByRole('alert')
        .getByText(/No data for the faction/)
        .waitFor();
      await page.screenshot({ path: join(ARTIFACTS, 'import-samples', `${name}.png`) });
      return;
    }
    const expected = readList(text, { factions, loadData: readGameData, rosterId: 'e2e' });
    if (!expected.ok) throw new Error(expected.error.message);
    const table = dialog.getByRole('table', { name: /Imported units/ });
    await table.waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'import-samples', `${name}.png`), fullPage: true });
    expect(await table.locator('tbody tr').count()).toBe(expected.value.roster.units.length);
    // What the snapshot no longer has (tests/codecs/all-samples.test.ts lists it by line) is said, as the domain says it.
    const { roster: read, data: readData, report } = expected.value;
    const unread = importedListIssues(read, readData, report).filter((i) => i.ruleId === 'unread-line');
    expect(await dialog.locator('[data-rule-id="unread-line"]').count()).toBe(unread.length);
    expect(await dialog.locator('[data-problem-code="not-understood"]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Import as new list' }).click();
    await page.waitForURL((url) => /^#\/list\/[^/]+$/.test(url.hash));
    await page.locator('.builder .unit-row__button').first().waitFor();
    expect(await page.locator('.builder__roster .unit-row__button').count()).toBe(expected.value.roster.units.length);
  });
});
