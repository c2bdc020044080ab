import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { epicHeroLimit } from './epic-hero-limit';
import { checkRule } from '../../testing/check-rule';

const drazhar = makeCharacter({ id: 'drazhar', name: 'Drazhar', isEpicHero: true });
const archon = makeCharacter();
const data = makeGameData({ datasheets: [drazhar, archon] });

describe('epic-hero-limit', () => {
  it('allows one Drazhar', () => {
    expect(checkRule(epicHeroLimit, makeRoster({ units: [makeUnitOf(drazhar, { id: 'u1' })] }), data)).toEqual([]);
  });

  it('flags a second Drazhar', () => {
    const units = [makeUnitOf(drazhar, { id: 'u1' }), makeUnitOf(drazhar, { id: 'u2' })];
    const issues = checkRule(epicHeroLimit, makeRoster({ units }), data);
    expect(issues.map((i) => [i.ruleId, i.unitIds])).toEqual([['epic-hero-limit', ['u2']]]);
  });

  it('allows two Archons, who are not Epic Heroes', () => {
    const units = [makeUnitOf(archon, { id: 'u1' }), makeUnitOf(archon, { id: 'u2' })];
    expect(checkRule(epicHeroLimit, makeRoster({ units }), data)).toEqual([]);
  });
});
