import type { Faction } from '../../domain/data/faction.schema';
import type { LoadResult } from '../../store/data-loader';
import { requestKey, type EarlyGameDataWorker, type GameDataReply, type GameDataRequest, type GameDataWorker } from './game-data-protocol';
import type { SystemData } from './read-game-data';

export type { SystemData } from './read-game-data';

export type GameDataSource = <T>(request: GameDataRequest) => Promise<LoadResult<T>>;
type Waiting = { readonly request: GameDataRequest; readonly settle: (result: LoadResult<unknown>) => void };

/**
 * Game data parsed in a worker, so the page's main thread is free for the app's own start-up meanwhile. Takes
 * over the worker index.html started, with the replies it already has; without workers, or once the worker
 * fails, the data is read on the main thread with the same parsers and messages.
 */
export function createGameDataSource(early: EarlyGameDataWorker | undefined, startWorker: (() => GameDataWorker) | null): GameDataSource {
  const answered = new Map<string, LoadResult<unknown>>();
  const waiting = new Map<string, Waiting[]>();
  const asked = new Set<string>();
  let worker: GameDataWorker | null = null;

  function receive(reply: GameDataReply): void {
    answered.set(reply.key, reply.result);
    for (const w of waiting.get(reply.key) ?? []) w.settle(reply.result);
    waiting.delete(reply.key);
  }
  function fallBack(): void {
    worker = null;
    for (const list of waiting.values()) for (const w of list) void readHere(w.request).then(w.settle);
    waiting.clear();
  }
  function adopt(next: GameDataWorker): void {
    worker = next;
    next.onmessage = (event) => receive(event.data);
    next.onerror = fallBack;
  }

  if (early && !early.failed) {
    adopt(early.worker);
    for (const key of early.requested) asked.add(key);
    for (const reply of early.replies) receive(reply);
  } else if (startWorker) {
    try {
      adopt(startWorker());
    } catch {
      // A browser that refuses module workers still gets its data, read here.
    }
  }

  return <T>(request: GameDataRequest): Promise<LoadResult<T>> => {
    const key = requestKey(request);
    const known = answered.get(key);
    if (known) return Promise.resolve(known as LoadResult<T>);
    if (!worker) return readHere(request) as Promise<LoadResult<T>>;
    const current = worker;
    return new Promise((settle) => {
      waiting.set(key, [...(waiting.get(key) ?? []), { request, settle: settle as Waiting['settle'] }]);
      if (!asked.has(key)) {
        asked.add(key);
        current.postMessage(request);
      }
    });
  };
}

function readHere(request: GameDataRequest): Promise<LoadResult<unknown>> {
  return Promise.all([import('./read-game-data'), import('./bundled-data-files')]).then(
    ([reader, { bundledDataFiles }]): Promise<LoadResult<unknown>> =>
      request.kind === 'system' ? reader.readSystemData(bundledDataFiles) : reader.readFaction(bundledDataFiles, request.factionId),
    (error: unknown) => ({ ok: false, message: `Could not download the data reader: ${error instanceof Error ? error.message : String(error)}` }),
  );
}

let appSource: GameDataSource | null = null;

function source(): GameDataSource {
  appSource ??= createGameDataSource(
    typeof window === 'undefined' ? undefined : window.musterGameData,
    typeof Worker === 'undefined' ? null : () => new Worker(new URL('./game-data-worker.ts', import.meta.url), { type: 'module' }),
  );
  return appSource;
}

/** The game system (battle sizes, sections, glossary) and the manifest (factions, data version). */
export function loadSystemData(): Promise<LoadResult<SystemData>> {
  return source()<SystemData>({ kind: 'system' });
}

export function loadFaction(factionId: string): Promise<LoadResult<Faction>> {
  return source()<Faction>({ kind: 'faction', factionId });
}
