import { describe, expect, it } from 'vitest';
import { FactionSchema } from '../../data/faction.schema';
import type { BsCondition, BsConditionGroup } from '../read/bs-types';
import { CatalogueSet } from '../read/catalogue-set';
import { compileConditions, type ConditionTerms } from './compile-condition';
import { contextFor } from '../read/visibility';
import { FORCE } from '../read/game-constants';
import { runImport } from '../run-import';
import { ReadLog } from '../read/read-log';
import { TEST_FACTION, TEST_SEED, testCatalogues } from '../../../testing/test-catalogues';
import { categoryKeywordOf, unitTermsFor } from './unit-terms';

const catalogues = testCatalogues();
const set = new CatalogueSet(catalogues.find((c) => c.id === 'cat-test') ?? (catalogues[1] as never), catalogues);
const faction = FactionSchema.parse(
  JSON.parse(
    runImport({
      catalogues,
      factions: [TEST_FACTION],
      source: { name: 'test', commit: '0'.repeat(40), date: '2026-01-01' },
      dataVersion: 'test',
      overrides: { about: '', datasheets: [] },
      seeds: [TEST_SEED],
    }).files.get('factions/testers.json') as string,
  ),
);
const ctx = contextFor(
  { primaryCatalogueId: set.primary.id, toggles: new Set(), campaignCosts: set.campaignCosts, log: new ReadLog() },
  'bs-sf',
  'matched-play',
);

function resolved(id: string) {
  const node = set.node(id);
  if (!node) throw new Error(`no entry ${id}`);
  return set.resolve(node);
}

/** The terms of the Testers army, and inside a unit where one is named. */
function terms(unitEntryId?: string, datasheetId?: string, parent: 'unit' | 'model' = 'unit'): ConditionTerms {
  const datasheet = faction.datasheets.find((d) => d.id === datasheetId);
  return {
    primaryCatalogueId: 'cat-test',
    forces: new Set<string>(Object.values(FORCE)),
    toggles: new Set(),
    battleSizes: new Map([
      ['bs-inc', 'incursion'],
      ['bs-sf', 'strike-force'],
    ]),
    detachments: new Map([
      ['det-host', 'test-host'],
      ['det-raid', 'raid'],
    ]),
    datasheetsOf: (childId) =>
      childId === 'u-boss'
        ? ['big-boss' as never]
        : childId === 'cat-boss'
          ? ['big-boss' as never]
          : set.node(childId)
            ? []
            : null,
    ...(unitEntryId && datasheet
      ? { unit: unitTermsFor(resolved(unitEntryId), datasheet, ctx, categoryKeywordOf(set), parent) }
      : {}),
  };
}

const when = (
  conditions: BsCondition[],
  type: 'and' | 'or' = 'and',
  groups: BsConditionGroup[] = [],
): BsConditionGroup => ({ type, conditions, groups });
const selections = (type: string, scope: string, childId: string, value: number): BsCondition => ({
  type,
  field: 'selections',
  scope,
  childId,
  value,
});

