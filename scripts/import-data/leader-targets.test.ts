import { describe, expect, it } from 'vitest';
import { parseLeaderTargets } from './leader-targets';

describe('parseLeaderTargets', () => {
  it('reads a bulleted list with keyword markup', () => {
    expect(parseLeaderTargets('This model can be attached to the following units:\n■ ^^**Incubi**^^\n■ ^^**Kabalite Warriors**^^')).toEqual([
      'Incubi',
      'Kabalite Warriors',
    ]);
  });

  it('reads dash bullets', () => {
    expect(parseLeaderTargets('This model can be attached to the following units:\n- Acolyte Hybrids\n- Neophyte Hybrids')).toEqual([
      'Acolyte Hybrids',
      'Neophyte Hybrids',
    ]);
  });

  it('ignores prose after the list', () => {
    expect(
      parseLeaderTargets(
        'This model can be attached to the following unit:\n■ Wracks\nYou can attach this model to one of the above units even if one other CHARACTER model has already been attached to it.',
      ),
    ).toEqual(['Wracks']);
  });
});
