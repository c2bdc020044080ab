import type { GameDataReply, GameDataRequest } from './game-data-protocol';
import { readFaction, readSystemData } from './read-game-data';

// Parsing a faction file with its schemas takes tens of milliseconds; here it runs beside the page's own
// start-up instead of in front of the builder's first render.
self.addEventListener('message', (event: MessageEvent<GameDataRequest>) => {
  void answer(event.data).then((reply) => self.postMessage(reply));
});

async function answer(request: GameDataRequest): Promise<GameDataReply> {
  try {
    if (request.kind === 'system') return { key: 'system', result: await readSystemData() };
    return { key: `faction:${request.factionId}`, result: await readFaction(request.factionId) };
  } catch (error) {
    const message = `The game data could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return request.kind === 'system'
      ? { key: 'system', result: { ok: false, message } }
      : { key: `faction:${request.factionId}`, result: { ok: false, message } };
  }
}