describe('compileConditions: the army', () => {
  it('reads Shiny Helm\'s hiding conditions as "not in Test Host, or the bearer is not a BOSS"', () => {
    const helm = resolved('enh-shiny');
    const modifier = helm.modifiers.find((m) => m.field === 'hidden');
    if (!modifier) throw new Error('Shiny Helm has a hiding modifier');
    expect(compileConditions(modifier.when, terms('u-boss', 'big-boss'))).toEqual({
      ok: true,
      value: {
        kind: 'any',
        conditions: [
          { kind: 'not', condition: { kind: 'detachment', detachmentIds: ['test-host'] } },
          { kind: 'not', condition: { kind: 'keyword', keyword: 'BOSS', in: 'unit' } },
        ],
      },
    });
  });

  it('reads a battle size chosen, and one not chosen', () => {
    expect(compileConditions(when([selections('greaterThan', 'roster', 'bs-inc', 0)]), terms())).toEqual({
      ok: true,
      value: { kind: 'battle-size', battleSizeIds: ['incursion'] },
    });
    expect(compileConditions(when([selections('equalTo', 'force', 'bs-sf', 0)]), terms())).toEqual({
      ok: true,
      value: { kind: 'not', condition: { kind: 'battle-size', battleSizeIds: ['strike-force'] } },
    });
  });

  it("reads another datasheet's presence in the army as a count of its units", () => {
    expect(compileConditions(when([selections('atLeast', 'roster', 'u-boss', 1)]), terms())).toEqual({
      ok: true,
      value: { kind: 'units', datasheetIds: ['big-boss'], comparison: 'ge', value: 1 },
    });
  });

  it("settles the army's faction for this faction, or asks it in the data where factions are named", () => {
    const pal = resolved('u-pal-chief').children.find((c) => c.name === 'Warlord');
    const hide = pal?.modifiers.find((m) => m.field === 'hidden');
    if (!hide) throw new Error("the Pal Chief's Warlord choice has a hiding modifier");
    expect(compileConditions(hide.when, terms())).toEqual({ ok: true, value: true });
    expect(compileConditions(hide.when, { ...terms(), factions: new Map([['cat-test', 'testers']]) })).toEqual({
      ok: true,
      value: { kind: 'army-faction', factionIds: ['testers'] },
    });
  });

  it('settles the force: a matched-play roster is an Army Roster, never a Crusade force', () => {
    expect(
      compileConditions(
        when([{ type: 'instanceOf', field: 'selections', scope: 'force', childId: FORCE.crusade, value: 1 }]),
        terms(),
      ),
    ).toEqual({ ok: true, value: false });
  });

  it('folds "and" and "or" around what is settled', () => {
    const army = { type: 'instanceOf', field: 'selections', scope: 'force', childId: FORCE.armyRoster, value: 1 };
    const raid = selections('greaterThan', 'roster', 'det-raid', 0);
    expect(compileConditions(when([army, raid]), terms())).toEqual({
      ok: true,
      value: { kind: 'detachment', detachmentIds: ['raid'] },
    });
    expect(compileConditions(when([army, raid], 'or'), terms())).toEqual({ ok: true, value: true });
  });

  it('names what it cannot ask: a condition type BattleScribe lacks (the Riddle Boss\'s "between")', () => {
    const hide = resolved('u-riddle').modifiers.find((m) => m.field === 'hidden');
    if (!hide) throw new Error('the Riddle Boss has a hiding modifier');
    expect(compileConditions(hide.when, terms())).toEqual({ ok: false, unknown: ['condition type "between"'] });
  });
});

describe('compileConditions: inside a unit', () => {
  it('reads the Grunts\' cost step "more than 5 models" as a count of the unit\'s models', () => {
    const step = resolved('u-grunts').modifiers.find((m) => m.value === '90');
    if (!step) throw new Error('the Grunts have a cost step');
    expect(compileConditions(step.when, terms('u-grunts', 'grunts'))).toEqual({
      ok: true,
      value: { kind: 'models', comparison: 'gt', value: 5 },
    });
  });

  it('reads a count of one kind of model', () => {
    expect(
      compileConditions(when([selections('atLeast', 'u-grunts', 'm-grunt', 4)]), terms('u-grunts', 'grunts')),
    ).toEqual({
      ok: true,
      value: { kind: 'models', modelTypeIds: ['grunt'], comparison: 'ge', value: 4 },
    });
  });

  it('reads a count of a gun in the unit, and on the model where the condition stands', () => {
    expect(
      compileConditions(when([selections('atLeast', 'u-grunts', 'e-gun', 2)]), terms('u-grunts', 'grunts')),
    ).toEqual({
      ok: true,
      value: { kind: 'wargear', wargearIds: ['gun'], in: 'unit', comparison: 'ge', value: 2 },
    });
    expect(
      compileConditions(when([selections('equalTo', 'parent', 'e-gun', 0)]), terms('u-grunts', 'grunts', 'model')),
    ).toEqual({
      ok: true,
      value: { kind: 'wargear', wargearIds: ['gun'], in: 'model', comparison: 'eq', value: 0 },
    });
  });

  it('names a count of what stands for nothing in the data: a unit-size option', () => {
    expect(compileConditions(when([selections('equalTo', 'u-pack', 'opt-17', 1)]), terms('u-pack', 'pack'))).toEqual({
      ok: false,
      unknown: ['condition on selections of opt-17 in scope u-pack'],
    });
  });

  it('names a count of points, which no condition asks', () => {
    const points: BsCondition = {
      type: 'atLeast',
      field: '51b2-306e-1021-d207',
      scope: 'roster',
      childId: 'u-boss',
      value: 100,
    };
    expect(compileConditions(when([points]), terms())).toEqual({
      ok: false,
      unknown: ['condition on 51b2-306e-1021-d207 in scope roster'],
    });
  });
});
