import type { DataFiles } from './read-game-data';

type JsonModule = { default: unknown };

// Each file is its own chunk, downloaded only when a player opens that faction.
const modules = import.meta.glob<JsonModule>(['../../../data/game-system.json', '../../../data/manifest.json', '../../../data/factions/*.json']);

/** The data files as chunks of the app's own build: how the page reads them when the worker cannot. */
export const bundledDataFiles: DataFiles = (name) => {
  const load = modules[`../../../data/${name}`];
  return load ? load().then((module) => module.default) : null;
};
