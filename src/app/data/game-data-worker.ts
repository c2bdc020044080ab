// Kept first: evaluating it starts the downloads before the imports below are evaluated.
import { requestsAtStart } from './game-data-worker-start';
// Before the schemas are built (see the module).
import './zod-jitless';
import { fetchedDataFiles } from './fetched-data-files';
import type { GameDataReply, GameDataRequest } from './game-data-protocol';
import { readFaction, readSystemData } from './read-game-data';

// Parsing a faction file with its schemas takes tens of milliseconds; here it runs beside the page's own
// start-up instead of in front of the builder's first render.
self.addEventListener('message', (event: MessageEvent<GameDataRequest>) => reply(event.data));
for (const request of requestsAtStart) reply(request);

function reply(request: GameDataRequest): void {
  void answer(request).then((answered) => self.postMessage(answered));
}

async function answer(request: GameDataRequest): Promise<GameDataReply> {
  try {
    if (request.kind === 'system') return { key: 'system', result: await readSystemData(fetchedDataFiles) };
    return { key: `faction:${request.factionId}`, result: await readFaction(fetchedDataFiles, request.factionId) };
  } catch (error) {
    const message = `The game data could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return request.kind === 'system'
      ? { key: 'system', result: { ok: false, message } }
      : { key: `faction:${request.factionId}`, result: { ok: false, message } };
  }
}
