/**
 * `npm run bench [-- --smoke]`: runs every bench/*.bench.ts and prints one JSON object keyed by file name.
 * `--smoke` runs each benchmark with few iterations, so CI checks that they still work without timing them.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type BenchOptions = { readonly smoke: boolean };
export type Bench = (options: BenchOptions) => Promise<Record<string, unknown>>;

const here = dirname(fileURLToPath(import.meta.url));
const smoke = process.argv.includes('--smoke');
const results: Record<string, unknown> = {};
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: Bench };
  results[file.replace(/\.bench\.ts$/, '')] = await mod.default({ smoke });
}
process.stdout.write(`${JSON.stringify({ smoke, results }, null, 2)}\n`);
