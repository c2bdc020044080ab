import { describe, expect, it } from 'vitest';
import type { DatasheetId } from '../domain/data/ids';
import { ROSTER_SCHEMA_VERSION } from '../domain/roster/schema-version';
import { makeTestStore, openNewList } from '../testing/test-store';
import { STORAGE_KEY } from './persist';
import { createRosterStore, savedListsRead } from './roster-store';
import { hashOf, readStoredText } from './saved-lists-text';
import { memoryStorage } from './storage';

/*
 * Saved lists in the shapes earlier builds wrote (see git history of src/store/saved-lists-text.ts,
 * src/domain/roster/roster.schema.ts and schema-version.ts): each is read, upgraded to this build's format, and
 * saved in it with the next change; none is set aside.
 */

/** A list of Wracks and an Archon as this build saves it. */
function currentEntry() {
  const storage = memoryStorage();
  const store = makeTestStore(storage);
  openNewList(store, 'Raiders');
  store.getState().addUnit('wracks' as DatasheetId);
  store.getState().addUnit('archon' as DatasheetId);
  return (JSON.parse(storage.items.get(STORAGE_KEY)!) as { state: { rosters: Record<string, unknown>[] } }).state
    .rosters[0]!;
}

/** The same list in roster format 1, before rosters kept the number of their last unit. */
function format1Entry() {
  const entry = currentEntry();
  const { lastUnitNumber: _dropped, ...roster } = entry['roster'] as Record<string, unknown>;
  return { ...entry, roster: { ...roster, schemaVersion: 1 } };
}

async function reopened(text: string) {
  const storage = memoryStorage({ [STORAGE_KEY]: text });
  const store = createRosterStore({ storage });
  await savedListsRead(store);
  return { store, storage };
}

describe('saved lists from earlier builds', () => {
  it('the first builds (no seal, roster format 1): checked, and each roster upgraded to format 2', async () => {
    const { store } = await reopened(JSON.stringify({ state: { rosters: [format1Entry()] }, version: 1 }));
    const [saved] = store.getState().rosters;
    expect(saved?.roster).toMatchObject({ schemaVersion: ROSTER_SCHEMA_VERSION, lastUnitNumber: 2, name: 'Raiders' });
    expect(saved?.roster.units.map((u) => u.datasheetId)).toEqual(['wracks', 'archon']);
    expect(store.getState().setAside).toEqual([]);
  });

  it('sealed with the first hash, or over roster format 1: the seal no longer matches, so they are checked and upgraded', async () => {
    for (const entry of [currentEntry(), format1Entry()]) {
      const { store } = await reopened(JSON.stringify({ state: { rosters: [entry] }, version: 1, seal: 'deadbeef' }));
      expect(store.getState().rosters.map((r) => [r.roster.schemaVersion, r.roster.lastUnitNumber])).toEqual([
        [ROSTER_SCHEMA_VERSION, 2],
      ]);
      expect(store.getState().setAside).toEqual([]);
    }
  });

  it('sealed without versions (the build before them): read at once, and saved with versions at the next change', async () => {
    const entry = currentEntry();
    const state = JSON.stringify({ rosters: [entry] });
    const text = `{"state":${state},"version":1,"seal":"${hashOf(`1.${ROSTER_SCHEMA_VERSION}:${state}`)}"}`;
    expect(readStoredText(text)).toMatchObject({ kind: 'sealed', versions: null });
    const storage = memoryStorage({ [STORAGE_KEY]: text });
    const store = createRosterStore({ storage });
    expect(store.getState().rosters.map((r) => r.roster.name)).toEqual(['Raiders']);

    store.getState().renameList(store.getState().rosters[0]!.roster.id, 'Renamed');
    const saved = readStoredText(storage.items.get(STORAGE_KEY)!);
    expect(saved.kind === 'sealed' && [...(saved.versions?.values() ?? [])].map((v) => v.length)).toEqual([2]);
  });

  it('read by the build before versions: it reads past them and keeps the lists (its seal check passes)', () => {
    const storage = memoryStorage();
    openNewList(makeTestStore(storage), 'Raiders');
    const value = JSON.parse(storage.items.get(STORAGE_KEY)!) as { state: unknown; seal: string };
    // That build's check: the seal over the state as JSON, with format 1 and this roster format.
    expect(value.seal).toBe(hashOf(`1.${ROSTER_SCHEMA_VERSION}:${JSON.stringify(value.state)}`));
  });
});
