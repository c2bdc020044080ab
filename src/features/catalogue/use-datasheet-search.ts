import Fuse from 'fuse.js';
import { useMemo } from 'react';
import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { Faction } from '../../domain/data/faction.schema';

const indexes = new WeakMap<Faction, Fuse<Datasheet>>();

function indexFor(faction: Faction): Fuse<Datasheet> {
  let index = indexes.get(faction);
  if (!index) {
    index = new Fuse(faction.datasheets, {
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

/** Datasheet ids matching `query`, best first; null when the query is empty (show everything). */
export function useDatasheetSearch(faction: Faction | null, query: string): ReadonlyMap<string, number> | null {
  return useMemo(() => {
    const trimmed = query.trim();
    if (!trimmed || !faction) return null;
    return new Map(indexFor(faction).search(trimmed).map((result, rank) => [result.item.id, rank]));
  }, [faction, query]);
}
