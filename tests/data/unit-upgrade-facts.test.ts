import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/domain/data/datasheet.schema';
import { datasheet } from '../../src/testing/real-factions';

/**
 * Facts of two catalogue constructs the importer once left unread (issue 18, construct 4), read by hand from the
 * BattleScribe snapshot (commit 801555bb): upgrades the unit holds rather than one of its models, and wargear inside
 * a group of groups.
 */
const additions = (d: Datasheet) =>
  d.wargearOptions
    .filter((o) => o.replaces.length === 0)
    .map((o) => [o.choices.map((c) => `${c.id} ${c.points}`), o.modelTypeIds, o.limit]);

const swaps = (d: Datasheet, modelTypeId: string) =>
  d.wargearOptions
    .filter((o) => o.modelTypeIds.some((id) => id === modelTypeId) && o.replaces.length > 0)
    .map((o) => [o.replaces.map((r) => r.wargearId), o.choices.map((c) => c.id)]);

describe('upgrades on the unit rather than on a model', () => {
  it('offers a Reiver Squad its Grapnel Launchers and Reiver Grav-chute, free, at most 1 of each in the unit, on any model', () => {
    for (const army of ['space-marines', 'blood-angels']) {
      const reivers = datasheet(army, 'reiver-squad');
      expect(additions(reivers)).toEqual(
        expect.arrayContaining([
          [['grapnel-launchers 0'], ['reivers', 'reiver-sergeant'], { kind: 'unit', max: 1 }],
          [['reiver-grav-chute 0'], ['reivers', 'reiver-sergeant'], { kind: 'unit', max: 1 }],
        ]),
      );
      expect(reivers.uncheckedLimits).toBeUndefined();
    }
  });

  it('offers Inquisitorial Agents up to 2 Tome-skulls, only 1 while the unit has fewer than 10 Agents', () => {
    const agents = datasheet('agents-of-the-imperium', 'inquisitorial-agents');
    expect(additions(agents)).toContainEqual([['tome-skull 0'], ['agent', 'servitor'], { kind: 'unit', max: 2 }]);
    expect(agents.limits).toContainEqual(
      expect.objectContaining({
        in: 'unit',
        counted: { of: 'wargear', wargearIds: ['tome-skull'] },
        max: {
          base: null,
          steps: [{ op: 'set', value: 1, when: { kind: 'models', modelTypeIds: ['agent'], comparison: 'lt', value: 10 } }],
        },
      }),
    );
  });
});

describe('wargear inside a group of groups', () => {
  it("lets a Plague Champion swap the plague knives for a power fist or bubotic weapons, and the boltgun for a bolt pistol, plasma gun or plasma pistol", () => {
    const marines = datasheet('death-guard', 'plague-marines');
    expect(marines.composition.modelTypes.find((t) => t.id === 'plague-champion')?.defaultWargear).toEqual([
      { wargearId: 'boltgun', count: 1 },
      { wargearId: 'plague-knives', count: 1 },
    ]);
    expect(swaps(marines, 'plague-champion')).toEqual([
      [['plague-knives'], ['power-fist', 'bubotic-weapons']],
      [['boltgun'], ['bolt-pistol', 'plasma-gun', 'plasma-pistol']],
    ]);
  });
});
