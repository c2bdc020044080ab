import { FACTION_GROUP_NAMES, FACTION_GROUPS } from '../../domain/data/faction-groups';
import type { Manifest } from '../../domain/data/manifest.schema';
import { searchKey } from '../../domain/text/search-key';

export type FactionEntry = Manifest['factions'][number];

/**
 * A faction as the picker lists it, with its chapters under it (Space Marines: Blood Angels, Dark Angels …).
 * `isMatch` is false for a parent listed only because some of its chapters match ("angels"): it is then shown as
 * the heading of those chapters, not as a choice.
 */
export type FactionOption = {
  readonly faction: FactionEntry;
  readonly isMatch: boolean;
  readonly chapters: readonly FactionEntry[];
};

export type FactionOptionGroup = {
  readonly id: FactionEntry['group'];
  readonly name: string;
  readonly options: readonly FactionOption[];
};

const byName = (a: FactionEntry, b: FactionEntry): number => a.name.localeCompare(b.name, 'en');

/**
 * The factions grouped by grand alliance (Imperium, Chaos, Xenos, in that order), each sorted by name, with a
 * chapter under its parent, keeping those that match `query`. A faction matches when the query is part of its
 * name or of its alliance's ("chaos" keeps every Chaos army); a chapter also when it is part of its parent's
 * ("marines" keeps every chapter). Empty groups are left out.
 */
export function factionOptionGroups(factions: readonly FactionEntry[], query = ''): FactionOptionGroup[] {
  const key = searchKey(query);
  const has = (...texts: string[]): boolean => key === '' || texts.some((t) => searchKey(t).includes(key));
  const ids = new Set(factions.map((f) => f.id));
  const isChapter = (f: FactionEntry): boolean => f.parent !== null && f.parent !== f.id && ids.has(f.parent);
  return FACTION_GROUPS.flatMap((group) => {
    const groupName = FACTION_GROUP_NAMES[group];
    const options = factions
      .filter((f) => f.group === group && !isChapter(f))
      .sort(byName)
      .flatMap((faction): FactionOption[] => {
        const isMatch = has(faction.name, groupName);
        const chapters = factions
          .filter((c) => c.parent === faction.id && isChapter(c) && (isMatch || has(c.name, groupName)))
          .sort(byName);
        return isMatch || chapters.length > 0 ? [{ faction, isMatch, chapters }] : [];
      });
    return options.length > 0 ? [{ id: group, name: groupName, options }] : [];
  });
}

/** The factions a player can choose among `groups`, in the order they are listed: the order the arrow keys follow. */
export function choosableFactions(groups: readonly FactionOptionGroup[]): FactionEntry[] {
  return groups.flatMap((g) => g.options.flatMap((o) => (o.isMatch ? [o.faction, ...o.chapters] : o.chapters)));
}
