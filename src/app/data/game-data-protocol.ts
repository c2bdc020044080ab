import type { Faction } from '../../domain/data/faction.schema';
import type { LoadResult } from '../../store/data-loader';
import type { SystemData } from './read-game-data';

/**
 * What the page asks the game-data worker (game-data-worker.ts) and what it answers. The inline script the
 * preload plugin in vite.config.ts writes into index.html speaks this too, so keep the two in step.
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
  /** Keys (see `requestKey`) of the requests already sent. */
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
