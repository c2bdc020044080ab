import { describe, expect, it } from 'vitest';
import type { RosterId, UnitId } from '../domain/roster/ids';
import { makeRoster, makeUnit } from '../testing/make-roster';
import {
  hasPending,
  heard,
  isReading,
  mayWrite,
  mergeOver,
  NOTHING_READ,
  savedByNewer,
  setAsideNoted,
  started,
  storeChanged,
  unsavedIds,
} from './tab-saved';
import type { SavedRoster } from './saved-roster.schema';
import { readStoredText } from './saved-lists-text';

function list(id: string, unitIds: readonly string[] = []): SavedRoster {
  const units = unitIds.map((u) => makeUnit({ id: u as UnitId }));
  return { roster: { ...makeRoster(), id: id as RosterId, name: id, units }, savedWith: null, updatedAt: 0 };
}
const ids = (entries: readonly SavedRoster[]) => entries.map((e) => `${e.roster.id}:${e.roster.units.length}`);

/** A tab that saved `lists` and knows nothing else. */
function savedTab(lists: readonly SavedRoster[]) {
  return mergeOver(storeChanged(NOTHING_READ, lists), null, JSON.stringify).tab;
}

describe("one tab's saving, step by step", () => {
  it('has nothing to save until the store changes, then the list that changed', () => {
    const a = list('a');
    expect(hasPending(NOTHING_READ)).toBe(false);
    const tab = storeChanged(NOTHING_READ, [a]);
    expect(unsavedIds(tab)).toEqual(new Set(['a']));
  });

  it('once written, knows what it wrote and has nothing left to save', () => {
    const tab = savedTab([list('a', ['u1'])]);
    expect(hasPending(tab)).toBe(false);
    expect(tab.text).not.toBeNull();
    const stored = readStoredText(tab.text as string);
    expect(stored.kind === 'sealed' && ids(stored.entries)).toEqual(['a:1']);
  });

  it('merges its change into what another tab wrote since, keeping both', () => {
    const before = savedTab([list('a')]);
    const other = mergeOver(storeChanged(before, [list('a'), list('b')]), null, JSON.stringify).tab;
    const mine = storeChanged(before, [list('a', ['u1'])]);
    const found = { kind: 'lists', state: other.known } as const;
    const step = mergeOver(mine, found, JSON.stringify);
    expect(ids(step.merged.state.entries).sort()).toEqual(['a:1', 'b:0']);
    expect(hasPending(step.tab)).toBe(false);
  });

  it('saves again, once it hears of it, a list another tab wrote over without having read it', () => {
    const empty = savedTab([]);
    const mine = mergeOver(storeChanged(empty, [list('a', ['u1'])]), null, JSON.stringify).tab;
    // The other tab saved from the empty lists, not having read this tab's list.
    const other = mergeOver(storeChanged(empty, [list('b')]), null, JSON.stringify).tab;
    const after = heard(mine, other.text as string, other.known);
    expect(after.known).toBe(other.known);
    expect(unsavedIds(after)).toEqual(new Set(['a']));
  });
});

describe("a tab's phases: reading, read, and lists saved by a newer Muster", () => {
  const readTab = (lists: readonly SavedRoster[]) => started(savedTab(lists)).tab;

  it('writes nothing while reading: the store holds no lists yet', () => {
    expect(isReading(NOTHING_READ)).toBe(true);
    expect(isReading(readTab([]))).toBe(false);
  });

  it('once read, writes only what changed, or everything when asked to rewrite', () => {
    const tab = readTab([list('a')]);
    expect(mayWrite(tab, false, false)).toBeNull();
    expect(mayWrite(tab, true, false)).toBe('write');
    expect(mayWrite(storeChanged(tab, [list('a', ['u1'])]), false, false)).toBe('write');
  });

  it('does not write over something set aside that is kept only in memory, and says why when it has changes', () => {
    const tab = storeChanged(readTab([list('a')]), [list('a', ['u1'])]);
    const why = mayWrite(tab, false, true);
    expect(why !== 'write' && why?.reason).toBe('unreadable-data-in-the-way');
    expect(why !== 'write' && why?.lists.map((l) => l.id)).toEqual(['a']);
    expect(mayWrite(readTab([list('a')]), true, true)).toBeNull();
  });

  it('never writes over lists a newer Muster saved, and names the unsaved lists', () => {
    const { tab, failure } = savedByNewer(storeChanged(readTab([]), [list('b')]), 'saved by version 9');
    expect(failure.reason).toBe('saved-by-newer-version');
    const why = mayWrite(tab, true, false);
    expect(why !== 'write' && why?.lists.map((l) => l.id)).toEqual(['b']);
    expect(started(tab).tab.phase).toEqual({ newer: 'saved by version 9' });
  });

  it('rewrites the lists once read when something was set aside while reading, and only then', () => {
    expect(started(setAsideNoted(NOTHING_READ)).rewrite).toBe(true);
    expect(started(NOTHING_READ).rewrite).toBe(false);
    expect(setAsideNoted(readTab([]))).toEqual(readTab([]));
  });

  it('hears again once read of a write made by another tab while it was reading', () => {
    expect(started({ ...NOTHING_READ, phase: 'read-again' }).hearAgain).toBe(true);
    expect(started(NOTHING_READ).hearAgain).toBe(false);
  });
});
