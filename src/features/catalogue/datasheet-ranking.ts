import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { Faction } from '../../domain/data/faction.schema';
import { searchKey } from '../../domain/text/search-key';

/**
 * What a player may call a datasheet besides its name: its keywords, faction keywords and the allowances it comes
 * under (an Astra Militarum squad in a Genestealer Cults army is one of its "Brood Brothers").
 */
export function searchTerms(faction: Faction): ReadonlyMap<string, readonly string[]> {
  return new Map(
    faction.datasheets.map((d) => {
      const keywords = [...d.keywords, ...d.factionKeywords];
      const allowances = faction.allowances
        .filter((a) => a.keywords.some((k) => keywords.includes(k)))
        .map((a) => a.rule.name);
      return [d.id, [...keywords, ...allowances]];
    }),
  );
}

/**
 * How well each datasheet answers a search, as a rank (lower first), for those that answer it at all. A player types
 * the start of what they want, so the tiers go: the name starts with what was typed ("rav" → Ravager); every word
 * typed starts a word of the name ("warr" → Kabalite Warriors, "kab war" too); every word typed starts a word of the
 * name or of another term (`terms`: "harlequin" → every HARLEQUINS unit a Drukhari army may take, "brood" → the
 * Genestealer Cults' Brood Brothers);
 * the name contains what was typed; then fuzzy hits for typos ("wraks" → Wracks), in the order `fuzzy` ranks them.
 * Within a tier the catalogue's own order (by name) holds.
 */
export function rankDatasheets(
  datasheets: readonly Datasheet[],
  terms: ReadonlyMap<string, readonly string[]>,
  query: string,
  fuzzy: ReadonlyMap<string, number> | null,
): ReadonlyMap<string, number> {
  const key = searchKey(query);
  if (key === '') return new Map();
  const typed = key.split(' ');
  const startsAll = (words: readonly string[]) => typed.every((t) => words.some((w) => w.startsWith(t)));
  const ranked: { id: string; tier: number; order: number }[] = [];
  datasheets.forEach((datasheet, order) => {
    const name = searchKey(datasheet.name);
    const nameWords = name.split(' ');
    const tier = name.startsWith(key)
      ? 0
      : startsAll(nameWords)
        ? 1
        : startsAll([...nameWords, ...(terms.get(datasheet.id) ?? []).flatMap((k) => searchKey(k).split(' '))])
          ? 2
          : name.includes(key)
            ? 3
            : fuzzy?.has(datasheet.id)
              ? 4
              : null;
    if (tier !== null)
      ranked.push({ id: datasheet.id, tier, order: tier === 4 ? (fuzzy?.get(datasheet.id) ?? order) : order });
  });
  ranked.sort((a, b) => a.tier - b.tier || a.order - b.order);
  return new Map(ranked.map((r, rank) => [r.id, rank]));
}
