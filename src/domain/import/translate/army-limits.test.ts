import { describe, expect, it } from 'vitest';
import type { DatasheetId } from '../../data/ids';
import { translateLimit } from './army-limits';
import type { ConditionTerms } from './compile-condition';
import type { BsCondition, BsConstraint, BsModifier } from '../read/bs-types';
import { FORCE } from '../read/game-constants';

const terms: ConditionTerms = {
  primaryCatalogueId: 'cat-marines',
  forces: new Set(Object.values(FORCE)),
  toggles: new Set(['show-agents']),
  battleSizes: new Map([
    ['bs-inc', 'incursion'],
    ['bs-sf', 'strike-force'],
  ]),
  detachments: new Map([['det-gladius', 'gladius-task-force']]),
  datasheetsOf: (id) =>
    (({ 'cat-captain': ['captain', 'captain-in-terminator-armour'], 'cat-empty': [] })[id] as
      DatasheetId[] | undefined) ?? null,
};

const max = (value: number): BsConstraint => ({ id: 'c1', type: 'max', field: 'selections', scope: 'force', value });
const cond = (type: string, childId: string, value = 1, scope = 'force', field = 'selections'): BsCondition => ({
  type,
  field,
  scope,
  childId,
  value,
});
const set = (value: number, ...conditions: BsCondition[]): BsModifier => ({
  type: 'set',
  field: 'c1',
  value: String(value),
  scope: undefined,
  affects: undefined,
  when: { type: 'and', conditions, groups: [] },
  repeats: [],
});

describe('translateLimit', () => {
  it('reads a limit by battle size as battle-size conditions', () => {
    const t = translateLimit(max(0), [set(1, cond('atLeast', 'bs-inc')), set(2, cond('atLeast', 'bs-sf'))], terms);
    expect(t).toEqual({
      ok: true,
      value: {
        base: 0,
        steps: [
          { op: 'set', value: 1, when: { kind: 'battle-size', battleSizeIds: ['incursion'] } },
          { op: 'set', value: 2, when: { kind: 'battle-size', battleSizeIds: ['strike-force'] } },
        ],
      },
    });
  });

  it('settles what the faction alone decides: its catalogue, its force, the switches it turns on', () => {
    const t = translateLimit(
      max(-1),
      [
        set(3, cond('notInstanceOf', 'cat-knights', 1, 'primary-catalogue')),
        set(0, cond('instanceOf', FORCE.crusade)),
        set(5, cond('lessThan', 'show-agents', 1, 'roster')),
      ],
      terms,
    );
    expect(t).toEqual({ ok: true, value: { base: 3, steps: [] } });
  });

  it('counts the units of a category through the datasheets that carry it', () => {
    const t = translateLimit(
      max(0),
      [set(1, cond('equalTo', 'cat-captain', 1, 'roster')), set(9, cond('atLeast', 'cat-empty', 1, 'roster'))],
      terms,
    );
    expect(t).toEqual({
      ok: true,
      value: {
        base: 0,
        steps: [
          {
            op: 'set',
            value: 1,
            when: {
              kind: 'units',
              datasheetIds: ['captain', 'captain-in-terminator-armour'],
              comparison: 'eq',
              value: 1,
            },
          },
        ],
      },
    });
  });

  it('reads "not this detachment" from a lessThan-1 condition', () => {
    const t = translateLimit(max(3), [set(1, cond('lessThan', 'det-gladius', 1, 'roster'))], terms);
    expect(t.ok && t.value.steps[0]?.when).toEqual({
      kind: 'not',
      condition: { kind: 'detachment', detachmentIds: ['gladius-task-force'] },
    });
  });

  it('refuses a condition it cannot express instead of guessing', () => {
    expect(translateLimit(max(3), [set(1, cond('atLeast', 'unknown-entry', 1, 'roster'))], terms)).toEqual({
      ok: false,
      unknown: ['condition on selections of unknown-entry'],
    });
    expect(
      translateLimit(max(3), [set(1, cond('greaterThan', 'x', 500, 'roster', '51b2-306e-1021-d207'))], terms).ok,
    ).toBe(false);
    expect(translateLimit(max(3), [{ ...set(1), type: 'ceil' }], terms).ok).toBe(false);
  });
});
