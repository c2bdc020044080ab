import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';

/*
 * The built app under its Content-Security-Policy: its own inline preload script runs (allowed by its hash), and
 * nothing else inline does. Every other browser test runs under the same policy and fails on any violation
 * (see newAppPage); this one checks that the policy is there and refuses what it should.
 */
describe('the Content-Security-Policy', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page that records violations instead of failing on them. */
  async function recordingPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
    const page = await browser.context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    return { page, violations: () => page.evaluate(() => (window as unknown as { violations: string[] }).violations) };
  }

  it("runs the app's own inline preload script and refuses any other inline script or style", async () => {
    const { page, violations } = await recordingPage();
    await page.goto(inject('appUrl'));
    await page.getByRole('heading', { level: 1, name: 'Your lists' }).waitFor();
    expect(await page.evaluate(() => 'musterDataDownloads' in window)).toBe(true);
    expect(await violations()).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      const styled = document.createElement('div');
      styled.innerHTML = '<p style="color: red">styled</p>';
      document.body.append(styled);
    });
    await page.waitForFunction(() => (window as unknown as { violations: string[] }).violations.length >= 2);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect((await violations()).sort()).toEqual(['script-src-elem inline', 'style-src-attr inline']);
    await page.close();
  });

  it('opens the app when the saved lists hold rosters that are not a list', async () => {
    const page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    for (const rosters of [{}, 'drukhari', 7]) {
      await page.evaluate(
        (text) => localStorage.setItem('muster:rosters', text),
        JSON.stringify({ state: { rosters }, version: 1 }),
      );
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Your lists' }).waitFor();
    }
    await page.close();
  });
});
