import { describe, expect, it } from 'vitest';
import { RosterSchema } from '../roster/roster.schema';
import { BattleSizeSchema } from './game-system.schema';

describe('schemas', () => {
  it('refuses a battle size with a 0-point limit', () => {
    expect(BattleSizeSchema.safeParse({ id: 'strike-force', name: 'Strike Force', points: 0 }).success).toBe(false);
  });
  it('accepts an empty roster with no detachment chosen yet', () => {
    const roster = {
      schemaVersion: 1, id: 'r1', name: 'New list', factionId: 'drukhari',
      detachmentId: null, battleSizeId: 'strike-force', includeLegends: false, units: [],
    };
    expect(RosterSchema.safeParse(roster).success).toBe(true);
  });
});
