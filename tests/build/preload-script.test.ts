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

/**
 * Runs the inline script as the page would, on `saved` in local storage; returns what it started to download and
 * the attributes it set on `<html>`.
 */
function runPage(
  saved: string | null,
  hash = '#/',
  chosenSource: string | null = null,
): { downloads: string[]; html: Record<string, string> } {
  const downloads: string[] = [];
  const html: Record<string, string> = {};
  const page = {
    location: { hash },
    localStorage: {
      getItem: (key: string) =>
        key === 'muster:rosters' ? saved : key === 'muster:game-data-source' ? chosenSource : null,
    },
    fetch: (url: string) => {
      downloads.push(url);
      return new Promise(() => undefined);
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: () => undefined },
      documentElement: { setAttribute: (name: string, value: string) => (html[name] = value) },
    },
    window: {} as Record<string, unknown>,
  };
  runInNewContext(preloadScript(build), page);
  return { downloads, html };
}

const run = (saved: string | null, hash = '#/'): string[] => runPage(saved, hash).downloads;

const lists = (rosters: unknown) => JSON.stringify({ state: { rosters }, version: 1 });

describe('the inline preload script', () => {
  it("downloads the game system and every saved list's faction", () => {
    expect(run(lists([{ roster: { id: 'a', factionId: 'drukhari' } }]))).toEqual([
      '/assets/game-system.json',
      '/assets/manifest.json',
      '/assets/drukhari.json',
    ]);
  });

  it("downloads the packs a saved list's faction shares datasheets from beside its file", () => {
    expect(run(lists([{ roster: { id: 'a', factionId: 'blood-angels' } }]))).toEqual([
      '/assets/game-system.json',
      '/assets/manifest.json',
      '/assets/blood-angels.json',
      '/assets/space-marines.json',
    ]);
  });

  it("downloads none of the built-in data while the player's own catalogues are in use", () => {
    const saved = lists([{ roster: { id: 'a', factionId: 'drukhari' } }]);
    expect(runPage(saved, '#/list/a', 'f'.repeat(64)).downloads).toEqual([]);
    // A value that is no catalogue set's version is not one: the built-in data is in use.
    expect(runPage(saved, '#/list/a', 'not-a-version').downloads).toContain('/assets/drukhari.json');
  });

  it.each([
    ['nothing saved', null],
    ['broken JSON', '{"state":{"rosters":['],
    ['rosters that are an object', lists({ 0: { roster: { factionId: 'drukhari' } } })],
    ['rosters that are text', lists('drukhari')],
    ['rosters that are a number', lists(7)],
    ['no state', JSON.stringify({ version: 1 })],
    ['null', 'null'],
    [
      'entries of every kind',
      lists([
        null,
        7,
        'x',
        [],
        { roster: null },
        { roster: { factionId: 5 } },
        { roster: { factionId: 'hasOwnProperty' } },
      ]),
    ],
  ])('never throws on %s, and still downloads the game system', (_, saved) => {
    expect(run(saved)).toEqual(['/assets/game-system.json', '/assets/manifest.json']);
  });

  it.each([
    ['#/', 'lists'],
    ['', 'lists'],
    ['#/list/a', 'builder'],
    ['#/list/a/unit/u1', 'builder'],
    ['#/share/abc', 'shared'],
  ])("names the page %j opens for the first screen's skeleton: %s", (hash, page) => {
    expect(runPage(lists([{ roster: { id: 'a', factionId: 'drukhari' } }]), hash).html).toEqual({
      'data-first-screen': page,
    });
  });
});
