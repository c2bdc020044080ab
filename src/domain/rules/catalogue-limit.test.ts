import { describe, expect, it } from 'vitest';
import type { CatalogueLimit } from '../data/catalogue-limit.schema';
import { CatalogueLimitSchema } from '../data/catalogue-limit.schema';
import { checkRule } from '../../testing/check-rule';
import { makeDatasheet, makeModelType, makeWargearOption } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnit } from '../../testing/make-roster';
import { catalogueLimit } from './catalogue-limit';

/**
 * An Intercessor Squad as the catalogue has it: 5 or 10 models, any of which may take an Astartes grenade launcher
 * (the option alone allows one per model), and the catalogue's limits: at most 2 launchers, and at most 1 while the
 * unit has fewer than 10 models.
 */
const launchers = (max: CatalogueLimit['max']): CatalogueLimit =>
  CatalogueLimitSchema.parse({
    id: 'launchers',
    name: 'Astartes grenade launcher',
    in: 'unit',
    counted: { of: 'wargear', wargearIds: ['astartes-grenade-launcher'] },
    max,
  });

const intercessors = makeDatasheet({
  id: 'intercessor-squad',
  name: 'Intercessor Squad',
  composition: {
    modelTypes: [
      makeModelType({
        id: 'intercessor',
        name: 'Intercessor',
        min: 5,
        max: 10,
        defaultWargear: [{ wargearId: 'bolt-rifle', count: 1 }],
      }),
    ],
  },
  points: [
    { models: 5, points: 80 },
    { models: 10, points: 160 },
  ],
  wargearOptions: [
    makeWargearOption({
      id: 'grenade-launcher',
      modelTypeIds: ['intercessor'],
      replaces: [],
      choices: [{ id: 'grenade-launcher', items: [{ wargearId: 'astartes-grenade-launcher', count: 1 }] }],
    }),
  ],
  limits: [
    launchers({ base: 2, steps: [] }),
    {
      ...launchers({
        base: null,
        steps: [{ op: 'set', value: 1, when: { kind: 'models', comparison: 'lt', value: 10 } }],
      }),
      id: 'launchers-2',
    },
  ],
});
const data = makeGameData({ datasheets: [intercessors] });

function check(models: number, launchersTaken: number) {
  const wargear =
    launchersTaken === 0
      ? []
      : [
          {
            modelTypeId: 'intercessor',
            optionId: 'grenade-launcher',
            choiceId: 'grenade-launcher',
            count: launchersTaken,
          },
        ];
  const unit = makeUnit({
    datasheetId: 'intercessor-squad',
    models: [{ modelTypeId: 'intercessor', count: models }],
    wargear,
  });
  return checkRule(catalogueLimit, makeRoster({ units: [unit] }), data);
}

describe('catalogue-limit: one Astartes grenade launcher for every 5 models', () => {
  it('allows 1 launcher in 5 Intercessors', () => {
    expect(check(5, 1)).toEqual([]);
  });

  it('flags 2 launchers in 5 Intercessors, naming the limit, the count and the bound', () => {
    const issues = check(5, 2);
    expect(issues.map((i) => [i.ruleId, i.severity, i.unitIds, i.params])).toEqual([
      [
        'catalogue-limit',
        'error',
        ['u1'],
        {
          unit: 'Intercessor Squad',
          limit: 'launchers-2',
          name: 'Astartes grenade launcher',
          in: 'unit',
          count: 2,
          bound: 'max',
          value: 1,
          when: 'it has fewer than 10 models',
        },
      ],
    ]);
    expect(issues[0]?.message).toBe(
      'Intercessor Squad may have at most 1 Astartes grenade launcher while it has fewer than 10 models, and it has 2.',
    );
  });

  it('allows 2 launchers in 10 Intercessors', () => {
    expect(check(10, 2)).toEqual([]);
  });

  it('flags a 3rd launcher in 10 Intercessors once, by the limit that still holds there', () => {
    expect(check(10, 3).map((i) => [i.params.limit, i.params.value])).toEqual([['launchers', 2]]);
  });

  it('says one problem once: 3 launchers in 5 Intercessors break both limits, and the tighter is named', () => {
    expect(check(5, 3).map((i) => [i.params.limit, i.params.value])).toEqual([['launchers-2', 1]]);
  });

  it('leaves a unit of a size the datasheet does not have to the unit-size rule', () => {
    expect(check(7, 3)).toEqual([]);
  });
});

