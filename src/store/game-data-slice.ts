import { gameData, type GameData } from '../domain/data/game-data';
import type { FactionId } from '../domain/data/ids';
import type { GameDataSlice } from './roster-state';
import type { SliceCreator } from './store-tools';

/** The game system and each faction as they arrive; a faction's `GameData` is made once both are in. */
export const createGameDataSlice: SliceCreator<GameDataSlice> = (_set, get, tools) => ({
  system: null,
  manifest: null,
  factions: {},
  gameData: {},

  receiveSystem(system, manifest) {
    const built: Partial<Record<FactionId, GameData>> = {};
    for (const faction of Object.values(get().factions)) if (faction) built[faction.id] = gameData(system, faction);
    tools.withoutHistory({ system, manifest, gameData: built });
    get().reviewOpenedRoster();
  },
  receiveFaction(faction) {
    const { system, factions, gameData: built } = get();
    tools.withoutHistory({
      factions: { ...factions, [faction.id]: faction },
      gameData: system ? { ...built, [faction.id]: gameData(system, faction) } : built,
    });
    get().reviewOpenedRoster();
  },
});
