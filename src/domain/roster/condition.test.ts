import { describe, expect, it } from 'vitest';
import type { Condition } from '../data/condition.schema';
import { armyFacts, holds, unitFacts, type ArmyFacts, type ConditionContext, type UnitFacts } from './condition';
import { makeDatasheet, makeWargearOption } from '../../testing/make-datasheet';
import { indexDatasheet } from '../data/game-index';
import type { Unit } from './roster.schema';

const army = (facts: Partial<ArmyFacts> = {}): ArmyFacts => ({
  factionId: 'space-marines',
  detachmentId: 'gladius-task-force',
  battleSizeId: 'strike-force',
  datasheetCounts: new Map([
    ['captain', 1],
    ['intercessor-squad', 2],
  ]),
  datasheetModels: new Map(),
  keywords: new Set(['INFANTRY', 'CHARACTER', 'CAPTAIN']),
  ...facts,
});

const unit = (facts: Partial<UnitFacts> = {}): UnitFacts => ({
  keywords: new Set(['INFANTRY', 'BATTLELINE']),
  models: 5,
  modelCounts: new Map([
    ['intercessor-sergeant', 1],
    ['intercessor', 4],
  ]),
  wargear: new Map([
    ['bolt-rifle', 5],
    ['astartes-grenade-launcher', 1],
  ]),
  choices: new Map([['intercessor-astartes-grenade-launcher/astartes-grenade-launcher', 1]]),
  ...facts,
});

const inArmy: ConditionContext = { army: army() };
const inUnit = (facts: Partial<UnitFacts> = {}): ConditionContext => ({ army: army(), unit: unit(facts) });

describe('holds: the army', () => {
  it('holds for the chosen detachment and no other', () => {
    expect(holds({ kind: 'detachment', detachmentIds: ['gladius-task-force'] }, inArmy)).toBe(true);
    expect(holds({ kind: 'detachment', detachmentIds: ['firestorm-assault-force'] }, inArmy)).toBe(false);
  });

  it('holds for no detachment while none is chosen', () => {
    expect(
      holds({ kind: 'detachment', detachmentIds: ['gladius-task-force'] }, { army: army({ detachmentId: null }) }),
    ).toBe(false);
  });

  it('holds for the battle size chosen, one of several named', () => {
    expect(holds({ kind: 'battle-size', battleSizeIds: ['incursion', 'strike-force'] }, inArmy)).toBe(true);
    expect(holds({ kind: 'battle-size', battleSizeIds: ['onslaught'] }, inArmy)).toBe(false);
  });

  it("holds for the army's faction", () => {
    expect(holds({ kind: 'army-faction', factionIds: ['space-marines'] }, inArmy)).toBe(true);
    expect(holds({ kind: 'army-faction', factionIds: ['dark-angels'] }, inArmy)).toBe(false);
  });

  it("counts another datasheet's units: a Captain is present, a Chapter Master is not", () => {
    expect(holds({ kind: 'units', datasheetIds: ['captain'], comparison: 'ge', value: 1 }, inArmy)).toBe(true);
    expect(holds({ kind: 'units', datasheetIds: ['chapter-master'], comparison: 'ge', value: 1 }, inArmy)).toBe(false);
    expect(
      holds({ kind: 'units', datasheetIds: ['captain', 'intercessor-squad'], comparison: 'eq', value: 3 }, inArmy),
    ).toBe(true);
  });

  it('finds a keyword anywhere in the army', () => {
    expect(holds({ kind: 'keyword', keyword: 'CAPTAIN', in: 'army' }, inArmy)).toBe(true);
    expect(holds({ kind: 'keyword', keyword: 'VEHICLE', in: 'army' }, inArmy)).toBe(false);
  });
});