describe('catalogue-limit: the army and one model', () => {
  const onlyIn = makeDatasheet({
    id: 'warriors',
    limits: [
      CatalogueLimitSchema.parse({
        id: 'warriors',
        name: 'Warriors',
        in: 'army',
        counted: { of: 'units', datasheetIds: ['warriors'] },
        max: {
          base: null,
          steps: [
            {
              op: 'set',
              value: 0,
              when: { kind: 'not', condition: { kind: 'detachment', detachmentIds: ['realspace-raiders'] } },
            },
          ],
        },
      }),
    ],
  });
  const inArmy = makeGameData({ datasheets: [onlyIn] });
  const roster = (detachmentId: string) =>
    makeRoster({
      detachmentId,
      units: [makeUnit({ datasheetId: 'warriors', models: [{ modelTypeId: 'warrior', count: 5 }] })],
    });

  it('flags a datasheet the catalogue allows only in one detachment, outside it', () => {
    const issues = checkRule(catalogueLimit, roster('skysplinter-assault'), inArmy);
    expect(issues.map((i) => i.message)).toEqual([
      'Warriors: the army may not include Warriors while the detachment is not Realspace Raiders.',
    ]);
  });

  it('allows it in that detachment', () => {
    expect(checkRule(catalogueLimit, roster('realspace-raiders'), inArmy)).toEqual([]);
  });

  it('checks a limit on each model of a type: a lone sergeant may carry one pistol', () => {
    const sergeantLimit = CatalogueLimitSchema.parse({
      id: 'pistol',
      name: 'blast pistol',
      in: 'model',
      modelTypeIds: ['sybarite'],
      counted: { of: 'wargear', wargearIds: ['blast-pistol'] },
      max: { base: 1, steps: [] },
    });
    const sheet = makeDatasheet({
      id: 'kabalites',
      composition: {
        modelTypes: [
          makeModelType({
            id: 'sybarite',
            name: 'Sybarite',
            min: 1,
            max: 1,
            defaultWargear: [{ wargearId: 'blast-pistol', count: 2 }],
          }),
        ],
      },
      points: [{ models: 1, points: 10 }],
      limits: [sergeantLimit],
    });
    const issues = checkRule(
      catalogueLimit,
      makeRoster({ units: [makeUnit({ datasheetId: 'kabalites', models: [{ modelTypeId: 'sybarite', count: 1 }] })] }),
      makeGameData({ datasheets: [sheet] }),
    );
    expect(issues.map((i) => i.message)).toEqual([
      'Each Sybarite model of Warriors may carry at most 1 blast pistol; they carry 2 between them.',
    ]);
  });
});

/**
 * An Invader ATV as the catalogues have it: a datasheet of its own, and a model an Outrider Squad may include, with one
 * limit on both: at most 3 in the army, wherever they are.
 */
