import type { Faction } from '../../domain/data/faction.schema';
import type { LoadResult } from '../../store/data-loader';
import { readFaction, readSystemData, type DataFileName, type DataFiles, type SystemData } from './read-game-data';

export type { SystemData } from './read-game-data';

export type DataDownloads = Partial<Record<DataFileName, Promise<unknown>>>;

declare global {
  interface Window {
    /**
     * The data files index.html started downloading before the app's code arrived, by file name (the preload
     * plugin in vite.config.ts writes that script): the game system, the manifest and the open list's faction.
     */
    musterDataDownloads?: DataDownloads;
  }
}

// Plain JSON files, not modules: a fetch and JSON.parse cost far less than compiling a module around the same text.
const urls = import.meta.glob<string>(['../../../data/game-system.json', '../../../data/manifest.json', '../../../data/factions/*.json', '../../../data/packs/*.json'], {
  query: '?url',
  import: 'default',
  eager: true,
});

/** The URL of every faction file and pack: what "Make every faction available offline" asks the service worker to keep. */
export function everyFactionFileUrl(): readonly string[] {
  return Object.entries(urls)
    .filter(([path]) => /\/data\/(factions|packs)\//.test(path))
    .map(([, url]) => new URL(url, window.location.href).href);
}

/**
 * Data files by URL, each downloaded once: the downloads already `started` are taken over, the others are
 * fetched with `getJson` when first asked for.
 */
export function downloadedDataFiles(
  urlOf: (name: DataFileName) => string | undefined,
  getJson: (url: string) => Promise<unknown>,
  started: DataDownloads = {},
): DataFiles {
  const downloads = new Map<DataFileName, Promise<unknown>>(Object.entries(started) as [DataFileName, Promise<unknown>][]);
  return (name) => {
    const url = urlOf(name);
    if (!url) return null;
    let download = downloads.get(name);
    if (!download) {
      download = getJson(url);
      downloads.set(name, download);
    }
    return download;
  };
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return response.json();
}

let appFiles: DataFiles | null = null;

function files(): DataFiles {
  appFiles ??= downloadedDataFiles((name) => urls[`../../../data/${name}`], getJson, typeof window === 'undefined' ? {} : window.musterDataDownloads);
  return appFiles;
}

/** The game system (battle sizes, sections, glossary) and the manifest (factions, data version). */
export function loadSystemData(): Promise<LoadResult<SystemData>> {
  return readSystemData(files());
}

export function loadFaction(factionId: string, factionName?: string): Promise<LoadResult<Faction>> {
  return readFaction(files(), factionId, factionName);
}
