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

  it('reads the game system and the manifest together', async () => {
    const result = await readSystemData(storedFiles);
    expect(result.ok && result.value.manifest.factions.map((f) => f.id)).toContain('drukhari');
  });

  it('names a faction it has no data for', async () => {
    expect(await readFaction(storedFiles, 'squats')).toEqual({ ok: false, message: 'There is no data for faction "squats".' });
  });

  it('says when the download failed', async () => {
    const failing: DataFiles = () => Promise.reject(new Error('/assets/drukhari.json answered 404 Not Found'));
    expect(await readFaction(failing, 'drukhari')).toEqual({
      ok: false,
      message: 'Could not download the data for faction "drukhari": /assets/drukhari.json answered 404 Not Found',
    });
  });

  it('refuses a download that is not the data file asked for', async () => {
    const notData = { ok: false, message: 'What was downloaded for faction "drukhari" is not its data file.' };
    expect(await readFaction(serving('<!doctype html>'), 'drukhari')).toEqual(notData);
    expect(await readFaction(serving([]), 'drukhari')).toEqual(notData);
    expect(await readFaction(serving({ id: 'drukhari' }), 'drukhari')).toEqual(notData);
    expect(await readSystemData(serving({ factions: [] }))).toEqual({
      ok: false,
      message: 'What was downloaded for the game system is not its data file.',
    });
  });

  it('refuses another faction file in its place', async () => {
    expect(await readFaction(serving({ id: 'aeldari', datasheets: [] }), 'drukhari')).toEqual({
      ok: false,
      message: 'The data file for "drukhari" holds faction "aeldari".',
    });
  });
});
