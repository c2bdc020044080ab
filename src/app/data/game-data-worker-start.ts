import { fetchedDataFiles } from './fetched-data-files';
import { dataFilesFor, requestsInHash, type GameDataRequest } from './game-data-protocol';

/**
 * The requests index.html started the worker with. Their downloads start as this module is evaluated, which
 * the worker does first, before the parsers and their schemas (a good part of the worker's start-up).
 */
export const requestsAtStart: readonly GameDataRequest[] = requestsInHash(self.location.hash);

for (const request of requestsAtStart) {
  // A failed download is reported by the read that awaits it.
  for (const name of dataFilesFor(request)) void fetchedDataFiles(name)?.catch(() => undefined);
}
