import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../data/datasheet.schema';
import { indexDatasheet } from '../data/game-index';
import type { ModelTypeId } from '../data/ids';
import { makeDatasheet, makeModelType, makeWargearOption } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { makeWracks, makeWracksUnit } from '../../testing/make-wracks';
import {
  distributeChoice,
  optionGroups,
  optionGroupState,
  pickChoice,
  type OptionGroup,
} from '../roster/option-groups';
import type { Unit } from '../roster/roster.schema';
import { setWargear, type WargearChange } from '../roster/set-wargear';
import { validateRoster } from './validate-roster';

/** A Ravager: each of its three dark lances can be replaced with a disintegrator cannon, printed as three options. */
const ravager = makeDatasheet({
  id: 'ravager',
  name: 'Ravager',
  composition: {
    modelTypes: [
      makeModelType({ id: 'ravager', name: 'Ravager', defaultWargear: [{ wargearId: 'dark-lance', count: 3 }] }),
    ],
  },
  points: [{ models: 1, points: 110 }],
  wargearOptions: ['disintegrator-cannon', 'disintegrator-cannon-2', 'disintegrator-cannon-3'].map((id) =>
    makeWargearOption({
      id,
      modelTypeIds: ['ravager'],
      replaces: [{ wargearId: 'dark-lance', count: 1 }],
      choices: [{ id: 'disintegrator-cannon', items: [{ wargearId: 'disintegrator-cannon', count: 1 }] }],
    }),
  ),
});

/** War Walkers: each model's two shuriken cannons can each be replaced with one of four heavy weapons. */
const heavyWeapons = ['missile-launcher', 'bright-lance', 'scatter-laser', 'starcannon'];
const warWalkers = makeDatasheet({
  id: 'war-walkers',
  name: 'War Walkers',
  composition: {
    modelTypes: [
      makeModelType({
        id: 'war-walker',
        name: 'War Walker',
        min: 1,
        max: 2,
        defaultWargear: [{ wargearId: 'shuriken-cannon', count: 2 }],
      }),
    ],
  },
  points: [
    { models: 1, points: 85 },
    { models: 2, points: 170 },
  ],
  wargearOptions: ['shuriken-cannon', 'shuriken-cannon-2'].map((id) =>
    makeWargearOption({
      id,
      modelTypeIds: ['war-walker'],
      replaces: [{ wargearId: 'shuriken-cannon', count: 1 }],
      choices: heavyWeapons.map((weapon) => ({ id: weapon, items: [{ wargearId: weapon, count: 1 }] })),
    }),
  ),
});

/** A Tactical Squad: one Marine may take a special weapon, and another a special or a heavy weapon. */
const tacticalSquad = makeDatasheet({
  id: 'tactical-squad',
  name: 'Tactical Squad',
  composition: {
    modelTypes: [
      makeModelType({
        id: 'tactical-marine',
        name: 'Tactical Marine',
        min: 9,
        max: 9,
        defaultWargear: [{ wargearId: 'boltgun', count: 1 }],
      }),
    ],
  },
  points: [{ models: 9, points: 140 }],
  wargearOptions: [
    makeWargearOption({
      id: 'special',
      modelTypeIds: ['tactical-marine'],
      replaces: [{ wargearId: 'boltgun', count: 1 }],
      choices: [{ id: 'flamer', items: [{ wargearId: 'flamer', count: 1 }] }],
      limit: { kind: 'unit', max: 1 },
      exclusiveWith: ['special-or-heavy'],
    }),
    makeWargearOption({
      id: 'special-or-heavy',
      modelTypeIds: ['tactical-marine'],
      replaces: [{ wargearId: 'boltgun', count: 1 }],
      choices: [
        { id: 'flamer', items: [{ wargearId: 'flamer', count: 1 }] },
        { id: 'heavy-bolter', items: [{ wargearId: 'heavy-bolter', count: 1 }] },
      ],
      limit: { kind: 'unit', max: 1 },
      exclusiveWith: ['special'],
    }),
  ],
});

const wracks = makeWracks();
const data = makeGameData({ datasheets: [ravager, warWalkers, tacticalSquad, wracks] });

function groupOf(datasheet: Datasheet, modelTypeId: string, at = 0): OptionGroup {
  return optionGroups(datasheet, modelTypeId as ModelTypeId)[at]!;
}

function stateOf(unit: Unit, datasheet: Datasheet, group: OptionGroup) {
  return optionGroupState(unit, datasheet, indexDatasheet(datasheet), group);
}

function apply(unit: Unit, changes: readonly WargearChange[]): Unit {
  const roster = changes.reduce((r, change) => setWargear(r, unit.id, change, data), makeRoster({ units: [unit] }));
  return roster.units[0]!;
}

/** The unit with `count` of the group's choice `choiceKey`, as the unit editor's counter sets it. */
function withCount(unit: Unit, datasheet: Datasheet, group: OptionGroup, choiceKey: string, count: number): Unit {
  return apply(unit, distributeChoice(unit, datasheet, indexDatasheet(datasheet), group, choiceKey, count));
}

const wargearIssues = (unit: Unit) => validateRoster(makeRoster({ units: [unit] }), data, ['wargear-limit']);
const selections = (unit: Unit) => unit.wargear.map((s) => `${s.optionId}/${s.choiceId}×${s.count}`);

