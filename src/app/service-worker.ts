import { registerSW } from 'virtual:pwa-register';
import type { WaitingUpdate } from './app-update';
import { DATA_VERSION_FILE } from './data-version-file';

/**
 * Registers the service worker that build/offline.ts generates (main.tsx calls it once the page has loaded and is
 * idle, so it never competes with the first screen). When a new build's worker is installed it waits: the app announces it, and only
 * the player's Reload hands the page over (`announceUpdate`). Loaded after the first render, so none of it is in
 * the initial JS.
 */
export function registerServiceWorker(announceUpdate: (update: WaitingUpdate) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const startedUncontrolled = !navigator.serviceWorker.controller;
  let isReloadAsked = false;
  // The new build took over: this page reloads if its player asked. Another tab's Reload hands this page over too,
  // mid-edit perhaps: it keeps running with its notice, and its player reloads when ready.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (isReloadAsked) window.location.reload();
  });
  const update = registerSW({
    // main.tsx calls this once the page has loaded and is idle: no need to wait for the load event again.
    immediate: true,
    onNeedRefresh() {
      void waitingDataVersion().then((dataVersion) =>
        announceUpdate({
          dataVersion,
          reload: () => {
            isReloadAsked = true;
            void update();
          },
        }),
      );
    },
    // The plugin would reload every page the new build takes over; the listener above reloads only the asking one.
    onNeedReload: () => undefined,
    onRegisteredSW() {
      if (startedUncontrolled) void cacheEarlierDownloads();
    },
  });
}

/**
 * On the first visit the game data downloads before the worker exists, so it never sees them: once it is active it
 * is handed their URLs to cache as if it had (Workbox's CACHE_URLS message), so the lists and the open list's army
 * open offline from the first reload on.
 */
async function cacheEarlierDownloads(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.endsWith('.json'))
    .map((url) => url.href);
  if (urls.length > 0) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/** The waiting build's data version, read from the network (the worker does not cache that file). */
async function waitingDataVersion(): Promise<string | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${DATA_VERSION_FILE}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'dataVersion' in body && typeof body.dataVersion === 'string'
      ? body.dataVersion
      : null;
  } catch {
    return null;
  }
}
