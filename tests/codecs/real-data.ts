import { readGameData, readManifest } from '../../src/cli/load-data';
import type { GameData } from '../../src/domain/data/game-data';
import { FACTION_IDS } from '../data/helpers';

export { FACTION_IDS };
export type FactionId = (typeof FACTION_IDS)[number];

const cache = new Map<string, GameData>();

/** The generated data in data/, read once per test file. */
export function realData(factionId: FactionId): GameData {
  const cached = cache.get(factionId);
  if (cached) return cached;
  const data = readGameData(factionId);
  cache.set(factionId, data);
  return data;
}

export function realDataVersion(): string {
  return readManifest().dataVersion;
}
