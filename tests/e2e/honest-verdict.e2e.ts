import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readGameData } from '../../src/cli/load-data';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList, editor, issueRules, makeWarlord, setSize } from './builder-page';
import { ARTIFACTS, SCREEN_SIZES } from './screenshots';

/*
 * Issue 18's honest verdict in the browser. A catalogue limit that scales with the unit (an Intercessor Squad's
 * Astartes grenade launchers: 1 while it has fewer than 10 models, else 2) is an error at the size the table sees,
 * and goes when the unit grows. A list with a limit Muster cannot check is never called "Legal", in any view.
 */

const grenadeLauncherError =
  'Intercessor Squad may have at most 1 Astartes grenade launcher while it has fewer than 10 Intercessor or Intercessor Sergeant, and it has 2.';

/** "Legal" as a word: what must not be said of a list while a limit on one of its units is not checked. */
const LEGAL = /\bLegal\b/;

describe('the honest verdict', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newAppPage(browser);
    mkdirSync(join(ARTIFACTS, 'honest-verdict'), { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: join(ARTIFACTS, 'honest-verdict', `${name}.png`), fullPage });

  it('flags two Astartes grenade launchers in a 5-model Intercessor Squad, and not in one of 10', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, {
      name: 'Grenadiers',
      faction: 'Space Marines',
      detachment: 'Gladius Task Force',
    });
    await addUnit(page, 'Captain');
    await makeWarlord(page);
    const squadId = await addUnit(page, 'Intercessor Squad');
    await editor(page)
      .getByRole('spinbutton', { name: /^Astartes grenade launcher/ })
      .fill('2');

    // Said in the unit's row, in its editor and in the validation panel, in the same words, and the list is not legal.
    expect(await issueRules(page)).toEqual(['catalogue-limit']);
    await page.locator(`#unit-row-${squadId}-issues`).getByText(grenadeLauncherError).waitFor();
    await editor(page)
      .getByRole('list', { name: 'Issues with Intercessor Squad' })
      .getByText(grenadeLauncherError)
      .waitFor();
    await page.locator('.validation-panel').getByText(grenadeLauncherError).waitFor();
    expect(await page.locator('.legality-line .badge').innerText()).toBe('Not legal: 1 error');
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await shot(`grenade-launchers-5-models-${size.name}`, true);
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${inject('appUrl')}#/list/${rosterId}/unit/${squadId}`);
    await setSize(page, 10);
    await page.locator('.legality-line .badge', { hasText: 'Legal' }).waitFor();
    expect(await issueRules(page)).toEqual([]);
    expect(await page.getByText(grenadeLauncherError).count()).toBe(0);
    await shot('grenade-launchers-10-models-desktop', true);
  });

  // Real data: Black Templars' Gladiator Valiant carries a limit the engine cannot check (at least 2 multi-meltas, a
  // minimum of wargear its options could break).
  const valiant = readGameData('black-templars').faction.datasheets.find((d) => d.id === 'gladiator-valiant');
  const valiantUnchecked = valiant?.uncheckedLimits ?? [];
  const uncheckedWords = `No errors found; ${valiantUnchecked.length} limit${valiantUnchecked.length === 1 ? '' : 's'} not checked`;

  it('never calls a list with a limit it cannot check legal: builder, panel, lists page, print, share, import and the check of many lists', async () => {
    expect(valiantUnchecked.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, {
      name: 'Shrine of the Blade',
      faction: 'Black Templars',
      detachment: 'Gladius Task Force',
    });
    await addUnit(page, 'Captain');
    await makeWarlord(page);
    await addUnit(page, 'Gladiator Valiant');
    const listUrl = `${inject('appUrl')}#/list/${rosterId}`;

    const views: { name: string; open: () => Promise<void>; verdict: () => Locator }[] = [
      {
        name: 'builder',
        open: async () => {
          await page.goto(listUrl);
          await page.locator('.validation-panel__summary').getByText(`${uncheckedWords}.`).waitFor();
        },
        verdict: () => page.locator('.legality-line, .army-status, .validation-panel'),
      },
      {
        name: 'lists-page',
        open: async () => {
          await page.goto(inject('appUrl'));
          await page.locator('.list-card', { hasText: 'Shrine of the Blade' }).getByText(uncheckedWords).waitFor();
        },
        verdict: () => page.locator('.list-card', { hasText: 'Shrine of the Blade' }).locator('.list-card__status'),
      },
      {
        name: 'print-view',
        open: async () => {
          await page.goto(`${listUrl}/print`);
          await page.locator('.print-summary__total').getByText(uncheckedWords).waitFor();
        },
        verdict: () => page.locator('.print-summary'),
      },
    ];
    for (const view of views) {
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await view.open();
        const texts = await view.verdict().allInnerTexts();
        expect(texts.join('\n'), view.name).not.toMatch(LEGAL);
        expect(texts.join('\n'), view.name).toContain(uncheckedWords);
        await shot(`${view.name}-${size.name}`, view.name !== 'builder');
      }
    }
    // The panel says which limits, by unit.
    await page.goto(listUrl);
    const listed = await page.getByRole('list', { name: 'Limits not checked' }).first().innerText();
    for (const what of valiantUnchecked) expect(listed).toContain(`Gladiator Valiant: ${what}`);

    // The shared list, from the Share dialog's link.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByRole('dialog', { name: 'Share list' }).getByLabel('Share link').inputValue();
    // The list as the app's text, for the import and the check of many lists.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export list' });
    await exportDialog.getByRole('radio', { name: 'GW app', exact: true }).check();
    const gwText = await exportDialog.getByLabel('Preview').inputValue();

    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(link);
      await page.getByText('Shared list, read-only.').waitFor();
      const head = await page.locator('.shared-list__head').innerText();
      expect(head).not.toMatch(LEGAL);
      expect(head).toContain(uncheckedWords);
      await shot(`shared-list-${size.name}`, true);

      await page.goto(inject('appUrl'));
      await page.getByRole('button', { name: 'Import' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import a list' });
      await dialog.getByLabel('List or share link').fill(gwText);
      await dialog.getByRole('button', { name: 'Read list' }).click();
      await dialog.getByRole('heading', { name: 'What was read' }).waitFor();
      const report = await dialog.locator('.import-report__facts').innerText();
      expect(report).not.toMatch(LEGAL);
      expect(report).toContain(uncheckedWords);
      await shot(`import-report-${size.name}`);

      await page.goto(`${inject('appUrl')}#/check`);
      await page.getByLabel('Or paste lists').fill(gwText);
      await page.getByRole('button', { name: 'Check lists' }).click();
      await page.getByText('1 list: 0 legal, 1 with limits not checked, 0 illegal, 0 unreadable.').waitFor();
      const row = await page
        .getByRole('table', { name: /Lists checked/ })
        .locator('tbody tr')
        .innerText();
      expect(row).not.toMatch(LEGAL);
      expect(row).toContain(uncheckedWords);
      await shot(`check-lists-${size.name}`, true);
    }
  });
});
