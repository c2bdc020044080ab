import { describe, expect, it } from 'vitest';
import { makeDatasheet } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { legends } from './legends';
import { checkRule } from '../../testing/check-rule';

const reaver = makeDatasheet({ id: 'reavers', name: 'Reavers' });
const tantalus = makeDatasheet({ id: 'tantalus', name: 'Tantalus', content: 'legends' });
const data = makeGameData({ datasheets: [reaver, tantalus] });

describe('legends', () => {
  it('flags a Legends datasheet while Legends are off', () => {
    const roster = makeRoster({ units: [makeUnitOf(reaver, { id: 'u1' }), makeUnitOf(tantalus, { id: 'u2' })] });
    expect(checkRule(legends, roster, data).map((i) => [i.ruleId, i.unitIds])).toEqual([['legends', ['u2']]]);
  });

  it('accepts a Legends datasheet once the player turns Legends on', () => {
    const roster = makeRoster({ includeLegends: true, units: [makeUnitOf(tantalus, { id: 'u1' })] });
    expect(checkRule(legends, roster, data)).toEqual([]);
  });
});
