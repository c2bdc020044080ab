import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readManifest } from '../../src/cli/load-data';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, attachTo, createList, issueRules, makeWarlord, points, savedRoster, setSize } from './builder-page';
import { ARTIFACTS } from './screenshots';

/*
 * Issue 10: the new-list form offers every faction of the data through its faction picker, and a Space Marine
 * chapter's list and an Orks list are built through the app, from the picker to a legal list, looked at on a
 * desktop and on a phone.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type Step = { readonly add: string; readonly size?: number; readonly warlord?: boolean; readonly leads?: string };
type Case = {
  readonly file: string;
  readonly faction: string;
  readonly detachment: string;
  readonly name: string;
  readonly steps: readonly Step[];
};

const cases: readonly Case[] = [
  {
    file: 'ultramarines',
    faction: 'Ultramarines',
    detachment: 'Gladius Task Force',
    name: 'Fifth Company',
    steps: [
      { add: 'Intercessor Squad' },
      { add: 'Captain', warlord: true, leads: 'Intercessor Squad' },
      { add: 'Intercessor Squad' },
      { add: 'Lieutenant', leads: 'Intercessor Squad (2)' },
      { add: 'Repulsor' },
      { add: 'Redemptor Dreadnought' },
      { add: 'Predator Destructor' },
    ],
  },
  {
    file: 'orks',
    faction: 'Orks',
    detachment: 'War Horde',
    name: 'Da Big Green',
    steps: [
      { add: 'Boyz' },
      { add: 'Warboss', warlord: true, leads: 'Boyz' },
      { add: 'Boyz', size: 20 },
      { add: 'Big Mek', leads: 'Boyz (2)' },
      { add: 'Battlewagon' },
      { add: 'Trukk' },
      { add: 'Deff Dread' },
      { add: 'Gorkanaut' },
    ],
  },
];

describe('armies of every faction', () => {
  let browser: LaunchedBrowser;
  let page: Page;
  const factions = readManifest().factions;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser({ viewport: DESKTOP });
    page = await newAppPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a faction by typing, every chapter under Space Marines, with no serious accessibility violations', async () => {
    await page.goto(inject('appUrl'));
    await page.getByRole('button', { name: 'New list' }).click();
    const picker = page.getByRole('combobox', { name: 'Faction' });
    const list = page.getByRole('listbox', { name: 'Factions' });
    await page.getByRole('button', { name: 'Show all factions' }).click();
    await expect(list.getByRole('option').count()).resolves.toBe(factions.length);
    const chapters = factions.filter((f) => f.parent === 'space-marines').map((f) => f.name);
    await expect(
      list.getByRole('group', { name: 'Space Marines chapters' }).getByRole('option').allInnerTexts(),
    ).resolves.toEqual([...chapters].sort((a, b) => a.localeCompare(b, 'en')));
    await page.screenshot({ path: join(ARTIFACTS, 'faction-picker-open-desktop.png') });
    const found = (await seriousViolations(page)).map((v) => `open: ${v}`);
    await list
      .getByRole('option', { name: 'Space Marines', exact: true })
      .evaluate((option) => option.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(ARTIFACTS, 'faction-picker-chapters-desktop.png') });

    await picker.fill('angels');
    await expect(list.getByRole('option').allInnerTexts()).resolves.toEqual(
      factions
        .filter((f) => /angels/i.test(f.name))
        .map((f) => f.name)
        .sort(),
    );
    await page.screenshot({ path: join(ARTIFACTS, 'faction-picker-filtered-desktop.png') });
    found.push(...(await seriousViolations(page)).map((v) => `filtered: ${v}`));
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(ARTIFACTS, 'faction-picker-filtered-phone.png') });
    expect(found).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(picker.inputValue()).resolves.toBe('Dark Angels');
    await expect(list.isVisible()).resolves.toBe(false);
    await page.setViewportSize(DESKTOP);
  });

  for (const army of cases) {
    it(`builds a legal ${army.faction} list through the picker and the catalogue: ${army.steps.map((s) => s.add).join(', ')}`, async () => {
      await page.goto(inject('appUrl'));
      const rosterId = await createList(page, army);
      for (const step of army.steps) {
        await addUnit(page, step.add);
        if (step.size) await setSize(page, step.size);
        if (step.warlord) await makeWarlord(page);
        if (step.leads) await attachTo(page, step.leads);
      }
      expect(await issueRules(page)).toEqual([]);
      // No errors: "Legal", or, where a unit has a catalogue limit the engine cannot check yet, that said instead.
      await expect(page.locator('.legality-line').first().innerText()).resolves.toMatch(
        /^(Legal|No errors found; \d+ limits? not checked)$/,
      );
      const unitPoints = await page.locator('.unit-row__points').allInnerTexts();
      const sum = unitPoints.reduce((total, text) => total + Number.parseInt(text, 10), 0);
      expect(await points(page)).toEqual({ used: sum, limit: 2000 });
      const roster = (await savedRoster(page, rosterId)) as { factionId: string; units: { isWarlord: boolean }[] };
      expect(roster.factionId).toBe(factions.find((f) => f.name === army.faction)?.id);
      expect(roster.units).toHaveLength(army.steps.length);

      // The list as the player sees it, with no unit open.
      const listUrl = `${inject('appUrl')}#/list/${rosterId}`;
      const found: string[] = [];
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(listUrl);
        await page.getByRole('heading', { level: 1, name: army.name }).waitFor();
        await page.locator('.unit-row__button').first().waitFor();
        await page.screenshot({ path: join(ARTIFACTS, `${army.file}-${size}.png`), fullPage: size === 'phone' });
        found.push(...(await seriousViolations(page)).map((v) => `${size}: ${v}`));
      }
      await page.setViewportSize(DESKTOP);
      expect(found).toEqual([]);
    });
  }

  it('reads an imported text list again as another faction chosen in the import dialog; Escape closes only the list', async () => {
    await page.goto(inject('appUrl'));
    await page.getByRole('button', { name: 'Import' }).click();
    const text = [
      'Angels of Death (80 points)',
      '',
      'Space Marines',
      'Strike Force (2000 points)',
      'Gladius Task Force',
      '',
      'CHARACTERS',
      '',
      'Captain (80 points)',
      '  • Warlord',
    ];
    await page.getByLabel('List or share link').fill(text.join('\n'));
    await page.getByRole('button', { name: 'Read list' }).click();
    const picker = page.getByRole('combobox', { name: 'Faction' });
    await expect(picker.inputValue()).resolves.toBe('Space Marines');
    await picker.fill('ultra');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Factions' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('dialog', { name: 'Import a list' }).isVisible()).resolves.toBe(true);
    await picker.fill('ultra');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe('Ultramarines');
    await page.getByRole('button', { name: 'Import as new list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Angels of Death' }).waitFor();
    await expect(page.getByText('Ultramarines', { exact: true }).first().isVisible()).resolves.toBe(true);
  });
});
