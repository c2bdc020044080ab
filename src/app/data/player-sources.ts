import { workerImporter } from '../../features/game-data/sources/importer-client';
import { openSourceCache } from '../../features/game-data/sources/source-cache';
import type { DataSources } from '../../store/data-loader';
import { playerDataSources } from './player-data';

/** The data loader's sources over the player's catalogue set `version`, with the browser's storage and a worker. */
export function playerSources(version: string): DataSources {
  const importer = workerImporter();
  return playerDataSources(version, openSourceCache(), async () => importer);
}
