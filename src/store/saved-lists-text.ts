import { fnv1a32 } from '../domain/hash';
import { isRecord } from '../domain/is-record';
import { ROSTER_SCHEMA_VERSION } from '../domain/roster/schema-version';
import type { RosterId } from '../domain/roster/ids';
import type { SavedRoster } from './saved-roster.schema';

/**
 * The text Muster keeps its saved lists in:
 * `{"state":{"rosters":[…],"versions":{"<id>":["<hash>",…],…},"deleted":{"<id>":["<hash>",…],…}},"version":1,"seal":"…"}`.
 *
 * Muster seals what it writes with a hash of it. Lists that come back with their seal intact are exactly what a
 * Muster of this format saved from its own state, which every way in (edits, imports, share links, the schema
 * check) keeps valid, so they are read as they are. Anything else (written by hand, damaged, or by a Muster before
 * seals) must be checked with the roster schema first.
 *
 * `versions` and `deleted` (see merge-saved.ts) are additions a Muster of the same format version reads past: one
 * from before them reads and writes the lists as it always did, and its text (without them) is read here as lists
 * changed by it. So the format stays version 1, and a Muster on either side of the change never sets the other's
 * lists aside.
 *
 * The formats older builds wrote, each read here: version 1 without a seal (the first builds: every list checked
 * with the schema), sealed with the first hash (checked once, since the seal no longer matches), with rosters of
 * format 1 (no `lastUnitNumber`: migrated, see roster-migrations.ts) and without versions
 * (each list's version is then the one it holds). A format version or a roster format newer than this build's is never set aside or
 * written over: this build only reads what it can and saves nothing (`newer`).
 */

/** Bump, with a way to read the old format, whenever the saved shape changes so that this build could not read it. */
export const PERSIST_VERSION = 1;

/** By list id: the hashes of the versions of the list that its saved version accounts for, newest last (merge-saved.ts). */
export type Versions = ReadonlyMap<RosterId, readonly string[]>;

export type StoredText =
  /** Written by a Muster of this format: the lists as they are. `versions` is null when its writer kept none. */
  | {
      readonly kind: 'sealed';
      readonly entries: readonly SavedRoster[];
      readonly versions: Versions | null;
      readonly deleted: Versions;
    }
  /** A list of lists, each to check with the roster schema. */
  | {
      readonly kind: 'unsealed';
      readonly entries: readonly unknown[];
      readonly versions: Versions | null;
      readonly deleted: Versions;
    }
  /** Written by a newer Muster: this one must not write over it. */
  | { readonly kind: 'newer'; readonly reason: string }
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
  if (typeof version === 'number' && version > PERSIST_VERSION) {
    return {
      kind: 'newer',
      reason: `they were saved by a newer version of Muster (format ${version}; this version reads format ${PERSIST_VERSION})`,
    };
  }
  if (typeof version === 'number' && version !== PERSIST_VERSION) {
    return {
      kind: 'unreadable',
      reason: `the saved data has format version ${version}, this Muster reads version ${PERSIST_VERSION}`,
    };
  }
  const state = isRecord(value['state']) ? value['state'] : undefined;
  const entries = state?.['rosters'];
  if (!Array.isArray(entries)) return { kind: 'unreadable', reason: 'the saved data has no list of rosters' };
  const newest = Math.max(0, ...entries.map(rosterFormat));
  if (newest > ROSTER_SCHEMA_VERSION) {
    return {
      kind: 'newer',
      reason: `they were saved by a newer version of Muster (roster format ${newest}; this version reads format ${ROSTER_SCHEMA_VERSION})`,
    };
  }
  const versions = versionsIn(state?.['versions']);
  const deleted = versionsIn(state?.['deleted']) ?? new Map<RosterId, readonly string[]>();
  if (value['seal'] === sealOf(JSON.stringify(state)))
    return { kind: 'sealed', entries: entries as SavedRoster[], versions, deleted };
  return { kind: 'unsealed', entries, versions, deleted };
}

/** The stored text of `state`, each list written by `jsonOf` (which may remember the JSON of lists that did not change). */
export function savedListsText(
  state: { readonly entries: readonly SavedRoster[]; readonly versions: Versions; readonly deleted: Versions },
  jsonOf: (entry: SavedRoster) => string,
): string {
  const json = `{"rosters":[${state.entries.map(jsonOf).join(',')}],"versions":${JSON.stringify(Object.fromEntries(state.versions))},"deleted":${JSON.stringify(Object.fromEntries(state.deleted))}}`;
  return `{"state":${json},"version":${PERSIST_VERSION},"seal":"${sealOf(json)}"}`;
}

function rosterFormat(entry: unknown): number {
  const roster = isRecord(entry) ? entry['roster'] : undefined;
  const format = isRecord(roster) ? roster['schemaVersion'] : undefined;
  return typeof format === 'number' && Number.isFinite(format) ? format : 0;
}

/** Versions by id, or null when there are none or they are not in the form Muster writes (then they are not trusted). */
function versionsIn(value: unknown): Versions | null {
  if (!isRecord(value)) return null;
  const versions = new Map<RosterId, readonly string[]>();
  for (const [id, hashes] of Object.entries(value)) {
    if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string')) return null;
    versions.set(id as RosterId, hashes as string[]);
  }
  return versions;
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
