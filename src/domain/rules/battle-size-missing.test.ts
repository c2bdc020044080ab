import { describe, expect, it } from 'vitest';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster } from '../../testing/make-roster';
import { battleSizeMissing } from './battle-size-missing';
import { checkRule } from '../../testing/check-rule';

const data = makeGameData();

describe('battle-size-missing', () => {
  it('flags a roster with no battle size', () => {
    expect(checkRule(battleSizeMissing, makeRoster({ battleSizeId: null }), data).map((i) => i.ruleId)).toEqual([
      'battle-size-missing',
    ]);
  });

  it('flags a battle size the game system does not have', () => {
    expect(checkRule(battleSizeMissing, makeRoster({ battleSizeId: 'apocalypse' }), data)).toHaveLength(1);
  });

  it('accepts Strike Force', () => {
    expect(checkRule(battleSizeMissing, makeRoster({ battleSizeId: 'strike-force' }), data)).toEqual([]);
  });
});
