import { describe, expect, it } from 'vitest';
import { makeDatasheet } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { pointsLimit } from './points-limit';
import { checkRule } from '../../testing/check-rule';

const ravager = makeDatasheet({
  id: 'ravager',
  name: 'Ravager',
  composition: {
    modelTypes: [{ id: 'ravager', name: 'Ravager', min: 1, max: 1, profile: 'Ravager', defaultWargear: [] }],
  },
  points: [{ models: 1, points: 250 }],
});
const data = makeGameData({ datasheets: [ravager] });
const ravagers = (count: number) => Array.from({ length: count }, (_, i) => makeUnitOf(ravager, { id: `u${i + 1}` }));

describe('points-limit', () => {
  it('allows exactly 1000 pts in Incursion', () => {
    expect(checkRule(pointsLimit, makeRoster({ battleSizeId: 'incursion', units: ravagers(4) }), data)).toEqual([]);
  });

  it('flags 1250 pts in Incursion, naming the limit and the total', () => {
    const issues = checkRule(pointsLimit, makeRoster({ battleSizeId: 'incursion', units: ravagers(5) }), data);
    expect(issues.map((i) => [i.ruleId, i.unitIds])).toEqual([['points-limit', []]]);
    expect(issues[0]?.params).toMatchObject({ limit: 1000, total: 1250 });
  });

  it('allows the same 1250 pts in Strike Force', () => {
    expect(checkRule(pointsLimit, makeRoster({ battleSizeId: 'strike-force', units: ravagers(5) }), data)).toEqual([]);
  });

  it('says nothing without a battle size, which battle-size-missing reports', () => {
    expect(checkRule(pointsLimit, makeRoster({ battleSizeId: null, units: ravagers(20) }), data)).toEqual([]);
  });
});
