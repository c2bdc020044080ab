import { describe, expect, it } from 'vitest';
import { BattleSizeSchema } from './game-system.schema';

describe('schemas', () => {
  it('refuses a battle size with a 0-point limit', () => {
    expect(BattleSizeSchema.safeParse({ id: 'strike-force', name: 'Strike Force', points: 0 }).success).toBe(false);
  });
});
