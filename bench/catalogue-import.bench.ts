/**
 * Importing one faction from a player's zip of catalogues, as the app's worker and `armylist --data` do: Space
 * Marines with the catalogues it links to, from a zip of ../shared/bsdata/wh40k-10e made at bench time, timed from
 * the zip's bytes to the data files (unzip, parse, translate, enrich, emit). Target: under 5 s on the 2-core
 * development machine. Each run is a process of its own, so `peakRssMb` (maximum resident set) is that import's.
 * Without the snapshot (a fresh clone) it says so and imports the miniature catalogue, so the bench still runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Bench } from './run';

const root = fileURLToPath(new URL('../', import.meta.url));
const snapshot = fileURLToPath(new URL('../../shared/bsdata/wh40k-10e', import.meta.url));
const TARGET_MS = 5_000;
const FACTION = 'space-marines';

type Run = { ok: boolean; ms: number; peakRssMb: number; zipBytes: number; steps: unknown[]; problem?: string };

function importOnce(folder: string): Run {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/catalogue-import-run.ts', folder, FACTION], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 10_000_000,
  });
  if (run.status !== 0) throw new Error(`catalogue import run failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Run;
}

const bench: Bench = async ({ smoke }) => {
  const hasSnapshot = existsSync(snapshot);
  const source = hasSnapshot ? snapshot : '--miniature';
  const runs = Array.from({ length: smoke ? 1 : 3 }, () => importOnce(source));
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const medianMs = ms[Math.floor(ms.length / 2)] as number;
  return {
    snapshot: hasSnapshot ? snapshot : `absent (${snapshot} not found): the miniature catalogue was imported instead`,
    faction: hasSnapshot ? FACTION : 'testers',
    ok: runs.every((r) => r.ok),
    zipBytes: runs[0]?.zipBytes,
    runsMs: runs.map((r) => r.ms),
    medianMs,
    steps: runs[0]?.steps,
    peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
    targetMs: TARGET_MS,
    onTarget: hasSnapshot ? medianMs < TARGET_MS : null,
  };
};
export default bench;
