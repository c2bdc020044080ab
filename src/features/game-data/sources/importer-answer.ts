import { describeCatalogues, importCatalogues } from './catalogue-importer';
import type { ImporterReply, ImporterRequest } from './importer-client';

/**
 * The worker's side of the importer: answers one request with the steps it names and then its result, through
 * `reply` (the worker's postMessage). Apart from the worker so it can be tested over a real message channel.
 */
export function answerImporterRequest(request: ImporterRequest, reply: (message: ImporterReply) => void): void {
  try {
    if (request.kind === 'describe') {
      reply({ id: request.id, kind: 'done', result: describeCatalogues(request.files) });
    } else {
      const result = importCatalogues(request.files, request.target, request.source, (step) =>
        reply({ id: request.id, kind: 'step', step }),
      );
      reply({ id: request.id, kind: 'done', result: result.ok ? { ok: true, value: [...result.value] } : result });
    }
  } catch (error) {
    reply({ id: request.id, kind: 'done', result: { ok: false, error: `The importer stopped: ${String(error)}` } });
  }
}
