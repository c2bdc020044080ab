import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../domain/import/run-import';
import { runImport } from '../../domain/import/run-import';
import { TEST_FACTION, testCatalogueZip, testCatalogues } from '../../testing/test-catalogues';
import { answerImportRequest, type CatalogueImportReply, type CatalogueImportRequest } from './catalogue-import';
import { createCatalogueImporter, type CatalogueImporter, type ImportWorker } from './catalogue-importer';

const SOURCE = { name: 'test', commit: '0'.repeat(40), date: '2026-01-01' };

/**
 * A worker as the browser gives one, short of the thread: the request and every reply cross a real MessageChannel,
 * so they are structured-cloned as postMessage clones them (a Map of files survives, a function would not).
 */
function channelWorker(): ImportWorker {
  const { port1, port2 } = new MessageChannel();
  port2.on('message', (request: CatalogueImportRequest) =>
    answerImportRequest(request, (reply) => port2.postMessage(reply)),
  );
  return {
    postMessage: (request) => port1.postMessage(request),
    addEventListener: (type: 'message' | 'error', listener: (event: { data: CatalogueImportReply }) => void) => {
      if (type === 'message') port1.on('message', (data: CatalogueImportReply) => listener({ data }));
    },
    terminate: () => {
      port1.close();
      port2.close();
    },
  } as ImportWorker;
}

let importer: CatalogueImporter | null = null;
afterEach(() => importer?.dispose());

describe('the catalogue import worker', () => {
  it('imports the miniature catalogue from a zip into the same files as the import from disk, naming each step', async () => {
    importer = createCatalogueImporter(channelWorker);
    const steps: ImportProgress[] = [];
    const result = await importer.importFaction(
      {
        files: [{ path: 'wh40k-test-main.zip', bytes: testCatalogueZip() }],
        factionId: TEST_FACTION.id,
        specs: [TEST_FACTION],
        source: SOURCE,
        dataVersion: 'test',
      },
      (p) => steps.push(p),
    );
    if (!result.ok) throw new Error(result.error.message);
    const fromDisk = runImport({
      catalogues: testCatalogues(),
      factions: [TEST_FACTION],
      source: SOURCE,
      dataVersion: 'test',
      overrides: { about: '', datasheets: [] },
      seeds: [],
    });
    expect([...result.value.files.entries()]).toEqual([...fromDisk.files.entries()]);
    expect(result.value.report).toEqual(fromDisk.report);
    expect(steps.map((s) => s.step)).toEqual(['unpack', 'read', 'translate', 'enrich', 'emit']);
  });

  it('answers a damaged zip with the problem, naming the file', async () => {
    importer = createCatalogueImporter(channelWorker);
    const result = await importer.importFaction({
      files: [{ path: 'damaged.zip', bytes: testCatalogueZip().slice(0, 100) }],
      factionId: TEST_FACTION.id,
      specs: [TEST_FACTION],
      source: SOURCE,
      dataVersion: 'test',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'damaged', file: 'damaged.zip' } });
  });
});
