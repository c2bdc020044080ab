import { describe, expect, it } from 'vitest';
import type { DatasheetId, EnhancementId } from '../domain/data/ids';
import type { UnitId } from '../domain/roster/ids';
import { memoryStorage, STORAGE_KEY } from './persist';
import { createRosterStore, savedListsRead } from './roster-store';
import { selectOpenRoster } from './selectors';
import { makeTestStore, openNewList } from '../../tests/components/test-store';

const datasheet = (value: string) => value as DatasheetId;

function savedLists(storage: ReturnType<typeof memoryStorage>) {
  return JSON.parse(storage.items.get(STORAGE_KEY) ?? 'null') as { state: { rosters: unknown[] }; version: number; seal?: string };
}

describe('persisted rosters', () => {
  it('come back exactly after a reload', () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage);
    openNewList(store, 'Raiders');
    const archon = store.getState().addUnit(datasheet('archon'))!;
    const warriors = store.getState().addUnit(datasheet('kabalite-warriors'))!;
    store.getState().makeWarlord(archon);
    store.getState().setEnhancement(archon, 'labyrinthine-cunning' as EnhancementId);
    store.getState().attachLeader(archon, warriors);
    const reloaded = makeTestStore(storage);
    expect(reloaded.getState().rosters).toEqual(store.getState().rosters);
    expect(reloaded.getState().storageProblems).toEqual([]);
  });

  it('keeps unreadable JSON aside under its own key and reports it', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{"state": {"rosters": [' });
    const store = createRosterStore({ storage });
    const [problem] = store.getState().storageProblems;
    expect(store.getState().rosters).toEqual([]);
    expect(problem?.what).toBe('saved lists');
    expect(storage.items.get(problem?.key ?? '')).toBe('{"state": {"rosters": [');
  });

  it('are read at once when Muster sealed them', () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage);
    openNewList(store, 'Raiders');
    const reloaded = createRosterStore({ storage });
    expect(reloaded.persist.hasHydrated()).toBe(true);
    expect(reloaded.getState().rosters).toEqual(store.getState().rosters);
  });

  it('are not written back when they are read and opened unchanged', () => {
    const storage = memoryStorage();
    const rosterId = openNewList(makeTestStore(storage), 'Raiders');
    const writes: string[] = [];
    const watched = {
      ...storage,
      setItem(key: string, value: string) {
        writes.push(key);
        storage.setItem(key, value);
      },
    };
    makeTestStore(watched).getState().openList(rosterId);
    expect(writes).toEqual([]);
  });

  it('are checked against the roster schema when their seal does not match, and kept when they pass', async () => {
    const storage = memoryStorage();
    openNewList(makeTestStore(storage), 'Written before seals');
    const saved = savedLists(storage);
    delete saved.seal;
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));

    const reloaded = createRosterStore({ storage });
    expect(reloaded.persist.hasHydrated()).toBe(false);
    await savedListsRead(reloaded);
    expect(reloaded.getState().rosters.map((r) => r.roster.name)).toEqual(['Written before seals']);
    expect(reloaded.getState().storageProblems).toEqual([]);
  });

  it('are not overwritten by changes made while they are being checked, and reading them is no undo step', async () => {
    const storage = memoryStorage();
    openNewList(makeTestStore(storage), 'Kept');
    const saved = savedLists(storage);
    delete saved.seal;
    const unsealed = JSON.stringify(saved);
    storage.setItem(STORAGE_KEY, unsealed);

    const reloaded = makeTestStore(storage);
    expect(storage.items.get(STORAGE_KEY)).toBe(unsealed);
    await savedListsRead(reloaded);
    expect(reloaded.getState().rosters.map((r) => r.roster.name)).toEqual(['Kept']);
    expect(reloaded.temporal.getState().pastStates).toEqual([]);
  });

  it('keeps one damaged roster aside and loads the others', async () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage);
    openNewList(store, 'Good');
    openNewList(store, 'Damaged');
    const saved = savedLists(storage);
    const damaged = saved.state.rosters[0] as { roster: { units: unknown } };
    damaged.roster.units = 'not a list of units';
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));

    const reloaded = createRosterStore({ storage });
    await savedListsRead(reloaded);
    expect(reloaded.getState().rosters.map((r) => r.roster.name)).toEqual(['Good']);
    const [problem] = reloaded.getState().storageProblems;
    expect(problem?.what).toBe('the list "Damaged"');
    expect(JSON.parse(storage.items.get(problem?.key ?? '') ?? 'null')).toEqual(damaged);
  });

  it('keeps a saved list in which two units share an id aside', async () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage);
    openNewList(store, 'Twins');
    store.getState().addUnit(datasheet('wracks'));
    store.getState().addUnit(datasheet('wracks'));
    const saved = savedLists(storage);
    const twins = saved.state.rosters[0] as { roster: { units: { id: string }[] } };
    twins.roster.units[1]!.id = twins.roster.units[0]!.id;
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));

    const reloaded = createRosterStore({ storage });
    await savedListsRead(reloaded);
    expect(reloaded.getState().rosters).toEqual([]);
    expect(reloaded.getState().storageProblems.map((p) => p.reason)).toEqual([
      'it does not match the roster format at roster.units.1.id: unit id "u1" is already used by units.0',
    ]);
  });

  it('keeps data saved by a newer format version aside whole', () => {
    const future = JSON.stringify({ state: { rosters: [], shelves: [] }, version: 2 });
    const storage = memoryStorage({ [STORAGE_KEY]: future });
    const store = createRosterStore({ storage });
    const [problem] = store.getState().storageProblems;
    expect(problem?.reason).toMatch(/version 2/);
    expect(JSON.parse(storage.items.get(problem?.key ?? '') ?? 'null')).toEqual({ rosters: [], shelves: [] });
  });

  it('still has the unreadable data after the store saves over the main key', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: 'garbage' });
    const store = makeTestStore(storage);
    openNewList(store);
    const keys = [...storage.items.keys()].filter((k) => k.startsWith(`${STORAGE_KEY}:unreadable:`));
    expect(keys.map((k) => storage.items.get(k))).toEqual(['garbage']);
  });
});

