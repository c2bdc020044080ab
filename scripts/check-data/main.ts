/**
 * `npm run check-data`, run by `npm run build`: refuses data/ the app could not use as it is. The app takes data
 * files without parsing them (src/app/data/read-game-data.ts), so each must parse with its schema into exactly
 * what is stored. Prints each problem and exits 1; prints nothing and exits 0 when all is well.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storedDataFileIssues } from '../../src/domain/data/parse-game-data';

const dataDir = fileURLToPath(new URL('../../data/', import.meta.url));
const names = ['game-system.json', 'manifest.json', ...readdirSync(join(dataDir, 'factions')).map((file) => `factions/${file}`)];
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
if (failed) {
  console.error('The data in data/ is not as the app reads it: run npm run import-data, or fix the file by hand.');
  process.exitCode = 1;
}
