import { describe, expect, it } from 'vitest';
import { makeDatasheet } from '../../testing/make-datasheet';
import { makeDetachment } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeRoster, makeUnit, makeUnitOf } from '../../testing/make-roster';
import { faction } from './faction';
import { checkRule } from '../../testing/check-rule';
import { gameData } from '../data/game-data';

const data = makeDrukhariAlliesData();

describe('faction', () => {
  it('accepts DRUKHARI units in a Drukhari army', () => {
    const roster = makeRoster({
      units: [makeUnitOf(d.archon, { id: 'u1' }), makeUnitOf(d.kabaliteWarriors, { id: 'u2' })],
    });
    expect(checkRule(faction, roster, data)).toEqual([]);
  });

  it('accepts Harlequins and Anhrathe through Corsairs and Travelling Players', () => {
    const roster = makeRoster({ units: [makeUnitOf(d.troupe, { id: 'u1' }), makeUnitOf(d.voidreavers, { id: 'u2' })] });
    expect(checkRule(faction, roster, data)).toEqual([]);
  });

  it("flags an Anhrathe unit under Reaper's Wager, which takes only Harlequins", () => {
    const roster = makeRoster({
      detachmentId: 'reapers-wager',
      units: [makeUnitOf(d.troupe, { id: 'u1' }), makeUnitOf(d.voidreavers, { id: 'u2' })],
    });
    expect(checkRule(faction, roster, data).map((i) => [i.ruleId, i.unitIds])).toEqual([['faction', ['u2']]]);
  });

  it('flags an AELDARI unit no allowance covers', () => {
    const roster = makeRoster({ units: [makeUnitOf(d.guardians, { id: 'u1' })] });
    expect(checkRule(faction, roster, data).map((i) => i.unitIds)).toEqual([['u1']]);
  });

  it('flags a datasheet the faction data does not hold', () => {
    const roster = makeRoster({ units: [makeUnit({ id: 'u1', datasheetId: 'khorne-berzerkers' })] });
    expect(checkRule(faction, roster, data).map((i) => [i.unitIds, i.params.reason])).toEqual([
      [['u1'], 'unknown-datasheet'],
    ]);
  });

  it('flags Crusade-only content in a matched-play army', () => {
    const crucible = makeDatasheet({ id: 'crucible-unit', name: 'Crucible Unit', content: 'crusade' });
    const withCrusade = gameData(data.system, { ...data.faction, datasheets: [...data.faction.datasheets, crucible] });
    const roster = makeRoster({ units: [makeUnitOf(crucible, { id: 'u1' })] });
    expect(checkRule(faction, roster, withCrusade).map((i) => i.unitIds)).toEqual([['u1']]);
  });
});

describe('faction, for datasheets a detachment brings in', () => {
  const ynnariArchon = makeDatasheet({
    id: 'ynnari-archon',
    name: 'Ynnari Archon',
    factionKeywords: ['YNNARI'],
    onlyInDetachments: ['devoted-of-ynnead'],
  });
  const aeldari = makeGameData({
    datasheets: [ynnariArchon],
    faction: {
      id: 'aeldari',
      name: 'Aeldari',
      factionKeyword: 'ASURYANI',
      detachments: [
        makeDetachment({ id: 'warhost', name: 'Warhost' }),
        makeDetachment({ id: 'devoted-of-ynnead', name: 'Devoted of Ynnead' }),
      ],
    },
  });
  const roster = (detachmentId: string) =>
    makeRoster({ factionId: 'aeldari', detachmentId, units: [makeUnitOf(ynnariArchon, { id: 'u1' })] });

  it('accepts a Ynnari Archon under Devoted of Ynnead', () => {
    expect(checkRule(faction, roster('devoted-of-ynnead'), aeldari)).toEqual([]);
  });

  it('flags a Ynnari Archon under any other detachment', () => {
    expect(checkRule(faction, roster('warhost'), aeldari).map((i) => [i.unitIds, i.params.reason])).toEqual([
      [['u1'], 'other-detachment'],
    ]);
  });
});
