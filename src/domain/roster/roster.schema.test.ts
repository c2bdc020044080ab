import { describe, expect, it } from 'vitest';
import { makeRoster, makeUnit } from '../../testing/make-roster';
import { RosterSchema } from './roster.schema';

describe('the roster schema', () => {
  it('refuses two units with one id, naming the second', () => {
    const roster = { ...makeRoster(), units: [makeUnit({ id: 'u1' }), makeUnit({ id: 'u2' }), makeUnit({ id: 'u1' })] };
    const parsed = RosterSchema.safeParse(roster);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['units', 2, 'id']]);
  });
});
