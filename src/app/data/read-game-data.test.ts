import { describe, expect, it } from 'vitest';
import { loadFaction, loadSystemData } from './load-game-data';

describe('game data in the app', () => {
  it('loads and parses a faction from its own file', async () => {
    const result = await loadFaction('drukhari');
    expect(result.ok && result.value.id).toBe('drukhari');
  });

  it('loads the game system and the manifest together', async () => {
    const result = await loadSystemData();
    expect(result.ok && result.value.manifest.factions.map((f) => f.id)).toContain('drukhari');
  });

  it('names a faction it has no data for', async () => {
    expect(await loadFaction('squats')).toEqual({ ok: false, message: 'There is no data for faction "squats".' });
  });
});
