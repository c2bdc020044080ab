import type { Datasheet } from '../domain/data/datasheet.schema';
import type { Unit } from '../domain/roster/roster.schema';
import { makeDatasheet, makeModelType, makeWargearOption } from './make-datasheet';
import { makeUnit, type UnitInput } from './make-roster';

const specialWeapon = (id: string) =>
  makeWargearOption({
    id,
    modelTypeIds: ['wrack'],
    replaces: [{ wargearId: 'twin-torturer-s-tools', count: 1 }],
    choices: [
      {
        id,
        items: [
          { wargearId: id, count: 1 },
          { wargearId: 'torturer-s-tool', count: 1 },
        ],
      },
    ],
    limit: { kind: 'per-models', models: 5, max: 1 },
  });

/**
 * Wracks as the seed datasheet prints them: 1 Acothyst and 4-9 Wracks at 5, 8 or 10 models; for every
 * 5 models one Wrack may swap its twin torturer's tools for each special weapon (and a torturer's tool);
 * the Acothyst may take a power weapon for its twin tools, or, failing that, for its torturer's tool.
 */
export function makeWracks(): Datasheet {
  return makeDatasheet({
    id: 'wracks',
    name: 'Wracks',
    keywords: ['INFANTRY', 'BATTLELINE', 'HAEMONCULUS COVENS', 'AELDARI', 'WRACKS'],
    section: 'battleline',
    isBattleline: true,
    composition: {
      modelTypes: [
        makeModelType({
          id: 'acothyst',
          name: 'Acothyst',
          profile: 'Wrack',
          defaultWargear: [{ wargearId: 'twin-torturer-s-tools', count: 1 }],
        }),
        makeModelType({
          id: 'wrack',
          name: 'Wrack',
          min: 4,
          max: 9,
          profile: 'Wrack',
          defaultWargear: [{ wargearId: 'twin-torturer-s-tools', count: 1 }],
        }),
      ],
    },
    points: [
      { models: 5, points: 60 },
      { models: 8, points: 100 },
      { models: 10, points: 120 },
    ],
    wargearOptions: [
      specialWeapon('hexrifle'),
      specialWeapon('liquifier-gun'),
      specialWeapon('ossefactor'),
      specialWeapon('stinger-pistol'),
      makeWargearOption({
        id: 'acothyst-power-weapon',
        modelTypeIds: ['acothyst'],
        replaces: [{ wargearId: 'twin-torturer-s-tools', count: 1 }],
        choices: [
          {
            id: 'power-weapon',
            items: [
              { wargearId: 'power-weapon', count: 1 },
              { wargearId: 'torturer-s-tool', count: 1 },
            ],
          },
        ],
      }),
      makeWargearOption({
        id: 'acothyst-tool',
        modelTypeIds: ['acothyst'],
        replaces: [{ wargearId: 'torturer-s-tool', count: 1 }],
        choices: [{ id: 'power-weapon', items: [{ wargearId: 'power-weapon', count: 1 }], points: 5 }],
        exclusiveWith: ['acothyst-power-weapon'],
      }),
    ],
  });
}

/** A unit (u1) of those Wracks: `wracks` Wracks with one Acothyst unless told otherwise, and the wargear taken. */
export function makeWracksUnit(
  wracks: number,
  { acothysts = 1, wargear = [] }: { acothysts?: number; wargear?: UnitInput['wargear'] } = {},
): Unit {
  return makeUnit({
    datasheetId: 'wracks',
    models: [
      { modelTypeId: 'acothyst', count: acothysts },
      { modelTypeId: 'wrack', count: wracks },
    ],
    wargear,
  });
}
