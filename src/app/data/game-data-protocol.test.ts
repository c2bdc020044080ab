import { describe, expect, it } from 'vitest';
import { dataFilesFor, requestsInHash } from './game-data-protocol';

describe('game data requests in the worker URL', () => {
  it('reads the requests index.html writes', () => {
    const requests = [{ kind: 'system' }, { kind: 'faction', factionId: 'drukhari' }];
    expect(requestsInHash(`#${encodeURIComponent(JSON.stringify(requests))}`)).toEqual(requests);
  });

  it('drops what is not a request and ignores a fragment it cannot read', () => {
    const mixed = [{ kind: 'faction' }, { kind: 'system' }, 'drukhari', null];
    expect(requestsInHash(`#${encodeURIComponent(JSON.stringify(mixed))}`)).toEqual([{ kind: 'system' }]);
    expect(requestsInHash('#%E0%A4%A')).toEqual([]);
    expect(requestsInHash('')).toEqual([]);
  });

  it('names the files a request reads', () => {
    expect(dataFilesFor({ kind: 'system' })).toEqual(['game-system.json', 'manifest.json']);
    expect(dataFilesFor({ kind: 'faction', factionId: 'drukhari' })).toEqual(['factions/drukhari.json']);
  });
});
