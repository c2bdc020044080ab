import { useMemo } from 'react';
import { chooseSource, chosenSource } from '../features/game-data/chosen-source';
import { GameDataPage } from '../features/game-data/game-data-page';
import type { SourceFacts } from '../features/game-data/source-card';
import { workerImporter } from '../features/game-data/sources/importer-client';
import { openSourceCache } from '../features/game-data/sources/source-cache';
import { loadSystemData } from './data/load-game-data';

/** The built-in snapshot as its manifest names it. */
async function builtInFacts(): Promise<SourceFacts> {
  const loaded = await loadSystemData();
  if (!loaded.ok) throw new Error(loaded.error);
  const { source, factions } = loaded.value.manifest;
  return {
    name: 'Built-in data',
    from: `${source.name}, built into Muster`,
    commit: source.commit,
    date: source.date,
    factions: factions.map((f) => f.name).sort((a, b) => a.localeCompare(b)),
    size: null,
  };
}

/** The Game data page with the browser's storage, the importer's worker and the page's fetch. */
export function GameDataRoute() {
  const props = useMemo(() => {
    let importer: ReturnType<typeof workerImporter> | null = null;
    return {
      cache: openSourceCache(),
      importer: async () => (importer ??= workerImporter()),
      fetch: (url: string) => window.fetch(url),
      builtIn: builtInFacts,
      inUse: chosenSource(),
      // The store holds the data it loaded and the lists' reviews against it: the app starts again on the new data.
      choose: (version: string | null) => {
        chooseSource(version);
        window.location.hash = '#/';
        window.location.reload();
      },
      today: () => new Date().toISOString().slice(0, 10),
    };
  }, []);
  return <GameDataPage {...props} />;
}
