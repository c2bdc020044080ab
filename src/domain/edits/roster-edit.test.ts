import { describe, expect, it } from 'vitest';
import type { BattleSizeId, DatasheetId, DetachmentId, EnhancementId, ModelTypeId, WargearOptionId } from '../data/ids';
import { addUnit } from '../roster/add-unit';
import { attachLeader } from '../roster/attach-leader';
import { duplicateUnit } from '../roster/duplicate-unit';
import type { UnitId } from '../roster/ids';
import { makeWarlord } from '../roster/make-warlord';
import { removeUnit } from '../roster/remove-unit';
import { setEnhancement } from '../roster/set-enhancement';
import { setIncludeLegends } from '../roster/set-include-legends';
import { setModelCount } from '../roster/set-model-count';
import { setUnitSize } from '../roster/set-unit-size';
import { setWargear } from '../roster/set-wargear';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { makeWracks, makeWracksUnit } from '../../testing/make-wracks';
import { changeBattleSize } from './change-battle-size';
import { changeDetachment } from './change-detachment';
import { previewIssues } from './preview-issues';
import { applyEdit, applyEditWithNotes, editLabel, type RosterEdit } from './roster-edit';
import { RosterEditSchema } from './roster-edit.schema';
import { validateRoster } from '../rules/validate-roster';

const data = makeDrukhariAlliesData();
const u = (id: string) => id as UnitId;
const roster = makeRoster({
  units: [
    makeUnitOf(d.archon, { id: 'u1', isWarlord: true }),
    makeUnitOf(d.troupeMaster, { id: 'u2' }),
    makeUnitOf(d.troupe, { id: 'u3' }),
  ],
  lastUnitNumber: 3,
});

const wracksData = makeGameData({ datasheets: [makeWracks()] });
const wracksRoster = makeRoster({ units: [{ ...makeWracksUnit(4), id: u('u1') }], lastUnitNumber: 1 });
const powerWeapon = {
  modelTypeId: 'acothyst' as ModelTypeId,
  optionId: 'acothyst-power-weapon' as WargearOptionId,
  choiceId: 'power-weapon',
  count: 1,
};

/** Every edit the builder makes, with the roster function a player's button called before there was one vocabulary. */
const everyEdit: readonly [RosterEdit, () => ReturnType<typeof applyEdit>, string][] = [
  [{ kind: 'rename', name: 'Raid' }, () => ({ ...roster, name: 'Raid' }), 'Rename to Raid'],
  [
    { kind: 'add-unit', datasheetId: d.troupe.id as DatasheetId },
    () => addUnit(roster, d.troupe.id as DatasheetId, data),
    'Add Troupe',
  ],
  [{ kind: 'duplicate-unit', unitId: u('u3') }, () => duplicateUnit(roster, u('u3')), 'Copy Troupe'],
  [{ kind: 'remove-unit', unitId: u('u3') }, () => removeUnit(roster, u('u3')), 'Remove Troupe'],
  [
    { kind: 'set-unit-size', unitId: u('u3'), models: 10 },
    () => setUnitSize(roster, u('u3'), 10, data),
    'Troupe: 10 models',
  ],
  [
    { kind: 'set-model-count', unitId: u('u3'), modelTypeId: 'player' as ModelTypeId, count: 10 },
    () => setModelCount(roster, u('u3'), 'player' as ModelTypeId, 10),
    'Troupe: models',
  ],
  [
    { kind: 'set-enhancement', unitId: u('u1'), enhancementId: 'labyrinthine-cunning' as EnhancementId },
    () => setEnhancement(roster, u('u1'), 'labyrinthine-cunning' as EnhancementId),
    'Archon: Labyrinthine Cunning',
  ],
  [{ kind: 'make-warlord', unitId: u('u2') }, () => makeWarlord(roster, u('u2')), 'Warlord: Troupe Master'],
  [
    { kind: 'attach-leader', leaderId: u('u2'), bodyguardId: u('u3') },
    () => attachLeader(roster, u('u2'), u('u3')),
    'Attach Troupe Master to Troupe',
  ],
  [
    { kind: 'change-detachment', detachmentId: 'reapers-wager' as DetachmentId },
    () => changeDetachment(roster, 'reapers-wager' as DetachmentId, data).roster,
    "Detachment: Reaper's Wager",
  ],
  [
    { kind: 'change-battle-size', battleSizeId: 'incursion' as BattleSizeId },
    () => changeBattleSize(roster, 'incursion' as BattleSizeId, data).roster,
    'Battle size: Incursion',
  ],
  [{ kind: 'set-include-legends', includeLegends: true }, () => setIncludeLegends(roster, true), 'Show Legends'],
];

