import type { Faction } from './faction.schema';
import { buildGameIndex, type GameIndex } from './game-index';
import type { GameSystem } from './game-system.schema';

/**
 * What the roster engine reads: the game system's numbers, the one faction the roster is built from, and their index.
 * Made only by `gameData`, so the index always belongs to the system and faction beside it.
 */
export type GameData = {
  readonly system: GameSystem;
  readonly faction: Faction;
  readonly index: GameIndex;
};

export function gameData(system: GameSystem, faction: Faction): GameData {
  return { system, faction, index: buildGameIndex(system, faction) };
}
