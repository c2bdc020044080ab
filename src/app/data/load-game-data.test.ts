/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import type { Faction } from '../../domain/data/faction.schema';
import type { LoadResult } from '../../store/data-loader';
import type { EarlyGameDataWorker, GameDataReply, GameDataRequest, GameDataWorker } from './game-data-protocol';
import { createGameDataSource } from './load-game-data';
import type { SystemData } from './read-game-data';

function fakeWorker() {
  const sent: GameDataRequest[] = [];
  const worker: GameDataWorker = { postMessage: (request) => void sent.push(request), onmessage: null, onerror: null };
  return {
    worker,
    sent,
    reply: (reply: GameDataReply) => worker.onmessage?.(new MessageEvent('message', { data: reply })),
    fail: () => worker.onerror?.(new ErrorEvent('error', { message: 'worker script failed' })),
  };
}

const drukhariFailed: LoadResult<Faction> = { ok: false, message: 'The data for faction "drukhari" is damaged at (root): test.' };

describe('game data from the worker', () => {
  it('takes over the worker index.html started, with the replies it already had', async () => {
    const fake = fakeWorker();
    const early: EarlyGameDataWorker = {
      worker: fake.worker,
      requested: ['system', 'faction:drukhari'],
      replies: [{ key: 'faction:drukhari', result: drukhariFailed }],
      failed: false,
    };
    const source = createGameDataSource(early, null);
    expect(await source<Faction>({ kind: 'faction', factionId: 'drukhari' })).toEqual(drukhariFailed);
    const system = source<SystemData>({ kind: 'system' });
    const notReady: LoadResult<SystemData> = { ok: false, message: 'not ready' };
    fake.reply({ key: 'system', result: notReady });
    expect(await system).toEqual(notReady);
    expect(fake.sent).toEqual([]);
  });

  it('asks the worker once for a file two callers want', async () => {
    const fake = fakeWorker();
    const source = createGameDataSource(undefined, () => fake.worker);
    const first = source<Faction>({ kind: 'faction', factionId: 'drukhari' });
    const second = source<Faction>({ kind: 'faction', factionId: 'drukhari' });
    fake.reply({ key: 'faction:drukhari', result: drukhariFailed });
    expect(await Promise.all([first, second])).toEqual([drukhariFailed, drukhariFailed]);
    expect(fake.sent).toEqual([{ kind: 'faction', factionId: 'drukhari' }]);
  });

  it('reads the data on the main thread once the worker fails', async () => {
    const fake = fakeWorker();
    const source = createGameDataSource(undefined, () => fake.worker);
    const pending = source<Faction>({ kind: 'faction', factionId: 'drukhari' });
    fake.fail();
    const result = await pending;
    expect(result.ok && result.value.id).toBe('drukhari');
    expect(await source<Faction>({ kind: 'faction', factionId: 'squats' })).toEqual({
      ok: false,
      message: 'There is no data for faction "squats".',
    });
  });

  it('starts its own worker when the one index.html started failed', () => {
    const early = fakeWorker();
    const own = fakeWorker();
    const source = createGameDataSource({ worker: early.worker, requested: ['system'], replies: [], failed: true }, () => own.worker);
    void source<SystemData>({ kind: 'system' });
    expect(own.sent).toEqual([{ kind: 'system' }]);
  });

  it('reads the data on the main thread where there are no workers', async () => {
    const source = createGameDataSource(undefined, null);
    const result = await source<SystemData>({ kind: 'system' });
    expect(result.ok && result.value.manifest.factions.map((f) => f.id)).toContain('drukhari');
  });
});
