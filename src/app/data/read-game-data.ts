import { assembleFaction, packsOf } from '../../domain/data/assemble-faction';
import type { FactionFile } from '../../domain/data/faction-file.schema';
import type { Faction } from '../../domain/data/faction.schema';
import type { Pack } from '../../domain/data/pack.schema';
import type { GameSystem } from '../../domain/data/game-system.schema';
import type { Manifest } from '../../domain/data/manifest.schema';
import { isRecord } from '../../domain/is-record';
import type { LoadResult } from '../../store/data-loader';

/** A data file by its path under data/: "game-system.json", "manifest.json", "factions/drukhari.json", "packs/space-marines.json". */
export type DataFileName = 'game-system.json' | 'manifest.json' | `factions/${string}.json` | `packs/${string}.json`;

/** How data files arrive: a file's JSON, or null when there is no such file. The download may fail. */
export type DataFiles = (name: DataFileName) => Promise<unknown> | null;

export type SystemData = { readonly system: GameSystem; readonly manifest: Manifest };

/*
 * The app takes data files as they are, without running their schemas over them: the files were parsed when
 * they were imported, again when the app was built (`npm run check-data`, which the build runs, refuses data
 * that does not parse to exactly what is stored) and in the tests, and parsing a faction again here would delay
 * every cold start by the time it takes. What is left to check is that the download is the file asked for, not
 * an error page or another faction.
 */

/** The game system (battle sizes, sections, glossary) and the manifest (factions, data version). */
export async function readSystemData(files: DataFiles): Promise<LoadResult<SystemData>> {
  const [system, manifest] = await Promise.all([
    readJson<GameSystem>(files, 'game-system.json', (json) => Array.isArray(json['battleSizes']), 'the game system'),
    readJson<Manifest>(files, 'manifest.json', (json) => Array.isArray(json['factions']), 'the data manifest'),
  ]);
  if (!system.ok) return system;
  if (!manifest.ok) return manifest;
  return { ok: true, value: { system: system.value, manifest: manifest.value } };
}

/**
 * One faction: its file, checked to hold that faction, and the packs of datasheets it shares with other factions
 * (a chapter's Space Marines datasheets), downloaded side by side and put together.
 */
export async function readFaction(files: DataFiles, factionId: string, factionName = factionId): Promise<LoadResult<Faction>> {
  const what = `faction "${factionId}"`;
  const offline = `${factionName} has not been saved for offline use yet: connect once to get it.`;
  const result = await readJson<FactionFile>(files, `factions/${factionId}.json`, (json) => Array.isArray(json['datasheets']) && Array.isArray(json['shared']), what, offline);
  if (!result.ok) return result;
  if (result.value.id !== factionId) {
    return { ok: false, error: `The data file for "${factionId}" holds faction "${result.value.id}".` };
  }
  const packs = await Promise.all(
    packsOf(result.value).map((id) =>
      readJson<Pack>(files, `packs/${id}.json`, (json) => json['id'] === id && Array.isArray(json['datasheets']), `the ${result.value.name} datasheets of "${id}"`, offline),
    ),
  );
  const failed = packs.find((p) => !p.ok);
  if (failed && !failed.ok) return failed;
  const assembled = assembleFaction(result.value, packs.flatMap((p) => (p.ok ? [p.value] : [])));
  return assembled.ok ? assembled : { ok: false, error: `The data for ${what} is incomplete: ${assembled.error}.` };
}

async function readJson<T>(
  files: DataFiles,
  name: DataFileName,
  holdsData: (json: Record<string, unknown>) => boolean,
  what: string,
  /** What to say when the network cannot be reached, as fetch says it (a TypeError, unlike an HTTP error status). */
  offline?: string,
): Promise<LoadResult<T>> {
  const download = files(name);
  if (!download) return { ok: false, error: `There is no data for ${what}.` };
  let json: unknown;
  try {
    json = await download;
  } catch (error) {
    if (offline !== undefined && error instanceof TypeError) return { ok: false, error: offline };
    return { ok: false, error: `Could not load the data for ${what}: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isRecord(json) || !holdsData(json)) {
    return { ok: false, error: `What was downloaded for ${what} is not its data file.` };
  }
  return { ok: true, value: json as T };
}
