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

describe('Agents of the Imperium, on the real data: one frag cannon Veteran for every 5 models in a Deathwatch Kill Team', () => {
  const data = readGameData('agents-of-the-imperium');
  const killTeam = (models: number, cannons: number) => {
    const roster = buildRoster(data, {
      detachment: 'alien-hunters-ordo-xenos',
      units: ['inquisitor', ['deathwatch-kill-team', models]],
    });
    const unit = roster.units[1];
    if (!unit) throw new Error('the Kill Team is the second unit');
    const change = {
      modelTypeId: 'veteran' as ModelTypeId,
      optionId: 'veteran-close-combat-weapon-and-frag-cannon' as WargearOptionId,
      choiceId: 'close-combat-weapon-and-frag-cannon',
      count: cannons,
    };
    return validateRoster(setWargear(roster, unit.id, change, data), data).filter((i) => i.severity === 'error');
  };

  // The catalogue says it twice: of frag cannons in the unit (the Watch Sergeant's too), and of Veterans w/ frag cannon.
  it('flags 2 Veterans with frag cannons in a Kill Team of 5', () => {
    expect(killTeam(5, 2).map((i) => [i.ruleId, i.params])).toContainEqual([
      'catalogue-limit',
      expect.objectContaining({
        unit: 'Deathwatch Kill Team',
        name: 'Close combat weapon and Frag cannon Veteran',
        count: 2,
        bound: 'max',
        value: 1,
      }),
    ]);
  });

  it('allows 1 in a Kill Team of 5, and 2 in a Kill Team of 10', () => {
    expect(killTeam(5, 1)).toEqual([]);
    expect(killTeam(10, 2)).toEqual([]);
  });
});

describe('Agents of the Imperium, on the real data: at most 2 Heavy Intercessors with jump pack in an Indomitor Kill Team', () => {
  const data = readGameData('agents-of-the-imperium');
  const withJumpPacks = (assault: number, plasma: number) => {
    const roster = buildRoster(data, {
      detachment: 'alien-hunters-ordo-xenos',
      units: ['inquisitor', ['indomitor-kill-team', 10]],
    });
    const unit = roster.units[1];
    if (!unit) throw new Error('the Kill Team is the second unit');
    const take = (choiceId: string, count: number) => ({
      modelTypeId: 'kill-team-heavy-intercessor' as ModelTypeId,
      optionId: 'heavy-bolt-rifle-and-bolt-pistol' as WargearOptionId,
      choiceId,
      count,
    });
    let edited = setWargear(roster, unit.id, take('assault-bolters-and-jump-pack', assault), data);
    if (plasma > 0) edited = setWargear(edited, unit.id, take('plasma-exterminators-and-jump-pack', plasma), data);
    // The Indomitor Kill Team is Legends: only the catalogue's limits are asked about here.
    return validateRoster(edited, data).filter((i) => i.ruleId === 'catalogue-limit');
  };

  it('flags a 3rd, whichever weapon each carries', () => {
    expect(withJumpPacks(2, 1).map((i) => [i.ruleId, i.params])).toEqual([
      [
        'catalogue-limit',
        expect.objectContaining({ name: 'Jump pack Kill Team Heavy Intercessor', count: 3, value: 2 }),
      ],
    ]);
  });

  it('allows 2', () => {
    expect(withJumpPacks(1, 1)).toEqual([]);
  });
});
