/**
 * The first screen on a slow phone beside this machine's own speed: first paint, first contentful paint and an
 * interactive builder with a 2000-pt list open and painted (as bench/app.bench.ts times it), in ms from navigation,
 * on a first visit (a fresh profile: nothing cached) and on a repeat visit (the same profile once the service worker
 * holds the app and the list's data). Slow is the trial's phone, emulated by Chromium through the DevTools protocol:
 * 1.6 Mbps down, 750 Kbps up, 150 ms round trip, the CPU 4× slower. Served gzipped, as a real host serves it.
 * Median of 5 runs per case, throttled and unthrottled alternating. Target: a throttled repeat visit's builder in
 * well under half the time of a cold one.
 */
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { CHROMIUM, launchBrowser, type LaunchedBrowser } from '../tests/e2e/browser';
import { cachedForOffline } from '../tests/e2e/service-worker';
import { savedState, UNIT_ROWS, type Saved } from './app.bench';
import { withBuiltApp } from './built-app';
import type { Bench } from './run';

/** The trial's phone: Lighthouse's slow 4G and mid-range CPU, as Chromium's network and CPU emulation take them. */
const SLOW_PHONE = { downloadKbps: 1600, uploadKbps: 750, rttMs: 150, cpuSlowdown: 4 } as const;

/** One visit's times, in ms from navigation. */
type Visit = { readonly firstPaint: number; readonly firstContentfulPaint: number; readonly builderReady: number };

/**
 * Stops the clock once the list's units are on screen: in the DOM, then the frame holding them painted (a message
 * posted from requestAnimationFrame runs once that frame is), as bench/app.bench.ts does.
 */
const BUILDER_READY = `
  new MutationObserver(function (_, observer) {
    if (!document.querySelector(${JSON.stringify(UNIT_ROWS)})) return;
    observer.disconnect();
    requestAnimationFrame(function () {
      var channel = new MessageChannel();
      channel.port1.onmessage = function () { window.builderReady = performance.now(); };
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
`;

async function emulateSlowPhone(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.rttMs,
    // Bytes per second, from kilobits as the DevTools presets count them.
    downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/** Opens `url` in a new page of `browser` and times it; `saved` goes into local storage first, if given. */
async function visit(
  browser: LaunchedBrowser,
  url: string,
  isSlow: boolean,
  saved: Saved | null,
  afterwards?: (page: Page) => Promise<void>,
): Promise<Visit> {
  const page = await browser.context.newPage();
  try {
    if (isSlow) await emulateSlowPhone(page);
    const save = saved ? `localStorage.setItem(${JSON.stringify(saved.key)}, ${JSON.stringify(saved.value)});` : '';
    await page.addInitScript({ content: `${save}\n${BUILDER_READY}` });
    await page.goto(url);
    await page.waitForFunction(() => 'builderReady' in window, undefined, { timeout: 120_000 });
    // A string, not a function: tsx's name helpers would not exist inside the page.
    const times = (await page.evaluate(`({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      builderReady: window.builderReady,
    })`)) as Visit;
    await afterwards?.(page);
    return {
      firstPaint: Math.round(times.firstPaint),
      firstContentfulPaint: Math.round(times.firstContentfulPaint),
      builderReady: Math.round(times.builderReady),
    };
  } finally {
    await page.close();
  }
}

/** A cold visit in a fresh profile, then, once the service worker holds the app and the list's data, a repeat one. */
async function coldThenRepeat(url: string, saved: Saved, isSlow: boolean): Promise<{ cold: Visit; repeat: Visit }> {
  const browser = await launchBrowser();
  try {
    const cold = await visit(browser, url, isSlow, saved, (page) => cachedForOffline(page, 120_000));
    const repeat = await visit(browser, url, isSlow, null);
    return { cold, repeat };
  } finally {
    await browser.close();
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each time's median and runs over `visits`. */
function summary(visits: readonly Visit[]) {
  const of = (key: keyof Visit) => ({ median: median(visits.map((v) => v[key])), runs: visits.map((v) => v[key]) });
  return {
    firstPaintMs: of('firstPaint'),
    firstContentfulPaintMs: of('firstContentfulPaint'),
    builderReadyMs: of('builderReady'),
  };
}

const REPEAT_TARGET_RATIO = 0.5;

const slowNetworkBench: Bench = async ({ smoke }) => {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  return withBuiltApp(
    'slow-network',
    async (appUrl) => {
      const seed = await savedState();
      const url = `${appUrl}#/list/${seed.rosterId}`;
      const runs = smoke ? 1 : 5;
      const fast = { cold: [] as Visit[], repeat: [] as Visit[] };
      const slow = { cold: [] as Visit[], repeat: [] as Visit[] };
      // Alternate the cases so a busy machine slows them alike.
      for (let run = 0; run < runs; run += 1) {
        for (const [visits, isSlow] of [
          [fast, false],
          [slow, true],
        ] as const) {
          const { cold, repeat } = await coldThenRepeat(url, seed, isSlow);
          visits.cold.push(cold);
          visits.repeat.push(repeat);
        }
      }
      // A repeat visit's median over a cold one's.
      const ratio = (visits: typeof fast, key: keyof Visit) =>
        Math.round((median(visits.repeat.map((v) => v[key])) / median(visits.cold.map((v) => v[key]))) * 100) / 100;
      const throttledRatio = ratio(slow, 'builderReady');
      return {
        throttling: SLOW_PHONE,
        runs,
        unthrottled: { cold: summary(fast.cold), repeat: summary(fast.repeat) },
        throttled: { cold: summary(slow.cold), repeat: summary(slow.repeat) },
        repeatToCold: {
          builderReady: { unthrottled: ratio(fast, 'builderReady'), throttled: throttledRatio },
          firstPaint: { unthrottled: ratio(fast, 'firstPaint'), throttled: ratio(slow, 'firstPaint') },
        },
        repeatTargetRatio: REPEAT_TARGET_RATIO,
        repeatOnTarget: throttledRatio < REPEAT_TARGET_RATIO,
      };
    },
    { gzip: true },
  );
};

export default slowNetworkBench;
