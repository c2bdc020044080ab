import { readGameData, readManifest } from '../cli/load-data';
import type { GameData } from '../domain/data/game-data';

/** Every faction of data/, as its manifest lists them. */
export const FACTION_IDS: readonly string[] = readManifest().factions.map((f) => f.id);

/** The factions with a hand-checked 20-unit example list (example-lists.ts) and its golden GW app text. */
export const EXAMPLE_FACTION_IDS = ['drukhari', 'aeldari', 'world-eaters', 'genestealer-cults'] as const;
export type ExampleFactionId = (typeof EXAMPLE_FACTION_IDS)[number];

const cache = new Map<string, GameData>();

/** The generated data in data/, read once per test file. */
export function realData(factionId: string): GameData {
  const cached = cache.get(factionId);
  if (cached) return cached;
  const data = readGameData(factionId);
  cache.set(factionId, data);
  return data;
}

export function realDataVersion(): string {
  return readManifest().dataVersion;
}
