import { describe, expect, it } from 'vitest';
import { readGameData } from '../../src/cli/load-data';
import type { ModelTypeId, WargearOptionId } from '../../src/domain/data/ids';
import { setWargear } from '../../src/domain/roster/set-wargear';
import { validateRoster } from '../../src/domain/rules/validate-roster';
import { buildRoster } from '../../src/testing/build-roster';

describe('Space Marines, on the real data: one Astartes grenade launcher for every 5 models', () => {
  const data = readGameData('space-marines');
  const squad = (models: number, launchers: number) => {
    const roster = buildRoster(data, {
      detachment: 'gladius-task-force',
      units: ['captain', ['intercessor-squad', models]],
    });
    const unit = roster.units[1];
    if (!unit) throw new Error('the squad is the second unit');
    const change = {
      modelTypeId: 'intercessor' as ModelTypeId,
      optionId: 'intercessor-astartes-grenade-launcher' as WargearOptionId,
      choiceId: 'astartes-grenade-launcher',
      count: launchers,
    };
    return validateRoster(setWargear(roster, unit.id, change, data), data).filter((i) => i.severity === 'error');
  };

  it('flags 2 launchers in a squad of 5', () => {
    expect(squad(5, 2).map((i) => [i.ruleId, i.params])).toEqual([
      [
        'catalogue-limit',
        expect.objectContaining({
          unit: 'Intercessor Squad',
          name: 'Astartes grenade launcher',
          count: 2,
          bound: 'max',
          value: 1,
        }),
      ],
    ]);
  });

  it('allows 1 launcher in a squad of 5, and 2 in a squad of 10', () => {
    expect(squad(5, 1)).toEqual([]);
    expect(squad(10, 2)).toEqual([]);
  });
});