describe('option groups', () => {
  it("counts a Ravager's three dark-lance options as one choice of disintegrator cannons, taken 0–3 times", () => {
    const groups = optionGroups(ravager, 'ravager' as ModelTypeId);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.choices.map((c) => c.slots.length)).toEqual([3]);
    const state = stateOf(makeUnitOf(ravager), ravager, groups[0]!);
    expect(state.choices.map((c) => [c.taken, c.max])).toEqual([[0, 3]]);
    expect(state.capacity).toBe(3);
  });

  it('spreads two disintegrator cannons over two of the dark-lance options, one each, and the rules find nothing', () => {
    const group = groupOf(ravager, 'ravager');
    const unit = withCount(makeUnitOf(ravager), ravager, group, group.choices[0]!.key, 2);
    expect(selections(unit)).toEqual([
      'disintegrator-cannon/disintegrator-cannon×1',
      'disintegrator-cannon-2/disintegrator-cannon×1',
    ]);
    expect(wargearIssues(unit)).toEqual([]);
    expect(selections(withCount(unit, ravager, group, group.choices[0]!.key, 0))).toEqual([]);
  });

  it('puts a fourth disintegrator cannon on the first option, where the wargear-limit rule flags it', () => {
    const group = groupOf(ravager, 'ravager');
    const unit = withCount(makeUnitOf(ravager), ravager, group, group.choices[0]!.key, 4);
    expect(selections(unit)[0]).toBe('disintegrator-cannon/disintegrator-cannon×2');
    expect(wargearIssues(unit).map((i) => i.ruleId)).toContain('wargear-limit');
    expect(stateOf(unit, ravager, group).isOver).toBe(true);
  });

  it("counts each of the War Walkers' heavy weapons over both shuriken-cannon options: up to 4 for two walkers, less what the others took", () => {
    const group = groupOf(warWalkers, 'war-walker');
    expect(group.choices.map((c) => c.slots.length)).toEqual([2, 2, 2, 2]);
    const two = makeUnitOf(warWalkers, { models: [{ modelTypeId: 'war-walker', count: 2 }] });
    const lances = withCount(two, warWalkers, group, 'shuriken-cannon/bright-lance', 3);
    expect(wargearIssues(lances)).toEqual([]);
    const state = stateOf(lances, warWalkers, group);
    expect(state.choices.map((c) => [c.taken, c.max, c.maxAlone])).toEqual([
      [0, 1, 4],
      [3, 4, 4],
      [0, 1, 4],
      [0, 1, 4],
    ]);
    expect([state.taken, state.capacity]).toEqual([3, 4]);
  });

  it("keeps free the option that alone offers a Tactical Squad's heavy bolter, moving a flamer to the option that offers only flamers", () => {
    const group = groupOf(tacticalSquad, 'tactical-marine');
    const flamerOnSecond = makeUnitOf(tacticalSquad, {
      wargear: [{ modelTypeId: 'tactical-marine', optionId: 'special-or-heavy', choiceId: 'flamer', count: 1 }],
    });
    expect(stateOf(flamerOnSecond, tacticalSquad, group).choices.map((c) => c.max)).toEqual([2, 1]);
    const armed = withCount(flamerOnSecond, tacticalSquad, group, 'special-or-heavy/heavy-bolter', 1);
    expect(selections(armed)).toEqual(['special/flamer×1', 'special-or-heavy/heavy-bolter×1']);
    expect(wargearIssues(armed)).toEqual([]);
  });

  it("makes the Wracks' four special weapons one group of four choices, each up to 1 for every 5 models", () => {
    const groups = optionGroups(wracks, 'wrack' as ModelTypeId);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.choices).toHaveLength(4);
    const state = stateOf(makeWracksUnit(9), wracks, groups[0]!);
    expect(state.choices.map((c) => c.max)).toEqual([2, 2, 2, 2]);
    expect(state.capacity).toBe(8);
  });

  it("leaves the Acothyst no torturer's tool to swap for a power weapon while he carries twin torturer's tools, nor once he took the power weapon for them", () => {
    const [twinTools, tool] = optionGroups(wracks, 'acothyst' as ModelTypeId);
    expect(tool!.replaces.map((r) => r.wargearId)).toEqual(['torturer-s-tool']);
    const unit = makeWracksUnit(4);
    expect(stateOf(unit, wracks, tool!).capacity).toBe(0);
    const armed = withCount(unit, wracks, twinTools!, twinTools!.choices[0]!.key, 1);
    expect(wargearIssues(armed)).toEqual([]);
    expect(stateOf(armed, wracks, tool!).capacity).toBe(0);
  });

  it('takes one choice of a group in place of another as a pick of one', () => {
    const group = groupOf(tacticalSquad, 'tactical-marine');
    const unit = makeUnitOf(tacticalSquad);
    const index = indexDatasheet(tacticalSquad);
    const flamer = apply(unit, pickChoice(unit, tacticalSquad, index, group, 'special/flamer'));
    const heavy = apply(flamer, pickChoice(flamer, tacticalSquad, index, group, 'special-or-heavy/heavy-bolter'));
    expect(selections(heavy)).toEqual(['special-or-heavy/heavy-bolter×1']);
    expect(apply(heavy, pickChoice(heavy, tacticalSquad, index, group, null)).wargear).toEqual([]);
  });

  it('gives back no change for a choice the group does not have', () => {
    const group = groupOf(ravager, 'ravager');
    expect(distributeChoice(makeUnitOf(ravager), ravager, indexDatasheet(ravager), group, 'nothing', 1)).toEqual([]);
  });
});
