import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { createList } from './builder-page';

/** Where the browser tests save their screenshots (not committed). */
export const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

/** Every main view is looked at on a phone and on a desktop, in light and in dark. */
export const SCREEN_SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const COLOR_SCHEMES = ['light', 'dark'] as const;

export type ListSession = { readonly browser: LaunchedBrowser; readonly page: Page; readonly listUrl: string };

/**
 * For a describe block's screenshot tests: before them, a fresh browser with a page on a new list that `build`
 * fills; after them, the browser closed. The session it returns is there once the tests run.
 */
export function openListBeforeAll(
  list: Parameters<typeof createList>[1],
  build: (page: Page) => Promise<void>,
): () => ListSession {
  let session: ListSession | undefined;
  let browser: LaunchedBrowser | undefined;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser();
    const page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    session = { browser, page, listUrl: `${inject('appUrl')}#/list/${await createList(page, list)}` };
    await build(page);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!session) throw new Error('The list opens before the tests run.');
    return session;
  };
}

/** One look at the app: at one screen size and colour scheme, where `shoot` saves the page and scans it with axe. */
export type Look = {
  readonly size: (typeof SCREEN_SIZES)[number];
  readonly scheme: (typeof COLOR_SCHEMES)[number];
  /** Saves the page as test-artifacts/`<name>-<size>-<scheme>.png`. */
  shoot(name: string, options?: { readonly fullPage?: boolean }): Promise<void>;
};

/** `look` as one test per screen size and colour scheme, each failing on the serious accessibility violations it shot. */
export function lookAtEveryScreen(what: string, pageOf: () => Page, look: (at: Look) => Promise<void>): void {
  for (const size of SCREEN_SIZES) {
    for (const scheme of COLOR_SCHEMES) {
      it(`shows ${what} at ${size.width}×${size.height} in ${scheme} with no serious accessibility violations`, async () => {
        const page = pageOf();
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const found: string[] = [];
        await look({
          size,
          scheme,
          async shoot(name, options) {
            await page.screenshot({ path: join(ARTIFACTS, `${name}-${size.name}-${scheme}.png`), ...options });
            found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
          },
        });
        expect(found).toEqual([]);
      });
    }
  }
}
