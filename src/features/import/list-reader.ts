import type { Faction } from '../../domain/codecs/read-list';
import type { GameData } from '../../domain/data/game-data';
import { createListReading, type ListReading } from './list-reading';

export type WorkerRequest =
  | {
      readonly kind: 'read';
      readonly id: number;
      readonly text: string;
      readonly factions: readonly Faction[];
      readonly factionId?: string;
    }
  | { readonly kind: 'data'; readonly id: number; readonly data: GameData }
  | { readonly kind: 'names'; readonly id: number; readonly names: Readonly<Record<string, readonly string[]>> };
export type WorkerReply = { readonly id: number; readonly result: ListReading };

/**
 * Reads pasted lists for the import dialog. In the browser the work runs in a worker, so reading a large paste
 * never blocks the page; `read` answers `needs-data` when the text names a faction the worker has no data for,
 * and `give` sends that data and finishes the same reading; `needs-names` when the faction is to be told from the
 * list's units, and `giveNames` sends every faction's datasheet names.
 */
export type ListReader = {
  /** `factionId`: the faction the player chose to read a text list as, whatever it names. */
  read(
    text: string,
    factions: readonly Faction[],
    factionId?: string,
  ): Promise<{ readonly id: number; readonly result: ListReading }>;
  give(id: number, data: GameData): Promise<ListReading>;
  /** Every faction's datasheet names, by faction id, for a reading that answered `needs-names`. */
  giveNames(id: number, names: Readonly<Record<string, readonly string[]>>): Promise<ListReading>;
  dispose(): void;
};

export function createListReader(): ListReader {
  return typeof Worker === 'undefined'
    ? pageReader()
    : workerReader(
        new Worker(new URL('./list-reader.worker.ts', import.meta.url), { type: 'module', name: 'list-reader' }),
      );
}

let nextId = 1;

/** The same reading on the page's own thread, where there are no workers (jsdom in component tests). */
function pageReader(): ListReader {
  const reading = createListReading();
  return {
    read: async (text, factions, factionId) => {
      const id = nextId++;
      return { id, result: reading.read(id, text, factions, factionId) };
    },
    give: async (id, data) => reading.receive(id, data),
    giveNames: async (id, names) => reading.receiveNames(id, names),
    dispose: () => undefined,
  };
}

function workerReader(worker: Worker): ListReader {
  const waiting = new Map<number, (result: ListReading) => void>();
  let failure: string | null = null;
  const failAll = (message: string) => {
    failure = message;
    for (const resolve of waiting.values()) resolve({ kind: 'failed', error: { code: 'internal', message } });
    waiting.clear();
  };
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const resolve = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    resolve?.(event.data.result);
  });
  worker.addEventListener('error', (event) =>
    failAll(`The list reader stopped (${event.message || 'it could not start'}).`),
  );
  const ask = (request: WorkerRequest) =>
    new Promise<ListReading>((resolve) => {
      if (failure !== null) return resolve({ kind: 'failed', error: { code: 'internal', message: failure } });
      waiting.set(request.id, resolve);
      worker.postMessage(request);
    });
  return {
    read: async (text, factions, factionId) => {
      const id = nextId++;
      return {
        id,
        result: await ask({ kind: 'read', id, text, factions, ...(factionId !== undefined ? { factionId } : {}) }),
      };
    },
    give: (id, data) => ask({ kind: 'data', id, data }),
    giveNames: (id, names) => ask({ kind: 'names', id, names }),
    dispose: () => worker.terminate(),
  };
}
