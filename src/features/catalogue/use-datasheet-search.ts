import type Fuse from 'fuse.js';
import { useEffect, useMemo, useState } from 'react';
import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { Faction } from '../../domain/data/faction.schema';
import { rankDatasheets, searchTerms } from './datasheet-ranking';

type FuseClass = typeof Fuse;

// Fuzzy search downloads once the catalogue is listed (after the builder has painted): nobody types before.
let loadedFuse: FuseClass | null = null;
let loadingFuse: Promise<FuseClass> | null = null;

function loadFuse(): Promise<FuseClass> {
  loadingFuse ??= import('fuse.js').then((module) => (loadedFuse = module.default));
  return loadingFuse;
}

const indexes = new WeakMap<Faction, Fuse<Datasheet>>();

function indexFor(faction: Faction, FuseSearch: FuseClass): Fuse<Datasheet> {
  let index = indexes.get(faction);
  if (!index) {
    index = new FuseSearch(faction.datasheets, {
      keys: [
        { name: 'name', weight: 3 },
        { name: 'keywords', weight: 1 },
      ],
      threshold: 0.35,
      ignoreLocation: true,
    });
    indexes.set(faction, index);
  }
  return index;
}

/**
 * Datasheet ids matching `query` with their rank, best first (see rankDatasheets); null when the query is empty (show
 * everything). Fuzzy search, for typos, downloads once there is a faction to search; until it has (or if it cannot),
 * names and keywords starting with the query and names containing it match, so typing always narrows the list.
 */
export function useDatasheetSearch(faction: Faction | null, query: string): ReadonlyMap<string, number> | null {
  const [FuseSearch, setFuseSearch] = useState<FuseClass | null>(() => loadedFuse);
  useEffect(() => {
    if (FuseSearch || !faction) return;
    let isMounted = true;
    loadFuse().then(
      (loaded) => isMounted && setFuseSearch(() => loaded),
      () => undefined,
    );
    return () => {
      isMounted = false;
    };
  }, [FuseSearch, faction]);
  const terms = useMemo(() => (faction ? searchTerms(faction) : null), [faction]);
  return useMemo(() => {
    const trimmed = query.trim();
    if (!trimmed || !faction) return null;
    const fuzzy = FuseSearch
      ? new Map(
          indexFor(faction, FuseSearch)
            .search(trimmed)
            .map((result, rank) => [result.item.id, rank]),
        )
      : null;
    return rankDatasheets(faction.datasheets, terms ?? new Map(), trimmed, fuzzy);
  }, [FuseSearch, faction, terms, query]);
}
