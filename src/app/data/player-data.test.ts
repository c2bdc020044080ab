import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import type { ImportTarget, Importer } from '../../features/game-data/sources/importer';
import { openSourceCache, type SourceCache } from '../../features/game-data/sources/source-cache';
import { fixtureData, fixtureManifest } from '../../testing/game-fixture';
import { playerDataSources } from './player-data';

const VERSION = 'c'.repeat(64);
let databases = 0;

/** A catalogue set kept in a fresh cache, as the Game data page leaves it. */
async function keptSource(): Promise<SourceCache> {
  const cache = openSourceCache(createStore(`muster-player-data-${++databases}`, 'files'));
  const record = { version: VERSION, name: 'Fixture', origin: { kind: 'files' as const, names: ['set.zip'] } };
  await cache.add({ ...record, commit: null, date: '2026-12-02', size: 3, factions: [] }, [
    { path: 'set.zip', bytes: new Uint8Array(3) },
  ]);
  return cache;
}

/** An importer that makes the fixture's data files, and counts what it was asked for. */
function fixtureImporter(asked: ImportTarget[]): () => Promise<Importer> {
  const { system, faction } = fixtureData();
  return async () => ({
    describe: async () => ({ ok: true, value: { name: 'Fixture', factions: [] } }),
    importData: async (_files, target, _source, onStep) => {
      asked.push(target);
      if (target.kind === 'system') {
        onStep('Reading the game system');
        return {
          ok: true,
          value: new Map([
            ['game-system.json', JSON.stringify(system)],
            ['manifest.json', JSON.stringify(fixtureManifest('player-1'))],
          ]),
        };
      }
      onStep(`Translating ${target.factionId}`);
      if (target.factionId !== faction.id) return { ok: false, error: `no catalogue holds the faction "${target.factionId}"` };
      return { ok: true, value: new Map([[`factions/${faction.id}.json`, JSON.stringify({ ...faction, shared: [] })]]) };
    },
  });
}

describe('game data from the player’s catalogues', () => {
  it('imports a faction the first time it is opened, naming the steps, and keeps it', async () => {
    const cache = await keptSource();
    const asked: ImportTarget[] = [];
    const sources = playerDataSources(VERSION, cache, fixtureImporter(asked));
    expect((await sources.loadSystemData()).ok).toBe(true);
    const steps: string[] = [];
    const faction = await sources.loadFaction('drukhari', 'Drukhari', (s) => steps.push(s));
    expect(faction.ok && faction.value.name).toBe('Drukhari');
    expect(steps).toEqual(['Translating drukhari']);
    expect(asked).toEqual([{ kind: 'system' }, { kind: 'faction', factionId: 'drukhari' }]);
  });

  it('opens a faction imported before from the cache alone, as an offline reload does', async () => {
    const cache = await keptSource();
    await playerDataSources(VERSION, cache, fixtureImporter([])).loadSystemData();
    await playerDataSources(VERSION, cache, fixtureImporter([])).loadFaction('drukhari');
    const asked: ImportTarget[] = [];
    const reloaded = playerDataSources(VERSION, cache, fixtureImporter(asked));
    const system = await reloaded.loadSystemData();
    expect(system.ok && system.value.manifest.dataVersion).toBe('player-1');
    expect((await reloaded.loadFaction('drukhari')).ok).toBe(true);
    expect(asked).toEqual([]);
  });

  it('says what the importer could not do, naming the faction', async () => {
    const cache = await keptSource();
    const sources = playerDataSources(VERSION, cache, fixtureImporter([]));
    const faction = await sources.loadFaction('necrons', 'Necrons');
    expect(faction).toEqual({
      ok: false,
      error: 'Could not load the data for faction "necrons": no catalogue holds the faction "necrons"',
    });
  });

  it('says so when the catalogues are gone from the browser’s storage', async () => {
    const cache = await keptSource();
    await cache.remove(VERSION);
    const system = await playerDataSources(VERSION, cache, fixtureImporter([])).loadSystemData();
    expect(system.ok).toBe(false);
    if (!system.ok) expect(system.error).toMatch(/no longer in this browser: add them again on the Game data page/);
  });
});
