import { describe, expect, it } from 'vitest';
import { makeRoster, makeUnit } from '../../testing/make-roster';
import { RosterSchema } from './roster.schema';

describe('the roster schema', () => {
  it('accepts an empty roster with no detachment chosen yet', () => {
    const roster = {
      schemaVersion: 1,
      id: 'r1',
      name: 'New list',
      factionId: 'drukhari',
      detachmentId: null,
      battleSizeId: 'strike-force',
      includeLegends: false,
      units: [],
    };
    expect(RosterSchema.safeParse(roster).success).toBe(true);
  });

  it('refuses two units with one id, naming the second', () => {
    const roster = { ...makeRoster(), units: [makeUnit({ id: 'u1' }), makeUnit({ id: 'u2' }), makeUnit({ id: 'u1' })] };
    const parsed = RosterSchema.safeParse(roster);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['units', 2, 'id']]);
  });

  it('keeps the number of a removed last unit, and never counts below an id in use', () => {
    expect(makeRoster({ lastUnitNumber: 9, units: [makeUnit({ id: 'u3' })] }).lastUnitNumber).toBe(9);
    expect(makeRoster({ lastUnitNumber: 1, units: [makeUnit({ id: 'u3' })] }).lastUnitNumber).toBe(3);
  });

  it('does not count ids whose number is too long to be exact', () => {
    expect(makeRoster({ units: [makeUnit({ id: `u${'9'.repeat(30)}` })] }).lastUnitNumber).toBe(0);
  });
});
