import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RosterId, UnitId } from '../domain/roster/ids';
import { makeRoster, makeUnit } from '../testing/make-roster';
import {
  mergeSaved,
  missedWrites,
  noteChanges,
  NOTHING_PENDING,
  NOTHING_SAVED,
  withMissed,
  type Pending,
  type SavedState,
} from './merge-saved';
import { takeOverSaved } from './other-tabs';
import type { SavedRoster } from './saved-roster.schema';
import { hashOf, readStoredText } from './saved-lists-text';

const baseRoster = makeRoster();
const baseUnit = makeUnit();

function list(id: string, unitIds: readonly string[] = [], name = id): SavedRoster {
  return {
    roster: { ...baseRoster, id: id as RosterId, name, units: unitIds.map((u) => ({ ...baseUnit, id: u as UnitId })) },
    savedWith: null,
    updatedAt: 0,
  };
}

function state(
  entries: readonly SavedRoster[],
  versions: Record<string, string[]>,
  deleted: Record<string, string[]> = {},
): SavedState {
  const byId = (record: Record<string, string[]>) => new Map(Object.entries(record) as [RosterId, string[]][]);
  return { entries, versions: byId(versions), deleted: byId(deleted) };
}

const changes = (...entries: [SavedRoster, string[]][]) =>
  new Map(entries.map(([entry, base]) => [entry.roster.id, { entry, base }]));
const none = new Map();
const units = (entry: SavedRoster | undefined) => entry?.roster.units.map((u) => u.id);
const hash = (entry: SavedRoster) => hashOf(JSON.stringify(entry));

describe('mergeSaved', () => {
  it('saves a change made from the stored version after it, and keeps the other lists as stored', () => {
    const stored = state([list('a', ['u1']), list('b')], { a: ['a1'], b: ['b1', 'b2'] });
    const changed = list('a', ['u1', 'u2']);
    const merged = mergeSaved(stored, changes([changed, ['a1']]), none);
    expect(merged.state.entries.map((e) => [e.roster.id, units(e)])).toEqual([
      ['a', ['u1', 'u2']],
      ['b', []],
    ]);
    expect(merged.state.versions).toEqual(
      new Map([
        ['a', ['a1', hash(changed)]],
        ['b', ['b1', 'b2']],
      ]),
    );
    expect(merged.conflicts).toEqual([]);
  });

  it('keeps both versions of a list changed in two tabs at once: this tab’s under its id, the other’s as a copy', () => {
    const stored = state([list('a', ['u1', 'theirs'])], { a: ['a1', 'theirs'] });
    const merged = mergeSaved(stored, changes([list('a', ['u1', 'mine']), ['a1']]), none);
    const [mine, copy] = merged.state.entries;
    expect(units(mine)).toEqual(['u1', 'mine']);
    expect(units(copy)).toEqual(['u1', 'theirs']);
    expect(copy?.roster.name).toBe('a (other version)');
    expect(merged.conflicts).toEqual([{ kind: 'changed-in-both', id: 'a', copy }]);
    // The version saved accounts for the other tab's, which is kept: that tab does not save it again.
    expect(merged.state.versions.get('a' as RosterId)).toEqual(['a1', 'theirs', hash(mine!)]);
  });

  it('does not delete a list another tab changed after this tab last read it', () => {
    const stored = state([list('a', ['theirs'])], { a: ['a1', 'theirs'] });
    const merged = mergeSaved(stored, none, changes([list('a'), ['a1']]));
    expect(units(merged.state.entries[0])).toEqual(['theirs']);
    expect(merged.conflicts).toEqual([{ kind: 'changed-elsewhere', id: 'a' }]);
  });

  it('deletes a list nobody changed since, and remembers the deletion', () => {
    const merged = mergeSaved(
      state([list('a'), list('b')], { a: ['a1', 'a2'], b: ['b1'] }),
      none,
      changes([list('a'), ['a1', 'a2']]),
    );
    expect(merged.state.entries.map((e) => e.roster.id)).toEqual(['b']);
    expect(merged.state.deleted).toEqual(new Map([['a', ['a1', 'a2', 'deleted:a2']]]));
  });

  it('brings back a list another tab deleted when this tab changed it', () => {
    const mine = list('a', ['mine']);
    const merged = mergeSaved(state([], {}, { a: ['a1', 'a2'] }), changes([mine, ['a1']]), none);
    expect(units(merged.state.entries[0])).toEqual(['mine']);
    expect(merged.state.versions.get('a' as RosterId)).toEqual(['a1', 'a2', hash(mine)]);
    expect(merged.conflicts).toEqual([{ kind: 'deleted-elsewhere', id: 'a' }]);
  });

  it('writes text that reads back as the same lists and versions, sealed', () => {
    const merged = mergeSaved(NOTHING_SAVED, changes([list('a', ['u1']), []]), none);
    const read = readStoredText(merged.text);
    expect(read).toMatchObject({ kind: 'sealed', entries: merged.state.entries });
    expect(read.kind === 'sealed' && read.versions).toEqual(merged.state.versions);
  });
});

