import { describe, expect, it } from 'vitest';
import type { DatasheetId } from '../domain/data/ids';
import { fillableStorage } from '../testing/fillable-storage';
import { memoryTabs } from '../testing/memory-tabs';
import type { RosterStore } from './roster-store';
import { selectOpenRoster } from './selectors';
import { makeTestStore, openNewList } from '../testing/test-store';

const datasheet = (value: string) => value as DatasheetId;
const units = (store: RosterStore) => selectOpenRoster(store.getState())?.units.map((u) => u.datasheetId);
const names = (store: RosterStore) => store.getState().rosters.map((r) => r.roster.name);

/** The lists as a tab opened now (a reload) reads them from storage. */
function reloaded(tabs: ReturnType<typeof memoryTabs>, rosterId?: string): RosterStore {
  const store = makeTestStore(tabs.open());
  if (rosterId) store.getState().openList(rosterId as never);
  return store;
}

describe('two tabs of the app', () => {
  it('keep the units each added to one list: Archon and Incubi in one, then Wracks in the other', async () => {
    const tabs = memoryTabs();
    const a = makeTestStore(tabs.open());
    const listId = openNewList(a, 'Raiders');
    const b = makeTestStore(tabs.open());
    b.getState().openList(listId);

    a.getState().addUnit(datasheet('archon'));
    a.getState().addUnit(datasheet('grotesques'));
    await tabs.settled();
    expect(units(b)).toEqual(['archon', 'grotesques']);
    b.getState().addUnit(datasheet('wracks'));
    await tabs.settled();

    expect(units(a)).toEqual(['archon', 'grotesques', 'wracks']);
    expect(units(reloaded(tabs, listId))).toEqual(['archon', 'grotesques', 'wracks']);
  });

  it('keep a list created in one tab when the other, not yet told of it, edits another list', () => {
    const tabs = memoryTabs();
    const a = makeTestStore(tabs.open());
    const first = openNewList(a, 'First');
    const b = makeTestStore(tabs.open());
    b.getState().openList(first);

    openNewList(a, 'Second');
    b.getState().addUnit(datasheet('wracks'));

    const after = reloaded(tabs, first);
    expect(names(after)).toEqual(['Second', 'First']);
    expect(units(after)).toEqual(['wracks']);
  });

  it('show the open list as the other tab changed it, say so, and start its undo history afresh', async () => {
    const tabs = memoryTabs();
    const a = makeTestStore(tabs.open());
    const listId = openNewList(a, 'Raiders');
    const b = makeTestStore(tabs.open());
    b.getState().openList(listId);
    b.getState().addUnit(datasheet('wracks'));
    await tabs.settled();

    a.getState().addUnit(datasheet('archon'));
    await tabs.settled();
    expect(units(b)).toEqual(['wracks', 'archon']);
    expect(b.getState().changedElsewhere).toEqual({ kind: 'changed', rosterId: listId });
    expect(b.temporal.getState().pastStates).toEqual([]);
    // Opening the list takes no undo step and writes nothing back.
    expect(units(reloaded(tabs, listId))).toEqual(['wracks', 'archon']);
  });

  it('say when the open list was deleted in the other tab, and keep it if the player wants', async () => {
    const tabs = memoryTabs();
    const a = makeTestStore(tabs.open());
    const listId = openNewList(a, 'Raiders');
    a.getState().addUnit(datasheet('wracks'));
    const b = makeTestStore(tabs.open());
    b.getState().openList(listId);

    a.getState().deleteList(listId);
    await tabs.settled();
    expect(names(b)).toEqual([]);
    expect(b.getState().changedElsewhere).toMatchObject({ kind: 'deleted', rosterId: listId });

    b.getState().keepDeletedList();
    await tabs.settled();
    expect(names(a)).toEqual(['Raiders']);
    expect(units(reloaded(tabs, listId))).toEqual(['wracks']);
  });

  it('never undo what the other tab changed: undoing a delete here keeps the rename made there', async () => {
    const tabs = memoryTabs();
    const a = makeTestStore(tabs.open());
    const kept = openNewList(a, 'Kept');
    const doomed = openNewList(a, 'Doomed');
    a.getState().openList(null);
    const b = makeTestStore(tabs.open());

    b.getState().deleteList(doomed);
    await tabs.settled();
    a.getState().renameList(kept, 'Renamed in A');
    await tabs.settled();
    b.getState().undo();
    await tabs.settled();

    expect(names(reloaded(tabs)).sort()).toEqual(['Doomed', 'Renamed in A']);
    expect(names(a).sort()).toEqual(['Doomed', 'Renamed in A']);
  });

  it("do not replace a change this tab could not save with the other tab's version of the list", async () => {
    const tabs = memoryTabs();
    const a = makeTestStore(tabs.open());
    const listId = openNewList(a, 'Raiders');
    const bStorage = fillableStorage(tabs.open());
    const b = makeTestStore(bStorage);
    b.getState().openList(listId);
    bStorage.fill();
    b.getState().addUnit(datasheet('wracks'));
    a.getState().renameList(listId, 'Renamed in A');
    await tabs.settled();

    expect(units(b)).toEqual(['wracks']);
    expect(b.getState().saveFailure?.lists.map((l) => l.id)).toEqual([listId]);
  });

  it('keep both edits when they save within a moment of each other, one over what it read before the other wrote', async () => {
    const tabs = memoryTabs();
    const a = makeTestStore(tabs.open());
    const first = openNewList(a, 'First');
    const second = openNewList(a, 'Second');
    // B's storage answers one read with what was stored before A's last write, as a tab does that has not yet heard of it.
    const shared = tabs.open();
    let staleText: string | null = null;
    const bStorage: typeof shared = {
      items: shared.items,
      getItem(key) {
        const text = staleText ?? shared.getItem(key);
        staleText = null;
        return text;
      },
      setItem: (key, value) => shared.setItem(key, value),
      removeItem: (key) => shared.removeItem(key),
      key: (index) => shared.key(index),
      get length() {
        return shared.length;
      },
      onChangeElsewhere: shared.onChangeElsewhere,
    };
    const b = makeTestStore(bStorage);
    b.getState().openList(first);
    a.getState().openList(second);
    await tabs.settled();

    const before = tabs.items.get('muster:rosters') ?? null;
    a.getState().addUnit(datasheet('archon'));
    staleText = before;
    b.getState().addUnit(datasheet('wracks'));
    await tabs.settled();

    const after = reloaded(tabs);
    const unitsOf = (id: string) =>
      after
        .getState()
        .rosters.find((r) => r.roster.id === id)
        ?.roster.units.map((u) => u.datasheetId);
    expect(unitsOf(first)).toEqual(['wracks']);
    expect(unitsOf(second)).toEqual(['archon']);
    // Neither tab was told its list changed elsewhere, and each can still undo its own edit.
    expect(a.getState().changedElsewhere).toBeNull();
    expect(b.getState().changedElsewhere).toBeNull();
    expect(a.temporal.getState().pastStates).not.toEqual([]);
    expect(b.temporal.getState().pastStates).not.toEqual([]);
  });
});
