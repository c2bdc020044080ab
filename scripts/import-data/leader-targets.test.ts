import { describe, expect, it } from 'vitest';
import { parseJoinsAlongside, parseLeaderTargets } from './leader-targets';

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

describe('parseJoinsAlongside', () => {
  it('reads the Leaders it may join alongside and the units it may do so in', () => {
    const description =
      'This model can be attached to the following units: - ACOLYTE HYBRIDS - NEOPHYTE HYBRIDS You can attach this model to an ACOLYTE HYBRIDS or NEOPHYTE HYBRID unit, even if a PRIMUS, MAGUS, or ACOLYTE ICONWARD model has already been attached to it.';
    expect(parseJoinsAlongside(description)).toEqual({
      leaders: ['PRIMUS', 'MAGUS', 'ACOLYTE ICONWARD'],
      bodyguards: ['ACOLYTE HYBRIDS', 'NEOPHYTE HYBRID'],
    });
  });

  it('reads "one of the above units" as every unit it can lead', () => {
    const description =
      'This model can be attached to the following units: ■ Guardian Defenders ■ Storm Guardians You can attach this unit to one of the above units, even if Yvraine has already been attached';
    expect(parseJoinsAlongside(description)).toEqual({ leaders: ['Yvraine'], bodyguards: null });
  });

  it('reads "a unit" as every unit it can lead', () => {
    const description =
      'This model can be attached to the following units: ■ Guardian Defenders You can attach this model to a unit, even if one Autarch or Farseer model has already been attached to it.';
    expect(parseJoinsAlongside(description)).toEqual({ leaders: ['Autarch', 'Farseer'], bodyguards: null });
  });

  it('finds nothing in a Leader ability that only lists units', () => {
    expect(parseJoinsAlongside('This model can be attached to the following unit:\n■ Wracks')).toBeNull();
  });
});
