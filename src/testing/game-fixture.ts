import { gameData, type GameData } from '../domain/data/game-data';
import { ManifestSchema, type Manifest } from '../domain/data/manifest.schema';
import { makeCharacter, makeDatasheet, makeModelType, makeWargearOption } from './make-datasheet';
import { makeAllowance, makeDetachment, makeEnhancement, makeFaction } from './make-faction';
import { makeGameSystem } from './make-game-data';

/**
 * A small Drukhari army for store and component tests: an Archon who leads Kabalite Warriors, a Haemonculus
 * who leads Wracks, Wracks with a
 * hexrifle "for every 5 models", an Epic Hero, a Legends datasheet, and Harlequin Troupes under two allowances
 * (500 pts in Strike Force with Corsairs and Travelling Players; 1000 pts under Reaper's Wager).
 */
export function fixtureData(): GameData {
  const wracks = makeDatasheet({
    id: 'wracks',
    name: 'Wracks',
    section: 'battleline',
    isBattleline: true,
    keywords: ['INFANTRY', 'BATTLELINE', 'WRACKS'],
    composition: {
      modelTypes: [
        makeModelType({
          id: 'acothyst',
          name: 'Acothyst',
          profile: 'Wracks',
          defaultWargear: [{ wargearId: 'twin-torturers-tools', count: 1 }],
        }),
        makeModelType({
          id: 'wrack',
          name: 'Wrack',
          min: 4,
          max: 9,
          profile: 'Wracks',
          defaultWargear: [{ wargearId: 'twin-torturers-tools', count: 1 }],
        }),
      ],
    },
    points: [
      { models: 5, points: 60 },
      { models: 10, points: 120 },
    ],
    wargearOptions: [
      makeWargearOption({
        id: 'wrack-special',
        modelTypeIds: ['wrack'],
        replaces: [{ wargearId: 'twin-torturers-tools', count: 1 }],
        choices: [
          { id: 'hexrifle', items: [{ wargearId: 'hexrifle', count: 1 }] },
          { id: 'liquifier-gun', items: [{ wargearId: 'liquifier-gun', count: 1 }] },
        ],
        limit: { kind: 'per-models', models: 5, max: 1 },
      }),
    ],
  });
  const warriors = makeDatasheet({
    id: 'kabalite-warriors',
    name: 'Kabalite Warriors',
    section: 'battleline',
    isBattleline: true,
    keywords: ['INFANTRY', 'BATTLELINE', 'KABAL'],
    composition: {
      modelTypes: [
        makeModelType({ id: 'sybarite', name: 'Sybarite', profile: 'Kabalite Warriors' }),
        makeModelType({
          id: 'kabalite-warrior',
          name: 'Kabalite Warrior',
          min: 9,
          max: 9,
          profile: 'Kabalite Warriors',
        }),
      ],
    },
    points: [{ models: 10, points: 115 }],
    wargearOptions: [
      makeWargearOption({
        id: 'warrior-blaster',
        modelTypeIds: ['kabalite-warrior'],
        choices: [{ id: 'blaster', items: [{ wargearId: 'blaster', count: 1 }] }],
        limit: { kind: 'unit', max: 1 },
      }),
    ],
  });
  const archon = makeCharacter({
    id: 'archon',
    name: 'Archon',
    leads: ['kabalite-warriors'],
    points: [{ models: 1, points: 75 }],
  });
  const haemonculus = makeCharacter({
    id: 'haemonculus',
    name: 'Haemonculus',
    keywords: ['INFANTRY', 'CHARACTER', 'HAEMONCULUS'],
    leads: ['wracks'],
    points: [{ models: 1, points: 70 }],
  });
  const drazhar = makeCharacter({
    id: 'drazhar',
    name: 'Drazhar',
    isEpicHero: true,
    keywords: ['INFANTRY', 'CHARACTER', 'EPIC HERO'],
    points: [{ models: 1, points: 90 }],
  });
  const grotesques = makeDatasheet({
    id: 'grotesques',
    name: 'Grotesques',
    content: 'legends',
    points: [{ models: 3, points: 80 }],
    composition: { modelTypes: [makeModelType({ min: 3, max: 3 })] },
  });
  const troupe = makeDatasheet({
    id: 'troupe',
    name: 'Troupe',
    factionKeywords: ['HARLEQUINS'],
    keywords: ['INFANTRY', 'TROUPE'],
    wahapediaFaction: 'aeldari',
    points: [
      { models: 5, points: 85 },
      { models: 10, points: 190 },
    ],
  });
  const troupeMaster = makeCharacter({
    id: 'troupe-master',
    name: 'Troupe Master',
    factionKeywords: ['HARLEQUINS'],
    keywords: ['INFANTRY', 'CHARACTER', 'TROUPE MASTER'],
    leads: ['troupe'],
    points: [{ models: 1, points: 75 }],
  });
  return gameData(
    makeGameSystem({
      weaponAbilities: [{ name: 'Anti-', text: 'Critical wounds against the keyword.' }, { name: 'Heavy' }],
    }),
    makeFaction({
      wahapediaFaction: 'drukhari',
      detachments: [
        makeDetachment({
          enhancements: [
            makeEnhancement({
              id: 'labyrinthine-cunning',
              name: 'Labyrinthine Cunning',
              points: 25,
              requiredKeywords: ['ARCHON'],
            }),
            makeEnhancement({
              id: 'dark-vitality',
              name: 'Dark Vitality',
              points: 25,
              text: 'The bearer’s unit shrugs off its first wound each battle round.',
            }),
          ],
          stratagems: [{ name: 'Pain Tokens', commandPoints: 1, category: 'Battle Tactic' }],
        }),
        makeDetachment({
          id: 'reapers-wager',
          name: "Reaper's Wager",
          rule: { name: 'Callous Competition' },
          enhancements: [makeEnhancement({ id: 'archraider', name: 'Archraider', requiredKeywords: ['HARLEQUINS'] })],
        }),
      ],
      allowances: [
        makeAllowance({
          id: 'corsairs-and-travelling-players',
          rule: { name: 'Corsairs and Travelling Players' },
          notInDetachments: ['reapers-wager'],
        }),
        makeAllowance({
          id: 'callous-competition',
          rule: { name: 'Callous Competition' },
          onlyInDetachments: ['reapers-wager'],
          pointsCap: { incursion: 500, 'strike-force': 1000, onslaught: 1500 },
          canBeWarlord: true,
        }),
      ],
      datasheets: [archon, haemonculus, drazhar, warriors, wracks, grotesques, troupe, troupeMaster],
    }),
  );
}

export function fixtureManifest(dataVersion = 'test-1'): Manifest {
  return ManifestSchema.parse({
    dataVersion,
    source: { name: 'fixture', commit: '0'.repeat(40), date: '2026-01-01' },
    gameSystemFile: 'game-system.json',
    factions: [
      {
        id: 'drukhari',
        name: 'Drukhari',
        group: 'xenos',
        parent: null,
        file: 'factions/drukhari.json',
        packs: [],
        datasheets: 8,
      },
    ],
    packs: [],
  });
}
