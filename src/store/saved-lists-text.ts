import { fnv1a32 } from '../domain/hash';
import { isRecord } from '../domain/is-record';
import { ROSTER_SCHEMA_VERSION } from '../domain/roster/schema-version';
import type { SavedRoster } from './saved-roster.schema';

/**
 * The text Muster keeps its saved lists in: `{"state":{"rosters":[…]},"version":1,"seal":"…"}`.
 *
 * Muster seals what it writes with a hash of it. Lists that come back with their seal intact are exactly what a
 * Muster of this format saved from its own state, which every way in (edits, imports, share links, the schema
 * check) keeps valid, so they are read as they are. Anything else (written by hand, damaged, or by a Muster before
 * seals) must be checked with the roster schema first.
 */

/** Bump, with a way to read the old format, whenever the saved shape changes. */
export const PERSIST_VERSION = 1;

export type StoredText =
  /** Written by a Muster of this format: the lists as they are. */
  | { readonly kind: 'sealed'; readonly entries: readonly SavedRoster[] }
  /** A list of lists, each to check with the roster schema. */
  | { readonly kind: 'unsealed'; readonly entries: readonly unknown[] }
  /** Nothing Muster can read lists from; the text must be kept whole. */
  | { readonly kind: 'unreadable'; readonly reason: string };

export function readStoredText(raw: string): StoredText {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable', reason: 'the saved data is not valid JSON' };
  }
  if (!isRecord(value) || !('state' in value)) {
    return { kind: 'unreadable', reason: 'the saved data is not in the format Muster writes' };
  }
  const version = value['version'];
  if (typeof version === 'number' && version !== PERSIST_VERSION) {
    return { kind: 'unreadable', reason: `the saved data has format version ${version}, this Muster reads version ${PERSIST_VERSION}` };
  }
  const entries = isRecord(value['state']) ? value['state']['rosters'] : undefined;
  if (!Array.isArray(entries)) return { kind: 'unreadable', reason: 'the saved data has no list of rosters' };
  if (value['seal'] === sealOf(JSON.stringify(value['state']))) return { kind: 'sealed', entries: entries as SavedRoster[] };
  return { kind: 'unsealed', entries };
}

/** The stored text of `entries`, each written by `jsonOf` (which may remember the JSON of lists that did not change). */
export function savedListsText(entries: readonly SavedRoster[], jsonOf: (entry: SavedRoster) => string): string {
  const state = `{"rosters":[${entries.map(jsonOf).join(',')}]}`;
  return `{"state":${state},"version":${PERSIST_VERSION},"seal":"${sealOf(state)}"}`;
}

/**
 * The seal over saved lists: their JSON hashed with both format versions, so a new format (which bumps one of them)
 * checks lists sealed by the old one. It guards against accidents (damage, hand edits, older Musters), not tampering.
 */
function sealOf(stateJson: string): string {
  return hashOf(`${PERSIST_VERSION}.${ROSTER_SCHEMA_VERSION}:${stateJson}`);
}

/** The hash as 8 hex digits: the seal, and the name of a set-aside copy (the same text set aside twice is kept once). */
export function hashOf(text: string): string {
  return fnv1a32(text).toString(16).padStart(8, '0');
}
