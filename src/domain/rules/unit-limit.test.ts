import { describe, expect, it } from 'vitest';
import { makeCharacter, makeDatasheet } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnitOf } from '../../testing/make-roster';
import { UnitLimitSchema } from '../data/army-limit.schema';
import type { Datasheet } from '../data/datasheet.schema';
import { unitLimit } from './unit-limit';
import { checkRule } from '../../testing/check-rule';

const captain = makeCharacter({ id: 'captain', name: 'Captain' });
const chapterMaster = makeCharacter({ id: 'chapter-master', name: 'Chapter Master' });
const companyHeroes = makeDatasheet({ id: 'company-heroes', name: 'Company Heroes' });
const armiger = makeDatasheet({ id: 'armiger-warglaive', name: 'Armiger Warglaive' });
const questoris = makeDatasheet({ id: 'knight-paladin', name: 'Knight Paladin' });

/** Company Heroes: none without a Captain or Chapter Master, one beside either, two beside both (or two Captains). */
const heroesLimit = UnitLimitSchema.parse({
  id: 'company-heroes',
  name: 'Company Heroes',
  datasheetIds: ['company-heroes'],
  max: {
    base: 0,
    steps: [
      {
        op: 'set',
        value: 1,
        when: {
          kind: 'any',
          conditions: [
            { kind: 'units', datasheetIds: ['captain'], comparison: 'eq', value: 1 },
            { kind: 'units', datasheetIds: ['chapter-master'], comparison: 'eq', value: 1 },
          ],
        },
      },
      {
        op: 'set',
        value: 2,
        when: {
          kind: 'any',
          conditions: [
            {
              kind: 'all',
              conditions: [
                { kind: 'units', datasheetIds: ['captain'], comparison: 'eq', value: 1 },
                { kind: 'units', datasheetIds: ['chapter-master'], comparison: 'eq', value: 1 },
              ],
            },
            { kind: 'units', datasheetIds: ['captain'], comparison: 'eq', value: 2 },
          ],
        },
      },
    ],
  },
});

/** Imperial Knights allies: up to 3 Armigers with no titanic Knight, 1 titanic Knight with no Armiger, never both. */
const knightsLimit = UnitLimitSchema.parse({
  id: 'faction-imperial-knights',
  name: 'Imperial Knights',
  datasheetIds: ['armiger-warglaive', 'knight-paladin'],
  max: {
    base: null,
    steps: [
      {
        op: 'set',
        value: 1,
        when: {
          kind: 'all',
          conditions: [
            { kind: 'units', datasheetIds: ['armiger-warglaive'], comparison: 'eq', value: 0 },
            { kind: 'units', datasheetIds: ['knight-paladin'], comparison: 'gt', value: 0 },
          ],
        },
      },
      {
        op: 'set',
        value: 3,
        when: {
          kind: 'all',
          conditions: [
            { kind: 'units', datasheetIds: ['armiger-warglaive'], comparison: 'ge', value: 1 },
            { kind: 'units', datasheetIds: ['knight-paladin'], comparison: 'eq', value: 0 },
          ],
        },
      },
      {
        op: 'set',
        value: 0,
        when: {
          kind: 'all',
          conditions: [
            { kind: 'units', datasheetIds: ['armiger-warglaive'], comparison: 'ge', value: 1 },
            { kind: 'units', datasheetIds: ['knight-paladin'], comparison: 'gt', value: 0 },
          ],
        },
      },
    ],
  },
});

/** Agents of the Imperium characters: one per 1000 points of battle size. */
const agentsLimit = UnitLimitSchema.parse({
  id: 'assigned-agents-character',
  name: 'Assigned Agents - Character',
  datasheetIds: ['captain'],
  max: {
    base: 0,
    steps: [
      { op: 'set', value: 1, when: { kind: 'battle-size', battleSizeIds: ['incursion'] } },
      { op: 'set', value: 2, when: { kind: 'battle-size', battleSizeIds: ['strike-force'] } },
    ],
  },
});

const data = makeGameData({
  datasheets: [captain, chapterMaster, companyHeroes, armiger, questoris],
  faction: { unitLimits: [heroesLimit, knightsLimit] },
});

function units(...datasheets: Datasheet[]) {
  return datasheets.map((d, i) => makeUnitOf(d, { id: `u${i + 1}` }));
}

describe('unit-limit', () => {
  it('flags Company Heroes in an army with no Captain or Chapter Master', () => {
    const issues = checkRule(unitLimit, makeRoster({ units: units(companyHeroes) }), data);
    expect(issues.map((i) => [i.ruleId, i.unitIds])).toEqual([['unit-limit', ['u1']]]);
  });

  it('allows one Company Heroes unit beside a Captain, and flags the second', () => {
    expect(checkRule(unitLimit, makeRoster({ units: units(captain, companyHeroes) }), data)).toEqual([]);
    const issues = checkRule(unitLimit, makeRoster({ units: units(captain, companyHeroes, companyHeroes) }), data);
    expect(issues.map((i) => i.unitIds)).toEqual([['u3']]);
  });

  it('allows two Company Heroes units beside a Captain and a Chapter Master', () => {
    expect(
      checkRule(unitLimit, makeRoster({ units: units(captain, chapterMaster, companyHeroes, companyHeroes) }), data),
    ).toEqual([]);
  });

  it('allows three Armigers or one titanic Knight as allies, but not both', () => {
    expect(checkRule(unitLimit, makeRoster({ units: units(armiger, armiger, armiger) }), data)).toEqual([]);
    expect(checkRule(unitLimit, makeRoster({ units: units(questoris) }), data)).toEqual([]);
    expect(
      checkRule(unitLimit, makeRoster({ units: units(questoris, questoris) }), data).map((i) => i.unitIds),
    ).toEqual([['u2']]);
    expect(checkRule(unitLimit, makeRoster({ units: units(armiger, questoris) }), data).map((i) => i.unitIds)).toEqual([
      ['u1', 'u2'],
    ]);
  });

  it('reads a limit set by battle size', () => {
    const agents = makeGameData({ datasheets: [captain], faction: { unitLimits: [agentsLimit] } });
    const two = units(captain, captain);
    expect(checkRule(unitLimit, makeRoster({ battleSizeId: 'strike-force', units: two }), agents)).toEqual([]);
    expect(
      checkRule(unitLimit, makeRoster({ battleSizeId: 'incursion', units: two }), agents).map((i) => i.unitIds),
    ).toEqual([['u2']]);
  });

  it('flags an army short of a required number', () => {
    const houndpack = UnitLimitSchema.parse({
      id: 'war-dog',
      name: 'War Dog',
      datasheetIds: ['armiger-warglaive'],
      min: {
        base: null,
        steps: [{ op: 'set', value: 3, when: { kind: 'detachment', detachmentIds: ['realspace-raiders'] } }],
      },
    });
    const withMin = makeGameData({ datasheets: [armiger], faction: { unitLimits: [houndpack] } });
    const issues = checkRule(unitLimit, makeRoster({ units: units(armiger) }), withMin);
    expect(issues.map((i) => [i.ruleId, i.unitIds, i.params['reason']])).toEqual([['unit-limit', [], 'min']]);
    expect(checkRule(unitLimit, makeRoster({ detachmentId: null, units: units(armiger) }), withMin)).toEqual([]);
  });
});
