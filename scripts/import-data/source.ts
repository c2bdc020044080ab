import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BsCatalogue } from '../../src/domain/import/read/bs-types';
import { readCatalogueSet } from '../../src/domain/import/read/catalogue-files';
import type { SourceFile } from '../../src/domain/import/read/source-file';

/** The .gst and .cat files of a BattleScribe data folder, parsed as far as `wanted` catalogues need them. */
export function readSource(dir: string, wanted: readonly string[]): BsCatalogue[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.cat') || n.endsWith('.gst'))
      .sort();
  } catch {
    throw new Error(`cannot read the BattleScribe data folder ${dir}`);
  }
  const files = names.map((name): SourceFile => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
  const catalogues = readCatalogueSet(files, wanted);
  if (!catalogues.ok) throw new Error(catalogues.error.message);
  return catalogues.value;
}