describe('catalogue-limit: one entry counted across the army, as units and as models in other units', () => {
  const atvLimit = CatalogueLimitSchema.parse({
    id: 'invader-atv',
    name: 'Invader ATV',
    in: 'army',
    counted: {
      of: 'entries',
      datasheetIds: [],
      models: [
        { datasheetId: 'invader-atv', modelTypeIds: ['invader-atv'] },
        { datasheetId: 'outrider-squad', modelTypeIds: ['invader-atv'] },
      ],
    },
    max: { base: 3, steps: [] },
  });
  const atv = makeDatasheet({
    id: 'invader-atv',
    name: 'Invader ATV',
    composition: { modelTypes: [makeModelType({ id: 'invader-atv', name: 'Invader ATV', min: 1, max: 1 })] },
    points: [{ models: 1, points: 60 }],
  });
  const outriders = makeDatasheet({
    id: 'outrider-squad',
    name: 'Outrider Squad',
    composition: {
      modelTypes: [
        makeModelType({ id: 'outrider', name: 'Outrider', min: 3, max: 6 }),
        makeModelType({ id: 'invader-atv', name: 'Invader ATV', min: 0, max: 1 }),
      ],
    },
    points: [
      { models: 3, points: 80 },
      { models: 4, points: 140 },
      { models: 6, points: 160 },
      { models: 7, points: 220 },
    ],
    limits: [atvLimit],
  });
  const data = makeGameData({ datasheets: [atv, outriders] });
  const squad = (id: string, withAtv: boolean) =>
    makeUnit({
      id,
      datasheetId: 'outrider-squad',
      models: [{ modelTypeId: 'outrider', count: 3 }, ...(withAtv ? [{ modelTypeId: 'invader-atv', count: 1 }] : [])],
    });
  const atvUnit = (id: string) =>
    makeUnit({ id, datasheetId: 'invader-atv', models: [{ modelTypeId: 'invader-atv', count: 1 }] });

  it('allows 3 Invader ATVs: 2 on their own and 1 in an Outrider Squad', () => {
    expect(
      checkRule(catalogueLimit, makeRoster({ units: [atvUnit('a1'), atvUnit('a2'), squad('o1', true)] }), data),
    ).toEqual([]);
  });

  it('flags a 4th, and says it once however many Outrider Squads the army has', () => {
    const roster = makeRoster({
      units: [atvUnit('a1'), atvUnit('a2'), squad('o1', true), squad('o2', true), squad('o3', false)],
    });
    expect(checkRule(catalogueLimit, roster, data).map((i) => i.message)).toEqual([
      'Outrider Squad (1): the army may include at most 3 Invader ATVs, and it has 4.',
    ]);
  });
});

/**
 * A Deathwatch Kill Team as the catalogue has it: 5 to 10 models, of which 2 Veterans may swap their boltgun and power
 * weapon for a frag cannon and a close combat weapon (the catalogue's variant model "Veteran w/ frag cannon and CCW",
 * max 2), and its editor error: only 1 of them while the unit has fewer than 10 models.
 */
describe('catalogue-limit: a variant model counted by the choice it became', () => {
  const swap = { optionId: 'veteran-frag-cannon', choiceId: 'close-combat-weapon-and-frag-cannon' };
  const killTeam = makeDatasheet({
    id: 'deathwatch-kill-team',
    name: 'Deathwatch Kill Team',
    composition: {
      modelTypes: [
        makeModelType({
          id: 'veteran',
          name: 'Veteran',
          min: 5,
          max: 10,
          defaultWargear: [
            { wargearId: 'boltgun', count: 1 },
            { wargearId: 'power-weapon', count: 1 },
          ],
        }),
      ],
    },
    points: [
      { models: 5, points: 100 },
      { models: 10, points: 200 },
    ],
    wargearOptions: [
      makeWargearOption({
        id: swap.optionId,
        modelTypeIds: ['veteran'],
        replaces: [
          { wargearId: 'boltgun', count: 1 },
          { wargearId: 'power-weapon', count: 1 },
        ],
        choices: [
          {
            id: swap.choiceId,
            items: [
              { wargearId: 'close-combat-weapon', count: 1 },
              { wargearId: 'frag-cannon', count: 1 },
            ],
          },
        ],
        limit: { kind: 'unit', max: 2 },
      }),
    ],
    limits: [
      CatalogueLimitSchema.parse({
        id: 'frag-cannon-veteran',
        name: 'close combat weapon and frag cannon Veteran',
        in: 'unit',
        counted: { of: 'choices', choices: [swap] },
        max: {
          base: null,
          steps: [{ op: 'set', value: 1, when: { kind: 'models', comparison: 'lt', value: 10 } }],
        },
      }),
    ],
  });
  const inArmy = makeGameData({ datasheets: [killTeam] });
  const withCannons = (models: number, cannons: number) =>
    checkRule(
      catalogueLimit,
      makeRoster({
        units: [
          makeUnit({
            datasheetId: 'deathwatch-kill-team',
            models: [{ modelTypeId: 'veteran', count: models }],
            wargear: [{ modelTypeId: 'veteran', ...swap, count: cannons }],
          }),
        ],
      }),
      inArmy,
    );

  it('flags 2 frag cannon Veterans in a Kill Team of 5', () => {
    expect(withCannons(5, 2).map((i) => [i.ruleId, i.params.count, i.params.value, i.message])).toEqual([
      [
        'catalogue-limit',
        2,
        1,
        'Deathwatch Kill Team may have at most 1 close combat weapon and frag cannon Veteran while it has fewer than 10 models, and it has 2.',
      ],
    ]);
  });

  it('allows 1 in a Kill Team of 5, and 2 in a Kill Team of 10', () => {
    expect(withCannons(5, 1)).toEqual([]);
    expect(withCannons(10, 2)).toEqual([]);
  });

  it('leaves a 3rd, past the option’s own limit of 2, to the wargear-limit rule', () => {
    expect(withCannons(10, 3)).toEqual([]);
  });
});

