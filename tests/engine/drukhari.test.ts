import { describe, expect, it } from 'vitest';
import { readGameData } from '../../src/cli/load-data';
import type { EnhancementId } from '../../src/domain/data/ids';
import type { UnitId } from '../../src/domain/roster/ids';
import { unitSection } from '../../src/domain/roster/army-list';
import { rosterPoints } from '../../src/domain/roster/points';
import { setEnhancement } from '../../src/domain/roster/set-enhancement';
import { validateRoster } from '../../src/domain/rules/validate-roster';
import { buildRoster, type UnitSpec } from '../../src/testing/build-roster';
import { paramsOf } from '../../src/testing/check-rule';

const data = readGameData('drukhari');
const errors = (units: readonly UnitSpec[], detachment = 'realspace-raiders') =>
  validateRoster(buildRoster(data, { detachment, units }), data).filter((i) => i.severity === 'error');
/** An Archon as Warlord and a Troupe Master (u2) carrying the enhancement. */
const troupeMasterWith = (enhancementId: string, detachment: string) => {
  const roster = buildRoster(data, { detachment, units: ['archon', 'troupe-master'] });
  const withEnhancement = setEnhancement(roster, 'u2' as UnitId, enhancementId as EnhancementId);
  return validateRoster(withEnhancement, data).filter((i) => i.severity === 'error');
};

describe('Drukhari, on the real data', () => {
  it('allows 6 units of Wracks, which are BATTLELINE', () => {
    expect(errors(['archon', 'wracks', 'wracks', 'wracks', 'wracks', 'wracks', 'wracks'])).toEqual([]);
  });

  it('flags a 7th unit of Wracks', () => {
    const issues = errors(['archon', 'wracks', 'wracks', 'wracks', 'wracks', 'wracks', 'wracks', 'wracks']);
    expect(issues.map((i) => [i.ruleId, i.unitIds])).toEqual([['datasheet-limit', ['u8']]]);
  });

  it('allows one Troupe Master and flags a second: the datasheet limits it to 1 per army', () => {
    expect(errors(['archon', 'troupe-master'])).toEqual([]);
    expect(errors(['archon', 'troupe-master', 'troupe-master']).map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['datasheet-limit', ['u3']],
    ]);
  });

  it('flags a 4th unit of Incubi', () => {
    expect(errors(['archon', 'incubi', 'incubi', 'incubi', 'incubi']).map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['datasheet-limit', ['u5']],
    ]);
  });

  // Death Jester 90 + two Troupes of 12 (205 each).
  const harlequinsAt500: readonly UnitSpec[] = ['death-jester', ['troupe', 12], ['troupe', 12]];
  // The same Troupes with 2 Skyweavers (95) in place of the Death Jester.
  const harlequinsAt505: readonly UnitSpec[] = [
    ['skyweavers', 2],
    ['troupe', 12],
    ['troupe', 12],
  ];

  it('allows Harlequins at exactly 500 pts in a Strike Force Drukhari army', () => {
    const roster = buildRoster(data, { detachment: 'realspace-raiders', units: ['archon', ...harlequinsAt500] });
    expect(rosterPoints(roster, data).allowances.map((a) => [a.points, a.cap])).toEqual([[500, 500]]);
    expect(validateRoster(roster, data).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('flags Harlequins at 505 pts in a Strike Force Drukhari army, counting every Harlequin unit', () => {
    const issues = errors(['archon', ...harlequinsAt505]);
    expect(issues.map((i) => [i.ruleId, i.unitIds, paramsOf(i).cap, paramsOf(i).points])).toEqual([
      ['ally-points', ['u2', 'u3', 'u4'], 500, 505],
    ]);
  });

  it("allows the same 505 pts of Harlequins under Reaper's Wager", () => {
    expect(errors(['archon', ...harlequinsAt505], 'reapers-wager')).toEqual([]);
  });

  // 505 + 3 Skyweavers (190) + Solitaire (115) + Troupe of 7 (190) = 1000.
  const harlequinsAt1000: readonly UnitSpec[] = [...harlequinsAt505, ['skyweavers', 3], 'solitaire', ['troupe', 7]];

  it("allows Harlequins up to exactly 1000 pts under Reaper's Wager", () => {
    const roster = buildRoster(data, { detachment: 'reapers-wager', units: ['archon', ...harlequinsAt1000] });
    expect(rosterPoints(roster, data).allowances.map((a) => [a.points, a.cap])).toEqual([[1000, 1000]]);
    expect(validateRoster(roster, data).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it("flags Harlequins past 1000 pts under Reaper's Wager", () => {
    const issues = errors(['archon', ...harlequinsAt1000, 'shadowseer'], 'reapers-wager');
    expect(issues.map((i) => [i.ruleId, paramsOf(i).points])).toEqual([['ally-points', 1060]]);
  });

  it("flags an Anhrathe unit under Reaper's Wager, which takes no Corsairs", () => {
    expect(errors(['archon', 'corsair-voidreavers'])).toEqual([]);
    expect(errors(['archon', 'corsair-voidreavers'], 'reapers-wager').map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['faction', ['u2']],
    ]);
  });

  it("lists Harlequins under Allied Units, with Corsairs and Travelling Players or under Reaper's Wager", () => {
    for (const detachment of ['realspace-raiders', 'reapers-wager']) {
      const roster = buildRoster(data, {
        detachment,
        units: ['archon', 'troupe-master', 'troupe', 'kabalite-warriors'],
      });
      expect(
        roster.units.map((u) => unitSection(roster, u, data)),
        detachment,
      ).toEqual(['characters', 'allied-units', 'allied-units', 'battleline']);
    }
  });

  it("flags a Troupe Master as Warlord outside Reaper's Wager", () => {
    expect(errors(['troupe-master', 'archon']).map((i) => [i.ruleId, i.unitIds])).toEqual([['warlord-bearer', ['u1']]]);
  });

  it("flags a Troupe Master as Warlord under Reaper's Wager: no HARLEQUINS model can be the Warlord", () => {
    expect(errors(['troupe-master', 'archon'], 'reapers-wager').map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['warlord-bearer', ['u1']],
    ]);
  });

  it("lets a Troupe Master take Reaper's Cowl or Archraider under Reaper's Wager", () => {
    expect(troupeMasterWith('reapers-cowl', 'reapers-wager')).toEqual([]);
    expect(troupeMasterWith('archraider', 'reapers-wager')).toEqual([]);
  });

  it("flags Conductor of Torment, for DRUKHARI models only, on a Troupe Master under Reaper's Wager", () => {
    expect(
      troupeMasterWith('conductor-of-torment', 'reapers-wager').map((i) => [i.ruleId, i.unitIds, paramsOf(i).reason]),
    ).toEqual([['enhancement-bearer', ['u2'], 'required-keyword']]);
  });

  it("flags an Enhancement on a Troupe Master outside Reaper's Wager, where Harlequins take none", () => {
    expect(
      troupeMasterWith('labyrinthine-cunning', 'realspace-raiders').map((i) => [
        i.ruleId,
        i.unitIds,
        paramsOf(i).reason,
      ]),
    ).toEqual([['enhancement-bearer', ['u2'], 'allowance']]);
  });
});
