import { describe, expect, it } from 'vitest';
import { bundledDataFiles } from './bundled-data-files';
import { readFaction, readSystemData } from './read-game-data';

describe('game data files in the app', () => {
  it('reads and parses a faction from its own file', async () => {
    const result = await readFaction(bundledDataFiles, 'drukhari');
    expect(result.ok && result.value.id).toBe('drukhari');
  });

  it('reads the game system and the manifest together', async () => {
    const result = await readSystemData(bundledDataFiles);
    expect(result.ok && result.value.manifest.factions.map((f) => f.id)).toContain('drukhari');
  });

  it('names a faction it has no data for', async () => {
    expect(await readFaction(bundledDataFiles, 'squats')).toEqual({ ok: false, message: 'There is no data for faction "squats".' });
  });
});
