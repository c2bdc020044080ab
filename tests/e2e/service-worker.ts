import type { Page } from 'playwright-core';

/**
 * Waits until the app's service worker controls `page` and holds every game data file the page has downloaded:
 * from then on the page's list opens with the network off, or from the cache on a repeat visit.
 */
export async function cachedForOffline(page: Page, timeoutMs = 30_000): Promise<void> {
  const isCached = () =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const data = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('.json'));
      const cached = await Promise.all(data.map((url) => caches.match(url)));
      return data.length > 0 && cached.every(Boolean);
    });
  for (const start = Date.now(); !(await isCached()); await page.waitForTimeout(250)) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`the service worker did not cache the game data within ${timeoutMs / 1000} s`);
  }
}
