import type { Result } from '../../../domain/result';
import type { CatalogueFile } from './catalogue-files';

/** What the Game data page shows of a catalogue set before any faction is imported from it. */
export type SourceDescription = {
  /** The game system's name ("Warhammer 40,000 10th Edition"). */
  readonly name: string;
  readonly factions: readonly { readonly id: string; readonly name: string }[];
};

/** What to import: the game system and manifest (game-system.json, manifest.json), or one faction with its packs. */
export type ImportTarget = { readonly kind: 'system' } | { readonly kind: 'faction'; readonly factionId: string };

/** The catalogue set an import reads, as its manifest will name it. */
export type ImportSource = {
  readonly version: string;
  readonly name: string;
  readonly commit: string | null;
  readonly date: string;
};

/**
 * The catalogue importer as the page and the data loader use it, over a catalogue set's files as picked, dropped or
 * downloaded (zips and .gstz/.catz unpacked by it, within its caps). It runs in a worker, so a large set never
 * freezes the page; `onStep` names each step as it starts ("Reading the catalogues", "Translating Space Marines").
 */
export type Importer = {
  describe(files: readonly CatalogueFile[]): Promise<Result<SourceDescription, string>>;
  /**
   * The data files the target needs, by their path under data/ ("factions/space-marines.json"), as JSON text. Text
   * crosses from the worker and into IndexedDB as one copy, where the objects it holds would be taken apart and
   * rebuilt on the page's thread each time (100 ms and more for Space Marines, a frozen page meanwhile): the page
   * parses a file once, when it reads it.
   */
  importData(
    files: readonly CatalogueFile[],
    target: ImportTarget,
    source: ImportSource,
    onStep: (step: string) => void,
  ): Promise<Result<ReadonlyMap<string, string>, string>>;
};
