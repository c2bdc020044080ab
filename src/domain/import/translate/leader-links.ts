import type { DatasheetId } from '../../data/ids';
import type { Content } from '../../data/rule-text.schema';

/** What Leader names are resolved against: the faction's datasheets, with their names, content and keywords. */
export type LeaderCandidate = {
  readonly datasheet: {
    readonly id: DatasheetId;
    readonly name: string;
    readonly content: Content;
    readonly keywords: readonly string[];
    readonly factionKeywords: readonly string[];
    readonly isCharacter: boolean;
    readonly isBattleline: boolean;
    readonly isEpicHero: boolean;
    readonly isDedicatedTransport: boolean;
  };
};

/** A name as the Leader ability wrote it, resolved: datasheets, a keyword list, or nothing (with why). */
export type LeaderTarget =
  | { readonly kind: 'datasheets'; readonly ids: readonly DatasheetId[]; readonly readAs?: string }
  | { readonly kind: 'keywords'; readonly keywords: readonly string[] }
  | { readonly kind: 'none'; readonly elsewhere: boolean };

/** Compared without case, spaces or punctuation: a catalogue writes "HANDFLAMERS" for "Hand Flamers". */
const nameKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Looser still: without a final "Squad" and plural endings, so "Sword Brethren" finds "Sword Brethren Squad". */
const looseKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\bsquad\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .map((w) => w.replace(/s$/, ''))
    .join('');

/** One transposition of neighbouring letters apart ("Legionaires" for "Legionaries"), on names long enough to be sure. */
function oneTranspositionApart(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 8) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    diff[1] === (diff[0] as number) + 1 &&
    a[diff[0] as number] === b[diff[1] as number] &&
    a[diff[1] as number] === b[diff[0] as number]
  );
}

/**
 * Resolves the unit names a Leader ability lists to this faction's datasheets. Names are read as exactly as the
 * catalogues allow: exact (ignoring case and punctuation), singular or plural, "Acolyte Hybrids" for each "Acolyte
 * Hybrids with …", a missing "Squad"; a name one transposed letter off a single datasheet is read as it and said
 * (`readAs`); a name that is a run of keywords ("IMPERIUM BATTLELINE INFANTRY") names every unit with all of them.
 */
export class LeaderNames {
  private readonly byName = new Map<string, LeaderCandidate[]>();
  private readonly byLoose = new Map<string, LeaderCandidate[]>();
  private readonly keywords: ReadonlySet<string>;

  constructor(
    private readonly candidates: readonly LeaderCandidate[],
    /** Names of datasheets the catalogues define for any army, so a name this faction lacks is told from a broken one. */
    private readonly knownNames: ReadonlySet<string>,
  ) {
    for (const c of candidates) {
      for (const [map, key] of [
        [this.byName, nameKey(c.datasheet.name)],
        [this.byLoose, looseKey(c.datasheet.name)],
      ] as const) {
        map.set(key, [...(map.get(key) ?? []), c]);
      }
    }
    this.keywords = new Set(
      candidates.flatMap((c) => [...c.datasheet.keywords, ...c.datasheet.factionKeywords, ...flagKeywords(c)]),
    );
  }

  resolve(name: string, leaderContent: Content): LeaderTarget {
    const key = nameKey(name);
    let matches = this.byName.get(key) ?? this.byName.get(key.replace(/s$/, '')) ?? this.byName.get(`${key}s`) ?? [];
    if (matches.length === 0)
      matches = this.candidates.filter((c) => c.datasheet.name.toLowerCase().startsWith(`${name.toLowerCase()} with `));
    if (matches.length === 0) matches = this.byLoose.get(looseKey(name)) ?? [];
    if (matches.length > 0) return { kind: 'datasheets', ids: this.pick(matches, leaderContent) };
    const near = [...this.byName.entries()].filter(([k]) => oneTranspositionApart(k, key));
    if (near.length === 1) {
      const [, found] = near[0] as [string, LeaderCandidate[]];
      return { kind: 'datasheets', ids: this.pick(found, leaderContent), readAs: found[0]?.datasheet.name ?? '' };
    }
    const keywords = this.asKeywords(name);
    if (keywords) return { kind: 'keywords', keywords };
    return { kind: 'none', elsewhere: this.knownNames.has(key) || this.knownNames.has(looseKey(name)) };
  }

  /** "IMPERIUM BATTLELINE INFANTRY" → its keywords, longest first ("CHAPTER MASTER" is one); null unless every word is used. */
  asKeywords(name: string): string[] | null {
    const words = name
      .toUpperCase()
      .split(/\s+/)
      .filter((w) => w !== '');
    const out: string[] = [];
    let i = 0;
    while (i < words.length) {
      let taken = 0;
      for (let n = words.length - i; n >= 1; n -= 1) {
        if (this.keywords.has(words.slice(i, i + n).join(' '))) {
          taken = n;
          break;
        }
      }
      if (taken === 0) return null;
      out.push(words.slice(i, i + taken).join(' '));
      i += taken;
    }
    return out.length > 0 ? out : null;
  }

  private pick(matches: readonly LeaderCandidate[], leaderContent: Content): DatasheetId[] {
    const sameContent = matches.filter((m) => m.datasheet.content === leaderContent);
    const pool = sameContent.length > 0 ? sameContent : matches.filter((m) => m.datasheet.content === 'matched-play');
    return (pool.length > 0 ? pool : matches).map((m) => m.datasheet.id);
  }
}

function flagKeywords(c: LeaderCandidate): string[] {
  const d = c.datasheet;
  return [
    ...(d.isCharacter ? ['CHARACTER'] : []),
    ...(d.isBattleline ? ['BATTLELINE'] : []),
    ...(d.isEpicHero ? ['EPIC HERO'] : []),
    ...(d.isDedicatedTransport ? ['DEDICATED TRANSPORT'] : []),
  ];
}

export { looseKey, nameKey };
