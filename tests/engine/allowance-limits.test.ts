import { describe, expect, it } from 'vitest';
import { readGameData } from '../../src/cli/load-data';
import { issueMessage } from '../../src/domain/rules/issue-messages';
import { validateRoster } from '../../src/domain/rules/validate-roster';
import { buildRoster, type UnitSpec } from '../../src/testing/build-roster';

/** The errors of a list built from the real data, and the allowance limits among them. */
function checkIn(factionId: string, detachment: string) {
  const data = readGameData(factionId);
  return (units: readonly UnitSpec[]) => {
    const errors = validateRoster(buildRoster(data, { detachment, units }), data).filter((i) => i.severity === 'error');
    const allowances = errors.flatMap((i) =>
      i.ruleId === 'unit-limit' && i.params.reason === 'allowance' ? [i.params] : [],
    );
    return { errors: errors.map((i) => [i.ruleId, i.unitIds]), allowances };
  };
}

const times = (count: number, datasheet: string) => Array.from({ length: count }, () => datasheet);

describe('an allowance of two kinds in one catalogue limit: Imperial Knights allies of a Blood Angels army', () => {
  const check = checkIn('blood-angels', 'liberator-assault-group');

  it('says the allowance once, in its kinds of unit, for 4 Armigers: one error, not a rule-of-three error beside it', () => {
    const { errors, allowances } = check(['captain', ...times(4, 'armiger-helverin')]);
    expect(errors).toEqual([['unit-limit', ['u5']]]);
    expect(allowances).toEqual([
      expect.objectContaining({
        allowance: 'Imperial Knights',
        joiner: 'or',
        choices: [
          { what: 'TITANIC', max: 1 },
          { what: 'ARMIGER', max: 3 },
        ],
        has: [{ what: 'ARMIGER', count: 4 }],
      }),
    ]);
  });

  it('flags a titanic Knight beside an Armiger, naming what the army has of each', () => {
    const { errors, allowances } = check(['captain', 'knight-paladin', 'armiger-helverin']);
    expect(errors).toEqual([['unit-limit', ['u2', 'u3']]]);
    expect(allowances[0]?.has).toEqual([
      { what: 'TITANIC', count: 1 },
      { what: 'ARMIGER', count: 1 },
    ]);
  });

  it('allows 3 Armigers, or 1 titanic Knight', () => {
    expect(check(['captain', ...times(3, 'armiger-warglaive')]).errors).toEqual([]);
    expect(check(['captain', 'knight-castellan']).errors).toEqual([]);
  });
});

describe('an allowance of alternative catalogue limits: Chaos Knights allies of a Chaos Space Marines army', () => {
  const data = readGameData('chaos-space-marines');
  const check = checkIn('chaos-space-marines', data.faction.detachments[0]?.id ?? '');

  it('reads Abhorrent, Acastus, Cerastus and Knight Tyrant limits as "1 TITANIC unit", one error for two of them', () => {
    const { errors, allowances } = check(['chaos-lord', 'knight-abominant', 'chaos-cerastus-knight-lancer']);
    expect(errors).toEqual([['unit-limit', ['u2', 'u3']]]);
    const [params] = allowances;
    expect(params).toMatchObject({
      allowance: 'Chaos Knights',
      isAllied: true,
      joiner: 'or',
      choices: [
        { what: 'TITANIC', max: 1 },
        { what: 'WAR DOG', max: 3 },
      ],
      has: [{ what: 'TITANIC', count: 2 }],
    });
    expect(issueMessage({ ruleId: 'unit-limit', severity: 'error', unitIds: [], params: params! })).toBe(
      'Chaos Knights allies: 1 TITANIC unit or up to 3 WAR DOG units; this army has 2 TITANIC units.',
    );
  });

  it('flags a 4th War Dog', () => {
    const { errors, allowances } = check(['chaos-lord', ...times(3, 'war-dog-brigand'), 'war-dog-stalker']);
    expect(errors).toEqual([['unit-limit', ['u5']]]);
    expect(allowances[0]?.has).toEqual([{ what: 'WAR DOG', count: 4 }]);
  });
});

describe('an allowance of limits taken together: Agents of the Imperium in a Blood Angels army', () => {
  const check = checkIn('blood-angels', 'liberator-assault-group');

  it('says only the limit broken, with its bound at the battle size', () => {
    const { errors, allowances } = check(['captain', 'inquisitor', 'inquisitor-coteaz', 'callidus-assassin']);
    expect(errors).toEqual([['unit-limit', ['u4']]]);
    expect(allowances).toEqual([
      expect.objectContaining({
        allowance: 'Agents of the Imperium',
        joiner: 'and',
        has: [expect.objectContaining({ count: 3 })],
      }),
    ]);
    expect(allowances[0]?.choices).toEqual([expect.objectContaining({ max: 2 })]);
  });
});

describe('an allowance counted per unit of another datasheet: Legiones Daemonica in a Chaos Space Marines army', () => {
  const data = readGameData('chaos-space-marines');
  const check = checkIn('chaos-space-marines', data.faction.detachments[0]?.id ?? '');

  it('allows one Khorne unit beyond the Battleline for each Bloodletters unit', () => {
    expect(check(['chaos-lord', 'bloodletters', 'bloodcrushers']).errors).toEqual([]);
    const { errors, allowances } = check(['chaos-lord', 'bloodcrushers']);
    expect(errors).toEqual([['unit-limit', ['u2']]]);
    expect(allowances[0]?.choices).toEqual([{ what: 'Khorne non-Battleline', max: 1, per: 'Bloodletters' }]);
  });
});
