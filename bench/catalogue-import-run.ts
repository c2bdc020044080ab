/**
 * One import for bench/catalogue-import.bench.ts, in a process of its own so the peak memory it reports is the
 * import's alone: `tsx bench/catalogue-import-run.ts <catalogue folder | --miniature> <faction id>`. Prints JSON.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { parseOverrides } from '../src/domain/import/enrich/overrides';
import { importFaction } from '../src/domain/import/import-faction';
import type { ImportProgress } from '../src/domain/import/run-import';
import { TEST_FACTION, testCatalogueZip } from '../src/testing/test-catalogues';

const [folder, factionId] = process.argv.slice(2) as [string, string];
const miniature = folder === '--miniature';
// The zip a player would drop: the snapshot's files in one folder, as a code host's archive of the repository.
const zip = miniature
  ? testCatalogueZip()
  : zipSync(
      Object.fromEntries(readdirSync(folder).map((name) => [`wh40k-10e/${name}`, readFileSync(join(folder, name))])),
    );
const overrides = parseOverrides(JSON.parse(readFileSync(new URL('../data/overrides.json', import.meta.url), 'utf8')));
const steps: { step: ImportProgress['step']; atMs: number }[] = [];
const start = performance.now();
const result = importFaction({
  files: [{ path: 'wh40k-10e.zip', bytes: zip }],
  factionId: miniature ? TEST_FACTION.id : factionId,
  ...(miniature ? { specs: [TEST_FACTION] } : {}),
  source: { name: 'bench', commit: '0'.repeat(40), date: '2026-01-01' },
  dataVersion: 'bench',
  overrides,
  onProgress: (p) => steps.push({ step: p.step, atMs: Math.round(performance.now() - start) }),
});
const ms = Math.round(performance.now() - start);
process.stdout.write(
  `${JSON.stringify({
    ok: result.ok,
    ...(result.ok ? { files: result.value.files.size } : { problem: result.error.message }),
    zipBytes: zip.length,
    ms,
    steps,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  })}\n`,
);
