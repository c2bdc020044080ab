import { describe, expect, it } from 'vitest';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import type { RosterInput } from '../../testing/make-roster';
import { allyPoints } from './ally-points';
import { checkRule } from '../../testing/check-rule';

const data = makeDrukhariAlliesData();
const troupe = (id: string, players: number) =>
  makeUnitOf(d.troupe, { id, models: [{ modelTypeId: 'player', count: players }] });
const roster = (overrides: Partial<RosterInput>) =>
  makeRoster({ units: [makeUnitOf(d.archon, { id: 'u1' })], ...overrides });

describe('ally-points', () => {
  // Troupes cost 100 pts for 5 Players and 205 for 10: five small ones are 500, one full and three small 505.
  it('allows Harlequins at exactly 500 pts in a Strike Force Drukhari army', () => {
    const units = [troupe('u2', 5), troupe('u3', 5), troupe('u4', 5), troupe('u5', 5), troupe('u6', 5)];
    expect(checkRule(allyPoints, roster({ units }), data)).toEqual([]);
  });

  it('flags Harlequins at 505 pts, naming the cap, the battle size and the units counted', () => {
    const units = [troupe('u2', 10), troupe('u3', 5), troupe('u4', 5), troupe('u5', 5)];
    const issues = checkRule(allyPoints, roster({ units }), data);
    expect(issues.map((i) => [i.ruleId, i.unitIds])).toEqual([['ally-points', ['u2', 'u3', 'u4', 'u5']]]);
    expect(issues[0]?.params).toMatchObject({ cap: 500, points: 505, battleSize: 'Strike Force' });
  });

  it('counts Anhrathe units against the same cap as Harlequins', () => {
    const harlequins = [troupe('u2', 10), troupe('u3', 5), troupe('u4', 5)];
    expect(checkRule(allyPoints, roster({ units: harlequins }), data)).toEqual([]);
    const units = [...harlequins, makeUnitOf(d.voidreavers, { id: 'u5' }), makeUnitOf(d.voidreavers, { id: 'u6' })];
    const issues = checkRule(allyPoints, roster({ units }), data);
    expect(issues.map((i) => i.unitIds)).toEqual([['u2', 'u3', 'u4', 'u5', 'u6']]);
    expect(issues[0]?.params.points).toBe(525);
  });

  it("allows the same Harlequins up to 1000 pts under Reaper's Wager", () => {
    const units = [
      troupe('u2', 10),
      troupe('u3', 10),
      troupe('u4', 10),
      troupe('u5', 10),
      makeUnitOf(d.troupeMaster, { id: 'u6' }),
    ];
    expect(checkRule(allyPoints, roster({ units, detachmentId: 'reapers-wager' }), data)).toEqual([]);
  });

  it("flags Harlequins over 1000 pts under Reaper's Wager", () => {
    const units = [troupe('u2', 10), troupe('u3', 10), troupe('u4', 10), troupe('u5', 10), troupe('u6', 10)];
    const issues = checkRule(allyPoints, roster({ units, detachmentId: 'reapers-wager' }), data);
    expect(issues[0]?.params).toMatchObject({ cap: 1000, points: 1025 });
  });

  it('applies the Incursion cap of 250 pts', () => {
    const units = [troupe('u2', 10), troupe('u3', 5)];
    expect(checkRule(allyPoints, roster({ units, battleSizeId: 'incursion' }), data).map((i) => i.params.cap)).toEqual([
      250,
    ]);
  });
});
