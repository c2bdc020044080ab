import type { Result } from '../../../domain/result';
import type { CatalogueFile } from './catalogue-files';
import { describeCatalogues, importCatalogues } from './catalogue-importer';
import type { ImportSource, ImportTarget, Importer, SourceDescription } from './importer';

export type ImporterRequest =
  | { readonly id: number; readonly kind: 'describe'; readonly files: readonly CatalogueFile[] }
  | {
      readonly id: number;
      readonly kind: 'import';
      readonly files: readonly CatalogueFile[];
      readonly target: ImportTarget;
      readonly source: ImportSource;
    };
export type ImporterReply =
  | { readonly id: number; readonly kind: 'step'; readonly step: string }
  | {
      readonly id: number;
      readonly kind: 'done';
      readonly result: Result<SourceDescription, string> | Result<readonly (readonly [string, string])[], string>;
    };

/** The importer in a worker of its own, started on first use: one per page, its requests told apart by id. */
export function workerImporter(): Importer {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<
    number,
    { step: (step: string) => void; done: (result: ImporterReply & { kind: 'done' }) => void }
  >();
  function ask(request: ImporterRequest, step: (s: string) => void): Promise<ImporterReply & { kind: 'done' }> {
    if (!worker) {
      worker = new Worker(new URL('./importer.worker.ts', import.meta.url), { type: 'module', name: 'importer' });
      worker.addEventListener('message', (event: MessageEvent<ImporterReply>) => {
        const reply = event.data;
        const asker = waiting.get(reply.id);
        if (!asker) return;
        if (reply.kind === 'step') asker.step(reply.step);
        else {
          waiting.delete(reply.id);
          asker.done(reply);
        }
      });
      worker.addEventListener('error', (event) => {
        for (const [id, asker] of waiting) {
          asker.done({
            id,
            kind: 'done',
            result: { ok: false, error: `The importer stopped (${event.message || 'it could not start'}).` },
          });
        }
        waiting.clear();
        worker = null;
      });
    }
    return new Promise((resolve) => {
      waiting.set(request.id, { step, done: resolve });
      worker?.postMessage(request);
    });
  }
  return {
    async describe(files) {
      const reply = await ask({ id: ++next, kind: 'describe', files }, () => {});
      return reply.result as Result<SourceDescription, string>;
    },
    async importData(files, target, source, onStep) {
      const reply = await ask({ id: ++next, kind: 'import', files, target, source }, onStep);
      const result = reply.result as Result<readonly (readonly [string, string])[], string>;
      return result.ok ? { ok: true, value: new Map(result.value) } : result;
    },
  };
}

/** The same importer on the page's own thread, where there are no workers (jsdom in component tests). */
export function pageImporter(): Importer {
  return {
    describe: async (files) => describeCatalogues(files),
    importData: async (files, target, source, onStep) => importCatalogues(files, target, source, onStep),
  };
}
