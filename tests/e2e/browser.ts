import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** How this machine runs Chromium for tests and benches: headless, no sandbox, no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LaunchedBrowser = { readonly context: BrowserContext; close(): Promise<void> };

/**
 * Debian's Chromium, headless, with a fresh profile directory that is removed on close: the app's service worker
 * installs in each browser anew, and none outlives it. `serviceWorkers: 'block'` keeps it out, for a test that
 * intercepts the app's requests (a worker would answer them first).
 */
export async function launchBrowser(
  options: {
    colorScheme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
    serviceWorkers?: 'allow' | 'block';
    /** More of Chromium's arguments (code-host.ts sends hosts to a local server with them). */
    args?: readonly string[];
    /** Accept any certificate: a local server's, made at test time, standing in for a host's. */
    ignoreHTTPSErrors?: boolean;
  } = {},
): Promise<LaunchedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'muster-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    viewport: options.viewport ?? { width: 1440, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'allow',
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A new page in `browser` on which an uncaught error in the app, an error on its console (but those a test expects,
 * such as the browser's own report of a cross-origin read it refused) or anything its Content-Security-Policy blocks
 * fails the test. The built app carries the policy (see build/content-security-policy.ts),
 * so every browser test runs under it.
 */
export async function newAppPage(
  browser: LaunchedBrowser,
  { expectedConsoleErrors }: { expectedConsoleErrors?: RegExp } = {},
): Promise<Page> {
  const page = await browser.context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' || expectedConsoleErrors?.test(message.text())) return;
    throw new Error(`console error on ${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
      );
    });
  });
  return page;
}
