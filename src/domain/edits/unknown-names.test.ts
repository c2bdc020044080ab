import { describe, expect, it } from 'vitest';
import type { BattleSizeId, DatasheetId, DetachmentId, EnhancementId } from '../data/ids';
import type { UnitId } from '../roster/ids';
import { fixtureData } from '../../testing/game-fixture';
import { makeRoster, makeUnit } from '../../testing/make-roster';
import { unknownNames } from './unknown-names';

const data = fixtureData();
const roster = { ...makeRoster(), units: [makeUnit({ id: 'u1' as UnitId })] };

describe('what an edit names that the list or its game data lacks', () => {
  it('names a unit the list does not have, with the units it has', () => {
    expect(unknownNames(roster, { kind: 'remove-unit', unitId: 'u9' as UnitId }, data)).toEqual([
      'the list has no unit "u9" (its units: u1)',
    ]);
    expect(unknownNames(roster, { kind: 'attach-leader', leaderId: 'u1' as UnitId, bodyguardId: null }, data)).toEqual(
      [],
    );
  });

  it('names a datasheet, detachment, enhancement or battle size the game data does not have', () => {
    const faction = data.faction.name;
    const named = (edit: Parameters<typeof unknownNames>[1]) => unknownNames(roster, edit, data);
    expect(named({ kind: 'add-unit', datasheetId: 'no-such' as DatasheetId })).toEqual([
      `no datasheet "no-such" in the ${faction} data`,
    ]);
    expect(named({ kind: 'add-unit', datasheetId: data.faction.datasheets[0]!.id })).toEqual([]);
    expect(named({ kind: 'change-detachment', detachmentId: 'no-such' as DetachmentId })).toEqual([
      `no detachment "no-such" in the ${faction} data`,
    ]);
    expect(
      named({ kind: 'set-enhancement', unitId: 'u2' as UnitId, enhancementId: 'no-such' as EnhancementId }),
    ).toEqual(['the list has no unit "u2" (its units: u1)', `no enhancement "no-such" in the ${faction} data`]);
    expect(named({ kind: 'change-battle-size', battleSizeId: 'no-such' as BattleSizeId })).toEqual([
      'the game has no battle size "no-such"',
    ]);
    expect(named({ kind: 'rename', name: 'Anything' })).toEqual([]);
  });
});
