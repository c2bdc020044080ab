import type { GameData } from '../domain/data/game-data';
import { makeCharacter, makeDatasheet, makeModelType, makeWargearOption } from './make-datasheet';
import { makeAllowance, makeDetachment, makeEnhancement } from './make-faction';
import { makeGameData } from './make-game-data';

/** A small Drukhari-like army with every shape a codec meets: leaders, two-type units, options, an ally, two detachments. */
export function makeCodecGameData(): GameData {
  const archon = makeCharacter({
    leads: ['kabalite-warriors'],
    wargear: [
      { id: 'huskblade', name: 'Huskblade', profiles: [], abilities: [] },
      { id: 'splinter-pistol', name: 'Splinter pistol', profiles: [], abilities: [] },
      { id: 'blast-pistol', name: 'Blast pistol', profiles: [], abilities: [] },
    ],
    composition: {
      modelTypes: [
        makeModelType({
          id: 'archon',
          name: 'Archon',
          profile: 'Archon',
          defaultWargear: [
            { wargearId: 'huskblade', count: 1 },
            { wargearId: 'splinter-pistol', count: 1 },
          ],
        }),
      ],
    },
    wargearOptions: [
      makeWargearOption({
        id: 'pistol',
        modelTypeIds: ['archon'],
        replaces: [{ wargearId: 'splinter-pistol', count: 1 }],
        choices: [{ id: 'blast-pistol', items: [{ wargearId: 'blast-pistol', count: 1 }] }],
      }),
    ],
  });
  const warriors = makeDatasheet({
    id: 'kabalite-warriors',
    name: 'Kabalite Warriors',
    section: 'battleline',
    isBattleline: true,
    composition: {
      modelTypes: [
        makeModelType({ id: 'sybarite', name: 'Sybarite', profile: 'Sybarite', min: 1, max: 1 }),
        makeModelType({
          id: 'kabalite-warrior',
          name: 'Kabalite Warrior',
          profile: 'Kabalite Warrior',
          min: 9,
          max: 19,
        }),
      ],
    },
    points: [
      { models: 10, points: 110 },
      { models: 20, points: 220 },
    ],
    wargearOptions: [
      makeWargearOption({
        id: 'special',
        modelTypeIds: ['kabalite-warrior'],
        limit: { kind: 'per-models', models: 10, max: 1 },
        choices: [
          { id: 'blaster', items: [{ wargearId: 'blaster', count: 1 }] },
          { id: 'shredder', items: [{ wargearId: 'shredder', count: 1 }] },
        ],
      }),
      makeWargearOption({
        id: 'heavy',
        modelTypeIds: ['kabalite-warrior'],
        limit: { kind: 'per-models', models: 10, max: 1 },
        exclusiveWith: ['special'],
        choices: [
          { id: 'dark-lance', items: [{ wargearId: 'dark-lance', count: 1 }] },
          { id: 'splinter-cannon', items: [{ wargearId: 'splinter-cannon', count: 1 }] },
        ],
      }),
      makeWargearOption({
        id: 'sybarite-pistol',
        modelTypeIds: ['sybarite'],
        limit: { kind: 'unit', max: 1 },
        replaces: [{ wargearId: 'splinter-rifle', count: 1 }],
        choices: [
          {
            id: 'blast-pistol',
            items: [
              { wargearId: 'blast-pistol', count: 1 },
              { wargearId: 'power-sword', count: 1 },
            ],
          },
        ],
      }),
    ],
  });
  const raider = makeDatasheet({
    id: 'raider',
    name: 'Raider',
    keywords: ['VEHICLE', 'TRANSPORT', 'DEDICATED TRANSPORT'],
    section: 'dedicated-transports',
    isDedicatedTransport: true,
    composition: {
      modelTypes: [
        makeModelType({
          id: 'raider',
          name: 'Raider',
          profile: 'Raider',
          defaultWargear: [
            { wargearId: 'dark-lance', count: 1 },
            { wargearId: 'bladevanes', count: 1 },
          ],
        }),
      ],
    },
    points: [{ models: 1, points: 80 }],
    wargearOptions: [
      makeWargearOption({
        id: 'gun',
        modelTypeIds: ['raider'],
        limit: { kind: 'unit', max: 1 },
        replaces: [{ wargearId: 'dark-lance', count: 1 }],
        choices: [{ id: 'disintegrator', items: [{ wargearId: 'disintegrator-cannon', count: 1 }] }],
      }),
    ],
  });
  const talos = makeDatasheet({
    id: 'talos',
    name: 'Talos',
    keywords: ['MONSTER'],
    composition: {
      modelTypes: [
        makeModelType({
          id: 'talos',
          name: 'Talos',
          profile: 'Talos',
          min: 1,
          max: 3,
          defaultWargear: [
            { wargearId: 'macro-scalpel', count: 2 },
            { wargearId: 'twin-liquifier-gun', count: 1 },
          ],
        }),
      ],
    },
    points: [
      { models: 1, points: 90 },
      { models: 2, points: 180 },
      { models: 3, points: 270 },
    ],
  });
  const troupe = makeDatasheet({
    id: 'troupe',
    name: 'Troupe',
    keywords: ['INFANTRY', 'HARLEQUINS'],
    factionKeywords: ['HARLEQUINS'],
    composition: {
      modelTypes: [makeModelType({ id: 'player', name: 'Player', profile: 'Player', min: 5, max: 12 })],
    },
    points: [
      { models: 5, points: 85 },
      { models: 6, points: 100 },
      { models: 12, points: 205 },
    ],
  });
  const haemonculus = makeCharacter({
    id: 'haemonculus',
    name: 'Haemonculus',
    keywords: ['INFANTRY', 'CHARACTER', 'HAEMONCULUS'],
    composition: { modelTypes: [makeModelType({ id: 'haemonculus', name: 'Haemonculus', profile: 'Haemonculus' })] },
    points: [{ models: 1, points: 70 }],
  });
  return makeGameData({
    datasheets: [archon, haemonculus, warriors, raider, talos, troupe],
    faction: {
      detachments: [
        makeDetachment({
          enhancements: [
            makeEnhancement(),
            makeEnhancement({ id: 'the-art-of-pain', name: 'The Art of Pain', points: 20 }),
          ],
        }),
        makeDetachment({
          id: 'skysplinter-assault',
          name: 'Skysplinter Assault',
          enhancements: [makeEnhancement({ id: 'spiteful-raider', name: 'Spiteful Raider', points: 15 })],
        }),
      ],
      allowances: [makeAllowance()],
    },
  });
}
