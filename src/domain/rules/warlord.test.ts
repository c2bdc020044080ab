import { describe, expect, it } from 'vitest';
import { makeCharacter, makeDatasheet } from '../../testing/make-datasheet';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { warlordBearer } from './warlord-bearer';
import { warlordMissing } from './warlord-missing';
import { warlordMultiple } from './warlord-multiple';
import { checkRule } from '../../testing/check-rule';

const archon = makeCharacter();
const incubi = makeDatasheet({ id: 'incubi', name: 'Incubi' });
const data = makeGameData({ datasheets: [archon, incubi] });

describe('warlord-missing', () => {
  it('flags an army with no Warlord', () => {
    const roster = makeRoster({ units: [makeUnitOf(archon, { id: 'u1' })] });
    expect(checkRule(warlordMissing, roster, data).map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['warlord-missing', []],
    ]);
  });

  it('accepts an army whose Archon is the Warlord', () => {
    const roster = makeRoster({ units: [makeUnitOf(archon, { id: 'u1', isWarlord: true })] });
    expect(checkRule(warlordMissing, roster, data)).toEqual([]);
  });
});

describe('warlord-multiple', () => {
  it('flags two Warlords, naming both', () => {
    const units = [
      makeUnitOf(archon, { id: 'u1', isWarlord: true }),
      makeUnitOf(archon, { id: 'u2', isWarlord: true }),
    ];
    expect(checkRule(warlordMultiple, makeRoster({ units }), data).map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['warlord-multiple', ['u1', 'u2']],
    ]);
  });

  it('accepts one Warlord among two Archons', () => {
    const units = [makeUnitOf(archon, { id: 'u1', isWarlord: true }), makeUnitOf(archon, { id: 'u2' })];
    expect(checkRule(warlordMultiple, makeRoster({ units }), data)).toEqual([]);
  });
});

describe('warlord-bearer', () => {
  it('flags a Warlord that is not a CHARACTER', () => {
    const roster = makeRoster({ units: [makeUnitOf(incubi, { id: 'u1', isWarlord: true })] });
    expect(checkRule(warlordBearer, roster, data).map((i) => [i.ruleId, i.unitIds, i.params.reason])).toEqual([
      ['warlord-bearer', ['u1'], 'not-character'],
    ]);
  });

  it('flags a Harlequin Troupe Master as Warlord of a Drukhari army', () => {
    const roster = makeRoster({ units: [makeUnitOf(d.troupeMaster, { id: 'u1', isWarlord: true })] });
    expect(checkRule(warlordBearer, roster, makeDrukhariAlliesData()).map((i) => i.params.reason)).toEqual([
      'allowance',
    ]);
  });

  it('accepts an Archon as Warlord', () => {
    const roster = makeRoster({ units: [makeUnitOf(archon, { id: 'u1', isWarlord: true })] });
    expect(checkRule(warlordBearer, roster, data)).toEqual([]);
  });
});
