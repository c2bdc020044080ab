import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Faction } from '../domain/data/faction.schema';
import { gameData, type GameData } from '../domain/data/game-data';
import type { GameSystem } from '../domain/data/game-system.schema';
import type { Manifest } from '../domain/data/manifest.schema';
import { counted } from '../domain/english';
import { parseFaction, parseGameSystem, parseManifest, type ParseResult } from '../domain/data/parse-game-data';
import { parseOverrides } from '../domain/import/enrich/overrides';
import { FACTIONS } from '../domain/import/factions';
import { importFaction } from '../domain/import/import-faction';
import type { ImportOutput } from '../domain/import/run-import';
import { readCatalogueSource, type CatalogueSource } from './catalogue-source';

/** data/ of this checkout, wherever the process was started from. */
const dataDir = new URL('../../data/', import.meta.url);

function readRaw(file: string): unknown {
  const path = fileURLToPath(new URL(file, dataDir));
  if (!existsSync(path)) throw new Error(`data file ${file} is missing from data/`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function parsed<T>(file: string, result: ParseResult<T>): T {
  if (!result.ok) {
    const first = result.error
      .slice(0, 5)
      .map((i) => `  ${i.path}: ${i.message}`)
      .join('\n');
    throw new Error(`data/${file} is not valid game data (${counted(result.error.length, 'issue')}):\n${first}`);
  }
  return result.value;
}

/**
 * The catalogues `--data` named, when it did: every command then reads its factions from them, each imported the
 * first time it is asked for (with the catalogues it links to) and kept for the rest of the run.
 */
let catalogues: { readonly source: CatalogueSource; readonly imported: Map<string, ImportOutput> } | null = null;

/** Reads game data from the catalogues at `path` (a folder or a zip) instead of data/, for the rest of the run. */
export function readFromCatalogues(path: string): string | null {
  const source = readCatalogueSource(path);
  if (!source.ok) return source.error;
  catalogues = { source: source.value, imported: new Map() };
  return null;
}

/** Which data the commands read: data/ of this checkout, or the catalogues `--data` named. */
export type DataInfo = {
  readonly from: 'built-in' | 'catalogues';
  readonly path: string;
  readonly dataVersion: string;
};

export function dataInfo(): DataInfo {
  if (catalogues) {
    return { from: 'catalogues', path: catalogues.source.path, dataVersion: catalogues.source.dataVersion };
  }
  return {
    from: 'built-in',
    path: fileURLToPath(dataDir),
    dataVersion: readJson('manifest.json', parseManifest).dataVersion,
  };
}

/** The import of the catalogues' faction `id` (and its parent, for a chapter), made once. */
function imported(id: string): ImportOutput {
  if (!catalogues) throw new Error('no --data catalogues');
  const { source, imported: done } = catalogues;
  const made = [...done.values()].find((o) => o.files.has(`factions/${id}.json`));
  if (made) return made;
  const result = importFaction({
    files: source.files,
    factionId: id,
    source: source.source,
    dataVersion: source.dataVersion,
    overrides: parseOverrides(readRaw('overrides.json')),
  });
  if (!result.ok) throw new Error(result.error.message);
  done.set(id, result.value);
  return result.value;
}

function importedJson(output: ImportOutput, file: string): unknown {
  const text = output.files.get(file);
  if (text === undefined) throw new Error(`the import of the catalogues made no ${file}`);
  return JSON.parse(text);
}

function readJson<T>(file: string, parse: (json: unknown) => ParseResult<T>): T {
  return parsed(file, parse(readRaw(file)));
}

/**
 * The factions the game data holds. From `--data` catalogues, those whose catalogue (and parent's) is among the
 * files; an entry's `datasheets` imports the faction when first read, since only the import can count them.
 */
export function readManifest(): Manifest {
  if (!catalogues) return readJson('manifest.json', parseManifest);
  const { names, source, dataVersion } = catalogues.source;
  const present = FACTIONS.filter(
    (f) => names.has(f.catalogue) && (!f.parent || FACTIONS.some((p) => p.id === f.parent && names.has(p.catalogue))),
  );
  return {
    dataVersion,
    source,
    gameSystemFile: 'game-system.json',
    factions: present.map((f) => ({
      id: f.id as Manifest['factions'][number]['id'],
      name: f.name,
      group: f.group,
      parent: (f.parent ?? null) as Manifest['factions'][number]['parent'],
      file: `factions/${f.id}.json`,
      get packs() {
        return manifestEntry(f.id).packs;
      },
      get datasheets() {
        return manifestEntry(f.id).datasheets;
      },
    })),
    packs: [],
  };
}

function manifestEntry(id: string): Manifest['factions'][number] {
  const manifest = parsed('manifest.json', parseManifest(importedJson(imported(id), 'manifest.json')));
  const entry = manifest.factions.find((f) => f.id === id);
  if (!entry) throw new Error(`the import of the catalogues made no faction "${id}"`);
  return entry;
}

export function readGameSystem(): GameSystem {
  if (catalogues) throw new Error('the game system of --data catalogues comes with a faction: use readGameData');
  return readJson('game-system.json', parseGameSystem);
}

/**
 * Reads one faction: its file and the packs of datasheets it shares with other factions, put together. Throws naming
 * the known factions when `id` is not one of them.
 */
export function readFaction(id: string): Faction {
  const manifest = readManifest();
  const entry = manifest.factions.find((f) => f.id === id);
  if (!entry) {
    throw new Error(`unknown faction "${id}"; known factions: ${manifest.factions.map((f) => f.id).join(', ')}`);
  }
  if (catalogues) {
    const output = imported(id);
    const packs = entry.packs.map((pack) => importedJson(output, `packs/${pack}.json`));
    return parsed(entry.file, parseFaction(importedJson(output, entry.file), packs));
  }
  const packFiles = entry.packs.map((pack) => manifest.packs.find((p) => p.id === pack)?.file ?? `packs/${pack}.json`);
  return parsed(entry.file, parseFaction(readRaw(entry.file), packFiles.map(readRaw)));
}

export function readGameData(factionId: string): GameData {
  if (catalogues) {
    const system = parsed('game-system.json', parseGameSystem(importedJson(imported(factionId), 'game-system.json')));
    return gameData(system, readFaction(factionId));
  }
  return gameData(readGameSystem(), readFaction(factionId));
}
