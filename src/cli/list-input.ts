import { randomUUID } from 'node:crypto';
import { readList, type ReadList } from '../domain/codecs/read-list';
import type { Decoded } from '../domain/codecs/codec-result';
import { isUnread } from '../domain/codecs/text-import/import-issues';
import { readGameData, readManifest } from './load-data';

/** A list given on the command line, in any form `readList` knows, with the faction data it needs read from data/. */
export function readListInput(text: string): Decoded<ReadList> {
  const { factions } = readManifest();
  const loadData = (factionId: string) => (factions.some((f) => f.id === factionId) ? readGameData(factionId) : undefined);
  return readList(text, { factions, loadData, rosterId: randomUUID() });
}

/**
 * Import notes as lines for standard error: "line 12: Read datasheet …". With `isReported` (check), what was not
 * read at all and units priced differently are left to the report, as `unread-line` errors and `points-changed` notes.
 */
export function describeNotes(list: Decoded<ReadList>, isReported = false): string[] {
  if (!list.ok) return [];
  const notes = list.value.report && isReported
    ? list.value.report.problems.filter((p) => !isUnread(p.code) && p.code !== 'points-differ')
    : list.warnings;
  return notes.map((w) => (w.line === null ? w.message : `line ${w.line}: ${w.message}`));
}
