import { describe, expect, it } from 'vitest';
import type { DatasheetId, EnhancementId } from '../domain/data/ids';
import type { UnitId } from '../domain/roster/ids';
import { STORAGE_KEY } from './persist';
import { fillableStorage } from '../testing/fillable-storage';
import { SET_ASIDE_BUDGET } from './set-aside';
import { blockedStorage, memoryStorage, type MemoryStorage } from './storage';
import { createRosterStore, savedListsRead } from './roster-store';
import { selectOpenRoster } from './selectors';
import { makeTestStore, openNewList } from '../testing/test-store';

const datasheet = (value: string) => value as DatasheetId;

/** The set-aside copy under `key`: the original text, with what it was and why it was set aside. */
function copyIn(
  storage: MemoryStorage,
  key: string | null | undefined,
): { original: string; what: string; reason: string } | null {
  const text = key ? storage.items.get(key) : undefined;
  return text === undefined ? null : (JSON.parse(text) as { original: string; what: string; reason: string });
}

function savedLists(storage: MemoryStorage) {
  return JSON.parse(storage.items.get(STORAGE_KEY) ?? 'null') as {
    state: { rosters: unknown[] };
    version: number;
    seal?: string;
  };
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
    expect(reloaded.getState().setAside).toEqual([]);
  });

  it('keeps unreadable JSON aside under its own key and reports it', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{"state": {"rosters": [' });
    const store = createRosterStore({ storage });
    const [item] = store.getState().setAside;
    expect(store.getState().rosters).toEqual([]);
    expect(item).toMatchObject({
      what: 'saved lists',
      reason: 'the saved data is not valid JSON',
      original: '{"state": {"rosters": [',
    });
    expect(copyIn(storage, item?.key)?.original).toBe('{"state": {"rosters": [');
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
    expect(reloaded.getState().setAside).toEqual([]);
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
    const [item] = reloaded.getState().setAside;
    expect(item?.what).toBe('the list "Damaged"');
    expect(JSON.parse(copyIn(storage, item?.key)?.original ?? 'null')).toEqual(damaged);
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
    expect(reloaded.getState().setAside.map((item) => item.reason)).toEqual([
      'it does not match the roster format at roster.units.1.id: unit id "u1" is already used by units.0',
    ]);
  });

  it('leave data saved by a newer format version exactly as it is: nothing set aside, nothing saved over it, and it says so', () => {
    const future = JSON.stringify({ state: { rosters: [], shelves: [] }, version: 2, seal: '0badc0de' });
    const storage = memoryStorage({ [STORAGE_KEY]: future });
    const store = makeTestStore(storage);
    expect(store.getState().setAside).toEqual([]);
    expect(store.getState().saveFailure).toMatchObject({ reason: 'saved-by-newer-version', lists: [] });
    expect(store.getState().saveFailure?.detail).toMatch(
      /newer version of Muster \(format 2; this version reads format 1\)/,
    );

    openNewList(store, 'Made in the old version');
    expect(store.getState().saveFailure).toMatchObject({
      reason: 'saved-by-newer-version',
      lists: [{ name: 'Made in the old version' }],
    });
    expect([...storage.items]).toEqual([[STORAGE_KEY, future]]);
  });

  it('leave lists of a newer roster format exactly as they are, and save nothing over them', () => {
    const storage = memoryStorage();
    openNewList(makeTestStore(storage), 'Raiders');
    const saved = savedLists(storage);
    (saved.state.rosters[0] as { roster: { schemaVersion: number } }).roster.schemaVersion = 3;
    const future = JSON.stringify(saved);
    storage.setItem(STORAGE_KEY, future);

    const store = makeTestStore(storage);
    expect(store.getState().saveFailure?.detail).toMatch(/roster format 3; this version reads format 2/);
    openNewList(store, 'Made in the old version');
    expect([...storage.items]).toEqual([[STORAGE_KEY, future]]);
  });

  it('still has the unreadable data after the store saves over the main key', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: 'garbage' });
    const store = makeTestStore(storage);
    openNewList(store);
    const keys = [...storage.items.keys()].filter((k) => k.startsWith(`${STORAGE_KEY}:unreadable:`));
    expect(keys.map((k) => copyIn(storage, k)?.original)).toEqual(['garbage']);
  });
});

