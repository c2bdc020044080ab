import { describe, expect, it } from 'vitest';
import type { UnitId } from '../roster/ids';
import { changeNoteText } from './change-note';

describe('the notice after a detachment or battle size change', () => {
  it('says which unit the new detachment cannot include, with "an Aeldari army"', () => {
    const note = changeNoteText({
      kind: 'unit-removed',
      unitId: 'u1' as UnitId,
      datasheet: 'Corsair Voidreavers',
      faction: 'Aeldari',
      detachment: 'Warhost',
    });
    expect(note).toBe('Removed Corsair Voidreavers: an Aeldari army with Warhost cannot include it.');
  });
});
