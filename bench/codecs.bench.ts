/**
 * Import, export and share: for each faction's 20-unit example list (src/testing/example-lists.ts), the length of its
 * whole share URL (target: under 300 characters) and the median time to encode and decode the link, to export the
 * list as GW app text and New Recruit WTC, and to import that text back.
 */
import { writeGwAppText } from '../src/domain/codecs/gw-app/gw-app-text';
import { writeWtc } from '../src/domain/codecs/new-recruit/new-recruit-wtc';
import { readShareUrl, writeShareUrl } from '../src/domain/codecs/share-url/share-url';
import { readManifest } from '../src/cli/load-data';
import { readListWith } from '../src/testing/read-text-list';
import { exampleRoster } from '../src/testing/example-lists';
import { EXAMPLE_FACTION_IDS, realData } from '../src/testing/real-data';
import { DEFAULT_BASE_URL } from '../src/cli/commands/share';
import type { Bench } from './run';

const ms = (value: number): number => Math.round(value * 1000) / 1000;

function median(run: () => unknown, iterations: number): number {
  for (let i = 0; i < Math.min(5, iterations); i++) run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return ms(times[Math.floor(times.length / 2)]!);
}

const bench: Bench = async ({ smoke }) => {
  const iterations = smoke ? 3 : 200;
  const dataVersion = readManifest().dataVersion;
  const results: Record<string, unknown> = { baseUrl: DEFAULT_BASE_URL, iterations };
  for (const factionId of EXAMPLE_FACTION_IDS) {
    const data = realData(factionId);
    const roster = exampleRoster(factionId, data);
    const url = writeShareUrl(roster, data, DEFAULT_BASE_URL, { dataVersion });
    const gw = writeGwAppText(roster, data, { dataVersion });
    const wtc = writeWtc(roster, data);
    results[factionId] = {
      units: roster.units.length,
      shareUrlChars: url.length,
      shareUrlUnder300: url.length < 300,
      medianMs: {
        shareEncode: median(() => writeShareUrl(roster, data, DEFAULT_BASE_URL, { dataVersion }), iterations),
        shareDecode: median(() => readShareUrl(url, data), iterations),
        gwExport: median(() => writeGwAppText(roster, data, { dataVersion }), iterations),
        gwImport: median(() => readListWith(gw, data, 'bench'), iterations),
        wtcExport: median(() => writeWtc(roster, data), iterations),
        wtcImport: median(() => readListWith(wtc, data, 'bench'), iterations),
      },
    };
  }
  return results;
};

export default bench;
