/// <reference lib="webworker" />
import { answerImporterRequest } from './importer-answer';
import type { ImporterReply, ImporterRequest } from './importer-client';

// The importer's passes take seconds on a large army: here they never hold up the page.
self.addEventListener('message', (event: MessageEvent<ImporterRequest>) =>
  answerImporterRequest(event.data, (message: ImporterReply) => self.postMessage(message)),
);
