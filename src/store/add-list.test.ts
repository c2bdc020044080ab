import { describe, expect, it } from 'vitest';
import type { DatasheetId } from '../domain/data/ids';
import type { RosterId } from '../domain/roster/ids';
import { makeTestStore, openNewList } from '../testing/test-store';
import { selectOpenRoster } from './selectors';

describe('adding a list from outside (an import, a copy of a shared list)', () => {
  it('saves it as a new list under a fresh id, next to the open one', () => {
    const store = makeTestStore();
    const openId = openNewList(store, 'Raiders');
    store.getState().addUnit('wracks' as DatasheetId);
    const open = selectOpenRoster(store.getState())!;

    const addedId = store.getState().addList({ ...open, id: openId, name: 'Imported' });

    expect(addedId).not.toBe(openId);
    const { rosters, openRosterId } = store.getState();
    expect(rosters.map((r) => r.roster.name)).toEqual(['Imported', 'Raiders']);
    expect(rosters.find((r) => r.roster.id === openId)?.roster).toEqual(open);
    expect(openRosterId).toBe(openId);
  });

  it('stamps the new list with the points of the data loaded now', () => {
    const store = makeTestStore();
    openNewList(store);
    store.getState().addUnit('wracks' as DatasheetId);
    const roster = selectOpenRoster(store.getState())!;
    const addedId = store.getState().addList({ ...roster, id: 'from-a-link' as RosterId });
    const added = store.getState().rosters.find((r) => r.roster.id === addedId);
    expect(added?.savedWith).toEqual({
      dataVersion: 'test-1',
      source: { name: 'fixture', commit: '0'.repeat(40), date: '2026-01-01' },
      unitPoints: { u1: 60 },
    });
  });

  it('numbers a list whose name another list has, so the two read apart', () => {
    const store = makeTestStore();
    openNewList(store, 'Black Tie Affair');
    const roster = selectOpenRoster(store.getState())!;
    store.getState().addList(roster);
    store.getState().addList(roster);
    expect(store.getState().rosters.map((r) => r.roster.name)).toEqual([
      'Black Tie Affair (3)',
      'Black Tie Affair (2)',
      'Black Tie Affair',
    ]);
  });

  it('can be undone like any other change to the saved lists', () => {
    const store = makeTestStore();
    openNewList(store, 'Raiders');
    const roster = selectOpenRoster(store.getState())!;
    store.getState().addList({ ...roster, name: 'Imported' });
    store.getState().undo();
    expect(store.getState().rosters.map((r) => r.roster.name)).toEqual(['Raiders']);
  });

  it('keeps no control in its name that would show the name backwards, nor does a new or renamed list', () => {
    const store = makeTestStore();
    const openId = openNewList(store, 'Raiders\u202E stp 0');
    const roster = selectOpenRoster(store.getState())!;
    expect(roster.name).toBe('Raiders stp 0');
    const addedId = store.getState().addList({ ...roster, name: '\u2067Imported\u2069' });
    store.getState().renameList(openId, 'Coven\u202E');
    const names = new Map(store.getState().rosters.map((r) => [r.roster.id, r.roster.name]));
    expect(names.get(addedId)).toBe('Imported');
    expect(names.get(openId)).toBe('Coven');
  });
});
