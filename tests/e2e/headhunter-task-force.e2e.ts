import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import {
  addUnit,
  chooseEnhancement,
  createList,
  editor,
  issueRules,
  makeWarlord,
  points,
  savedRoster,
} from './builder-page';
import { ARTIFACTS } from './screenshots';

/**
 * Issue 18: in Headhunter Task Force a Space Marine vehicle may be a CHARACTER (the catalogue's "Tank Ace Character"),
 * so a Predator may take the detachment's Enhancements and be the Warlord; the Enhancement's points count.
 */
describe('a Headhunter Task Force list', () => {
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

  it('is legal with a Predator Destructor that takes Gunnery Honours and is the Warlord', async () => {
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, {
      name: 'Tank aces',
      faction: 'Space Marines',
      detachment: 'Headhunter Task Force',
    });
    await addUnit(page, 'Intercessor Squad');
    const predatorId = await addUnit(page, 'Predator Destructor');
    await editor(page).getByRole('group', { name: 'Enhancement' }).waitFor();
    await chooseEnhancement(page, 'Gunnery Honours');
    await makeWarlord(page);
    expect(await issueRules(page)).toEqual([]);
    const unitPoints = await page.locator('.unit-row__points').allInnerTexts();
    const sum = unitPoints.reduce((total, text) => total + Number.parseInt(text, 10), 0);
    expect((await points(page)).used).toBe(sum);
    await page.screenshot({ path: join(ARTIFACTS, 'headhunter-task-force-predator.png') });
    const roster = (await savedRoster(page, rosterId)) as {
      units: { id: string; enhancementId: string | null; isWarlord: boolean }[];
    };
    expect(roster.units.find((u) => u.id === predatorId)).toMatchObject({
      enhancementId: 'gunnery-honours',
      isWarlord: true,
    });
  });
});
