/**
 * Reading a pasted list in the built app: a GW app text list of 1,000 units is pasted into the import dialog of a
 * cold page (its faction not loaded yet) and read until the report is painted. `longestTaskMs` is the longest the
 * page's thread was blocked meanwhile (Long Tasks API: tasks of 50 ms and more; 0 when there were none).
 * Target: no task over 100 ms.
 */
import { existsSync } from 'node:fs';
import { writeGwAppText } from '../src/domain/codecs/gw-app/gw-app-text';
import { readGameData } from '../src/cli/load-data';
import type { BattleSizeId, DatasheetId, DetachmentId, FactionId } from '../src/domain/data/ids';
import { addUnit } from '../src/domain/roster/add-unit';
import { createRoster } from '../src/domain/roster/create-roster';
import type { RosterId } from '../src/domain/roster/ids';
import type { Roster } from '../src/domain/roster/roster.schema';
import { CHROMIUM, launchBrowser } from '../tests/e2e/browser';
import { withBuiltApp } from './built-app';
import type { Bench } from './run';

const UNITS = 1_000;
const TARGET_MS = 100;

/** Drukhari datasheets in turn until `units` units. */
function bigList(units: number): string {
  const data = readGameData('drukhari');
  let roster: Roster = createRoster({
    id: 'bench' as RosterId,
    name: 'A thousand units',
    factionId: 'drukhari' as FactionId,
    battleSizeId: 'onslaught' as BattleSizeId,
    detachmentId: 'realspace-raiders' as DetachmentId,
  });
  const datasheets = data.faction.datasheets.filter((d) => d.content === 'matched-play');
  for (let i = 0; roster.units.length < units; i++)
    roster = addUnit(roster, datasheets[i % datasheets.length]!.id as DatasheetId, data);
  return writeGwAppText(roster, data, { dataVersion: 'bench' });
}

type Run = { readonly readMs: number; readonly longestTaskMs: number; readonly longTasks: number };

/**
 * Long tasks, and when the report's units table is painted; watched from inside the page, since the test
 * driver's own queries over a page of 1,000 rows would make long tasks of their own.
 */
const OBSERVE = `
  window.longTasks = [];
  window.reportShown = null;
  new MutationObserver(function () {
    if (window.reportShown !== null) return;
    if (!document.querySelector('.import-report__units')) return;
    requestAnimationFrame(function () {
      var channel = new MessageChannel();
      channel.port1.onmessage = function () { window.reportShown = performance.now(); };
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { window.longTasks.push({ start: entry.startTime, duration: entry.duration }); });
  }).observe({ type: 'longtask', buffered: true });
`;

async function readOnce(url: string, text: string): Promise<Run> {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.addInitScript({ content: OBSERVE });
    await page.goto(url);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a list' });
    // As a paste puts it there: the whole text at once (typing it through \`fill\` takes minutes for 100 KB).
    await dialog.getByLabel('List or share link').evaluate((field, value) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
    await dialog.getByRole('button', { name: 'Read list' }).waitFor();
    const start = await page.evaluate(() => performance.now());
    await dialog.getByRole('button', { name: 'Read list' }).click();
    // The report is on screen once the frame holding its units table has been painted.
    await page.waitForFunction(
      () => (window as unknown as { reportShown: number | null }).reportShown !== null,
      undefined,
      { timeout: 60_000, polling: 500 },
    );
    const end = await page.evaluate(() => (window as unknown as { reportShown: number }).reportShown);
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
    );
    const during = tasks.filter((t) => t.start + t.duration >= start && t.start <= end);
    return {
      readMs: Math.round(end - start),
      longestTaskMs: Math.round(Math.max(0, ...during.map((t) => t.duration))),
      longTasks: during.length,
    };
  } finally {
    await browser.close();
  }
}

const bench: Bench = async ({ smoke }) => {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  return withBuiltApp('import-bench', async (url) => {
    const text = bigList(UNITS);
    const runs: Run[] = [];
    for (let run = 0; run < (smoke ? 1 : 3); run++) runs.push(await readOnce(url, text));
    const longest = Math.max(...runs.map((r) => r.longestTaskMs));
    const sorted = runs.map((r) => r.longestTaskMs).sort((a, b) => a - b);
    return {
      units: UNITS,
      characters: text.length,
      runs,
      longestTaskMs: longest,
      // A shared machine slows some runs: the middle run is the page's own figure.
      medianLongestTaskMs: sorted[Math.floor(sorted.length / 2)],
      targetMs: TARGET_MS,
      onTarget: longest <= TARGET_MS,
    };
  });
};

export default bench;