describe('missedWrites', () => {
  it('finds a change another tab wrote over from what it had read before (a save within a moment of this one)', () => {
    const known = state([list('a', ['mine']), list('b')], { a: ['a1', 'mine'], b: ['b1'] });
    const stored = state([list('a'), list('b', ['theirs'])], { a: ['a1'], b: ['b1', 'theirs'] });
    const missed = missedWrites(known, stored);
    expect([...missed.unsaved.values()]).toEqual([{ entry: known.entries[0], base: ['a1'] }]);
    expect(missed.deletions.size).toBe(0);
  });

  it('finds nothing when the other tab changed or deleted the list after reading this tab’s version', () => {
    const known = state([list('a', ['mine']), list('b')], { a: ['a1', 'mine'], b: ['b1'] });
    const stored = state([list('a', ['mine', 'theirs'])], { a: ['a1', 'mine', 'theirs'] }, { b: ['b1'] });
    expect(missedWrites(known, stored)).toEqual({ unsaved: new Map(), deletions: new Map() });
  });
});

/*
 * Two tabs over one storage, as the app runs them: every change is saved at once (read, merge, write), and the
 * other tab hears of it some time later (a `storage` event), in any order with its own edits. A save may also read
 * what the tab last knew instead of what is stored (a write from another tab not yet visible to it: two tabs saving
 * within a moment of each other). Each edit adds a unit with an id of its own; whatever the interleaving, once both
 * tabs have heard of every write, each unit is in a saved list, unless a tab deleted a list it saw the unit in.
 */
type Tab = {
  lists: readonly SavedRoster[];
  lastState: readonly SavedRoster[];
  known: SavedState;
  pending: Pending;
  lastText: string | null;
};
type Step =
  | { readonly kind: 'add'; readonly tab: 0 | 1; readonly list: number; readonly isStale: boolean }
  | { readonly kind: 'create'; readonly tab: 0 | 1; readonly isStale: boolean }
  | { readonly kind: 'delete'; readonly tab: 0 | 1; readonly list: number; readonly isStale: boolean }
  | { readonly kind: 'hear'; readonly tab: 0 | 1 };

const tabArb = fc.constantFrom<0 | 1>(0, 1);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('add' as const), tab: tabArb, list: fc.nat(5), isStale: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('create' as const), tab: tabArb, isStale: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('delete' as const), tab: tabArb, list: fc.nat(5), isStale: fc.boolean() }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('hear' as const), tab: tabArb }) },
);

