import type { Faction } from '../../domain/codecs/read-list';
import type { GameData } from '../../domain/data/game-data';
import { createListChecking, type CheckedList, type DroppedFile } from './list-checking';

export type CheckerRequest =
  | {
      readonly kind: 'start';
      readonly files: readonly DroppedFile[];
      readonly pasted: string;
      readonly factions: readonly Faction[];
    }
  | { readonly kind: 'data'; readonly data: readonly GameData[]; readonly missing: Readonly<Record<string, string>> };
export type CheckerReply =
  | { readonly kind: 'started'; readonly factionIds: readonly string[]; readonly lists: number }
  | { readonly kind: 'checked'; readonly checks: readonly CheckedList[]; readonly isDone: boolean }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Checks many lists for the page. In the browser the work runs in a worker, so 300 lists or a large zip never
 * freeze the page: `start` reads them up to their factions, the page loads those, and `finish` judges every list,
 * reporting the rows part by part. One check at a time.
 */
export type ListChecker = {
  start(
    files: readonly DroppedFile[],
    pasted: string,
    factions: readonly Faction[],
  ): Promise<{ readonly factionIds: readonly string[]; readonly lists: number }>;
  finish(
    data: readonly GameData[],
    missing: Readonly<Record<string, string>>,
    onChecked: (checks: readonly CheckedList[]) => void,
  ): Promise<void>;
  dispose(): void;
};

export function createListChecker(): ListChecker {
  return typeof Worker === 'undefined'
    ? pageChecker()
    : workerChecker(
        new Worker(new URL('./list-checker.worker.ts', import.meta.url), { type: 'module', name: 'list-checker' }),
      );
}

/** The same work on the page's own thread, where there are no workers (jsdom in component tests). */
function pageChecker(): ListChecker {
  const checking = createListChecking();
  return {
    start: async (files, pasted, factions) => checking.start(files, pasted, factions),
    finish: async (data, missing, onChecked) => checking.finish(data, missing, (checks) => onChecked(checks)),
    dispose: () => undefined,
  };
}

function workerChecker(worker: Worker): ListChecker {
  let listener: ((reply: CheckerReply) => void) | null = null;
  worker.addEventListener('message', (event: MessageEvent<CheckerReply>) => listener?.(event.data));
  worker.addEventListener('error', (event) =>
    listener?.({ kind: 'failed', message: `The list checker stopped (${event.message || 'it could not start'}).` }),
  );
  /** Sends a request and hands each reply to `receive` until it returns true (the answer is complete). */
  const ask = (request: CheckerRequest, receive: (reply: CheckerReply) => boolean, transfer: Transferable[] = []) =>
    new Promise<void>((resolve, reject) => {
      listener = (reply) => {
        if (reply.kind === 'failed') {
          listener = null;
          reject(new Error(reply.message));
        } else if (receive(reply)) {
          listener = null;
          resolve();
        }
      };
      worker.postMessage(request, transfer);
    });
  return {
    start: async (files, pasted, factions) => {
      let answer: { factionIds: readonly string[]; lists: number } = { factionIds: [], lists: 0 };
      // The files' bytes move to the worker rather than being copied: a zip of an event can be megabytes.
      const transfer = files.map((f) => f.bytes.buffer).filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
      await ask(
        { kind: 'start', files, pasted, factions },
        (reply) => {
          if (reply.kind !== 'started') return false;
          answer = reply;
          return true;
        },
        transfer,
      );
      return answer;
    },
    finish: (data, missing, onChecked) =>
      ask({ kind: 'data', data, missing }, (reply) => {
        if (reply.kind !== 'checked') return false;
        onChecked(reply.checks);
        return reply.isDone;
      }),
    dispose: () => worker.terminate(),
  };
}
