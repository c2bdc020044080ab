import { answerImportRequest, type CatalogueImportRequest } from './catalogue-import';

/**
 * The catalogue importer, off the page's thread: parsing and translating a faction's catalogues takes seconds, and
 * the page keeps answering the player meanwhile, showing the step the import is at.
 */
self.addEventListener('message', (event: MessageEvent<CatalogueImportRequest>) => {
  answerImportRequest(event.data, (reply) => self.postMessage(reply));
});