describe('holds: the unit and its models', () => {
  it("counts the unit's models: a 5-model unit has more than 4 and fewer than 6", () => {
    expect(holds({ kind: 'models', comparison: 'gt', value: 4 }, inUnit())).toBe(true);
    expect(holds({ kind: 'models', comparison: 'ge', value: 10 }, inUnit())).toBe(false);
    expect(holds({ kind: 'models', comparison: 'ge', value: 10 }, inUnit({ models: 10 }))).toBe(true);
  });

  it('counts models of some model types only', () => {
    expect(holds({ kind: 'models', modelTypeIds: ['intercessor'], comparison: 'eq', value: 4 }, inUnit())).toBe(true);
    expect(
      holds({ kind: 'models', modelTypeIds: ['intercessor-sergeant'], comparison: 'gt', value: 1 }, inUnit()),
    ).toBe(false);
  });

  it('counts a wargear item across the unit', () => {
    expect(
      holds(
        { kind: 'wargear', wargearIds: ['astartes-grenade-launcher'], in: 'unit', comparison: 'ge', value: 1 },
        inUnit(),
      ),
    ).toBe(true);
    expect(
      holds(
        { kind: 'wargear', wargearIds: ['astartes-grenade-launcher'], in: 'unit', comparison: 'ge', value: 2 },
        inUnit(),
      ),
    ).toBe(false);
  });

  it('counts a wargear item on one model: the bearer still carries its default weapon', () => {
    const carries: Condition = {
      kind: 'wargear',
      wargearIds: ['master-crafted-power-weapon'],
      in: 'model',
      comparison: 'ge',
      value: 1,
    };
    const model = (n: number): ConditionContext => ({
      ...inUnit(),
      model: { wargear: new Map([['master-crafted-power-weapon', n]]) },
    });
    expect(holds(carries, model(1))).toBe(true);
    expect(holds(carries, model(0))).toBe(false);
  });

  it("counts the models that took a choice of a wargear option: the catalogue's variant models", () => {
    const launcher = { optionId: 'intercessor-astartes-grenade-launcher', choiceId: 'astartes-grenade-launcher' };
    expect(holds({ kind: 'choices', choices: [launcher], comparison: 'eq', value: 1 }, inUnit())).toBe(true);
    expect(holds({ kind: 'choices', choices: [launcher], comparison: 'gt', value: 1 }, inUnit())).toBe(false);
    expect(holds({ kind: 'choices', choices: [launcher], comparison: 'eq', value: 0 }, inArmy)).toBe(true);
  });

  it("reads the unit's keywords, not the army's", () => {
    expect(holds({ kind: 'keyword', keyword: 'BATTLELINE', in: 'unit' }, inUnit())).toBe(true);
    expect(holds({ kind: 'keyword', keyword: 'CAPTAIN', in: 'unit' }, inUnit())).toBe(false);
  });

  it('counts nothing in a unit or on a model where none is asked about', () => {
    expect(holds({ kind: 'models', comparison: 'eq', value: 0 }, inArmy)).toBe(true);
    expect(
      holds({ kind: 'wargear', wargearIds: ['bolt-rifle'], in: 'model', comparison: 'ge', value: 1 }, inUnit()),
    ).toBe(false);
    expect(holds({ kind: 'keyword', keyword: 'INFANTRY', in: 'unit' }, inArmy)).toBe(false);
  });
});

describe('holds: and, or, not', () => {
  const gladius: Condition = { kind: 'detachment', detachmentIds: ['gladius-task-force'] };
  const onslaught: Condition = { kind: 'battle-size', battleSizeIds: ['onslaught'] };

  it('holds for "all" only when every part does, for "any" when one does', () => {
    expect(holds({ kind: 'all', conditions: [gladius, onslaught] }, inArmy)).toBe(false);
    expect(holds({ kind: 'any', conditions: [gladius, onslaught] }, inArmy)).toBe(true);
  });

  it('holds for "not" when its part does not', () => {
    expect(holds({ kind: 'not', condition: onslaught }, inArmy)).toBe(true);
  });
});

describe('the facts a roster gives', () => {
  it("counts the army's units and their models by datasheet and gathers their keywords", () => {
    const units = [
      { datasheetId: 'squad', models: [{ modelTypeId: 'rider', count: 3 }] },
      {
        datasheetId: 'squad',
        models: [
          { modelTypeId: 'rider', count: 3 },
          { modelTypeId: 'atv', count: 1 },
        ],
      },
      { datasheetId: 'captain', models: [{ modelTypeId: 'captain', count: 1 }] },
    ] as Unit[];
    const facts = armyFacts({ factionId: 'space-marines' as never, detachmentId: null, battleSizeId: null, units }, [
      { keywords: new Set(['INFANTRY']) },
      { keywords: new Set(['CHARACTER']) },
    ]);
    expect(facts.datasheetCounts.get('squad')).toBe(2);
    expect(Object.fromEntries(facts.datasheetModels.get('squad') ?? [])).toEqual({ rider: 6, atv: 1 });
    expect([...facts.keywords].sort()).toEqual(['CHARACTER', 'INFANTRY']);
  });

  it("totals a unit's models and the wargear they carry, after the player's swaps: 5 Warriors, one with a blaster", () => {
    const warriors = makeDatasheet({ wargearOptions: [makeWargearOption()] });
    const u = {
      datasheetId: warriors.id,
      models: [{ modelTypeId: 'warrior', count: 5 }],
      wargear: [{ modelTypeId: 'warrior', optionId: 'blaster', choiceId: 'blaster', count: 1 }],
    } as unknown as Unit;
    const facts = unitFacts({ unit: u, index: indexDatasheet(warriors), keywords: new Set() });
    expect(facts.models).toBe(5);
    expect(facts.modelCounts.get('warrior')).toBe(5);
    expect(Object.fromEntries(facts.wargear)).toEqual({ 'splinter-rifle': 4, blaster: 1 });
    expect(Object.fromEntries(facts.choices)).toEqual({ 'blaster/blaster': 1 });
  });
});
