import { describe, expect, it } from 'vitest';
import type { UnitId } from '../roster/ids';
import { makeDatasheet } from '../../testing/make-datasheet';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnit } from '../../testing/make-roster';
import { rosterVerdict, verdictOf, verdictWords } from './verdict';

const error = { severity: 'error' } as const;
const warning = { severity: 'warning' } as const;
const note = { severity: 'info' } as const;
const shrineToken = { unitId: 'incubi' as UnitId, what: 'at most 2 Incubi Shrine Token' };

describe('verdictOf', () => {
  it('calls a list legal when nothing fails and every limit was checked', () => {
    expect(verdictOf([note], [])).toEqual({ kind: 'legal', errors: 0, warnings: 0, unchecked: [] });
  });

  it('never calls a list legal while a limit on one of its units could not be checked', () => {
    expect(verdictOf([warning], [shrineToken])).toEqual({
      kind: 'unchecked',
      errors: 0,
      warnings: 1,
      unchecked: [shrineToken],
    });
  });

  it('calls a list with an error illegal, and still lists what was not checked', () => {
    expect(verdictOf([error, warning], [shrineToken])).toMatchObject({ kind: 'illegal', errors: 1, warnings: 1 });
    expect(verdictOf([error], [shrineToken]).unchecked).toEqual([shrineToken]);
  });
});

describe('rosterVerdict', () => {
  it('takes the unchecked limits from the datasheets of the roster’s units', () => {
    const data = makeGameData({
      datasheets: [makeDatasheet({ id: 'incubi', uncheckedLimits: ['at most 2 Incubi Shrine Token'] })],
    });
    const roster = makeRoster({ units: [makeUnit({ id: 'u1', datasheetId: 'incubi' })] });
    expect(rosterVerdict(roster, data, [])).toMatchObject({
      kind: 'unchecked',
      unchecked: [{ unitId: 'u1', what: 'at most 2 Incubi Shrine Token' }],
    });
  });
});

describe('verdictWords', () => {
  it('words each verdict the same wherever a list is judged', () => {
    expect(verdictWords(verdictOf([], []))).toBe('Legal');
    expect(verdictWords(verdictOf([warning, warning], []))).toBe('Legal, 2 warnings');
    expect(verdictWords(verdictOf([], [shrineToken]))).toBe('No errors found; 1 limit not checked');
    expect(verdictWords(verdictOf([warning], [shrineToken, shrineToken]))).toBe(
      'No errors found; 2 limits not checked, 1 warning',
    );
    expect(verdictWords(verdictOf([error, error, warning], [shrineToken]))).toBe('Not legal: 2 errors');
  });
});
