import { describe, expect, it } from 'vitest';
import type { BattleSizeId, DetachmentId } from '../data/ids';
import type { UnitId } from '../roster/ids';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { validateRoster } from '../rules/validate-roster';
import { removeUnit } from '../roster/remove-unit';
import { changeBattleSize, notesStillTrue } from './change-battle-size';
import { changeDetachment, removeOtherDetachmentEnhancements } from './change-detachment';

const data = makeDrukhariAlliesData();
const reapersWager = 'reapers-wager' as DetachmentId;
const roster = makeRoster({
  units: [
    makeUnitOf(d.archon, { id: 'u1', isWarlord: true, enhancementId: 'labyrinthine-cunning' }),
    makeUnitOf(d.voidreavers, { id: 'u2' }),
    makeUnitOf(d.troupe, { id: 'u3' }),
    makeUnitOf(d.troupeMaster, { id: 'u4', attachedToUnitId: 'u3' }),
  ],
});

describe('changeDetachment', () => {
  it("keeps Harlequins and drops Anhrathe units when switching to Reaper's Wager", () => {
    const { roster: after, notes } = changeDetachment(roster, reapersWager, data);
    expect(after.detachmentId).toBe('reapers-wager');
    expect(after.units.map((u) => [u.id, u.isWarlord, u.attachedToUnitId])).toEqual([
      ['u1', true, null],
      ['u3', false, null],
      ['u4', false, 'u3'],
    ]);
    expect(notes.map((n) => [n.kind, 'unitId' in n ? n.unitId : null])).toEqual([
      ['enhancement-not-in-detachment', 'u1'],
      ['unit-removed', 'u2'],
    ]);
  });

  it('keeps a Realspace Raiders Enhancement after the switch and flags it as an error: nothing is taken away unasked', () => {
    const { roster: after } = changeDetachment(roster, reapersWager, data);
    expect(after.units[0]?.enhancementId).toBe('labyrinthine-cunning');
    const flagged = validateRoster(after, data).filter((i) => i.ruleId === 'enhancement-detachment');
    expect(flagged.map((i) => [i.severity, i.unitIds])).toEqual([['error', ['u1']]]);
  });

  it('keeps every unit and enhancement that stays legal, reporting nothing', () => {
    const legal = makeRoster({ units: [makeUnitOf(d.archon, { id: 'u1' }), makeUnitOf(d.troupe, { id: 'u2' })] });
    const { roster: after, notes } = changeDetachment(legal, reapersWager, data);
    expect(after.units).toEqual(legal.units);
    expect(notes).toEqual([]);
  });

  it('leaves the roster as it is for a detachment the faction does not have', () => {
    expect(changeDetachment(roster, 'berzerker-warband' as DetachmentId, data)).toEqual({ roster, notes: [] });
  });
});

describe('removeOtherDetachmentEnhancements', () => {
  it("takes off the Enhancements the army's detachment does not have, and only those", () => {
    const { roster: after } = changeDetachment(roster, reapersWager, data);
    const cleared = removeOtherDetachmentEnhancements(after, data);
    expect(cleared.units.map((u) => u.enhancementId)).toEqual([null, null, null]);
    expect(validateRoster(cleared, data).some((i) => i.ruleId === 'enhancement-detachment')).toBe(false);
  });

  it('returns the same roster when every Enhancement belongs to its detachment', () => {
    expect(removeOtherDetachmentEnhancements(roster, data)).toBe(roster);
  });
});

describe('changeBattleSize', () => {
  it('keeps every unit when moving to Incursion and reports the ally cap it now exceeds', () => {
    const allies = makeRoster({
      units: [
        makeUnitOf(d.archon, { id: 'u1' }),
        makeUnitOf(d.troupe, { id: 'u2', models: [{ modelTypeId: 'player', count: 10 }] }),
        makeUnitOf(d.voidreavers, { id: 'u3' }),
      ],
    });
    const { roster: after, notes } = changeBattleSize(allies, 'incursion' as BattleSizeId, data);
    expect(after.battleSizeId).toBe('incursion');
    expect(after.units).toEqual(allies.units);
    expect(notes).toHaveLength(1);
  });

  it('reports nothing when the list fits the new battle size', () => {
    expect(changeBattleSize(roster, 'onslaught' as BattleSizeId, data).notes).toEqual([]);
  });
});

describe('notesStillTrue', () => {
  const allies = makeRoster({
    units: [
      makeUnitOf(d.archon, { id: 'u1' }),
      makeUnitOf(d.troupe, { id: 'u2', models: [{ modelTypeId: 'player', count: 10 }] }),
      makeUnitOf(d.voidreavers, { id: 'u3' }),
    ],
  });
  const { roster: incursion, notes } = changeBattleSize(allies, 'incursion' as BattleSizeId, data);

  it('keeps saying an allowance is over its cap while it is', () => {
    expect(notesStillTrue(notes, validateRoster(incursion, data))).toEqual(notes);
  });

  it('no longer says an allowance is over its cap once units leave it', () => {
    const fewer = removeUnit(incursion, 'u2' as UnitId);
    expect(validateRoster(fewer, data).some((i) => i.ruleId === 'ally-points')).toBe(false);
    expect(notesStillTrue(notes, validateRoster(fewer, data))).toEqual([]);
  });
});
