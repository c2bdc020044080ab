import Fuse from 'fuse.js';
import { nameKey } from '../../data/name-key';

export type NameMatch<T> =
  | { readonly kind: 'exact'; readonly value: T; readonly name: string }
  /** A misspelling read as the one close name: imported, and reported so the player can check. */
  | { readonly kind: 'guessed'; readonly value: T; readonly name: string; readonly suggestions: readonly string[] }
  | { readonly kind: 'unknown'; readonly suggestions: readonly string[] };

/** Fuse scores run from 0 (identical) to 1; past this a "match" is a different name. */
const GUESS_THRESHOLD = 0.35;
/** Two names this close to the typed one are both plausible: guessing would be a coin toss, so nothing is imported. */
const AMBIGUITY_GAP = 0.01;

/** Longer than any datasheet, wargear or enhancement name (the longest are about 50 characters). */
const MAX_FUZZY_NAME = 100;

type Entry<T> = { readonly name: string; readonly key: string; readonly value: T };

/** Names of one kind (datasheets, a datasheet's wargear …) to look typed names up in, exactly first, then fuzzily. */
export class NameIndex<T> {
  private readonly byKey = new Map<string, Entry<T>>();
  private readonly fuse: Fuse<Entry<T>>;

  constructor(entries: readonly { readonly name: string; readonly value: T }[]) {
    const list = entries.map((e) => ({ ...e, key: nameKey(e.name) }));
    for (const entry of list) if (!this.byKey.has(entry.key)) this.byKey.set(entry.key, entry);
    this.fuse = new Fuse(list, {
      keys: ['key'],
      includeScore: true,
      // Loose enough to suggest "Kabalite Warriors" for "Kabalite Wariors Squad"; guesses need a far closer score.
      threshold: 0.6,
      ignoreLocation: true,
      ignoreDiacritics: true,
    });
  }

  /**
   * Exact names first, then close ones unless `isFuzzy` is false. A name longer than any in the data is never
   * searched for fuzzily: fuzzy search costs the name's length times every name in the index.
   */
  find(name: string, isFuzzy = true): NameMatch<T> {
    const key = nameKey(name);
    const exact = this.byKey.get(key);
    if (exact) return { kind: 'exact', value: exact.value, name: exact.name };
    const isSearched = isFuzzy && key !== '' && key.length <= MAX_FUZZY_NAME;
    const results = isSearched ? this.fuse.search(key, { limit: 4 }) : [];
    const suggestions = [...new Set(results.map((r) => r.item.name))].slice(0, 3);
    const [best, second] = results;
    const bestScore = best?.score ?? 1;
    const isClear = second === undefined || (second.score ?? 1) - bestScore >= AMBIGUITY_GAP || second.item.key === best?.item.key;
    if (best && bestScore <= GUESS_THRESHOLD && isClear) {
      return { kind: 'guessed', value: best.item.value, name: best.item.name, suggestions };
    }
    return { kind: 'unknown', suggestions };
  }
}