function simulate(steps: readonly Step[]) {
  let stored: string | null = null;
  let counter = 0;
  const added = new Set<string>();
  const deletedKnowingly = new Set<string>();
  const tabs: Tab[] = [0, 1].map(() => ({
    lists: [],
    lastState: [],
    known: NOTHING_SAVED,
    pending: NOTHING_PENDING,
    lastText: null,
  }));
  const isSame = (a: SavedRoster, b: SavedRoster) => JSON.stringify(a) === JSON.stringify(b);
  const parse = (text: string | null): SavedState => {
    const read = text === null ? null : readStoredText(text);
    return read?.kind === 'sealed' && read.versions
      ? { entries: read.entries, versions: read.versions, deleted: read.deleted }
      : NOTHING_SAVED;
  };
  const unsavedIds = (tab: Tab) => new Set([...tab.pending.unsaved.keys(), ...tab.pending.deletions.keys()]);
  const takeOver = (tab: Tab, entries: readonly SavedRoster[]) => {
    tab.lists = takeOverSaved(tab.lists, entries, unsavedIds(tab), isSame).rosters;
    tab.lastState = tab.lists;
  };

  /** persist.ts's write: what the tab changed, merged into what it reads (or, stale, into what it last knew). */
  function save(tab: Tab, isStale: boolean): void {
    tab.pending = noteChanges(tab.pending, tab.lastState, tab.lists, tab.known);
    tab.lastState = tab.lists;
    const text = isStale ? tab.lastText : stored;
    let base = tab.known;
    let pending = tab.pending;
    if (text !== tab.lastText) {
      base = parse(text);
      pending = withMissed(pending, missedWrites(tab.known, base));
    }
    const merged = mergeSaved(base, pending.unsaved, pending.deletions);
    stored = merged.text;
    [tab.lastText, tab.known, tab.pending] = [merged.text, merged.state, NOTHING_PENDING];
    takeOver(tab, merged.takenOver);
  }

  /** persist.ts's readElsewhere: the tab hears that the other wrote. Returns whether it saved in turn. */
  function hear(tab: Tab): boolean {
    if (stored === tab.lastText) return false;
    const now = parse(stored);
    tab.pending = withMissed(tab.pending, missedWrites(tab.known, now));
    [tab.lastText, tab.known] = [stored, now];
    takeOver(tab, now.entries);
    if (tab.pending.unsaved.size + tab.pending.deletions.size === 0) return false;
    save(tab, false);
    return true;
  }

  for (const step of steps) {
    const tab = tabs[step.tab]!;
    if (step.kind === 'hear') {
      hear(tab);
      continue;
    }
    if (step.kind === 'create') {
      const unit = `m${(counter += 1)}`;
      added.add(unit);
      tab.lists = [list(`list-${step.tab}-${counter}`, [unit]), ...tab.lists];
    } else {
      const target = tab.lists[step.list % Math.max(1, tab.lists.length)];
      if (!target) continue;
      if (step.kind === 'delete') {
        for (const unit of target.roster.units) deletedKnowingly.add(unit.id);
        tab.lists = tab.lists.filter((entry) => entry !== target);
      } else {
        const unit = `m${(counter += 1)}`;
        added.add(unit);
        const changed = {
          ...target,
          roster: { ...target.roster, units: [...target.roster.units, { ...baseUnit, id: unit as UnitId }] },
        };
        tab.lists = tab.lists.map((entry) => (entry === target ? changed : entry));
      }
    }
    save(tab, step.isStale);
  }
  // Both tabs hear of every write, until neither writes again.
  let rounds = 0;
  while (tabs.map(hear).some(Boolean)) rounds += 1;
  const kept = new Set(parse(stored).entries.flatMap((entry) => entry.roster.units.map((u) => u.id as string)));
  return { added, kept, deletedKnowingly, rounds, tabs, stored: parse(stored) };
}

describe('two tabs saving in any interleaving', () => {
  it('lose no edit from either tab', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const { added, kept, deletedKnowingly } = simulate(steps);
        const lost = [...added].filter((unit) => !kept.has(unit) && !deletedKnowingly.has(unit));
        expect(lost).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('end with both tabs showing what is saved', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const { tabs, stored } = simulate(steps);
        const ids = (entries: readonly SavedRoster[]) => entries.map((e) => JSON.stringify(e)).sort();
        for (const tab of tabs) expect(ids(tab.lists)).toEqual(ids(stored.entries));
      }),
      { numRuns: 500 },
    );
  });
});
