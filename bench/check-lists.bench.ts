/**
 * An organiser's check of a whole event: `armylist check <folder>` over 300 list files, timed from the command's
 * start to its last row (Node's start-up and every faction's data read included). Target: under 30 s on the
 * 2-core development machine. The lists are written at bench time by Muster's own writers in every text format,
 * random legal lists of every faction (the property tests' generator) plus the real exports of the samples.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { EXPORT_FORMAT_IDS, writeList } from '../src/domain/codecs/write-list';
import { datasheetPools, legalRosterArbitrary } from '../src/testing/legal-roster-arbitrary';
import { FACTION_IDS, realData } from '../src/testing/real-data';
import type { Bench } from './run';

const root = fileURLToPath(new URL('../', import.meta.url));
const samples = join(root, 'tests', 'fixtures', 'text', 'samples');
const TARGET_MS = 30_000;

/** `count` list files in a new folder: the samples first, then random legal lists, faction after faction. */
function writeEvent(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'muster-bench-event-'));
  let written = 0;
  for (const file of readdirSync(samples).slice(0, count)) {
    writeFileSync(join(folder, `sample-${file}`), readFileSync(join(samples, file), 'utf8'));
    written += 1;
  }
  const perFaction = Math.ceil((count - written) / FACTION_IDS.length);
  for (const [f, factionId] of FACTION_IDS.entries()) {
    const data = realData(factionId);
    const rosters = fc.sample(legalRosterArbitrary(data, datasheetPools(data), 15), {
      numRuns: perFaction,
      seed: 19 + f,
    });
    for (const [i, roster] of rosters.entries()) {
      if (written >= count) return folder;
      const format = EXPORT_FORMAT_IDS[(f + i) % EXPORT_FORMAT_IDS.length]!;
      const ending = format === 'markdown' ? 'md' : 'txt';
      writeFileSync(join(folder, `${factionId}-${i + 1}.${ending}`), writeList(roster, data, format, 'bench'));
      written += 1;
    }
  }
  return folder;
}

const bench: Bench = async ({ smoke }) => {
  const lists = smoke ? 4 : 300;
  const folder = writeEvent(lists);
  try {
    const start = performance.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/armylist.ts', 'check', folder, '--json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const ms = Math.round(performance.now() - start);
    if (run.status === null || run.status > 2 || run.stdout === '')
      throw new Error(`armylist check failed: ${run.stderr}`);
    const out = JSON.parse(run.stdout) as { counts: Record<string, number>; lists: { faction: string | null }[] };
    return {
      lists: out.lists.length,
      factions: new Set(out.lists.map((l) => l.faction)).size,
      counts: out.counts,
      exitCode: run.status,
      ms,
      msPerList: Math.round((ms / out.lists.length) * 10) / 10,
      targetMs: TARGET_MS,
      underTarget: ms < TARGET_MS,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

export default bench;
