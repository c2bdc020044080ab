// What the catalogue import offers other features (the Game data page): the worker's client and its answers.
export { createCatalogueImporter, type CatalogueImporter, type ImportWorker } from './catalogue-importer';
export type { ImportedFaction } from './catalogue-import';
