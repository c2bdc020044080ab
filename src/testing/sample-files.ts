import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SAMPLES = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'text', 'samples');

/** Real exports copied from the format notes (see tests/fixtures/text/samples). */
export function readSample(file: string): string {
  return readFileSync(join(SAMPLES, file), 'utf8');
}

export const GW_APP_SAMPLES = [
  '01_gwapp10_worldeaters_v1.40.1.txt',
  '02_gwapp10_bloodangels_v1.40.1.txt',
  '03_gwapp10_tau_v1.40.1.txt',
  '04_gwapp10_blacktemplars_v1.32.1.txt',
  '05_gwapp10_imperialfists_v1.53.0.txt',
  'gwapp10_custodes_allied_INDENT_STRIPPED_no_title.txt',
] as const;