describe('catalogue-limit: at least 5 Core models, the Kill Team Intercessors but for those with heavy bolt pistol', () => {
  const heavyBoltPistol = { optionId: 'heavy-bolt-pistol', choiceId: 'heavy-bolt-pistol-and-chainsword' };
  const fortis = makeDatasheet({
    id: 'fortis-kill-team',
    name: 'Fortis Kill Team',
    composition: {
      modelTypes: [
        makeModelType({
          id: 'kill-team-intercessor',
          name: 'Kill Team Intercessor',
          min: 3,
          max: 10,
          defaultWargear: [{ wargearId: 'bolt-rifle', count: 1 }],
        }),
        makeModelType({ id: 'kill-team-outrider', name: 'Kill Team Outrider', min: 0, max: 2 }),
      ],
    },
    points: [
      { models: 5, points: 100 },
      { models: 10, points: 200 },
    ],
    wargearOptions: [
      makeWargearOption({
        id: heavyBoltPistol.optionId,
        modelTypeIds: ['kill-team-intercessor'],
        replaces: [{ wargearId: 'bolt-rifle', count: 1 }],
        choices: [
          {
            id: heavyBoltPistol.choiceId,
            items: [
              { wargearId: 'heavy-bolt-pistol', count: 1 },
              { wargearId: 'astartes-chainsword', count: 1 },
            ],
          },
        ],
        limit: { kind: 'unit', max: 4 },
      }),
    ],
    limits: [
      CatalogueLimitSchema.parse({
        id: 'core',
        name: 'Kill Team Intercessor model',
        in: 'unit',
        counted: { of: 'models', modelTypeIds: ['kill-team-intercessor'], except: [heavyBoltPistol] },
        min: { base: 5, steps: [] },
      }),
    ],
  });
  const inArmy = makeGameData({ datasheets: [fortis] });
  const killTeam = (intercessors: number, outriders: number, heavyBoltPistols: number) =>
    checkRule(
      catalogueLimit,
      makeRoster({
        units: [
          makeUnit({
            datasheetId: 'fortis-kill-team',
            models: [
              { modelTypeId: 'kill-team-intercessor', count: intercessors },
              { modelTypeId: 'kill-team-outrider', count: outriders },
            ],
            wargear:
              heavyBoltPistols > 0
                ? [{ modelTypeId: 'kill-team-intercessor', ...heavyBoltPistol, count: heavyBoltPistols }]
                : [],
          }),
        ],
      }),
      inArmy,
    );

  it('allows 5 Intercessors, and 10 of which 5 took heavy bolt pistols', () => {
    expect(killTeam(5, 0, 0)).toEqual([]);
    expect(killTeam(8, 2, 3)).toEqual([]);
  });

  it('flags 3 Intercessors and 2 Outriders: 3 Core models', () => {
    expect(killTeam(3, 2, 0).map((i) => i.message)).toEqual([
      'Fortis Kill Team must have at least 5 Kill Team Intercessor models, not counting those that took "Heavy bolt pistol and Astartes chainsword", and it has 3.',
    ]);
  });

  it('flags 5 Intercessors of which 1 took a heavy bolt pistol: it does not count among the Core', () => {
    expect(killTeam(5, 0, 1).map((i) => [i.params.bound, i.params.value, i.params.count])).toEqual([['min', 5, 4]]);
  });
});
