import type { DataFileName, DataFiles } from './read-game-data';

// Plain JSON files: a fetch and JSON.parse cost far less than compiling a 300 KB module around the same text.
const urls = import.meta.glob<string>(['../../../data/game-system.json', '../../../data/manifest.json', '../../../data/factions/*.json'], {
  query: '?url',
  import: 'default',
  eager: true,
});
const downloads = new Map<DataFileName, Promise<unknown>>();

/** The data files as the worker reads them: fetched by URL, each once, so an early start is not repeated. */
export const fetchedDataFiles: DataFiles = (name) => {
  const url = urls[`../../../data/${name}`];
  if (!url) return null;
  let download = downloads.get(name);
  if (!download) {
    download = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
      return response.json() as Promise<unknown>;
    });
    downloads.set(name, download);
  }
  return download;
};
