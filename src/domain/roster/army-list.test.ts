import { describe, expect, it } from 'vitest';
import type { DetachmentId } from '../data/ids';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeAllowance } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { makeDatasheet } from '../../testing/make-datasheet';
import { activeAllowances, allowanceFor, allowancesInPlay, unitSection } from './army-list';
import { rosterPoints } from './points';

const data = makeDrukhariAlliesData();
const realspace = makeRoster();
const reapers = makeRoster({ detachmentId: 'reapers-wager' });

describe('activeAllowances', () => {
  it("opens Corsairs and Travelling Players outside Reaper's Wager, and only Reaper's Wager's allowance inside it", () => {
    expect(activeAllowances(realspace, data).map((a) => a.id)).toEqual(['corsairs-and-travelling-players']);
    expect(activeAllowances(reapers, data).map((a) => a.id)).toEqual(['harlequin-allies']);
  });

  it('opens allowances limited to no detachment when none is chosen yet', () => {
    expect(activeAllowances({ ...realspace, detachmentId: null }, data).map((a) => a.id)).toEqual([
      'corsairs-and-travelling-players',
    ]);
  });
});

describe('allowanceFor', () => {
  it('takes DRUKHARI datasheets through no allowance', () => {
    expect(allowanceFor(d.archon, realspace, data)).toBeNull();
  });

  it("takes a Troupe through the allowance of the army's detachment", () => {
    expect(allowanceFor(d.troupe, realspace, data)?.id).toBe('corsairs-and-travelling-players');
    expect(allowanceFor(d.troupe, reapers, data)?.id).toBe('harlequin-allies');
  });

  it("has no allowance for Anhrathe units under Reaper's Wager", () => {
    expect(
      allowanceFor(d.voidreavers, { ...realspace, detachmentId: 'reapers-wager' as DetachmentId }, data),
    ).toBeNull();
  });
});

describe('unitSection', () => {
  it('lists Kabalite Warriors under Battleline and a Troupe under Allied Units', () => {
    expect(unitSection(realspace, makeUnitOf(d.kabaliteWarriors), data)).toBe('battleline');
    expect(unitSection(realspace, makeUnitOf(d.troupe), data)).toBe('allied-units');
  });

  it('lists a Troupe Master under Characters when its allowance makes Harlequins part of the army', () => {
    const partOfTheArmy = makeAllowance({
      id: 'disparate-paths',
      rule: { name: 'Disparate Paths' },
      pointsCap: {},
      isAllied: false,
    });
    const aeldari = makeGameData({
      datasheets: Object.values(d),
      faction: { id: 'aeldari', name: 'Aeldari', factionKeyword: 'ASURYANI', allowances: [partOfTheArmy] },
    });
    expect(unitSection(realspace, makeUnitOf(d.troupeMaster), aeldari)).toBe('characters');
    expect(unitSection(realspace, makeUnitOf(d.troupe), aeldari)).toBe('other-datasheets');
  });
});

describe('allowancesInPlay', () => {
  // An Aeldari army's Unaligned Forces: Legends fortifications only.
  const fortification = makeDatasheet({
    id: 'plasma-obliterator',
    name: 'Plasma Obliterator',
    content: 'legends',
    factionKeywords: ['UNALIGNED FORCES'],
  });
  const unaligned = makeAllowance({
    id: 'unaligned-forces',
    rule: { name: 'Unaligned Forces' },
    keywords: ['UNALIGNED FORCES'],
  });
  const aeldari = makeGameData({
    datasheets: [...Object.values(d), fortification],
    faction: { allowances: [...data.faction.allowances, unaligned] },
  });
  const inPlay = (roster: ReturnType<typeof makeRoster>) =>
    allowancesInPlay(rosterPoints(roster, aeldari).allowances, roster, aeldari).map((a) => a.allowanceId);

  it('leaves out an allowance that covers only datasheets the catalogue does not offer', () => {
    expect(inPlay(realspace)).toEqual(['corsairs-and-travelling-players']);
  });

  it('keeps it once Legends are shown, or once one of its units is in the list', () => {
    expect(inPlay(makeRoster({ includeLegends: true }))).toEqual([
      'corsairs-and-travelling-players',
      'unaligned-forces',
    ]);
    expect(inPlay(makeRoster({ units: [makeUnitOf(fortification)] }))).toEqual([
      'corsairs-and-travelling-players',
      'unaligned-forces',
    ]);
  });
});
