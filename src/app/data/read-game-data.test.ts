import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFaction, readSystemData, type DataFiles } from './read-game-data';

const dataDir = new URL('../../../data/', import.meta.url);
const storedFiles: DataFiles = (name) => {
  try {
    return Promise.resolve(JSON.parse(readFileSync(new URL(name, dataDir), 'utf8')) as unknown);
  } catch {
    return null;
  }
};
const serving = (json: unknown): DataFiles => () => Promise.resolve(json);

describe('game data files in the app', () => {
  it('reads a faction from its own file', async () => {
    const result = await readFaction(storedFiles, 'drukhari');
    expect(result.ok && result.value.id).toBe('drukhari');
  });

  it('puts a chapter together from its own file and the packs it shares', async () => {
    const result = await readFaction(storedFiles, 'blood-angels');
    const ids = result.ok ? result.value.datasheets.map((d) => d.id) : [];
    // The Blood Angels' own Death Company beside the Space Marines' Intercessors and the Imperium's Inquisitor.
    expect(ids).toEqual(expect.arrayContaining(['death-company-marines', 'intercessor-squad', 'inquisitor']));
  });

  it('refuses a faction whose shared datasheets did not arrive, naming them', async () => {
    const withoutPacks: DataFiles = (name) => (name.startsWith('packs/') ? null : storedFiles(name));
    const result = await readFaction(withoutPacks, 'blood-angels');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/There is no data for the Blood Angels datasheets of "/);
  });

  it('reads the game system and the manifest together', async () => {
    const result = await readSystemData(storedFiles);
    expect(result.ok && result.value.manifest.factions.map((f) => f.id)).toContain('drukhari');
  });

  it('names a faction it has no data for', async () => {
    expect(await readFaction(storedFiles, 'squats')).toEqual({ ok: false, error: 'There is no data for faction "squats".' });
  });

  it('says when the download failed', async () => {
    const failing: DataFiles = () => Promise.reject(new Error('/assets/drukhari.json answered 404 Not Found'));
    expect(await readFaction(failing, 'drukhari')).toEqual({
      ok: false,
      error: 'Could not load the data for faction "drukhari": /assets/drukhari.json answered 404 Not Found',
    });
  });

  it('says a faction never opened is not saved for offline use yet, when the network cannot be reached', async () => {
    // What fetch rejects with offline, for a file the service worker has not cached.
    const offline: DataFiles = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await readFaction(offline, 'blood-angels', 'Blood Angels')).toEqual({
      ok: false,
      error: 'Blood Angels has not been saved for offline use yet: connect once to get it.',
    });
  });

  it('refuses a download that is not the data file asked for', async () => {
    const notData = { ok: false, error: 'What was downloaded for faction "drukhari" is not its data file.' };
    expect(await readFaction(serving('<!doctype html>'), 'drukhari')).toEqual(notData);
    expect(await readFaction(serving([]), 'drukhari')).toEqual(notData);
    expect(await readFaction(serving({ id: 'drukhari' }), 'drukhari')).toEqual(notData);
    expect(await readSystemData(serving({ factions: [] }))).toEqual({
      ok: false,
      error: 'What was downloaded for the game system is not its data file.',
    });
  });

  it('refuses another faction file in its place', async () => {
    expect(await readFaction(serving({ id: 'aeldari', datasheets: [], shared: [] }), 'drukhari')).toEqual({
      ok: false,
      error: 'The data file for "drukhari" holds faction "aeldari".',
    });
  });
});
