import type { Faction } from '../../domain/data/faction.schema';
import type { LoadResult } from '../../store/data-loader';
import type { DataFileName, SystemData } from './read-game-data';

/**
 * What the page asks the game-data worker (game-data-worker.ts) and what it answers. The inline script the
 * preload plugin in vite.config.ts writes into index.html speaks this too, so keep the two in step: it starts
 * the worker with its first requests in the worker's URL (see `requestsInHash`), since messages to a worker
 * wait for the page's main thread, which is busy with the app's code just then.
 */
export type GameDataRequest = { readonly kind: 'system' } | { readonly kind: 'faction'; readonly factionId: string };

export type GameDataReply =
  | { readonly key: 'system'; readonly result: LoadResult<SystemData> }
  | { readonly key: `faction:${string}`; readonly result: LoadResult<Faction> };

/** The parts of a Worker the page uses, so tests can stand in for one. */
export type GameDataWorker = {
  postMessage(request: GameDataRequest): void;
  onmessage: ((event: MessageEvent<GameDataReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

/** The worker index.html started before the app's code arrived, and what it has heard so far. */
export type EarlyGameDataWorker = {
  readonly worker: GameDataWorker;
  /** Keys (see `requestKey`) of the requests it was started with. */
  readonly requested: readonly string[];
  readonly replies: readonly GameDataReply[];
  /** The worker could not start or failed: the app reads the data itself. */
  readonly failed: boolean;
};

declare global {
  interface Window {
    musterGameData?: EarlyGameDataWorker;
  }
}

export function requestKey(request: GameDataRequest): GameDataReply['key'] {
  return request.kind === 'system' ? 'system' : `faction:${request.factionId}`;
}

/** The files a request reads, so their downloads can start before the parsers are even loaded. */
export function dataFilesFor(request: GameDataRequest): readonly DataFileName[] {
  return request.kind === 'system' ? ['game-system.json', 'manifest.json'] : [`factions/${request.factionId}.json`];
}

/** The requests in a worker URL's fragment: URI-encoded JSON, `[{"kind":"system"},{"kind":"faction","factionId":"drukhari"}]`. */
export function requestsInHash(hash: string): GameDataRequest[] {
  let list: unknown;
  try {
    list = JSON.parse(decodeURIComponent(hash.replace(/^#/, '')));
  } catch {
    return [];
  }
  return Array.isArray(list) ? list.filter(isRequest) : [];
}

function isRequest(value: unknown): value is GameDataRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Record<string, unknown>;
  return request['kind'] === 'system' || (request['kind'] === 'faction' && typeof request['factionId'] === 'string');
}
