import type { Faction } from '../../domain/data/faction.schema';
import type { GameSystem } from '../../domain/data/game-system.schema';
import type { Manifest } from '../../domain/data/manifest.schema';
import type { ParseResult } from '../../domain/data/parse-game-data';
import type { LoadResult } from '../../store/data-loader';

type JsonModule = { default: unknown };
type Parsers = typeof import('../../domain/data/parse-game-data');

// Each file is its own chunk: the app downloads only the factions a player opens.
const factionFiles = import.meta.glob<JsonModule>('../../../data/factions/*.json');
const systemFiles = import.meta.glob<JsonModule>(['../../../data/game-system.json', '../../../data/manifest.json']);
// The schemas are a chunk of their own too, so a file and its parser download side by side.
const parsers = (): Promise<Parsers> => import('../../domain/data/parse-game-data');

export type SystemData = { readonly system: GameSystem; readonly manifest: Manifest };

/** The game system (battle sizes, sections, glossary) and the manifest (factions, data version), parsed. */
export async function readSystemData(): Promise<LoadResult<SystemData>> {
  const [system, manifest] = await Promise.all([
    readJson('../../../data/game-system.json', systemFiles, (p) => p.parseGameSystem, 'the game system'),
    readJson('../../../data/manifest.json', systemFiles, (p) => p.parseManifest, 'the data manifest'),
  ]);
  if (!system.ok) return system;
  if (!manifest.ok) return manifest;
  return { ok: true, value: { system: system.value, manifest: manifest.value } };
}

/** One faction's file, parsed, and checked to hold that faction. */
export async function readFaction(factionId: string): Promise<LoadResult<Faction>> {
  const result = await readJson(`../../../data/factions/${factionId}.json`, factionFiles, (p) => p.parseFaction, `faction "${factionId}"`);
  if (result.ok && result.value.id !== factionId) {
    return { ok: false, message: `The data file for "${factionId}" holds faction "${result.value.id}".` };
  }
  return result;
}

async function readJson<T>(
  path: string,
  files: Record<string, () => Promise<JsonModule>>,
  parserOf: (parsers: Parsers) => (json: unknown) => ParseResult<T>,
  what: string,
): Promise<LoadResult<T>> {
  const load = files[path];
  if (!load) return { ok: false, message: `There is no data for ${what}.` };
  let json: unknown;
  let parse: (json: unknown) => ParseResult<T>;
  try {
    const [file, loaded] = await Promise.all([load(), parsers()]);
    json = file.default;
    parse = parserOf(loaded);
  } catch (error) {
    return { ok: false, message: `Could not download the data for ${what}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = parse(json);
  if (parsed.ok) return parsed;
  const [first] = parsed.issues;
  const more = parsed.issues.length > 1 ? ` (and ${parsed.issues.length - 1} more problems)` : '';
  return { ok: false, message: `The data for ${what} is damaged at ${first?.path ?? '(root)'}: ${first?.message ?? 'unknown problem'}${more}.` };
}
