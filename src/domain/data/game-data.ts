import type { Faction } from './faction.schema';
import type { GameSystem } from './game-system.schema';

/** What the roster engine reads: the game system's numbers and the one faction the roster is built from. */
export type GameData = {
  readonly system: GameSystem;
  readonly faction: Faction;
};
