import { describe, expect, it } from 'vitest';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { isLegal, validateRoster } from './validate-roster';
import { makeIssue } from './issue-messages';

const data = makeDrukhariAlliesData();

describe('validateRoster', () => {
  it('finds nothing wrong with an Archon Warlord leading Kabalite Warriors and a Troupe of allies', () => {
    const units = [
      makeUnitOf(d.archon, { id: 'u1', isWarlord: true, enhancementId: 'labyrinthine-cunning' }),
      makeUnitOf(d.kabaliteWarriors, { id: 'u2' }),
      makeUnitOf(d.troupe, { id: 'u3' }),
    ];
    const issues = validateRoster(makeRoster({ units }), data);
    expect(issues).toEqual([]);
    expect(isLegal(issues)).toBe(true);
  });

  it('lists errors before warnings, roster-level issues first, then by rule and unit', () => {
    const units = [
      makeUnitOf(d.troupe, { id: 'u1', enhancementId: 'labyrinthine-cunning' }),
      makeUnitOf(d.voidreavers, { id: 'u2' }),
      makeUnitOf(d.archon, { id: 'u3', attachedToUnitId: 'u2' }),
    ];
    const issues = validateRoster(makeRoster({ units, detachmentId: 'reapers-wager' }), data);
    expect(issues.map((i) => [i.ruleId, i.unitIds])).toEqual([
      ['faction', ['u2']],
      ['enhancement-bearer', ['u1']],
      ['enhancement-detachment', ['u1']],
      ['warlord-missing', []],
      ['leader-target', ['u3', 'u2']],
    ]);
    expect(isLegal(issues)).toBe(false);
  });

  it('counts a roster with only warnings as legal', () => {
    const warning = {
      ruleId: 'transport-empty',
      severity: 'warning',
      unitIds: [],
      params: { datasheet: 'Raider', unit: 'Raider', keywords: ['DRUKHARI'] },
    } as const;
    expect(isLegal([makeIssue(warning)])).toBe(true);
  });

  it('gives the same issues in the same order for the same roster', () => {
    const roster = makeRoster({
      units: [makeUnitOf(d.voidreavers, { id: 'u1' }), makeUnitOf(d.voidreavers, { id: 'u2' })],
    });
    expect(validateRoster(roster, data)).toEqual(validateRoster(structuredClone(roster), data));
  });
});
