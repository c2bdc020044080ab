import type { Decoded } from '../domain/codecs/codec-result';
import { readList, type ReadList } from '../domain/codecs/read-list';
import type { ImportResult } from '../domain/codecs/text-import/import-list';
import type { GameData } from '../domain/data/game-data';

/** Reads a list as the app does (`readList`, the format told from the text), with `data` the only faction at hand. */
export function readListWith(text: string, data: GameData, rosterId = 'read'): Decoded<ReadList> {
  return readList(text, { factions: [data.faction], loadData: () => data, rosterId });
}

/** A text list read with `data`, with its import report; what stops the reading fails the test with its message. */
export function readTextList(text: string, data: GameData, rosterId = 'read'): ImportResult {
  const read = readListWith(text, data, rosterId);
  if (!read.ok) throw new Error(read.error.message);
  if (!read.value.report) throw new Error(`read as ${read.value.format}, which is not a text list`);
  return { roster: read.value.roster, report: read.value.report };
}
