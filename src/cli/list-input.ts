import { randomUUID } from 'node:crypto';
import { readList, type ReadList } from '../domain/codecs/read-list';
import type { Decoded } from '../domain/codecs/codec-result';
import { readGameData, readManifest } from './load-data';

/** A list given on the command line, in any form `readList` knows, with the faction data it needs read from data/. */
export function readListInput(text: string): Decoded<ReadList> {
  const manifest = readManifest();
  return readList(text, { factions: manifest.factions, loadData: readGameData, rosterId: randomUUID() });
}

/** Import notes as lines for standard error: "line 12: Unknown datasheet …". */
export function describeNotes(list: Decoded<ReadList>): string[] {
  return list.ok ? list.warnings.map((w) => (w.line === null ? w.message : `line ${w.line}: ${w.message}`)) : [];
}
