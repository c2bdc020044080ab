import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { testCatalogueZip } from '../../../testing/test-catalogues';
import { importCatalogues } from './catalogue-importer';
import { answerImporterRequest } from './importer-answer';
import type { ImporterReply, ImporterRequest } from './importer-client';

const files = [{ path: 'wh40k-test-main.zip', bytes: testCatalogueZip() }];
const source = { version: 'd'.repeat(64), name: 'Warhammer 40,000 10th Edition', commit: null, date: '2026-12-02' };

/**
 * The request and every reply cross a real MessageChannel, so they are structured-cloned as a worker's postMessage
 * clones them: what arrives is what the page gets from the worker.
 */
function askOverChannel(request: ImporterRequest): Promise<ImporterReply[]> {
  const { port1, port2 } = new MessageChannel();
  port2.on('message', (message: ImporterRequest) =>
    answerImporterRequest(message, (reply) => port2.postMessage(reply)),
  );
  return new Promise((resolve) => {
    const replies: ImporterReply[] = [];
    port1.on('message', (reply: ImporterReply) => {
      replies.push(reply);
      if (reply.kind !== 'done') return;
      port1.close();
      resolve(replies);
    });
    port1.postMessage(request);
  });
}

describe('the importer worker', () => {
  it('imports an army from a zip into the same files as the import in the page, naming each step on the way', async () => {
    const target = { kind: 'faction', factionId: 'testers' } as const;
    const replies = await askOverChannel({ id: 7, kind: 'import', files, target, source });
    const direct = importCatalogues(files, target, source, () => undefined);
    if (!direct.ok) throw new Error(direct.error);
    expect(replies.filter((r) => r.kind === 'step').map((r) => r.step)).toContain('Translating Testers');
    expect(replies.at(-1)).toEqual({ id: 7, kind: 'done', result: { ok: true, value: [...direct.value] } });
  });

  it('answers a damaged zip with the problem, for the page to say', async () => {
    const damaged = [{ path: 'wh40k.zip', bytes: testCatalogueZip().slice(0, 200) }];
    const replies = await askOverChannel({ id: 1, kind: 'describe', files: damaged });
    expect(replies).toEqual([
      { id: 1, kind: 'done', result: { ok: false, error: expect.stringContaining('wh40k.zip') } },
    ]);
  });
});
