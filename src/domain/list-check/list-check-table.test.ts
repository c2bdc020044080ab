import { describe, expect, it } from 'vitest';
import type { ListCheckRow } from './check-lists';
import { listCheckCsv, pointsCell, verdictCell, verdictSummary } from './list-check-table';

const row = (over: Partial<ListCheckRow> = {}): ListCheckRow => ({
  file: 'lists/orks.txt',
  name: 'Waaagh',
  format: 'gw-app-text',
  factionId: 'orks',
  faction: 'Orks',
  detachment: 'War Horde',
  battleSize: 'Strike Force',
  pointsLimit: 2000,
  points: 1995,
  verdict: 'illegal',
  errors: 2,
  warnings: 1,
  unreadLines: 1,
  repricedUnits: 3,
  firstErrors: ['Line 12: "Boss Nob" is not a datasheet', 'Too many Warbosses, "Big" ones'],
  unchecked: [],
  ...over,
});

describe('listCheckCsv', () => {
  it('writes a header and one line per list, quoting commas and quotes', () => {
    const lines = listCheckCsv([row()])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'File,Name,Format,Faction,Detachment,Points,Points limit,Battle size,Verdict,Errors,Warnings,Unread lines,Repriced units,First errors,Limits not checked,Not checked',
    );
    expect(lines[1]).toBe(
      'lists/orks.txt,Waaagh,GW app text,Orks,War Horde,1995,2000,Strike Force,Not legal: 2 errors,2,1,1,3,"Line 12: ""Boss Nob"" is not a datasheet | Too many Warbosses, ""Big"" ones",0,',
    );
    expect(lines).toHaveLength(3);
  });

  it('leaves the cells of a list that could not be read empty, with the reason', () => {
    const csv = listCheckCsv([
      row({
        name: null,
        format: null,
        faction: null,
        detachment: null,
        battleSize: null,
        points: null,
        pointsLimit: null,
        verdict: 'unreadable',
        errors: 0,
        warnings: 0,
        unreadLines: 0,
        repricedUnits: 0,
        firstErrors: ['This file is empty.'],
      }),
    ]);
    expect(csv.split('\r\n')[1]).toBe('lists/orks.txt,,,,,,,,Unreadable,0,0,0,0,This file is empty.,0,');
  });

  it('gives the limits not checked on a list with no errors, and never calls it legal', () => {
    const unchecked = [
      { unit: 'Incubi', what: 'at most 2 Incubi Shrine Token' },
      { unit: 'Corsair Voidreavers', what: 'at most 2 Power sword' },
    ];
    const csv = listCheckCsv([row({ verdict: 'unchecked', errors: 0, warnings: 0, firstErrors: [], unchecked })]);
    expect(csv.split('\r\n')[1]).toBe(
      'lists/orks.txt,Waaagh,GW app text,Orks,War Horde,1995,2000,Strike Force,No errors found; 2 limits not checked,0,0,1,3,,2,Incubi: at most 2 Incubi Shrine Token | Corsair Voidreavers: at most 2 Power sword',
    );
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const csv = listCheckCsv([row({ name: '=HYPERLINK("x")', file: '+1.txt' })]);
    expect(csv.split('\r\n')[1]).toMatch(/^'\+1\.txt,"'=HYPERLINK\(""x""\)",/);
  });
});

describe('verdictCell', () => {
  it('words a row’s verdict as every other view does', () => {
    expect(verdictCell(row({ verdict: 'legal', errors: 0, warnings: 1 }))).toBe('Legal, 1 warning');
    expect(verdictCell(row())).toBe('Not legal: 2 errors');
    expect(verdictCell(row({ verdict: 'unreadable' }))).toBe('Unreadable');
  });
});

describe('verdictSummary', () => {
  it('counts the lists by verdict, naming those with limits not checked only when there are some', () => {
    expect(verdictSummary({ legal: 2, unchecked: 0, illegal: 1, unreadable: 0 })).toBe(
      '3 lists: 2 legal, 1 illegal, 0 unreadable.',
    );
    expect(verdictSummary({ legal: 0, unchecked: 1, illegal: 0, unreadable: 0 })).toBe(
      '1 list: 0 legal, 1 with limits not checked, 0 illegal, 0 unreadable.',
    );
  });
});

describe('pointsCell', () => {
  it('shows points against the battle size, or points alone', () => {
    expect(pointsCell(row())).toBe('1,995 / 2,000');
    expect(pointsCell(row({ pointsLimit: null }))).toBe('1,995');
    expect(pointsCell(row({ points: null }))).toBe('');
  });
});
