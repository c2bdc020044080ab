import type { ImportProblem } from '../../domain/import/import-problem';
import type { ImportProgress } from '../../domain/import/run-import';
import type { Result } from '../../domain/result';
import type { CatalogueImportReply, CatalogueImportRequest, ImportedFaction } from './catalogue-import';

/** What the page needs of a worker: the part of the Worker interface the importer uses, so a test can stand in. */
export type ImportWorker = {
  postMessage(request: CatalogueImportRequest): void;
  addEventListener(type: 'message', listener: (event: { data: CatalogueImportReply }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate(): void;
};

export type CatalogueImporter = {
  /** Imports one faction (with what it links to) from the player's files; `onProgress` names each step. */
  importFaction(
    request: Omit<CatalogueImportRequest, 'id'>,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<Result<ImportedFaction, ImportProblem>>;
  dispose(): void;
};

/**
 * The page's side of the catalogue import worker. Only this small module is imported by the page; the importer
 * (fast-xml-parser, fflate and the passes) is in the worker's own chunk, fetched when the first import starts.
 */
export function createCatalogueImporter(
  startWorker: () => ImportWorker = () =>
    new Worker(new URL('./catalogue-import.worker.ts', import.meta.url), { type: 'module', name: 'catalogue-import' }),
): CatalogueImporter {
  let worker: ImportWorker | null = null;
  let nextId = 1;
  const waiting = new Map<
    number,
    {
      readonly factionId: string;
      readonly resolve: (result: Result<ImportedFaction, ImportProblem>) => void;
      readonly onProgress?: (progress: ImportProgress) => void;
    }
  >();
  const failAll = (message: string) => {
    for (const { factionId, resolve } of waiting.values()) {
      resolve({ ok: false, error: { kind: 'import-failed', file: factionId, message } });
    }
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  const started = (): ImportWorker => {
    if (worker) return worker;
    const w = startWorker();
    w.addEventListener('message', (event) => {
      const reply = event.data;
      const asker = waiting.get(reply.id);
      if (!asker) return;
      if (reply.kind === 'progress') asker.onProgress?.(reply.progress);
      else {
        waiting.delete(reply.id);
        asker.resolve(reply.result);
      }
    });
    w.addEventListener('error', (event) =>
      failAll(`The catalogue importer stopped (${event.message || 'it could not start'}).`),
    );
    worker = w;
    return w;
  };
  return {
    importFaction: (request, onProgress) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, { factionId: request.factionId, resolve, ...(onProgress ? { onProgress } : {}) });
        started().postMessage({ id, ...request });
      }),
    dispose: () => {
      worker?.terminate();
      worker = null;
    },
  };
}
