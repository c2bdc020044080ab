import { describe, expect, it } from 'vitest';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnit } from '../../testing/make-roster';
import { makeWracks, makeWracksUnit } from '../../testing/make-wracks';
import { unitSize } from './unit-size';
import { checkRule } from '../../testing/check-rule';

const data = makeGameData({ datasheets: [makeWracks()] });
const wracks = (acothysts: number, wracks: number) => makeRoster({ units: [makeWracksUnit(wracks, { acothysts })] });

describe('unit-size', () => {
  it.each([
    [1, 4],
    [1, 7],
    [1, 9],
  ])('accepts %i Acothyst and %i Wracks, a size with a points tier', (acothysts, count) => {
    expect(checkRule(unitSize, wracks(acothysts, count), data)).toEqual([]);
  });

  it('flags Wracks without their Acothyst', () => {
    expect(checkRule(unitSize, wracks(0, 5), data).map((i) => [i.ruleId, i.unitIds, i.params.modelType])).toEqual([
      ['unit-size', ['u1'], 'Acothyst'],
    ]);
  });

  it('flags 10 Wracks and an Acothyst, one Wrack over the 9 the unit takes', () => {
    expect(checkRule(unitSize, wracks(1, 10), data).map((i) => i.params.modelType)).toEqual(['Wrack']);
  });

  it('flags 6 models, a size between the 5 and 8 model points tiers', () => {
    expect(checkRule(unitSize, wracks(1, 5), data).map((i) => [i.unitIds, i.params.count])).toEqual([[['u1'], 6]]);
  });

  it('flags a model type the datasheet does not have', () => {
    const roster = makeRoster({
      units: [
        makeUnit({
          id: 'u1',
          datasheetId: 'wracks',
          models: [
            { modelTypeId: 'acothyst', count: 1 },
            { modelTypeId: 'wrack', count: 4 },
            { modelTypeId: 'grotesque', count: 1 },
          ],
        }),
      ],
    });
    expect(checkRule(unitSize, roster, data).map((i) => i.params.modelTypeId)).toEqual(['grotesque']);
  });
});
