/**
 * `npm run import-data [-- <bsdata folder>]`: regenerates data/ from the BattleScribe catalogues
 * (default ../shared/bsdata/wh40k-10e next to the repository) and prints what it could not express.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FACTIONS } from '../../src/domain/import/factions';
import { runImport, type SourceInfo } from '../../src/domain/import/run-import';
import { parseOverrides } from '../../src/domain/import/enrich/overrides';
import type { SourceFile } from '../../src/domain/import/read/source-file';
import { readSource } from './source';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = join(repoRoot, 'data');

/** SOURCE.md beside the catalogues names the BSData commit and its date; the manifest records both. */
function readSourceInfo(folder: string): SourceInfo {
  const path = join(folder, '..', 'SOURCE.md');
  if (!existsSync(path))
    throw new Error(`${path} is missing: it must name the BSData commit and date the catalogues come from`);
  const text = readFileSync(path, 'utf8');
  const commit = /\b([0-9a-f]{40})\b/.exec(text)?.[1];
  const date = /\((\d{4}-\d{2}-\d{2})\)/.exec(text)?.[1] ?? /\b(\d{4}-\d{2}-\d{2})\b/.exec(text)?.[1];
  if (!commit || !date) throw new Error(`${path} does not state a 40-character commit and a YYYY-MM-DD date`);
  return { name: 'BSData wh40k-10e', commit, date };
}

/** The seed datasheet pages: the only rules prose the data may carry. */
function readSeeds(folder: string): SourceFile[] {
  if (!existsSync(folder)) throw new Error(`seed pages folder ${folder} is missing (pass --seeds <folder>)`);
  return readdirSync(folder)
    .filter((n) => n.endsWith('.txt'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));
}

function main(argv: readonly string[]): number {
  const seedsAt = argv.indexOf('--seeds');
  // Without --seeds (seedsAt -1) every argument is positional: -1 + 1 is the first argument's index.
  const positional = seedsAt < 0 ? [...argv] : argv.filter((_, i) => i !== seedsAt && i !== seedsAt + 1);
  const folder = resolve(repoRoot, positional[0] ?? '../shared/bsdata/wh40k-10e');
  const seedsFolder =
    seedsAt >= 0 && argv[seedsAt + 1] ? resolve(argv[seedsAt + 1] as string) : resolve(folder, '../../seeds');
  const source = readSourceInfo(folder);
  const catalogues = readSource(
    folder,
    FACTIONS.map((f) => f.catalogue),
  );
  const result = runImport({
    catalogues,
    factions: FACTIONS,
    source,
    dataVersion: `${source.date}-${source.commit.slice(0, 8)}`,
    overrides: parseOverrides(JSON.parse(readFileSync(join(dataDir, 'overrides.json'), 'utf8'))),
    seeds: readSeeds(seedsFolder),
  });
  const written = new Set(result.files.keys());
  for (const folder of ['factions', 'packs']) {
    mkdirSync(join(dataDir, folder), { recursive: true });
    for (const name of readdirSync(join(dataDir, folder))) {
      if (name.endsWith('.json') && !written.has(`${folder}/${name}`)) rmSync(join(dataDir, folder, name));
    }
  }
  for (const [path, content] of result.files) writeFileSync(join(dataDir, path), content);
  for (const f of result.factions)
    process.stdout.write(`${f.id}: ${f.datasheets.length} datasheets, ${f.detachments.length} detachments\n`);
  if (result.report.length === 0) {
    process.stdout.write('import report: empty\n');
  } else {
    process.stdout.write(`import report: ${result.report.length} entries in data/import-report.json, by kind:\n`);
    const byKind = new Map<string, number>();
    for (const e of result.report) byKind.set(e.kind, (byKind.get(e.kind) ?? 0) + 1);
    for (const [kind, n] of [...byKind].sort(([a], [b]) => a.localeCompare(b)))
      process.stdout.write(`  ${kind}: ${n}\n`);
  }
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`import-data: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
