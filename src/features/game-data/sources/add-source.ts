import { err, ok, type Result } from '../../../domain/result';
import { contentVersion, zipCommit, type CatalogueFile } from './catalogue-files';
import { downloadBytes, type Fetch } from './download';
import type { Importer } from './importer';
import { readRepository, repositoryAt, repositoryHead, GITHUB, type CodeHost } from './repository';
import type { SourceCache, SourceOrigin, SourceRecord } from './source-cache';

/** A catalogue set as it arrived, before it is read and kept. */
export type NewSource = {
  readonly origin: SourceOrigin;
  readonly files: readonly CatalogueFile[];
  readonly commit: string | null;
  /** The commit's date, when the host gave it. */
  readonly date: string | null;
};

/** Where a URL source is read from, and how: the browser's fetch and the code hosts it knows, or a test's. */
export type UrlReading = {
  readonly fetch: Fetch;
  readonly hosts?: readonly CodeHost[];
  readonly onProgress?: (done: number, total: number) => void;
};

/**
 * The catalogue set at `url`: a repository on a code host read file by file, or anything else downloaded whole as a
 * zip (a repository archive, a release asset).
 */
export async function readUrlSource(url: string, reading: UrlReading): Promise<Result<NewSource, string>> {
  const hosts = reading.hosts ?? [GITHUB];
  const repository = repositoryAt(url, hosts);
  if (repository) {
    const read = await readRepository(repository, reading.fetch, reading.onProgress);
    if (!read.ok) return read;
    const { files, commit, date } = read.value;
    return ok({ origin: { kind: 'repository', url: url.trim() }, files, commit, date });
  }
  let address: URL;
  try {
    address = new URL(url.trim());
  } catch {
    return err(
      `"${url.trim().slice(0, 200)}" is not a web address: paste the address of a zip or of a data repository.`,
    );
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') {
    return err(`${address.protocol} addresses cannot be downloaded: paste an https:// address.`);
  }
  const bytes = await downloadBytes(address.href, reading.fetch);
  if (!bytes.ok) return bytes;
  const name = decodeURIComponent(address.pathname.split('/').pop() || 'download.zip');
  return ok({
    origin: { kind: 'zip-url', url: address.href },
    files: [{ path: name.toLowerCase().endsWith('.zip') ? name : `${name}.zip`, bytes: bytes.value }],
    commit: zipCommit(bytes.value),
    date: null,
  });
}

/**
 * Reads a new catalogue set with the importer (which refuses what is not a 10th edition set, naming the file and
 * the problem) and keeps it with its record. The date is the commit's, or `today` for files with no commit.
 */
export async function addSource(
  source: NewSource,
  importer: Importer,
  cache: SourceCache,
  today: string,
): Promise<Result<SourceRecord, string>> {
  const described = await importer.describe(source.files);
  if (!described.ok) return described;
  const record: SourceRecord = {
    version: await contentVersion(source.files),
    name: described.value.name,
    origin: source.origin,
    commit: source.commit,
    date: source.date ?? today,
    size: source.files.reduce((sum, f) => sum + f.bytes.byteLength, 0),
    factions: described.value.factions.map(({ id, name }) => ({ id, name })),
  };
  try {
    await cache.add(record, source.files);
  } catch (error) {
    return err(
      `The catalogues could not be kept in this browser's storage: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return ok(record);
}

/** What "Check for updates" found: the source as it is now when it changed, or null when it has not. */
export type UpdateCheck = { readonly newer: NewSource | null; readonly commit: string | null };

/**
 * Whether a URL source changed since it was kept: a repository by its head commit (no catalogue is downloaded when it
 * has not moved), a zip by downloading it again: the same commit in its comment is the same catalogues, however the
 * host zipped them this time; a zip that names no commit is compared by its bytes.
 */
export async function checkForUpdate(record: SourceRecord, reading: UrlReading): Promise<Result<UpdateCheck, string>> {
  const { origin } = record;
  if (origin.kind === 'files') return err('Files picked or dropped cannot be checked: pick or drop the new ones.');
  const repository = origin.kind === 'repository' ? repositoryAt(origin.url, reading.hosts ?? [GITHUB]) : null;
  if (repository) {
    const head = await repositoryHead(repository, reading.fetch);
    if (!head.ok) return head;
    if (head.value.commit === record.commit) return ok({ newer: null, commit: record.commit });
  }
  const now = await readUrlSource(origin.url, reading);
  if (!now.ok) return now;
  const isSameCommit = record.commit !== null && now.value.commit === record.commit;
  const isSame = isSameCommit || (await contentVersion(now.value.files)) === record.version;
  return ok({ newer: isSame ? null : now.value, commit: now.value.commit });
}
