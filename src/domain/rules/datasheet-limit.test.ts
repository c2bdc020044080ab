import { describe, expect, it } from 'vitest';
import { makeCharacter, makeDatasheet } from '../../testing/make-datasheet';
import { makeDetachment } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { datasheetLimitRule } from './datasheet-limit';
import { checkRule } from '../../testing/check-rule';

const incubi = makeDatasheet({ id: 'incubi', name: 'Incubi' });
const wracks = makeDatasheet({
  id: 'wracks',
  name: 'Wracks',
  keywords: ['INFANTRY', 'BATTLELINE'],
  isBattleline: true,
});
const raider = makeDatasheet({
  id: 'raider',
  name: 'Raider',
  keywords: ['VEHICLE', 'TRANSPORT', 'DEDICATED TRANSPORT'],
  isDedicatedTransport: true,
});
const windriders = makeDatasheet({ id: 'windriders', name: 'Windriders', keywords: ['MOUNTED'] });
const drazhar = makeCharacter({ id: 'drazhar', name: 'Drazhar', isEpicHero: true });
const troupeMaster = makeCharacter({ id: 'troupe-master', name: 'Troupe Master', maxPerArmy: 1 });
const battlelineOfTwo = makeDatasheet({
  id: 'skyweavers',
  name: 'Skyweavers',
  keywords: ['BATTLELINE'],
  isBattleline: true,
  maxPerArmy: 2,
});
const data = makeGameData({
  datasheets: [incubi, wracks, raider, windriders, drazhar, troupeMaster, battlelineOfTwo],
  faction: {
    detachments: [
      makeDetachment(),
      makeDetachment({
        id: 'windrider-host',
        name: 'Windrider Host',
        grantsKeywords: [{ datasheetIds: ['windriders'], keyword: 'BATTLELINE' }],
      }),
    ],
  },
});

function copies(datasheet: typeof incubi, count: number) {
  return Array.from({ length: count }, (_, i) => makeUnitOf(datasheet, { id: `u${i + 1}` }));
}

describe('datasheet-limit', () => {
  it('allows 3 copies of a non-Battleline datasheet', () => {
    expect(checkRule(datasheetLimitRule, makeRoster({ units: copies(incubi, 3) }), data)).toEqual([]);
  });

  it('flags the 4th copy of a non-Battleline datasheet', () => {
    const issues = checkRule(datasheetLimitRule, makeRoster({ units: copies(incubi, 4) }), data);
    expect(issues.map((i) => [i.ruleId, i.unitIds])).toEqual([['datasheet-limit', ['u4']]]);
    expect(issues[0]?.params).toMatchObject({ limit: 3, count: 4 });
  });

  it('allows 6 units of a BATTLELINE datasheet and flags the 7th', () => {
    expect(checkRule(datasheetLimitRule, makeRoster({ units: copies(wracks, 6) }), data)).toEqual([]);
    const issues = checkRule(datasheetLimitRule, makeRoster({ units: copies(wracks, 7) }), data);
    expect(issues.map((i) => i.unitIds)).toEqual([['u7']]);
  });

  it('allows 6 DEDICATED TRANSPORTS and flags the 7th', () => {
    expect(checkRule(datasheetLimitRule, makeRoster({ units: copies(raider, 6) }), data)).toEqual([]);
    expect(checkRule(datasheetLimitRule, makeRoster({ units: copies(raider, 7) }), data).map((i) => i.unitIds)).toEqual(
      [['u7']],
    );
  });

  it('raises the limit for a datasheet the detachment makes BATTLELINE', () => {
    const units = copies(windriders, 5);
    expect(checkRule(datasheetLimitRule, makeRoster({ units }), data).map((i) => i.unitIds)).toEqual([['u4', 'u5']]);
    expect(checkRule(datasheetLimitRule, makeRoster({ units, detachmentId: 'windrider-host' }), data)).toEqual([]);
  });

  it('allows one Troupe Master, whose datasheet limits it to 1 per army', () => {
    expect(checkRule(datasheetLimitRule, makeRoster({ units: copies(troupeMaster, 1) }), data)).toEqual([]);
  });

  it('flags a second Troupe Master', () => {
    const issues = checkRule(datasheetLimitRule, makeRoster({ units: copies(troupeMaster, 2) }), data);
    expect(issues.map((i) => [i.ruleId, i.unitIds])).toEqual([['datasheet-limit', ['u2']]]);
    expect(issues[0]?.params).toMatchObject({ datasheet: 'Troupe Master', limit: 1, count: 2 });
  });

  it("lowers a BATTLELINE datasheet's limit of 6 to its own", () => {
    expect(checkRule(datasheetLimitRule, makeRoster({ units: copies(battlelineOfTwo, 2) }), data)).toEqual([]);
    expect(
      checkRule(datasheetLimitRule, makeRoster({ units: copies(battlelineOfTwo, 3) }), data).map((i) => i.unitIds),
    ).toEqual([['u3']]);
  });

  it('leaves Epic Heroes to the epic-hero-limit rule', () => {
    expect(checkRule(datasheetLimitRule, makeRoster({ units: copies(drazhar, 4) }), data)).toEqual([]);
  });
});
