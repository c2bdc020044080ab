import { describe, expect, it } from 'vitest';
import type { DatasheetId, DetachmentId, EnhancementId } from '../data/ids';
import type { UnitId } from '../roster/ids';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { previewIssues } from './preview-issues';
import { validateRoster } from '../rules/validate-roster';

const data = makeDrukhariAlliesData();
const roster = makeRoster({
  units: [
    makeUnitOf(d.archon, { id: 'u1', isWarlord: true }),
    makeUnitOf(d.troupeMaster, { id: 'u2' }),
    makeUnitOf(d.troupe, { id: 'u3' }),
    makeUnitOf(d.troupe, { id: 'u4' }),
    makeUnitOf(d.troupe, { id: 'u5' }),
  ],
  lastUnitNumber: 5,
});

describe('previewIssues', () => {
  it('judges the unit an Add would make: a fourth Troupe is past the datasheet limit', () => {
    const preview = previewIssues(roster, { kind: 'add-unit', datasheetId: d.troupe.id as DatasheetId }, data);
    expect(preview.unitId).toBe('u6');
    expect(preview.issues.map((i) => [i.ruleId, i.unitIds])).toEqual([['datasheet-limit', ['u6']]]);
  });

  it('finds what the validation panel finds once the edit is made, for the unit it is about', () => {
    const edit = {
      kind: 'set-enhancement',
      unitId: 'u2' as UnitId,
      enhancementId: 'labyrinthine-cunning' as EnhancementId,
    } as const;
    const preview = previewIssues(roster, edit, data);
    expect(preview.issues).toEqual(
      validateRoster(preview.roster, data).filter((i) => i.unitIds.includes('u2' as UnitId)),
    );
    expect(preview.issues.map((i) => [i.ruleId, i.params])).toContainEqual([
      'enhancement-bearer',
      expect.objectContaining({ reason: 'allowance' }),
    ]);
  });

  it('asks only the rules named, and leaves the roster as it was', () => {
    const edit = { kind: 'make-warlord', unitId: 'u2' as UnitId } as const;
    const preview = previewIssues(roster, edit, data, { ruleIds: ['warlord-bearer'] });
    expect(preview.issues.map((i) => i.ruleId)).toEqual(['warlord-bearer']);
    expect(roster.units[0]?.isWarlord).toBe(true);
  });

  it('judges the whole army after a detachment change, with what the change dropped already gone', () => {
    const preview = previewIssues(
      roster,
      { kind: 'change-detachment', detachmentId: 'reapers-wager' as DetachmentId },
      data,
    );
    expect(preview.unitId).toBeNull();
    expect(preview.roster.detachmentId).toBe('reapers-wager');
    expect(preview.issues.filter((i) => i.ruleId === 'faction')).toEqual([]);
  });
});
