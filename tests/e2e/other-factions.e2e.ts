import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, attachTo, createList, issueRules, makeWarlord, points, savedRoster, setSize } from './builder-page';

type Step = { readonly add: string; readonly size?: number; readonly warlord?: boolean; readonly leads?: string };
type Case = {
  readonly faction: string;
  readonly detachment: string;
  readonly name: string;
  readonly steps: readonly Step[];
};

/** Issue 4 scenario 4: one list per other faction, each with the unit the issue names, built and checked. */
const cases: readonly Case[] = [
  {
    faction: 'Aeldari',
    detachment: 'Warhost',
    name: 'Walker battery',
    steps: [
      { add: 'Guardian Defenders' },
      { add: 'Farseer', warlord: true, leads: 'Guardian Defenders' },
      { add: 'War Walkers', size: 2 },
      { add: 'War Walkers' },
    ],
  },
  {
    faction: 'World Eaters',
    detachment: 'Berzerker Warband',
    name: 'Skies of blood',
    steps: [
      { add: 'Khorne Berzerkers' },
      { add: 'Master of Executions', warlord: true, leads: 'Khorne Berzerkers' },
      { add: 'Heldrake' },
    ],
  },
  {
    faction: 'Genestealer Cults',
    detachment: 'Host of Ascension',
    name: 'Outriders',
    steps: [
      { add: 'Neophyte Hybrids' },
      { add: 'Primus', warlord: true, leads: 'Neophyte Hybrids' },
      { add: 'Achilles Ridgerunners', size: 2 },
    ],
  },
];

describe('lists of other factions', () => {
  let browser: LaunchedBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newAppPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const list of cases) {
    it(`builds a legal ${list.faction} list with ${list.steps.map((s) => s.add).join(', ')}`, async () => {
      await page.goto(inject('appUrl'));
      const rosterId = await createList(page, list);
      for (const step of list.steps) {
        await addUnit(page, step.add);
        if (step.size) await setSize(page, step.size);
        if (step.warlord) await makeWarlord(page);
        if (step.leads) await attachTo(page, step.leads);
      }
      expect(await issueRules(page)).toEqual([]);
      // The points bar agrees with the units' own points.
      const unitPoints = await page.locator('.unit-row__points').allInnerTexts();
      const sum = unitPoints.reduce((total, text) => total + Number.parseInt(text, 10), 0);
      expect(await points(page)).toEqual({ used: sum, limit: 2000 });
      const roster = (await savedRoster(page, rosterId)) as { units: { datasheetId: string; isWarlord: boolean }[] };
      expect(roster.units).toHaveLength(list.steps.length);
      expect(roster.units.filter((u) => u.isWarlord)).toHaveLength(1);
    });
  }
});
