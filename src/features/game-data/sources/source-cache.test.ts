import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { openSourceCache, type SourceRecord } from './source-cache';

let databases = 0;
/** A fresh database per test, as a fresh browser profile has. */
const freshCache = () => openSourceCache(createStore(`muster-game-data-${++databases}`, 'files'));

const record = (version: string, over: Partial<SourceRecord> = {}): SourceRecord => ({
  version: version.repeat(64),
  name: 'Warhammer 40,000 10th Edition',
  origin: { kind: 'files', names: ['wh40k-10e.zip'] },
  commit: null,
  date: '2026-12-02',
  size: 12,
  factions: [{ id: 'space-marines', name: 'Space Marines' }],
  ...over,
});
const gst = { path: 'Warhammer 40,000.gst', bytes: new TextEncoder().encode('<gameSystem/>') };

describe('the source cache', () => {
  it('keeps a source’s record and files, the newest source first', async () => {
    const cache = freshCache();
    await cache.add(record('a'), [gst]);
    await cache.add(record('b'), [gst]);
    expect((await cache.sources()).map((s) => s.version[0])).toEqual(['b', 'a']);
    expect(await cache.files('a'.repeat(64))).toEqual([gst]);
  });

  it('keeps each imported data file under its source’s version, so another version never reads it', async () => {
    const cache = freshCache();
    await cache.putDataFiles('a'.repeat(64), new Map([['factions/space-marines.json', '{"id":"space-marines"}']]));
    expect(await cache.dataFile('a'.repeat(64), 'factions/space-marines.json')).toBe('{"id":"space-marines"}');
    expect(await cache.dataFile('b'.repeat(64), 'factions/space-marines.json')).toBeUndefined();
  });

  it('reads a stored data file that is not text as not imported, so it is imported again rather than trusted', async () => {
    const store = createStore(`muster-game-data-${++databases}`, 'files');
    await set(['data', 'a'.repeat(64), 'factions/x.json'], { id: 'x' }, store);
    expect(await openSourceCache(store).dataFile('a'.repeat(64), 'factions/x.json')).toBeUndefined();
  });

  it('forgets a removed source with its files and every data file imported from it', async () => {
    const cache = freshCache();
    await cache.add(record('a'), [gst]);
    await cache.add(record('b'), [gst]);
    await cache.putDataFiles(
      'a'.repeat(64),
      new Map([
        ['game-system.json', '{}'],
        ['factions/x.json', '{}'],
      ]),
    );
    await cache.putDataFiles('b'.repeat(64), new Map([['game-system.json', '{"kept":true}']]));
    await cache.remove('a'.repeat(64));
    expect((await cache.sources()).map((s) => s.version[0])).toEqual(['b']);
    expect(await cache.files('a'.repeat(64))).toBeNull();
    expect(await cache.dataFile('a'.repeat(64), 'factions/x.json')).toBeUndefined();
    expect(await cache.dataFile('b'.repeat(64), 'game-system.json')).toBe('{"kept":true}');
  });

  it('leaves out a stored record that does not parse rather than trust it', async () => {
    const store = createStore(`muster-game-data-${++databases}`, 'files');
    const cache = openSourceCache(store);
    await cache.add(record('a'), [gst]);
    await set('sources', [{ version: 'damaged' }, record('a')], store);
    expect((await cache.sources()).map((s) => s.version[0])).toEqual(['a']);
  });
});
