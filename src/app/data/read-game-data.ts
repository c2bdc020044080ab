import type { Faction } from '../../domain/data/faction.schema';
import type { GameSystem } from '../../domain/data/game-system.schema';
import type { Manifest } from '../../domain/data/manifest.schema';
import { parseFaction, parseGameSystem, parseManifest, type ParseResult } from '../../domain/data/parse-game-data';
import type { LoadResult } from '../../store/data-loader';

/** A data file by its path under data/: "game-system.json", "manifest.json", "factions/drukhari.json". */
export type DataFileName = 'game-system.json' | 'manifest.json' | `factions/${string}.json`;

/** How data files arrive: a file's JSON, or null when there is no such file. The download may fail. */
export type DataFiles = (name: DataFileName) => Promise<unknown> | null;

export type SystemData = { readonly system: GameSystem; readonly manifest: Manifest };

/** The game system (battle sizes, sections, glossary) and the manifest (factions, data version), parsed. */
export async function readSystemData(files: DataFiles): Promise<LoadResult<SystemData>> {
  const [system, manifest] = await Promise.all([
    readJson(files, 'game-system.json', parseGameSystem, 'the game system'),
    readJson(files, 'manifest.json', parseManifest, 'the data manifest'),
  ]);
  if (!system.ok) return system;
  if (!manifest.ok) return manifest;
  return { ok: true, value: { system: system.value, manifest: manifest.value } };
}

/** One faction's file, parsed, and checked to hold that faction. */
export async function readFaction(files: DataFiles, factionId: string): Promise<LoadResult<Faction>> {
  const result = await readJson(files, `factions/${factionId}.json`, parseFaction, `faction "${factionId}"`);
  if (result.ok && result.value.id !== factionId) {
    return { ok: false, message: `The data file for "${factionId}" holds faction "${result.value.id}".` };
  }
  return result;
}

async function readJson<T>(
  files: DataFiles,
  name: DataFileName,
  parse: (json: unknown) => ParseResult<T>,
  what: string,
): Promise<LoadResult<T>> {
  const download = files(name);
  if (!download) return { ok: false, message: `There is no data for ${what}.` };
  let json: unknown;
  try {
    json = await download;
  } catch (error) {
    return { ok: false, message: `Could not download the data for ${what}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = parse(json);
  if (parsed.ok) return parsed;
  const [first] = parsed.issues;
  const more = parsed.issues.length > 1 ? ` (and ${parsed.issues.length - 1} more problems)` : '';
  return { ok: false, message: `The data for ${what} is damaged at ${first?.path ?? '(root)'}: ${first?.message ?? 'unknown problem'}${more}.` };
}
