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

type Entry<T> = { readonly name: string; readonly key: string; readonly words: readonly string[]; readonly value: T };

export type NameIndexOptions = {
  /**
   * Words a tool may put before a name that the data leaves out, or leave out where the data has them: the
   * faction's name and keywords (the app's "Chaos Cultist" for a Death Guard "Cultist", whose keywords hold CHAOS).
   */
  readonly prefixWords?: readonly string[];
};

/** Words that tell nothing about which thing a name means: "The Axe Morkai" is the Axe Morkai. */
const ARTICLES = new Set(['the', 'a', 'an']);

/** One form of each word: the plural and the singular of a name are one name ("Chainblades", "Chainblade"). */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A word without the apostrophes around it ("'eavy" and "Orks'" are "eavy" and "orks"). */
function withoutQuotes(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && word[start] === "'") start++;
  while (end > start && word[end - 1] === "'") end--;
  return word.slice(start, end);
}

/** A name as its words, for the rules by which other tools' names are told: articles, plural and "[Legends]" aside. */
export function nameWords(name: string): string[] {
  const key = nameKey(name).replace(/[[(]legends[\])]/g, ' ');
  return key
    .split(/[^a-z0-9']+/)
    .map(withoutQuotes)
    .filter((w) => w !== '' && !ARTICLES.has(w))
    .map(singular);
}

/** `inner`'s words appear in `outer` in order, with the same first and last word: "Deathshroud Champion" in "Deathshroud Terminator Champion". */
function isWithin(inner: readonly string[], outer: readonly string[]): boolean {
  if (inner.length < 2 || inner.length >= outer.length) return false;
  if (inner[0] !== outer[0] || inner[inner.length - 1] !== outer[outer.length - 1]) return false;
  let at = 0;
  for (const word of outer) if (word === inner[at]) at++;
  return at === inner.length;
}

function isLegends(name: string): boolean {
  return /[[(]legends[\])]/i.test(name);
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/** Names of one kind (datasheets, a datasheet's wargear …) to look typed names up in, exactly first, then fuzzily. */
export class NameIndex<T> {
  private readonly byKey = new Map<string, Entry<T>>();
  private readonly fuse: Fuse<Entry<T>>;
  private readonly entries: readonly Entry<T>[];
  private readonly prefixWords: ReadonlySet<string>;

  constructor(entries: readonly { readonly name: string; readonly value: T }[], options: NameIndexOptions = {}) {
    this.prefixWords = new Set((options.prefixWords ?? []).flatMap(nameWords));
    const list: Entry<T>[] = entries.map((e) => ({
      ...e,
      key: nameKey(e.name),
      words: this.withoutPrefix(nameWords(e.name)),
    }));
    this.entries = list;
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

  private withoutPrefix(words: readonly string[]): string[] {
    let at = 0;
    while (at < words.length - 1 && this.prefixWords.has(words[at]!)) at++;
    return words.slice(at);
  }

  /**
   * The one name that is the typed one by the rules other tools' names differ by: an article ("The Axe Morkai"),
   * plural or singular, a "[Legends]" mark, the faction's name or keyword before it ("Chaos Cultist" for "Cultist"),
   * or words the tool leaves out of the middle ("Deathshroud Champion" for "Deathshroud Terminator Champion"). Two
   * such names and it is no reading: a guess between them would be a coin toss.
   */
  private byWords(name: string): Entry<T> | null {
    const words = this.withoutPrefix(nameWords(name));
    if (words.length === 0) return null;
    const same = this.distinct(this.entries.filter((e) => sameWords(e.words, words)));
    // "Crusader Squad [Legends]" is the Legends datasheet where the data has both it and the matched-play one.
    const sameLegends = same.length > 1 ? same.filter((e) => isLegends(e.name) === isLegends(name)) : same;
    if (sameLegends.length > 0) return sameLegends.length === 1 ? sameLegends[0]! : null;
    if (same.length > 0) return null;
    const within = this.distinct(this.entries.filter((e) => isWithin(words, e.words)));
    return within.length === 1 ? within[0]! : null;
  }

  /** Entries of different names: one name listed twice (two datasheets' "Medi-pack") is one reading. */
  private distinct(entries: readonly Entry<T>[]): Entry<T>[] {
    const byKey = new Map<string, Entry<T>>();
    for (const e of entries) if (!byKey.has(e.key)) byKey.set(e.key, e);
    return [...byKey.values()];
  }

  /**
   * Exact names first, then by words (`byWords`), then close ones, unless `isFuzzy` is false. A name longer than any in the data is never
   * searched for fuzzily: fuzzy search costs the name's length times every name in the index.
   */
  find(name: string, isFuzzy = true): NameMatch<T> {
    const key = nameKey(name);
    const exact = this.byKey.get(key);
    if (exact) return { kind: 'exact', value: exact.value, name: exact.name };
    const byWords = isFuzzy ? this.byWords(name) : null;
    if (byWords) return { kind: 'guessed', value: byWords.value, name: byWords.name, suggestions: [byWords.name] };
    const isSearched = isFuzzy && key !== '' && key.length <= MAX_FUZZY_NAME;
    const results = isSearched ? this.fuse.search(key, { limit: 4 }) : [];
    const suggestions = [...new Set(results.map((r) => r.item.name))].slice(0, 3);
    const [best, second] = results;
    const bestScore = best?.score ?? 1;
    const isClear =
      second === undefined || (second.score ?? 1) - bestScore >= AMBIGUITY_GAP || second.item.key === best?.item.key;
    if (best && bestScore <= GUESS_THRESHOLD && isClear) {
      return { kind: 'guessed', value: best.item.value, name: best.item.name, suggestions };
    }
    return { kind: 'unknown', suggestions };
  }
}
