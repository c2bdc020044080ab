/// <reference lib="webworker" />
import { describeCatalogues, importCatalogues } from './catalogue-importer';
import type { ImporterReply, ImporterRequest } from './importer-client';

// The importer's passes take seconds on a large army: here they never hold up the page.
self.addEventListener('message', (event: MessageEvent<ImporterRequest>) => {
  const request = event.data;
  const reply = (message: ImporterReply) => self.postMessage(message);
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
});
