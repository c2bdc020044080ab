import { describe, expect, it } from 'vitest';
import { makeDatasheet, makeWargearOption } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnit, type UnitInput } from '../../testing/make-roster';
import { makeWracks, makeWracksUnit } from '../../testing/make-wracks';
import { wargearLimit } from './wargear-limit';
import { checkRule } from '../../testing/check-rule';

const data = makeGameData({ datasheets: [makeWracks()] });
type Selection = UnitInput['wargear'][number];
const wrack = (optionId: string, count = 1): Selection => ({
  modelTypeId: 'wrack',
  optionId,
  choiceId: optionId,
  count,
});
const acothyst = (optionId: string): Selection => ({
  modelTypeId: 'acothyst',
  optionId,
  choiceId: 'power-weapon',
  count: 1,
});

function check(models: number, wargear: Selection[]) {
  return checkRule(wargearLimit, makeRoster({ units: [makeWracksUnit(models - 1, { wargear })] }), data);
}

describe('wargear-limit', () => {
  it('allows one of each special weapon in 5 Wracks', () => {
    expect(check(5, [wrack('hexrifle'), wrack('liquifier-gun'), wrack('ossefactor'), wrack('stinger-pistol')])).toEqual(
      [],
    );
  });

  it('flags a second hexrifle in 5 Wracks: one for every 5 models', () => {
    const issues = check(5, [wrack('hexrifle', 2)]);
    expect(issues.map((i) => [i.ruleId, i.unitIds, i.params.optionId, i.params.limit])).toEqual([
      ['wargear-limit', ['u1'], 'hexrifle', 1],
    ]);
  });

  it('allows two hexrifles in 10 Wracks', () => {
    expect(check(10, [wrack('hexrifle', 2)])).toEqual([]);
  });

  it('flags a 3rd hexrifle in 10 Wracks', () => {
    expect(check(10, [wrack('hexrifle', 3)]).map((i) => i.params.limit)).toEqual([2]);
  });

  it('allows the Acothyst a power weapon for its twin tools', () => {
    expect(check(5, [acothyst('acothyst-power-weapon')])).toEqual([]);
  });

  it('flags an Acothyst taking both power weapon options, which exclude each other', () => {
    const issues = check(5, [acothyst('acothyst-power-weapon'), acothyst('acothyst-tool')]);
    expect(issues.map((i) => [i.unitIds, i.params.modelTypeId])).toEqual([[['u1'], 'acothyst']]);
  });

  it("flags swapping a torturer's tool the Acothyst does not carry", () => {
    const issues = check(5, [acothyst('acothyst-tool')]);
    expect(issues.map((i) => [i.unitIds, i.params.wargearId])).toEqual([[['u1'], 'torturer-s-tool']]);
  });

  it('flags more blasters than there are Warriors to carry them', () => {
    const warriors = makeDatasheet({ wargearOptions: [makeWargearOption()] });
    const roster = makeRoster({
      units: [
        makeUnit({
          id: 'u1',
          wargear: [{ modelTypeId: 'warrior', optionId: 'blaster', choiceId: 'blaster', count: 6 }],
        }),
      ],
    });
    const issues = checkRule(wargearLimit, roster, makeGameData({ datasheets: [warriors] }));
    expect(issues.map((i) => [i.ruleId, i.unitIds, i.params.limit])).toEqual([['wargear-limit', ['u1'], 5]]);
  });

  it('flags an option, choice or model type the datasheet does not offer', () => {
    const issues = check(5, [
      wrack('splinter-cannon'),
      { modelTypeId: 'wrack', optionId: 'liquifier-gun', choiceId: 'blaster', count: 1 },
      { modelTypeId: 'acothyst', optionId: 'hexrifle', choiceId: 'hexrifle', count: 1 },
    ]);
    expect(issues.map((i) => [i.params.optionId, i.params.choiceId ?? i.params.modelTypeId ?? null])).toEqual([
      ['splinter-cannon', null],
      ['liquifier-gun', 'blaster'],
      ['hexrifle', 'acothyst'],
    ]);
  });
});

describe('options a model may take several times', () => {
  const broadsides = makeDatasheet({
    id: 'broadside-battlesuits',
    name: 'Broadside Battlesuits',
    composition: {
      modelTypes: [{ id: 'broadside', name: 'Broadside', min: 1, max: 3, profile: 'Broadside', defaultWargear: [] }],
      min: 1,
      max: 3,
    },
    points: [
      { models: 1, points: 80 },
      { models: 2, points: 170 },
    ],
    wargearOptions: [
      makeWargearOption({
        id: 'drones',
        modelTypeIds: ['broadside'],
        replaces: [],
        choices: [{ id: 'shield-drone', items: [{ wargearId: 'shield-drone', count: 1 }] }],
        limit: { kind: 'each-model' },
        perModel: 2,
      }),
    ],
    wargear: [{ id: 'shield-drone', name: 'Shield drone', profiles: [], abilities: [] }],
  });
  const droneData = makeGameData({ datasheets: [broadsides] });
  const drones = (models: number, count: number) =>
    checkRule(
      wargearLimit,
      makeRoster({
        units: [
          makeUnit({
            datasheetId: 'broadside-battlesuits',
            models: [{ modelTypeId: 'broadside', count: models }],
            wargear: [{ modelTypeId: 'broadside', optionId: 'drones', choiceId: 'shield-drone', count }],
          }),
        ],
      }),
      droneData,
    );

  it('lets each of 2 Broadsides take 2 drones', () => {
    expect(drones(2, 4)).toEqual([]);
  });

  it('flags a fifth drone on 2 Broadsides', () => {
    expect(drones(2, 5).map((i) => [i.ruleId, i.params.limit])).toEqual([['wargear-limit', 4]]);
  });
});
