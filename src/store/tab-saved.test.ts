import { describe, expect, it } from 'vitest';
import type { RosterId, UnitId } from '../domain/roster/ids';
import { makeRoster, makeUnit } from '../testing/make-roster';
import { hasPending, heard, mergeOver, NOTHING_READ, storeChanged, unsavedIds } from './tab-saved';
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
