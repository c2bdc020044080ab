import type { ImportTarget, Importer } from '../../features/game-data/sources/importer';
import type { SourceCache } from '../../features/game-data/sources/source-cache';
import type { DataSources } from '../../store/data-loader';
import { readFaction, readSystemData, type DataFileName, type DataFiles } from './read-game-data';

/** The import that makes a data file: the game system and manifest together, a faction with its packs. */
function targetOf(name: DataFileName): ImportTarget | null {
  if (name === 'game-system.json' || name === 'manifest.json') return { kind: 'system' };
  const faction = /^factions\/(.+)\.json$/.exec(name)?.[1];
  return faction ? { kind: 'faction', factionId: faction } : null;
}

/**
 * The data files of the player's catalogue set `version`, in the same shapes as the built-in ones: each from the
 * cache when it was imported before (offline too), otherwise imported from the set's kept files and cached. A
 * faction's packs come with it, so a pack not in the cache was never imported.
 */
export function playerDataFiles(
  version: string,
  cache: SourceCache,
  importer: () => Promise<Importer>,
  onStep: (step: string) => void = () => {},
): DataFiles {
  const pending = new Map<string, Promise<unknown>>();
  const imports = new Map<string, Promise<ReadonlyMap<string, string>>>();

  async function imported(target: ImportTarget): Promise<ReadonlyMap<string, string>> {
    const key = target.kind === 'system' ? 'system' : target.factionId;
    let running = imports.get(key);
    if (!running) {
      running = (async () => {
        const files = await cache.files(version);
        const record = (await cache.sources()).find((r) => r.version === version);
        if (!files || !record) {
          throw new Error(
            'the catalogues of this game data are no longer in this browser: add them again on the Game data page',
          );
        }
        const source = { version, name: record.name, commit: record.commit, date: record.date };
        const result = await (await importer()).importData(files, target, source, onStep);
        if (!result.ok) throw new Error(result.error);
        await cache.putDataFiles(version, result.value);
        return result.value;
      })();
      // A failed import may be tried again (the page reopened); a finished one is in the cache.
      running.catch(() => imports.delete(key));
      imports.set(key, running);
    }
    return running;
  }

  async function read(name: DataFileName): Promise<unknown> {
    const stored = await cache.dataFile(version, name);
    if (stored !== undefined) return JSON.parse(stored);
    const target = targetOf(name);
    if (!target) throw new Error(`${name} was not imported with its faction`);
    const text = (await imported(target)).get(name);
    if (text === undefined) throw new Error(`these catalogues have no ${name.replace(/\.json$/, '')}`);
    return JSON.parse(text);
  }

  return (name) => {
    let file = pending.get(name);
    if (!file) {
      file = read(name);
      pending.set(name, file);
    }
    return file;
  };
}

/** The data loader's sources over the player's catalogue set `version`. */
export function playerDataSources(version: string, cache: SourceCache, importer: () => Promise<Importer>): DataSources {
  let step: (step: string) => void = () => {};
  const files = playerDataFiles(version, cache, importer, (s) => step(s));
  return {
    loadSystemData: () => readSystemData(files),
    loadFaction: (factionId, factionName, onStep) => {
      step = onStep ?? (() => {});
      return readFaction(files, factionId, factionName);
    },
  };
}
