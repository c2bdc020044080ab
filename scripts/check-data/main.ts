/**
 * `npm run check-data`, run by `npm run build`: refuses data/ the app could not use as it is. The app takes data
 * files without parsing them (src/app/data/read-game-data.ts), so each must parse with its schema into exactly
 * what is stored. Prints each problem and exits 1; prints nothing and exits 0 when all is well.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from '../../src/domain/data/manifest.schema';
import { parseFaction, storedDataFileIssues } from '../../src/domain/data/parse-game-data';

const dataDir = fileURLToPath(new URL('../../data/', import.meta.url));
const names = [
  'game-system.json',
  'manifest.json',
  ...['factions', 'packs'].flatMap((folder) => readdirSync(join(dataDir, folder)).map((file) => `${folder}/${file}`)),
];
let failed = false;
for (const name of names) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(dataDir, name), 'utf8'));
  } catch (error) {
    console.error(`data/${name}: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
    continue;
  }
  const issues = storedDataFileIssues(name, json);
  for (const issue of issues.slice(0, 5)) console.error(`data/${name} at ${issue.path}: ${issue.message}`);
  if (issues.length > 5) console.error(`data/${name}: and ${issues.length - 5} more problems`);
  failed ||= issues.length > 0;
}
// Each army as the app puts it together: its file with the packs it names, every id it refers to resolved.
if (!failed) {
  const manifest = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8')) as Manifest;
  const read = (file: string): unknown => JSON.parse(readFileSync(join(dataDir, file), 'utf8'));
  for (const entry of manifest.factions) {
    const result = parseFaction(
      read(entry.file),
      entry.packs.map((id) => read(`packs/${id}.json`)),
    );
    if (result.ok) continue;
    for (const issue of result.error.slice(0, 5))
      console.error(`data/${entry.file} with its packs, at ${issue.path}: ${issue.message}`);
    failed = true;
  }
}
if (failed) {
  console.error('The data in data/ is not as the app reads it: run npm run import-data, or fix the file by hand.');
  process.exitCode = 1;
}