describe('one vocabulary of edits', () => {
  it.each(everyEdit)('applyEdit makes %j as the builder always has, and names it for Undo', (edit, made, label) => {
    const after = applyEdit(roster, edit, data);
    expect(after).toEqual(made());
    expect(after).not.toBe(roster);
    expect(editLabel(roster, edit, data)).toBe(label);
  });

  it('goes on without what a list lost on its way in: its errors go, and nothing else changes', () => {
    const lost = {
      ...roster,
      leftOut: [{ kind: 'datasheet' as const, said: 'The list named Wracks, not in this data.' }],
    };
    expect(validateRoster(lost, data).map((i) => i.ruleId)).toContain('unread-line');
    const after = applyEdit(lost, { kind: 'clear-left-out' }, data);
    expect(after).toEqual(roster);
    expect(validateRoster(after, data).map((i) => i.ruleId)).not.toContain('unread-line');
    expect(editLabel(lost, { kind: 'clear-left-out' }, data)).toBe('Go on without what was left out');
    expect(applyEdit(roster, { kind: 'clear-left-out' }, data)).toBe(roster);
  });

  it('makes a wargear change, several changes being one edit', () => {
    const edit: RosterEdit = { kind: 'set-wargear', unitId: u('u1'), changes: [powerWeapon] };
    expect(applyEdit(wracksRoster, edit, wracksData)).toEqual(
      setWargear(wracksRoster, u('u1'), powerWeapon, wracksData),
    );
    expect(editLabel(wracksRoster, edit, wracksData)).toBe('Wracks: wargear');
  });

  it('gives back the same roster for an edit that changes nothing, so the history takes no step', () => {
    expect(applyEdit(roster, { kind: 'remove-unit', unitId: u('u9') }, data)).toBe(roster);
    expect(applyEdit(roster, { kind: 'rename', name: roster.name }, data)).toBe(roster);
  });

  it('keeps the notes of a battle size change', () => {
    const big = makeRoster({
      units: Array.from({ length: 6 }, (_, i) =>
        makeUnitOf(d.troupe, { id: `u${i + 1}`, models: [{ modelTypeId: 'player', count: 10 }] }),
      ),
      lastUnitNumber: 6,
    });
    const { notes } = applyEditWithNotes(
      big,
      { kind: 'change-battle-size', battleSizeId: 'incursion' as BattleSizeId },
      data,
    );
    expect(notes.map((n) => n.kind)).toContain('over-points-limit');
  });

  it('can be asked "what if" of every edit, removing a unit included', () => {
    const preview = previewIssues(roster, { kind: 'remove-unit', unitId: u('u1') }, data, {
      ruleIds: ['warlord-missing'],
    });
    expect(preview.issues.map((i) => i.ruleId)).toEqual(['warlord-missing']);
  });

  it('reads an edit written as JSON, and refuses one it does not know', () => {
    expect(RosterEditSchema.parse(JSON.parse('{"kind":"add-unit","datasheetId":"troupe"}'))).toEqual({
      kind: 'add-unit',
      datasheetId: 'troupe',
    });
    expect(RosterEditSchema.safeParse({ kind: 'paint-unit', unitId: 'u1' }).success).toBe(false);
    expect(RosterEditSchema.safeParse({ kind: 'set-unit-size', unitId: 'u1', models: -2 }).success).toBe(false);
  });
});
