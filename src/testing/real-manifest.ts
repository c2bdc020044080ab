import manifestJson from '../../data/manifest.json';
import { ManifestSchema, type Manifest } from '../domain/data/manifest.schema';

/**
 * The manifest of data/, for component tests (which run in jsdom, where the CLI's file reader cannot find data/):
 * every faction the app offers, with its grand alliance and parent.
 */
export function realManifest(): Manifest {
  return ManifestSchema.parse(manifestJson);
}
