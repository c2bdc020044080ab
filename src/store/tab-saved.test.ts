import { describe, expect, it } from 'vitest';
import type { RosterId, UnitId } from '../domain/roster/ids';
import { makeRoster, makeUnit } from '../testing/make-roster';
import {
  hasPending,
  heard,
  isReading,
  mayWrite,
  afterReading,
  NOTHING_READ,
  saveOver,
  setAsideNoted,
  started,
  stoppedByNewer,
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
  return saveOver(storeChanged(NOTHING_READ, lists), null, false, JSON.stringify).tab;
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
    const other = saveOver(storeChanged(before, [list('a'), list('b')]), null, false, JSON.stringify).tab;
    const mine = storeChanged(before, [list('a', ['u1'])]);
    const found = { kind: 'lists', state: other.known } as const;
    const save = saveOver(mine, found, false, JSON.stringify);
    expect(ids(save.tab.known.entries).sort()).toEqual(['a:1', 'b:0']);
    expect(save.text).toBe(save.tab.text);
    expect(hasPending(save.tab)).toBe(false);
    // The store takes over the other tab's list.
    expect(save.takenOver && ids(save.takenOver).sort()).toEqual(['a:1', 'b:0']);
    expect(saveOver(storeChanged(before, [list('a', ['u1'])]), null, false, JSON.stringify).takenOver).toBeNull();
  });

  it('writes nothing over something set aside only in memory, and keeps its changes to save later', () => {
    const mine = storeChanged(savedTab([list('a')]), [list('a', ['u1'])]);
    const save = saveOver(mine, null, true, JSON.stringify);
    expect(save.text).toBeNull();
    expect(save.failure?.reason).toBe('unreadable-data-in-the-way');
    expect(save.tab).toBe(mine);
  });

  it('saves again, once it hears of it, a list another tab wrote over without having read it', () => {
    const empty = savedTab([]);
    const mine = saveOver(storeChanged(empty, [list('a', ['u1'])]), null, false, JSON.stringify).tab;
    // The other tab saved from the empty lists, not having read this tab's list.
    const other = saveOver(storeChanged(empty, [list('b')]), null, false, JSON.stringify).tab;
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
    const changed = storeChanged(readTab([]), [list('b')]);
    expect(stoppedByNewer(changed)).toBeNull();
    const tab = afterReading(changed, { kind: 'newer', reason: 'saved by version 9' });
    expect(stoppedByNewer(tab)?.reason).toBe('saved-by-newer-version');
    const why = mayWrite(tab, true, false);
    expect(why !== 'write' && why?.lists.map((l) => l.id)).toEqual(['b']);
    const save = saveOver(tab, null, false, JSON.stringify);
    expect([save.text, save.failure?.reason]).toEqual([null, 'saved-by-newer-version']);
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
