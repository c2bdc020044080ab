import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Faction } from '../domain/data/faction.schema';
import type { GameData } from '../domain/data/game-data';
import type { GameSystem } from '../domain/data/game-system.schema';
import type { Manifest } from '../domain/data/manifest.schema';
import { parseFaction, parseGameSystem, parseManifest, type ParseResult } from '../domain/data/parse-game-data';

/** data/ of this checkout, wherever the process was started from. */
const dataDir = new URL('../../data/', import.meta.url);

function readJson<T>(file: string, parse: (json: unknown) => ParseResult<T>): T {
  const path = fileURLToPath(new URL(file, dataDir));
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = parse(json);
  if (!result.ok) {
    const first = result.issues.slice(0, 5).map((i) => `  ${i.path}: ${i.message}`).join('\n');
    throw new Error(`${path} is not valid game data (${result.issues.length} issues):\n${first}`);
  }
  return result.value;
}

export function readManifest(): Manifest {
  return readJson('manifest.json', parseManifest);
}

export function readGameSystem(): GameSystem {
  return readJson('game-system.json', parseGameSystem);
}

/** Reads one faction file. Throws naming the known factions when `id` is not one of them. */
export function readFaction(id: string): Faction {
  const manifest = readManifest();
  const entry = manifest.factions.find((f) => f.id === id);
  if (!entry) {
    throw new Error(`unknown faction "${id}"; known factions: ${manifest.factions.map((f) => f.id).join(', ')}`);
  }
  if (!existsSync(fileURLToPath(new URL(entry.file, dataDir)))) throw new Error(`faction file ${entry.file} is missing from data/`);
  return readJson(entry.file, parseFaction);
}

export function readGameData(factionId: string): GameData {
  return { system: readGameSystem(), faction: readFaction(factionId) };
}
