import { createStore, del, get, promisifyRequest, set, setMany, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import type { CatalogueFile } from './catalogue-files';

/** Where a player's catalogue set came from: what "Check for updates" asks again, and what the page names. */
export const SourceOriginSchema = z.discriminatedUnion('kind', [
  /** A zip downloaded whole (a repository archive, a release asset). */
  z.object({ kind: z.literal('zip-url'), url: z.string() }),
  /** A repository on a code host, read file by file. */
  z.object({ kind: z.literal('repository'), url: z.string() }),
  /** Files the player picked or dropped: a zip, a folder, catalogues. */
  z.object({ kind: z.literal('files'), names: z.array(z.string()) }),
]);
export type SourceOrigin = z.infer<typeof SourceOriginSchema>;

export const SourceRecordSchema = z.object({
  /** The content's version (contentVersion): the key of its files and of every faction imported from them. */
  version: z.string().regex(/^[0-9a-f]{64}$/),
  /** The game system's name, as its catalogue gives it ("Warhammer 40,000 10th Edition"). */
  name: z.string(),
  origin: SourceOriginSchema,
  /** The commit it was read at, when known (a repository's head, a repository archive's comment). */
  commit: z.string().nullable(),
  /** The commit's date, or the day the player added it; YYYY-MM-DD. */
  date: z.string(),
  /** The bytes of its files as stored. */
  size: z.number().int().nonnegative(),
  factions: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SourceRecord = z.infer<typeof SourceRecordSchema>;

/**
 * The player's catalogue sets in IndexedDB, one database beside the saved lists' storage: the list of sources, each
 * source's files under its version, and each data file imported from them (game-system.json, factions/<id>.json,
 * packs/<id>.json, as `data/` names them) under the same version, so a faction opened once opens again offline and
 * a changed catalogue set never reads another's factions.
 */
export type SourceCache = {
  sources(): Promise<readonly SourceRecord[]>;
  add(record: SourceRecord, files: readonly CatalogueFile[]): Promise<void>;
  remove(version: string): Promise<void>;
  files(version: string): Promise<readonly CatalogueFile[] | null>;
  /** A data file's JSON text, or undefined when it was not imported (or what is stored is not text). */
  dataFile(version: string, name: string): Promise<string | undefined>;
  putDataFiles(version: string, files: ReadonlyMap<string, string>): Promise<void>;
};

const SOURCES = 'sources';

export function openSourceCache(store: UseStore = createStore('muster-game-data', 'files')): SourceCache {
  async function sources(): Promise<SourceRecord[]> {
    // What IndexedDB gives back was written by this app, but storage can be damaged or written by an older build:
    // a record that does not parse is left out rather than trusted.
    const stored: unknown = await get(SOURCES, store);
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((r) => {
      const parsed = SourceRecordSchema.safeParse(r);
      return parsed.success ? [parsed.data] : [];
    });
  }
  return {
    sources,
    async add(record, files) {
      const others = (await sources()).filter((r) => r.version !== record.version);
      await setMany(
        [
          [['files', record.version], files.map((f) => ({ path: f.path, bytes: f.bytes }))],
          [SOURCES, [record, ...others]],
        ],
        store,
      );
    },
    async remove(version) {
      await set(
        SOURCES,
        (await sources()).filter((r) => r.version !== version),
        store,
      );
      await del(['files', version], store);
      await store('readwrite', (s) =>
        promisifyRequest(s.delete(IDBKeyRange.bound(['data', version], ['data', version, []]))),
      );
    },
    async files(version) {
      const stored: unknown = await get(['files', version], store);
      if (!Array.isArray(stored)) return null;
      const files = stored.filter(
        (f): f is CatalogueFile => typeof f?.path === 'string' && f.bytes instanceof Uint8Array,
      );
      return files.length === stored.length ? files : null;
    },
    async dataFile(version, name) {
      const stored: unknown = await get(['data', version, name], store);
      return typeof stored === 'string' ? stored : undefined;
    },
    async putDataFiles(version, files) {
      await setMany(
        [...files].map(([name, value]) => [['data', version, name], value]),
        store,
      );
    },
  };
}
