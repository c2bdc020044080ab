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

/**
 * Kill Teams of Agents of the Imperium (Imperium - Agents of the Imperium.cat, snapshot 801555bb), read by hand: a
 * Fortis Kill Team's "Squad Members" are a "Core" group (min 5) of Kill Team Intercessors, with special weapon, melee
 * option or Long Vigil ranged weapon, and an "Additional" group of Intercessors w/ heavy bolt pistol or plasma
 * incinerator and Outriders; a Proteus Kill Team's Core are its Kill Team Veterans, not those w/ jump pack. A Spectrus
 * Kill Team's Infiltrator w/ Bolt sniper rifle may take a bolt carbine instead, at most 1 in the unit.
 */
describe('Agents of the Imperium, on the real data: the Kill Teams of 5 Core models', () => {
  const data = readGameData('agents-of-the-imperium');
  const killTeam = (
    datasheet: string,
    models: number,
    changes: Omit<Parameters<typeof setWargear>[2], 'count'>[],
    counts: number[],
  ) => {
    const roster = buildRoster(data, {
      detachment: 'alien-hunters-ordo-xenos',
      units: ['inquisitor', [datasheet, models]],
    });
    const unit = roster.units[1];
    if (!unit) throw new Error('the Kill Team is the second unit');
    const edited = changes.reduce(
      (r, change, i) => setWargear(r, unit.id, { ...change, count: counts[i] ?? 0 }, data),
      roster,
    );
    // These Kill Teams are Legends: only the catalogue's limits are asked about here.
    return validateRoster(edited, data).filter((i) => i.ruleId === 'catalogue-limit');
  };
  const heavyBoltPistol = {
    modelTypeId: 'kill-team-intercessor' as ModelTypeId,
    optionId: 'kill-team-intercessor-heavy-bolt-pistol-and-astartes-chainsword' as WargearOptionId,
    choiceId: 'heavy-bolt-pistol-and-astartes-chainsword',
  };
  const plasmaIncinerator = {
    modelTypeId: 'kill-team-intercessor' as ModelTypeId,
    optionId: 'kill-team-intercessor-plasma-incinerator' as WargearOptionId,
    choiceId: 'plasma-incinerator',
  };

  it('flags a Fortis Kill Team of 5 with an Intercessor w/ heavy bolt pistol: it has 4 Core models', () => {
    const issues = killTeam('fortis-kill-team', 5, [heavyBoltPistol], [1]);
    expect(issues.map((i) => i.params)).toEqual([
      expect.objectContaining({ name: 'Kill Team Intercessor model', bound: 'min', value: 5, count: 4 }),
    ]);
    expect(issues[0]?.message).toBe(
      'Fortis Kill Team must have at least 5 Kill Team Intercessor models, not counting those that took "Astartes chainsword and Heavy bolt pistol", "Plasma incinerator and Plasma pistol" or "Plasma incinerator", and it has 4.',
    );
  });

  it('allows a Fortis Kill Team of 5 Core models, and one of 10 with 5 of them taking heavy bolt pistols or plasma incinerators', () => {
    expect(killTeam('fortis-kill-team', 5, [], [])).toEqual([]);
    expect(killTeam('fortis-kill-team', 10, [heavyBoltPistol, plasmaIncinerator], [3, 2])).toEqual([]);
    expect(
      killTeam('fortis-kill-team', 10, [heavyBoltPistol, plasmaIncinerator], [3, 3]).map((i) => i.params.count),
    ).toEqual([4]);
  });

  it('flags a Proteus Kill Team of 5 with a Veteran w/ jump pack, and allows one of 10 with two', () => {
    const jumpPack = {
      modelTypeId: 'kill-team-veteran' as ModelTypeId,
      optionId: 'kill-team-veteran-close-combat-weapon-and-jump-pack' as WargearOptionId,
      choiceId: 'close-combat-weapon-and-jump-pack',
    };
    expect(killTeam('proteus-kill-team', 5, [jumpPack], [1]).map((i) => i.params)).toEqual([
      expect.objectContaining({ name: 'Kill Team Veteran model', bound: 'min', value: 5, count: 4 }),
    ]);
    expect(killTeam('proteus-kill-team', 10, [jumpPack], [2])).toEqual([]);
  });

  it('allows one bolt carbine in a Spectrus Kill Team, and flags a second', () => {
    const boltCarbine = {
      modelTypeId: 'kill-team-infiltrator' as ModelTypeId,
      optionId: 'marksman-bolt-carbine' as WargearOptionId,
      choiceId: 'bolt-carbine',
    };
    expect(killTeam('spectrus-kill-team', 10, [boltCarbine], [1])).toEqual([]);
    expect(killTeam('spectrus-kill-team', 10, [boltCarbine], [2]).map((i) => i.params)).toEqual([
      expect.objectContaining({ in: 'unit', bound: 'max', value: 1, count: 2 }),
    ]);
  });
});

describe("Agents of the Imperium, on the real data: a Legionnaire Sergeant's Boltgun, whose link lifts its minimum to 0", () => {
  const data = readGameData('agents-of-the-imperium');

  it('may be swapped for a plasma pistol and power weapon, and the datasheet has no limit left unchecked', () => {
    const roster = buildRoster(data, {
      detachment: 'alien-hunters-ordo-xenos',
      units: ['inquisitor', ['damned-legionnaires', 5]],
    });
    const unit = roster.units[1];
    if (!unit) throw new Error('the Legionnaires are the second unit');
    const edited = setWargear(
      roster,
      unit.id,
      {
        modelTypeId: 'legionnaire-sergeant' as ModelTypeId,
        optionId: 'legionnaire-sergeant-boltgun' as WargearOptionId,
        choiceId: 'plasma-pistol-and-power-weapon',
        count: 1,
      },
      data,
    );
    expect(
      validateRoster(edited, data).filter((i) => i.ruleId === 'catalogue-limit' || i.ruleId === 'wargear-limit'),
    ).toEqual([]);
    expect(data.faction.datasheets.find((d) => d.id === 'damned-legionnaires')?.uncheckedLimits).toBeUndefined();
  });
});
