import { describe, expect, it } from 'vitest';
import type { ModelTypeId, WargearOptionId } from '../data/ids';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { makeWracks } from '../../testing/make-wracks';
import type { UnitId } from './ids';
import { setWargear } from './set-wargear';

const wracks = makeWracks();
const data = makeGameData({ datasheets: [wracks] });
const roster = makeRoster({ units: [makeUnitOf(wracks, { id: 'u1' })] });
const u1 = 'u1' as UnitId;
const change = (optionId: string, choiceId: string, count: number, modelTypeId = 'wrack') => ({
  modelTypeId: modelTypeId as ModelTypeId,
  optionId: optionId as WargearOptionId,
  choiceId,
  count,
});

describe('setWargear', () => {
  it('gives a Wrack a hexrifle, then takes it away with a count of 0', () => {
    const armed = setWargear(roster, u1, change('hexrifle', 'hexrifle', 1), data);
    expect(armed.units[0]?.wargear).toEqual([change('hexrifle', 'hexrifle', 1)]);
    expect(setWargear(armed, u1, change('hexrifle', 'hexrifle', 0), data).units[0]?.wargear).toEqual([]);
  });

  it('replaces the count of a selection in place', () => {
    const armed = setWargear(
      setWargear(roster, u1, change('hexrifle', 'hexrifle', 1), data),
      u1,
      change('ossefactor', 'ossefactor', 1),
      data,
    );
    const changed = setWargear(armed, u1, change('hexrifle', 'hexrifle', 2), data);
    expect(changed.units[0]?.wargear.map((s) => [s.optionId, s.count])).toEqual([
      ['hexrifle', 2],
      ['ossefactor', 1],
    ]);
  });

  it('refuses an option, choice or model type the datasheet does not have', () => {
    expect(setWargear(roster, u1, change('splinter-cannon', 'splinter-cannon', 1), data)).toBe(roster);
    expect(setWargear(roster, u1, change('hexrifle', 'blaster', 1), data)).toBe(roster);
    expect(setWargear(roster, u1, change('hexrifle', 'hexrifle', 1, 'acothyst'), data)).toBe(roster);
  });
});