describe('a roster opened with newer data', () => {
  it('says which units changed points and which choices are gone', async () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage, 'data-1');
    openNewList(store);
    const wracks = store.getState().addUnit(datasheet('wracks'))!;
    store.getState().addUnit(datasheet('grotesques'));
    const saved = savedLists(storage);
    // The roster was saved when Wracks cost 50 and Grotesques existed under another id.
    const entry = saved.state.rosters[0] as { savedWith: { unitPoints: Record<string, number> }; roster: { units: { datasheetId: string }[] } };
    entry.savedWith.unitPoints[wracks] = 50;
    entry.roster.units[1]!.datasheetId = 'old-grotesques';
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));

    const reloaded = makeTestStore(storage, 'data-2');
    await savedListsRead(reloaded);
    reloaded.getState().openList(reloaded.getState().rosters[0]!.roster.id);
    const changes = reloaded.getState().dataNotice?.changes ?? [];
    expect(changes).toContainEqual({ kind: 'points', unitId: wracks, name: 'Wracks', before: 50, after: 60 });
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'removed', unitId: 'u2' as UnitId }));
  });

  it('says nothing when the data version is the one it was saved with', () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage, 'data-1');
    openNewList(store);
    store.getState().addUnit(datasheet('wracks'));
    const reloaded = makeTestStore(storage, 'data-1');
    reloaded.getState().openList(reloaded.getState().rosters[0]!.roster.id);
    expect(reloaded.getState().dataNotice).toBeNull();
  });

  it('re-stamps the roster after reporting, without adding an undo step', () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage, 'data-1');
    openNewList(store);
    store.getState().addUnit(datasheet('wracks'));
    const reloaded = makeTestStore(storage, 'data-2');
    reloaded.getState().openList(reloaded.getState().rosters[0]!.roster.id);
    expect(selectOpenRoster(reloaded.getState())).not.toBeNull();
    expect(reloaded.getState().rosters[0]?.savedWith?.dataVersion).toBe('data-2');
    expect(reloaded.temporal.getState().pastStates).toEqual([]);
  });
});
