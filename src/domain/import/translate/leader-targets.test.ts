import { describe, expect, it } from 'vitest';
import { parseJoinsAlongside, parseLeaderTargets } from './leader-targets';

describe('parseLeaderTargets', () => {
  it('reads a bulleted list with keyword markup', () => {
    expect(
      parseLeaderTargets(
        'This model can be attached to the following units:\n■ ^^**Incubi**^^\n■ ^^**Kabalite Warriors**^^',
      ),
    ).toEqual(['Incubi', 'Kabalite Warriors']);
  });

  it('reads dash bullets', () => {
    expect(
      parseLeaderTargets('This model can be attached to the following units:\n- Acolyte Hybrids\n- Neophyte Hybrids'),
    ).toEqual(['Acolyte Hybrids', 'Neophyte Hybrids']);
  });

  it('ignores prose after the list', () => {
    expect(
      parseLeaderTargets(
        'This model can be attached to the following unit:\n■ Wracks\nYou can attach this model to one of the above units even if one other CHARACTER model has already been attached to it.',
      ),
    ).toEqual(['Wracks']);
  });
});

describe('parseLeaderTargets on lists written otherwise', () => {
  it('reads a semicolon list', () => {
    expect(
      parseLeaderTargets('This model can be attached to the following units: Infractors; Noise Marines; Tormentors'),
    ).toEqual(['Infractors', 'Noise Marines', 'Tormentors']);
  });

  it('reads a list set off from its heading by a blank line', () => {
    expect(
      parseLeaderTargets(
        'This model can be attached to the following units:\n\n■ Incursor Squad\n■ Infiltrator Squad\n\nYou can attach this model to a unit it can lead units even if one Captain or Chapter Master model has already been attached to it.',
      ),
    ).toEqual(['Incursor Squad', 'Infiltrator Squad']);
  });

  it('reads past a blank line inside the list', () => {
    expect(
      parseLeaderTargets(
        'This model can be attached to the following units:\n- ABERRANTS\n\n- NEOPHYTE HYBRIDS\n\nYou can attach this model to an ACOLYTE HYBRIDS unit.',
      ),
    ).toEqual(['ABERRANTS', 'NEOPHYTE HYBRIDS']);
  });

  it('stops at prose broken across lines', () => {
    const description =
      'This model can be attached to the following units: Victrix Honour Guard\n\n\nYou can attach this model to the above unit even if a Marneus Calgar unit has already been attached\nto it. If you do, and that Bodyguard unit is destroyed, the Leader units attached to it become separate\nunits, with their original Starting Strengths';
    expect(parseLeaderTargets(description)).toEqual(['Victrix Honour Guard']);
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

  it('reads "a unit it can lead" as every unit it can lead', () => {
    const description =
      'This model can be attached to the following units: ■ Intercessor Squad You can attach this model to a unit it can lead, even if one Captain or Chapter Master model has already been attached to it.';
    expect(parseJoinsAlongside(description)).toEqual({ leaders: ['Captain', 'Chapter Master'], bodyguards: null });
  });

  it('finds nothing in a Leader ability that only lists units', () => {
    expect(parseJoinsAlongside('This model can be attached to the following unit:\n■ Wracks')).toBeNull();
  });
});
