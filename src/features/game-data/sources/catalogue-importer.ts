import overridesJson from '../../../../data/overrides.json';
import type { FactionId } from '../../../domain/data/ids';
import type { FactionGroup, Manifest } from '../../../domain/data/manifest.schema';
import { parseOverrides } from '../../../domain/import/enrich/overrides';
import { FACTIONS } from '../../../domain/import/factions';
import { importFactionFromSet } from '../../../domain/import/import-faction';
import type { ImportProblem } from '../../../domain/import/import-problem';
import { readCatalogueFiles } from '../../../domain/import/read/catalogue-archive';
import { readCatalogueSet } from '../../../domain/import/read/catalogue-files';
import type { SourceFile } from '../../../domain/import/read/source-file';
import { editionOf } from '../../../domain/import/read/edition';
import { runImport, type ImportProgress } from '../../../domain/import/run-import';
import { slugify } from '../../../domain/import/slug';
import type { FactionSpec } from '../../../domain/import/translate/faction';
import { err, ok, type Result } from '../../../domain/result';
import type { CatalogueFile } from './catalogue-files';
import type { ImportSource, ImportTarget, SourceDescription } from './importer';

const GAME_SYSTEM_NAME = /<gameSystem\b[^>]*?\sname="([^"]*)"/;
const CATALOGUE_HEADER = /<catalogue\b[^>]*>/;
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);
const GROUPS: Readonly<Record<string, FactionGroup>> = { imperium: 'imperium', chaos: 'chaos', xenos: 'xenos' };

const problem = (p: ImportProblem): Result<never, string> => err(p.message);

/**
 * The factions a catalogue set holds: Muster's own for the catalogues it knows (Space Marines, Drukhari …), and for
 * any other army catalogue (not a library) one named after it, its Faction keyword its name in capitals, its grand
 * alliance the "Imperium - " or "Chaos - " its file name starts with (Xenos otherwise): a set may hold an army
 * newer than Muster's list, and the importer then says if that keyword is not the one its units carry.
 */
export function factionSpecs(files: readonly SourceFile[]): FactionSpec[] {
  const names = new Set(files.map((f) => f.name));
  const known = FACTIONS.filter(
    (s) => names.has(s.catalogue) && (!s.parent || FACTIONS.some((p) => p.id === s.parent && names.has(p.catalogue))),
  );
  const knownFiles = new Set(FACTIONS.map((s) => s.catalogue));
  const others = files.flatMap((f): FactionSpec[] => {
    if (!/\.cat$/i.test(f.name) || knownFiles.has(f.name)) return [];
    const header = CATALOGUE_HEADER.exec(f.text.slice(0, 4000))?.[0] ?? '';
    if (ATTRIBUTE('library').exec(header)?.[1] === 'true') return [];
    const full = ATTRIBUTE('name').exec(header)?.[1]?.trim() ?? '';
    const [prefix, ...rest] = full.split(' - ');
    const name = (rest.length > 0 ? rest.join(' - ') : full).trim();
    const id = slugify(name);
    if (!name || !id || known.some((s) => s.id === id)) return [];
    const group = GROUPS[(rest.length > 0 ? (prefix ?? '') : '').trim().toLowerCase()] ?? 'xenos';
    return [{ id, name, catalogue: f.name, factionKeyword: name.toUpperCase(), group }];
  });
  return [...known, ...others].sort((a, b) => a.name.localeCompare(b.name));
}

/** The set's catalogues as text, checked to be a 10th edition set; every problem is a message naming its file. */
function readSet(files: readonly CatalogueFile[]): Result<{ texts: SourceFile[]; name: string }, string> {
  const texts = readCatalogueFiles(files);
  if (!texts.ok) return problem(texts.error);
  const system = editionOf(texts.value);
  if (!system.ok) return problem(system.error);
  return ok({
    texts: texts.value,
    name: GAME_SYSTEM_NAME.exec(system.value.text.slice(0, 2000))?.[1] ?? system.value.name,
  });
}

export function describeCatalogues(files: readonly CatalogueFile[]): Result<SourceDescription, string> {
  const set = readSet(files);
  if (!set.ok) return set;
  const factions = factionSpecs(set.value.texts).map(({ id, name }) => ({ id, name }));
  if (factions.length === 0)
    return err(`${set.value.name}: no army catalogue is among the files, only the game system and libraries.`);
  return ok({ name: set.value.name, factions });
}

/** The words the page shows for each pass of an import. */
export function stepName(progress: ImportProgress): string {
  switch (progress.step) {
    case 'unpack':
      return 'Unpacking the catalogues';
    case 'read':
      return `Reading ${progress.detail}`;
    case 'translate':
      return `Translating ${progress.detail}`;
    case 'enrich':
      return 'Adding overrides and chapters';
    case 'emit':
      return 'Writing the game data';
  }
}

/**
 * Imports what `target` asks for from the set, as the data files `data/` would hold (their JSON text by path). The
 * game system comes with a manifest listing every faction of the set; a faction comes with its packs (and, for a
 * chapter, its parent's files).
 */
export function importCatalogues(
  files: readonly CatalogueFile[],
  target: ImportTarget,
  source: ImportSource,
  onStep: (step: string) => void,
): Result<ReadonlyMap<string, string>, string> {
  const overrides = parseOverrides(overridesJson);
  const info = { name: source.name, commit: source.commit ?? '', date: source.date };
  const dataVersion = `player-${source.version.slice(0, 12)}`;
  const onProgress = (p: ImportProgress) => onStep(stepName(p));
  onStep('Unpacking the catalogues');
  const set = readSet(files);
  if (!set.ok) return set;
  const specs = factionSpecs(set.value.texts);
  if (target.kind === 'faction') {
    // The set was unpacked and read above to check its edition and list its armies: the import reads it as it is.
    const imported = importFactionFromSet({
      set: set.value.texts,
      factionId: target.factionId,
      source: info,
      dataVersion,
      overrides,
      specs,
      onProgress,
    });
    if (!imported.ok) return problem(imported.error);
    const out = new Map<string, string>();
    for (const [path, json] of imported.value.files) {
      if (path.startsWith('factions/') || path.startsWith('packs/')) out.set(path, json);
    }
    return ok(out);
  }
  const catalogues = readCatalogueSet(set.value.texts, []);
  if (!catalogues.ok) return problem(catalogues.error);
  let system: ReturnType<typeof runImport>;
  try {
    // No faction is built here, so no datasheet override applies.
    const noOverrides = { ...overrides, datasheets: [] };
    system = runImport({
      catalogues: catalogues.value,
      factions: [],
      source: info,
      dataVersion,
      overrides: noOverrides,
      seeds: [],
      onProgress,
    });
  } catch (error) {
    return err(`The game system could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const manifest = JSON.parse(system.files.get('manifest.json') ?? '{}') as Manifest;
  // The manifest lists every army of the set, though none is imported yet: each comes when a list of it is opened.
  const factions = specs.map((s) => ({
    id: s.id as FactionId,
    name: s.name,
    group: s.group,
    parent: (s.parent ?? null) as FactionId | null,
    file: `factions/${s.id}.json`,
    packs: [],
    datasheets: 0,
  }));
  return ok(
    new Map([
      ['game-system.json', system.files.get('game-system.json') ?? '{}'],
      ['manifest.json', JSON.stringify({ ...manifest, factions })],
    ]),
  );
}
