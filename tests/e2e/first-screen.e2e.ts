import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { addUnit, createList } from './builder-page';
import { ARTIFACTS, COLOR_SCHEMES } from './screenshots';

/*
 * index.html's first screen (build/first-screen.tsx): the header and a skeleton of the page being opened, painted
 * with no script of the app's run (they are blocked here), then replaced by the app with nothing moving.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

type Box = { x: number; y: number; width: number; height?: number };

/**
 * Where each of `selectors` is on the page, null where it is not shown; a column's height is left out, since on a
 * phone the roster is as tall as what it holds.
 */
function boxes(
  page: Page,
  selectors: Record<string, string>,
  withHeight: readonly string[],
): Promise<Record<string, Box | null>> {
  return page.evaluate(
    ([wanted, heights]) => {
      const found: Record<string, Box | null> = {};
      for (const [name, selector] of Object.entries(wanted)) {
        const element = [...document.querySelectorAll(selector)].find((e) =>
          e.checkVisibility({ visibilityProperty: true }),
        );
        const rect = element?.getBoundingClientRect();
        found[name] = rect
          ? { x: rect.x, y: rect.y, width: rect.width, ...(heights.includes(name) ? { height: rect.height } : {}) }
          : null;
      }
      return found;
    },
    [selectors, withHeight] as const,
  );
}

/** The pieces of the header. */
const HEADER = { header: '.app-header', title: '.app-title', nav: '.app-header nav a', undo: '.undo-redo' };

describe('the first screen', () => {
  let browser: LaunchedBrowser;
  let listUrl = '';

  beforeAll(async () => {
    mkdirSync(join(ARTIFACTS, 'first-screen'), { recursive: true });
    browser = await launchBrowser({ serviceWorkers: 'block' });
    const page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    const rosterId = await createList(page, {
      name: 'Skeleton crew',
      faction: 'Drukhari',
      detachment: 'Realspace Raiders',
    });
    await addUnit(page, 'Archon');
    listUrl = `${inject('appUrl')}#/list/${rosterId}`;
    await page.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page of the same browser (so the same saved list) on which none of the app's scripts load. */
  async function withoutScripts(): Promise<Page> {
    const page = await browser.context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    return page;
  }

  for (const size of SIZES) {
    for (const scheme of COLOR_SCHEMES) {
      it(`shows the header and the page's skeleton with no script at ${size.width}×${size.height} in ${scheme}`, async () => {
        const page = await withoutScripts();
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        for (const [name, url, shown, hidden] of [
          ['lists', inject('appUrl'), '.first-screen--lists', '.first-screen--builder'],
          ['builder', listUrl, '.first-screen--builder', '.first-screen--lists'],
        ] as const) {
          // A new document each time: going from one fragment to another would not run index.html again.
          await page.goto('about:blank');
          await page.goto(url);
          await page.locator(shown).waitFor();
          expect(await page.locator(hidden).isVisible()).toBe(false);
          expect(await page.locator('.app-title').innerText()).toBe('Muster');
          expect(await seriousViolations(page)).toEqual([]);
          await page.screenshot({ path: join(ARTIFACTS, 'first-screen', `${name}-${size.name}-${scheme}.png`) });
        }
        await page.close();
      });
    }

    it(`is replaced by the app with the header, the lists' heading and the builder's columns where they were, at ${size.width}×${size.height}`, async () => {
      // Each piece of the skeleton and what takes its place, by page.
      const pages = [
        {
          url: inject('appUrl'),
          ready: '.list-card',
          pieces: { head: ['.first-screen--lists .page-head', '.lists-page .page-head'] },
        },
        {
          url: listUrl,
          ready: '.builder .unit-row__button',
          pieces: {
            catalogue: ['.skeleton__catalogue', '.builder__catalogue'],
            roster: ['.skeleton__roster', '.builder__roster'],
            detail: ['.skeleton__detail', '.builder__detail'],
          },
        },
      ] as const;
      for (const { url, ready, pieces } of pages) {
        const skeleton = await withoutScripts();
        await skeleton.setViewportSize(size);
        await skeleton.goto(url);
        const before = await boxes(
          skeleton,
          { ...HEADER, ...Object.fromEntries(Object.entries(pieces).map(([k, [s]]) => [k, s])) },
          Object.keys(HEADER),
        );
        await skeleton.close();

        const app = await newAppPage(browser);
        await app.setViewportSize(size);
        await app.goto(url);
        await app.locator(ready).first().waitFor();
        const after = await boxes(
          app,
          { ...HEADER, ...Object.fromEntries(Object.entries(pieces).map(([k, [, s]]) => [k, s])) },
          Object.keys(HEADER),
        );
        await app.close();
        expect(after).toEqual(before);
      }
    });
  }
});
