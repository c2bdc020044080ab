import { describe, expect, it } from 'vitest';
import type { DatasheetId, ModelTypeId } from '../../src/domain/data/ids';
import { addUnit } from '../../src/domain/roster/add-unit';
import type { Roster } from '../../src/domain/roster/roster.schema';
import { catalogueLimit } from '../../src/domain/rules/catalogue-limit';
import { checkRule } from '../../src/testing/check-rule';
import { makeRoster } from '../../src/testing/make-roster';
import { realData } from '../../src/testing/real-data';
import { datasheet, SPACE_MARINE_FACTIONS } from '../../src/testing/real-factions';

/**
 * Limits the catalogues set on the whole army rather than one unit, read by hand from the BattleScribe snapshot
 * (commit 801555bb).
 */
/**
 * An army of Invader ATVs on their own and Outrider Squads of 3 Outriders and an Invader ATV ("Invader ATV": at most 3
 * in the roster, on the shared entry an Outrider Squad links; Imperium - Space Marines.cat).
 */
function atvArmy(factionId: string, alone: number, inSquads: number): Roster {
  const data = realData(factionId);
  let roster = makeRoster({ factionId, detachmentId: null, battleSizeId: 'onslaught', units: [] });
  for (let i = 0; i < alone; i++) roster = addUnit(roster, 'invader-atv' as DatasheetId, data);
  for (let i = 0; i < inSquads; i++) roster = addUnit(roster, 'outrider-squad' as DatasheetId, data);
  return {
    ...roster,
    units: roster.units.map((u) =>
      u.datasheetId === 'outrider-squad' ? { ...u, models: [...u.models, { modelTypeId: 'invader-atv' as ModelTypeId, count: 1 }] } : u,
    ),
  };
}

describe.each(SPACE_MARINE_FACTIONS)('Invader ATVs across a %s army', (factionId) => {
  const messages = (alone: number, inSquads: number) =>
    checkRule(catalogueLimit, atvArmy(factionId, alone, inSquads), realData(factionId)).map((i) => i.message);

  it('allows 3, in Outrider Squads or on their own', () => {
    expect(messages(0, 3)).toEqual([]);
    expect(messages(2, 1)).toEqual([]);
  });

  it('flags a 4th, wherever it is', () => {
    expect(messages(0, 4)).toEqual([
      'Outrider Squad (1): the army may include at most 3 Invader ATVs, and it has 4.',
    ]);
    expect(messages(3, 1)).toEqual(['Outrider Squad: the army may include at most 3 Invader ATVs, and it has 4.']);
  });
});

describe("a datasheet's own limit in its parent's scope, the force (\"max 3\" on the unit entry)", () => {
  it.each([
    ['chaos-space-marines', 'chaos-spawn'],
    ['chaos-space-marines', 'khorne-lord-of-skulls'],
    ['world-eaters', 'khorne-lord-of-skulls'],
    ['emperors-children', 'chaos-spawn'],
    ['t-au-empire', 'krootox-rampagers'],
  ])('%s %s: the edition limit of 3, nothing left unchecked', (factionId, id) => {
    const sheet = datasheet(factionId, id);
    expect(sheet.maxPerArmy).toBeUndefined();
    expect(sheet.uncheckedLimits).toBeUndefined();
  });
});

describe('Plague Marines (Chaos - Chaos Space Marines.cat): editor errors counting a variant in the group that holds them all', () => {
  const under10 = (value: number) => ({
    base: null,
    steps: [{ op: 'set', value, when: { kind: 'models', comparison: 'lt', value: 10 } }],
  });

  it('"Max 1 {this} per 5 models": 1 blight launcher and 1 plague spewer below 10 models; "Max 2": 2 heavy plague weapons', () => {
    const limits = datasheet('chaos-space-marines', 'plague-marines').limits ?? [];
    expect(limits).toContainEqual(
      expect.objectContaining({ counted: { of: 'wargear', wargearIds: ['blight-launcher'] }, max: under10(1) }),
    );
    expect(limits).toContainEqual(
      expect.objectContaining({ counted: { of: 'wargear', wargearIds: ['plague-spewer'] }, max: under10(1) }),
    );
    expect(limits).toContainEqual(
      expect.objectContaining({ counted: { of: 'wargear', wargearIds: ['heavy-plague-weapon'] }, max: under10(2) }),
    );
  });
});

describe('what may bear on a list and is not checked is said to the player', () => {
  it.each([
    ['adepta-sororitas', 'canoness', 'the choices of its "May have:" group'],
    ['t-au-empire', 'ghostkeel-battlesuit', 'the Smoke keyword, which it loses in some armies'],
    ['raven-guard', 'kayvaan-shrike', 'the Chapter Master keyword, which it loses in some armies'],
  ])('%s %s: "%s"', (factionId, id, what) => {
    expect(datasheet(factionId, id).uncheckedLimits).toContain(what);
  });

  it("leaves Poxwalkers' Crusade counters, which raise limits no entry has, out of it", () => {
    expect(datasheet('death-guard', 'poxwalkers').uncheckedLimits).toBeUndefined();
  });
});
