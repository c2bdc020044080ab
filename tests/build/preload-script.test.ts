import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript } from '../../build/preload-game-data';

const build = {
  base: '/',
  dataFiles: {
    'game-system.json': 'assets/game-system.json',
    'manifest.json': 'assets/manifest.json',
    'factions/drukhari.json': 'assets/drukhari.json',
    'factions/blood-angels.json': 'assets/blood-angels.json',
    'packs/space-marines.json': 'assets/space-marines.json',
  },
  builder: ['assets/builder.js'],
  packs: { drukhari: [], 'blood-angels': ['packs/space-marines.json'] },
};

/** Runs the inline script as the page would, on `saved` in local storage; returns what it started to download. */
function run(saved: string | null, hash = '#/'): string[] {
  const downloads: string[] = [];
  const page = {
    location: { hash },
    localStorage: { getItem: (key: string) => (key === 'muster:rosters' ? saved : null) },
    fetch: (url: string) => {
      downloads.push(url);
      return new Promise(() => undefined);
    },
    document: { createElement: () => ({}), head: { appendChild: () => undefined } },
    window: {} as Record<string, unknown>,
  };
  runInNewContext(preloadScript(build), page);
  return downloads;
}

const lists = (rosters: unknown) => JSON.stringify({ state: { rosters }, version: 1 });

describe('the inline preload script', () => {
  it("downloads the game system and every saved list's faction", () => {
    expect(run(lists([{ roster: { id: 'a', factionId: 'drukhari' } }]))).toEqual([
      '/assets/game-system.json',
      '/assets/manifest.json',
      '/assets/drukhari.json',
    ]);
  });

  it('downloads the packs a saved list\'s faction shares datasheets from beside its file', () => {
    expect(run(lists([{ roster: { id: 'a', factionId: 'blood-angels' } }]))).toEqual([
      '/assets/game-system.json',
      '/assets/manifest.json',
      '/assets/blood-angels.json',
      '/assets/space-marines.json',
    ]);
  });

  it.each([
    ['nothing saved', null],
    ['broken JSON', '{"state":{"rosters":['],
    ['rosters that are an object', lists({ 0: { roster: { factionId: 'drukhari' } } })],
    ['rosters that are text', lists('drukhari')],
    ['rosters that are a number', lists(7)],
    ['no state', JSON.stringify({ version: 1 })],
    ['null', 'null'],
    ['entries of every kind', lists([null, 7, 'x', [], { roster: null }, { roster: { factionId: 5 } }, { roster: { factionId: 'hasOwnProperty' } }])],
  ])('never throws on %s, and still downloads the game system', (_, saved) => {
    expect(run(saved)).toEqual(['/assets/game-system.json', '/assets/manifest.json']);
  });
});
