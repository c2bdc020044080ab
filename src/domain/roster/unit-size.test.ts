import { describe, expect, it } from 'vitest';
import type { ModelTypeId } from '../data/ids';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster } from '../../testing/make-roster';
import { makeWracks, makeWracksUnit } from '../../testing/make-wracks';
import type { UnitId } from './ids';
import { setModelCount } from './set-model-count';
import { setUnitSize } from './set-unit-size';

const data = makeGameData({ datasheets: [makeWracks()] });
const u1 = 'u1' as UnitId;
const tenWracks = makeRoster({
  units: [
    makeWracksUnit(9, {
      wargear: [
        { modelTypeId: 'wrack', optionId: 'hexrifle', choiceId: 'hexrifle', count: 2 },
        { modelTypeId: 'wrack', optionId: 'ossefactor', choiceId: 'ossefactor', count: 1 },
      ],
    }),
  ],
});

describe('setUnitSize', () => {
  it('shrinks 10 Wracks to 5 by removing Wracks, keeping the Acothyst', () => {
    expect(setUnitSize(tenWracks, u1, 5, data).units[0]?.models).toEqual([
      { modelTypeId: 'acothyst', count: 1 },
      { modelTypeId: 'wrack', count: 4 },
    ]);
  });

  it('cuts a second hexrifle that 5 Wracks can no longer take, and keeps the ossefactor', () => {
    expect(setUnitSize(tenWracks, u1, 5, data).units[0]?.wargear).toEqual([
      { modelTypeId: 'wrack', optionId: 'hexrifle', choiceId: 'hexrifle', count: 1 },
      { modelTypeId: 'wrack', optionId: 'ossefactor', choiceId: 'ossefactor', count: 1 },
    ]);
  });

  it('grows Wracks to 8 models', () => {
    const eight = setUnitSize(setUnitSize(tenWracks, u1, 5, data), u1, 8, data);
    expect(eight.units[0]?.models.map((m) => m.count)).toEqual([1, 7]);
  });

  it('refuses a size with no points tier', () => {
    expect(setUnitSize(tenWracks, u1, 6, data)).toBe(tenWracks);
  });
});

describe('setModelCount', () => {
  it('sets the Wracks in the unit, cutting each selection down to the Wracks left', () => {
    const after = setModelCount(tenWracks, u1, 'wrack' as ModelTypeId, 1);
    expect(after.units[0]?.models).toEqual([
      { modelTypeId: 'acothyst', count: 1 },
      { modelTypeId: 'wrack', count: 1 },
    ]);
    expect(after.units[0]?.wargear.map((s) => s.count)).toEqual([1, 1]);
  });

  it('refuses a negative count', () => {
    expect(setModelCount(tenWracks, u1, 'wrack' as ModelTypeId, -1)).toBe(tenWracks);
  });
});
