import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newAppPage, type LaunchedBrowser } from './browser';
import { chooseFaction } from './builder-page';
import { cachedForOffline } from './service-worker';

/** "Make every faction available offline" on the lists page: an army never opened then opens with the network off. */
describe('every faction offline', () => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves every faction when asked, so a faction never opened starts a list offline', async () => {
    const page = await newAppPage(browser);
    await page.goto(inject('appUrl'));
    await page.getByRole('heading', { name: 'Your lists' }).waitFor();
    await cachedForOffline(page);
    const action = page.getByRole('button', { name: /^Make every faction available offline \(\d+\.\d MB\)$/ });
    await action.click();
    await page.getByText(/Every faction is available offline\.|could not be saved/).waitFor({ timeout: 60_000 });
    expect(await page.locator('.offline-factions').innerText()).toBe('Every faction is available offline.');
    await browser.context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'New list' }).click();
    await chooseFaction(page, 'Orks');
    const detachment = page.getByLabel('Detachment');
    await detachment.locator('option').first().waitFor({ state: 'attached' });
    expect(await detachment.locator('option').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orks 2000' }).waitFor();
  });
});
