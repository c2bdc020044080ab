import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Faction } from '../domain/data/faction.schema';
import { gameData, type GameData } from '../domain/data/game-data';
import type { GameSystem } from '../domain/data/game-system.schema';
import type { Manifest } from '../domain/data/manifest.schema';
import { counted } from '../domain/english';
import { parseFaction, parseGameSystem, parseManifest, type ParseResult } from '../domain/data/parse-game-data';

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

function readJson<T>(file: string, parse: (json: unknown) => ParseResult<T>): T {
  return parsed(file, parse(readRaw(file)));
}

export function readManifest(): Manifest {
  return readJson('manifest.json', parseManifest);
}

export function readGameSystem(): GameSystem {
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
  const packFiles = entry.packs.map((pack) => manifest.packs.find((p) => p.id === pack)?.file ?? `packs/${pack}.json`);
  return parsed(entry.file, parseFaction(readRaw(entry.file), packFiles.map(readRaw)));
}

export function readGameData(factionId: string): GameData {
  return gameData(readGameSystem(), readFaction(factionId));
}
