import { describe, expect, it } from 'vitest';
import { downloadedDataFiles } from './load-game-data';
import type { DataFileName } from './read-game-data';

const urlOf = (name: DataFileName): string | undefined => (name.includes('squats') ? undefined : `/assets/${name}`);

function fakeNetwork() {
  const fetched: string[] = [];
  return { fetched, getJson: (url: string) => (fetched.push(url), Promise.resolve({ url })) };
}

describe('data file downloads', () => {
  it('takes over the downloads index.html started instead of fetching them again', async () => {
    const network = fakeNetwork();
    const early = Promise.resolve({ early: true });
    const files = downloadedDataFiles(urlOf, network.getJson, { 'factions/drukhari.json': early });
    expect(await files('factions/drukhari.json')).toEqual({ early: true });
    expect(network.fetched).toEqual([]);
  });

  it('fetches a file once however many ask for it', async () => {
    const network = fakeNetwork();
    const files = downloadedDataFiles(urlOf, network.getJson);
    await Promise.all([files('game-system.json'), files('game-system.json')]);
    expect(network.fetched).toEqual(['/assets/game-system.json']);
  });

  it('has no download for a file the app was built without', () => {
    const network = fakeNetwork();
    expect(downloadedDataFiles(urlOf, network.getJson)('factions/squats.json')).toBeNull();
    expect(network.fetched).toEqual([]);
  });
});
