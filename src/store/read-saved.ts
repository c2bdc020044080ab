import type { z } from 'zod';
import { isRecord } from '../domain/is-record';
import { withVersions, type SavedState } from './merge-saved';
import type { SavedRoster } from './saved-roster.schema';
import { readStoredText } from './saved-lists-text';

/** Sets saved data aside whole (set-aside.ts): what it is (a list's name, or "saved lists") and why. */
export type KeepAside = (original: string, what: string, reason: string) => void;

export type ReadSaved =
  | { readonly kind: 'lists'; readonly state: SavedState | Promise<SavedState> }
  /** Saved by a newer Muster: read nothing, write nothing. */
  | { readonly kind: 'newer'; readonly reason: string }
  /** Lists that need the schema check, when the caller cannot wait for it: they have been set aside whole. */
  | { readonly kind: 'unsealed' }
  /** Nothing could be read from it; it has been set aside whole. */
  | { readonly kind: 'unreadable' };

/**
 * The stored text as saved lists: sealed lists as they are, at once; others checked with the roster schema, loaded
 * on demand (a promise), so the builder opens a saved list without loading zod. A list that fails the check, or has
 * the id of one before it, is set aside; so is a text nothing can be read from. `known` gives versions to lists
 * saved by a Muster that kept none. Without `canWait`, lists to check are set aside whole (`unsealed`): Muster
 * seals what it writes, so they were changed outside it while it had them open.
 */
export function readSaved(
  raw: string,
  known: SavedState,
  keepAside: KeepAside,
  jsonOf: (entry: SavedRoster) => string,
  { canWait = true }: { canWait?: boolean } = {},
): ReadSaved {
  const text = readStoredText(raw);
  if (text.kind === 'newer') return text;
  if (text.kind === 'unreadable') {
    keepAside(raw, 'saved lists', text.reason);
    return { kind: 'unreadable' };
  }
  const stateOf = (entries: readonly SavedRoster[]): SavedState => {
    const lists = distinct(entries, keepAside, jsonOf);
    return text.versions
      ? { entries: lists, versions: text.versions, deleted: text.deleted }
      : withVersions(lists, known, jsonOf);
  };
  if (text.kind === 'sealed') return { kind: 'lists', state: stateOf(text.entries) };
  if (!canWait) {
    keepAside(raw, 'saved lists', 'they were changed outside Muster while it had them open');
    return { kind: 'unsealed' };
  }
  return { kind: 'lists', state: checked(text.entries, keepAside).then(stateOf) };
}

/** The entries that match the schema; each of the others is set aside with what is wrong with it. */
async function checked(entries: readonly unknown[], keepAside: KeepAside): Promise<SavedRoster[]> {
  let schema: typeof import('./saved-roster.schema').SavedRosterSchema;
  try {
    schema = (await import('./saved-roster.schema')).SavedRosterSchema;
  } catch (error) {
    // Offline with this part of the app not yet downloaded: each list is set aside whole, so nothing is lost.
    for (const entry of entries)
      keepAside(
        JSON.stringify(entry),
        nameOf(entry),
        `the check of saved lists could not be loaded (${String(error)})`,
      );
    return [];
  }
  return entries.flatMap((entry) => {
    // Without zod's compiled fast path: zod builds it per object schema on first use, and for this one
    // parse at start the building costs more than it saves.
    const parsed = schema.safeParse(entry, { jitless: true });
    if (parsed.success) return [parsed.data];
    keepAside(JSON.stringify(entry), nameOf(entry), describe(parsed.error));
    return [];
  });
}

/** One list per id: a second list with an id already taken is set aside. */
function distinct(
  entries: readonly SavedRoster[],
  keepAside: KeepAside,
  jsonOf: (entry: SavedRoster) => string,
): readonly SavedRoster[] {
  const seen = new Set<string>();
  const kept: SavedRoster[] = [];
  for (const entry of entries) {
    if (seen.has(entry.roster.id))
      keepAside(jsonOf(entry), nameOf(entry), `another saved list has the same id "${entry.roster.id}"`);
    else {
      seen.add(entry.roster.id);
      kept.push(entry);
    }
  }
  return kept.length === entries.length ? entries : kept;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not match the roster format';
  const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return `it does not match the roster format${where}: ${issue.message}`;
}

function nameOf(entry: unknown): string {
  const roster = isRecord(entry) ? entry['roster'] : undefined;
  const name = isRecord(roster) ? roster['name'] : undefined;
  return typeof name === 'string' && name.length > 0 ? `the list "${name}"` : 'a saved list';
}
