import type { z } from 'zod';
import type { Datasheet } from '../domain/data/datasheet.schema';
import { gameData, type GameData } from '../domain/data/game-data';
import { GameSystemSchema, type GameSystem } from '../domain/data/game-system.schema';
import { makeFaction, type FactionInput } from './make-faction';

export type GameSystemInput = z.input<typeof GameSystemSchema>;

/** The 10th-edition matched-play numbers: 1000 / 2000 / 3000 pts, 3 copies (6 for BATTLELINE / DEDICATED TRANSPORT). */
export function makeGameSystem(overrides: Partial<GameSystemInput> = {}): GameSystem {
  return GameSystemSchema.parse({
    id: 'wh40k-10e',
    name: 'Warhammer 40,000',
    edition: '10th',
    battleSizes: [
      { id: 'incursion', name: 'Incursion', points: 1000 },
      { id: 'strike-force', name: 'Strike Force', points: 2000 },
      { id: 'onslaught', name: 'Onslaught', points: 3000 },
    ],
    defaultBattleSizeId: 'strike-force',
    datasheetLimits: {
      default: 3,
      byKeyword: [
        { keyword: 'BATTLELINE', max: 6 },
        { keyword: 'DEDICATED TRANSPORT', max: 6 },
      ],
    },
    epicHeroLimit: 1,
    enhancementLimits: { perArmy: 3, perUnit: 1 },
    sections: [
      { id: 'characters', name: 'Characters' },
      { id: 'battleline', name: 'Battleline' },
      { id: 'dedicated-transports', name: 'Dedicated Transports' },
      { id: 'other-datasheets', name: 'Other Datasheets' },
      { id: 'allied-units', name: 'Allied Units' },
    ],
    coreRules: [],
    weaponAbilities: [],
    ...overrides,
  });
}

export type GameDataOverrides = {
  readonly system?: Partial<GameSystemInput>;
  /** Shorthand for `faction.datasheets`. */
  readonly datasheets?: readonly Datasheet[];
  readonly faction?: Partial<FactionInput>;
};

/** Game data for one faction; `makeGameData({ datasheets: [wracks] })` is a Drukhari army with only Wracks. */
export function makeGameData(overrides: GameDataOverrides = {}): GameData {
  const faction = overrides.datasheets
    ? { ...overrides.faction, datasheets: [...overrides.datasheets] }
    : overrides.faction;
  return gameData(makeGameSystem(overrides.system), makeFaction(faction));
}
