import { randomUUID } from 'node:crypto';
import { readList, type ReadList } from '../domain/codecs/read-list';
import type { Decoded } from '../domain/codecs/codec-result';
import { isUnread } from '../domain/codecs/text-import/import-issues';
import { readGameData, readManifest } from './load-data';

/** A list given on the command line, in any form `readList` knows, with the faction data it needs read from data/. */
export function readListInput(text: string, factionId?: string): Decoded<ReadList> {
  const { factions } = readManifest();
  const loadData = (id: string) => (factions.some((f) => f.id === id) ? readGameData(id) : undefined);
  return readList(text, {
    factions,
    loadData,
    rosterId: randomUUID(),
    ...(factionId === undefined ? {} : { factionId }),
  });
}

/**
 * Import notes as lines for standard error: "line 12: Read datasheet …". With `isReported` (check), what was not
 * read at all and units priced differently are left to the report, as `unread-line` errors and `points-changed` notes.
 */
export function describeNotes(list: Decoded<ReadList>, isReported = false): string[] {
  if (!list.ok) return [];
  const { report } = list.value;
  if (!report || !isReported) return list.warnings.map(describe);
  // What the reading said before the import (the faction it was read as) stays; the import's own problems are
  // left to the report, but for the ones that are neither unread nor repriced.
  const fromImport = new Set(report.problems.map((p) => `${p.line}:${p.message}`));
  const beforeImport = list.warnings.filter((w) => !fromImport.has(`${w.line}:${w.message}`));
  return [...beforeImport, ...report.problems.filter((p) => !isUnread(p.code) && p.code !== 'points-differ')].map(
    describe,
  );
}

function describe(w: { readonly line: number | null; readonly message: string }): string {
  return w.line === null ? w.message : `line ${w.line}: ${w.message}`;
}