describe('saved data Muster could not read', () => {
  it('is listed again after a reload, with what it was and why, until it is released', async () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{"state": {"rosters": [' });
    makeTestStore(storage);
    // The lists are written without it once the store has them, under the lock like every write.
    await Promise.resolve();
    expect(savedLists(storage).state.rosters).toEqual([]);
    const reloaded = makeTestStore(storage);
    const [item] = reloaded.getState().setAside;
    expect(item).toMatchObject({
      what: 'saved lists',
      reason: 'the saved data is not valid JSON',
      original: '{"state": {"rosters": [',
    });
    reloaded.getState().releaseSetAside(item!.id);
    expect(reloaded.getState().setAside).toEqual([]);
    expect([...storage.items.keys()]).toEqual([STORAGE_KEY]);
    expect(makeTestStore(storage).getState().setAside).toEqual([]);
  });

  it('is never written over while no copy of it could be kept, and is written over once the player has it', () => {
    // 1.5 million characters of lists cut short: more than set-aside copies may take, so it stays in memory only.
    const damaged = `{"state":{"rosters":[${'{"roster":{"name":"Raiders"}},'.repeat(50_000)}`;
    const storage = memoryStorage({ [STORAGE_KEY]: damaged });
    const store = makeTestStore(storage);
    const [item] = store.getState().setAside;
    expect(item).toMatchObject({ key: null, original: damaged });

    openNewList(store, 'New raiders');
    expect(storage.items.get(STORAGE_KEY)).toBe(damaged);
    expect(store.getState().saveFailure).toMatchObject({
      reason: 'unreadable-data-in-the-way',
      lists: [{ name: 'New raiders', isDeleted: false }],
    });
    expect(store.getState().rosters.map((r) => r.roster.name)).toEqual(['New raiders']);

    store.getState().releaseSetAside(item!.id);
    expect(store.getState().saveFailure).toBeNull();
    expect(
      makeTestStore(storage)
        .getState()
        .rosters.map((r) => r.roster.name),
    ).toEqual(['New raiders']);
  });

  it('is kept in memory when the storage refuses the copy, and is not written over', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: 'garbage' });
    const full = fillableStorage(storage);
    full.fill();
    const store = makeTestStore(full);
    expect(store.getState().setAside.map((item) => item.key)).toEqual([null]);
    openNewList(store);
    expect(storage.items.get(STORAGE_KEY)).toBe('garbage');
  });

  it(`takes at most ${SET_ASIDE_BUDGET.toLocaleString('en')} characters of storage all together`, () => {
    const storage = memoryStorage();
    const big = 'x'.repeat(SET_ASIDE_BUDGET * 0.6);
    storage.setItem(STORAGE_KEY, `${big}1`);
    const first = makeTestStore(storage).getState().setAside;
    storage.setItem(STORAGE_KEY, `${big}2`);
    const both = makeTestStore(storage).getState().setAside;
    expect(first.map((item) => item.key === null)).toEqual([false]);
    expect(both.map((item) => item.key === null)).toEqual([false, true]);
  });
});

describe('a save that fails', () => {
  it('says which lists are not saved and why, keeps them in memory, and saves them when tried again', () => {
    const storage = memoryStorage();
    const filling = fillableStorage(storage);
    const store = makeTestStore(filling);
    openNewList(store, 'Raiders');
    filling.fill();
    store.getState().addUnit(datasheet('wracks'));
    expect(store.getState().saveFailure).toMatchObject({
      reason: 'storage-full',
      lists: [{ name: 'Raiders', isDeleted: false }],
    });
    expect(store.getState().rosters[0]?.roster.units.map((u) => u.datasheetId)).toEqual(['wracks']);
    expect(makeTestStore(storage).getState().rosters[0]?.roster.units).toEqual([]);

    filling.makeRoom();
    store.getState().retrySave();
    expect(store.getState().saveFailure).toBeNull();
    expect(
      makeTestStore(storage)
        .getState()
        .rosters[0]?.roster.units.map((u) => u.datasheetId),
    ).toEqual(['wracks']);
  });

  it('says when the browser does not let Muster save at all', () => {
    const store = makeTestStore(blockedStorage('storage is turned off'));
    openNewList(store, 'Raiders');
    expect(store.getState().saveFailure).toMatchObject({ reason: 'storage-blocked', lists: [{ name: 'Raiders' }] });
    expect(store.getState().rosters.map((r) => r.roster.name)).toEqual(['Raiders']);
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
    const entry = saved.state.rosters[0] as {
      savedWith: { unitPoints: Record<string, number> };
      roster: { units: { datasheetId: string }[] };
    };
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

  it('names the catalogue set the list was saved with and the one loaded now', async () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage, 'data-1');
    openNewList(store);
    const wracks = store.getState().addUnit(datasheet('wracks'))!;
    const saved = savedLists(storage);
    const entry = saved.state.rosters[0] as { savedWith: { unitPoints: Record<string, number>; source: unknown } };
    expect(entry.savedWith.source).toEqual({ name: 'fixture', commit: '0'.repeat(40), date: '2026-01-01' });
    entry.savedWith.unitPoints[wracks] = 50;
    entry.savedWith.source = { name: 'Player catalogues', commit: '', date: '2026-11-30' };
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));

    const reloaded = makeTestStore(storage, 'data-2');
    await savedListsRead(reloaded);
    reloaded.getState().openList(reloaded.getState().rosters[0]!.roster.id);
    expect(reloaded.getState().dataNotice).toMatchObject({
      savedWith: { name: 'Player catalogues', date: '2026-11-30' },
      now: { name: 'fixture', date: '2026-01-01' },
    });
  });

  it('reads a list saved before lists named their catalogue set, and reports its changes all the same', async () => {
    const storage = memoryStorage();
    const store = makeTestStore(storage, 'data-1');
    openNewList(store);
    const wracks = store.getState().addUnit(datasheet('wracks'))!;
    const saved = savedLists(storage);
    const entry = saved.state.rosters[0] as { savedWith: { unitPoints: Record<string, number>; source?: unknown } };
    delete entry.savedWith.source;
    entry.savedWith.unitPoints[wracks] = 50;
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));

    const reloaded = makeTestStore(storage, 'data-2');
    await savedListsRead(reloaded);
    reloaded.getState().openList(reloaded.getState().rosters[0]!.roster.id);
    expect(reloaded.getState().dataNotice).toMatchObject({
      savedWith: null,
      changes: [{ kind: 'points', unitId: wracks, before: 50, after: 60 }],
    });
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
