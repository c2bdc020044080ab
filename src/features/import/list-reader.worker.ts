import { createListReading } from './list-reading';
import type { WorkerReply, WorkerRequest } from './list-reader';

/**
 * The import dialog's reader, off the page's thread: a 2 MB paste or a 2,000-unit list is read here while the page
 * stays responsive. Faction data arrives once per faction and stays for the dialog's life.
 */
const reading = createListReading();

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let reply: WorkerReply;
  try {
    const result =
      request.kind === 'read'
        ? reading.read(request.id, request.text, request.factions, request.factionId)
        : request.kind === 'data'
          ? reading.receive(request.id, request.data)
          : reading.receiveNames(request.id, request.names);
    reply = { id: request.id, result };
  } catch (error) {
    const message = `Could not read this input (${error instanceof Error ? error.message : String(error)}).`;
    reply = { id: request.id, result: { kind: 'failed', error: { code: 'internal', message } } };
  }
  self.postMessage(reply);
});
