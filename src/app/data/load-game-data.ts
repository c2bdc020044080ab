import type { Faction } from '../../domain/data/faction.schema';
import type { GameSystem } from '../../domain/data/game-system.schema';
import type { Manifest } from '../../domain/data/manifest.schema';
import { parseFaction, parseGameSystem, parseManifest, type ParseResult } from '../../domain/data/parse-game-data';
import type { LoadResult } from '../../store/data-loader';

type JsonModule = { default: unknown };

// Each file is its own chunk: the app downloads only the factions a player opens.
const factionFiles = import.meta.glob<JsonModule>('../../../data/factions/*.json');
const systemFiles = import.meta.glob<JsonModule>(['../../../data/game-system.json', '../../../data/manifest.json']);

export type SystemData = { readonly system: GameSystem; readonly manifest: Manifest };

/** The game system (battle sizes, sections, glossary) and the manifest (factions, data version). */
export async function loadSystemData(): Promise<LoadResult<SystemData>> {
  const [system, manifest] = await Promise.all([
    loadJson('../../../data/game-system.json', systemFiles, parseGameSystem, 'the game system'),
    loadJson('../../../data/manifest.json', systemFiles, parseManifest, 'the data manifest'),
  ]);
  if (!system.ok) return system;
  if (!manifest.ok) return manifest;
  return { ok: true, value: { system: system.value, manifest: manifest.value } };
}

export async function loadFaction(factionId: string): Promise<LoadResult<Faction>> {
  const result = await loadJson(`../../../data/factions/${factionId}.json`, factionFiles, parseFaction, `faction "${factionId}"`);
  if (result.ok && result.value.id !== factionId) {
    return { ok: false, message: `The data file for "${factionId}" holds faction "${result.value.id}".` };
  }
  return result;
}

async function loadJson<T>(
  path: string,
  files: Record<string, () => Promise<JsonModule>>,
  parse: (json: unknown) => ParseResult<T>,
  what: string,
): Promise<LoadResult<T>> {
  const load = files[path];
  if (!load) return { ok: false, message: `There is no data for ${what}.` };
  let json: unknown;
  try {
    json = (await load()).default;
  } catch (error) {
    return { ok: false, message: `Could not download the data for ${what}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = parse(json);
  if (parsed.ok) return parsed;
  const [first] = parsed.issues;
  const more = parsed.issues.length > 1 ? ` (and ${parsed.issues.length - 1} more problems)` : '';
  return { ok: false, message: `The data for ${what} is damaged at ${first?.path ?? '(root)'}: ${first?.message ?? 'unknown problem'}${more}.` };
}
