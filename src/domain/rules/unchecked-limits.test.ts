import { describe, expect, it } from 'vitest';
import { makeDatasheet } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnit } from '../../testing/make-roster';
import { uncheckedLimits } from './unchecked-limits';

describe('uncheckedLimits', () => {
  const reivers = makeDatasheet({
    id: 'reiver-squad',
    name: 'Reiver Squad',
    uncheckedLimits: ['at most 1 Grapnel Launchers', 'at most 1 Reiver Grav-chute'],
  });
  const warriors = makeDatasheet({ id: 'warriors' });
  const data = makeGameData({ datasheets: [reivers, warriors] });

  it('lists each limit the engine cannot check, by unit', () => {
    const roster = makeRoster({
      units: [makeUnit({ id: 'u1', datasheetId: 'warriors' }), makeUnit({ id: 'u2', datasheetId: 'reiver-squad' })],
    });
    expect(uncheckedLimits(roster, data)).toEqual([
      { unitId: 'u2', what: 'at most 1 Grapnel Launchers' },
      { unitId: 'u2', what: 'at most 1 Reiver Grav-chute' },
    ]);
  });

  it('has nothing to say of units whose limits are all checked', () => {
    expect(uncheckedLimits(makeRoster({ units: [makeUnit({ datasheetId: 'warriors' })] }), data)).toEqual([]);
  });
});
