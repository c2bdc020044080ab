import { describe, expect, it } from 'vitest';
import type { BattleSizeId, DatasheetId, DetachmentId, EnhancementId } from '../domain/data/ids';
import { memoryStorage } from './storage';
import { selectOpenIssues, selectOpenPoints, selectOpenRoster } from './selectors';
import { makeTestStore, openNewList } from '../testing/test-store';

const id = <T extends string>(value: string) => value as T;

describe('roster store', () => {
  it('adds units through the engine and derives points and issues from the roster', () => {
    const store = makeTestStore();
    openNewList(store);
    const archon = store.getState().addUnit(id<DatasheetId>('archon'));
    store.getState().addUnit(id<DatasheetId>('wracks'));
    expect(archon).toBe('u1');
    expect(selectOpenPoints(store.getState())?.total).toBe(75 + 60);
    expect(selectOpenIssues(store.getState()).map((i) => i.ruleId)).toContain('warlord-missing');
    store.getState().makeWarlord(archon!);
    expect(selectOpenIssues(store.getState()).map((i) => i.ruleId)).not.toContain('warlord-missing');
  });

  it("never stores points: the saved state holds rosters, save stamps and the lists' versions only", () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage);
    openNewList(store);
    store.getState().addUnit(id<DatasheetId>('wracks'));
    const saved = JSON.parse(storage.items.get('muster:rosters') ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(saved.state)).toEqual(['rosters', 'versions', 'deleted']);
    expect(Object.keys(saved.state['rosters'] as object[])).toEqual(['0']);
  });

  it('names what Undo takes back and Redo makes again', () => {
    const store = makeTestStore();
    openNewList(store);
    const history = () => store.temporal.getState();
    store.getState().addUnit(id<DatasheetId>('archon'));
    expect(store.getState().lastEdit).toBe('Add Archon');
    store.getState().changeBattleSize(id<BattleSizeId>('incursion'));
    expect(store.getState().lastEdit).toBe('Battle size: Incursion');
    store.getState().undo();
    expect(store.getState().lastEdit).toBe('Add Archon');
    expect(history().futureStates.at(-1)?.lastEdit).toBe('Battle size: Incursion');
    store.getState().undo();
    expect(store.getState().lastEdit).toBe('Create Test list');
  });

  it('keeps an Enhancement of the old detachment, says so, and takes it off when asked', () => {
    const store = makeTestStore();
    openNewList(store);
    const archon = store.getState().addUnit(id<DatasheetId>('archon'))!;
    store.getState().setEnhancement(archon, id<EnhancementId>('labyrinthine-cunning'));
    store.getState().changeDetachment(id<DetachmentId>('reapers-wager'));
    expect(selectOpenRoster(store.getState())?.units[0]?.enhancementId).toBe('labyrinthine-cunning');
    expect(store.getState().droppedNotice?.notes.map((n) => n.kind)).toEqual(['enhancement-not-in-detachment']);
    store.getState().removeOtherDetachmentEnhancements();
    expect(selectOpenRoster(store.getState())?.units[0]?.enhancementId).toBeNull();
  });

  it('renames, duplicates and deletes lists', () => {
    const store = makeTestStore();
    const first = openNewList(store, 'Raiders');
    store.getState().addUnit(id<DatasheetId>('wracks'));
    store.getState().renameList(first, 'Kabal raiders');
    const copy = store.getState().duplicateList(first)!;
    const rosters = store.getState().rosters;
    expect(rosters.map((r) => r.roster.name)).toEqual(['Kabal raiders (copy)', 'Kabal raiders']);
    expect(rosters[0]?.roster.units).toEqual(rosters[1]?.roster.units);
    store.getState().deleteList(copy);
    expect(store.getState().rosters.map((r) => r.roster.id)).toEqual([first]);
  });

  it('brings a deleted list back on undo', () => {
    const store = makeTestStore();
    const listId = openNewList(store, 'Raiders');
    store.getState().openList(null);
    store.getState().deleteList(listId);
    store.temporal.getState().undo();
    expect(store.getState().rosters.map((r) => r.roster.name)).toEqual(['Raiders']);
  });

  it('leaves no undo step for an edit that changes nothing', () => {
    const store = makeTestStore();
    openNewList(store);
    const wracks = store.getState().addUnit(id<DatasheetId>('wracks'))!;
    const steps = store.temporal.getState().pastStates.length;
    store.getState().setUnitSize(wracks, 5);
    store.getState().setUnitSize(wracks, 7);
    expect(store.temporal.getState().pastStates.length).toBe(steps);
  });

  it('starts a fresh history when another list is opened', () => {
    const store = makeTestStore();
    openNewList(store, 'First');
    store.getState().addUnit(id<DatasheetId>('wracks'));
    openNewList(store, 'Second');
    expect(store.temporal.getState().pastStates).toEqual([]);
  });

  it('redoes an undone edit', () => {
    const store = makeTestStore();
    openNewList(store);
    const wracks = store.getState().addUnit(id<DatasheetId>('wracks'))!;
    store.getState().setUnitSize(wracks, 10);
    const resized = selectOpenRoster(store.getState());
    store.temporal.getState().undo();
    expect(selectOpenRoster(store.getState())?.units[0]?.models.reduce((n, m) => n + m.count, 0)).toBe(5);
    store.temporal.getState().redo();
    expect(selectOpenRoster(store.getState())).toEqual(resized);
  });
});
