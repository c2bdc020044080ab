import { isRecord } from '../../../domain/is-record';
import { err, ok, type Result } from '../../../domain/result';
import { isCatalogueFileName, MAX_CATALOGUE_FILES, type CatalogueFile } from './catalogue-files';
import { downloadBytes, downloadJson, MAX_DOWNLOAD_BYTES, type Fetch } from './download';

/**
 * A code host whose repositories can be read file by file from a page: its API lists a commit's files, and its
 * raw-file addresses serve each file to any origin (the host's own pages and zips do not). The API and raw-file
 * bases are fields so the tests can stand a local server in for the host.
 */
export type CodeHost = {
  /** The address a player copies from the browser bar: `https://github.com`. */
  readonly web: string;
  readonly api: string;
  readonly raw: string;
};

export const GITHUB: CodeHost = {
  web: 'https://github.com',
  api: 'https://api.github.com',
  raw: 'https://raw.githubusercontent.com',
};

/** A repository named by its web address, at a branch or commit (`ref`), or at its default branch. */
export type RepositoryRef = {
  readonly host: CodeHost;
  readonly owner: string;
  readonly repo: string;
  readonly ref: string | null;
};

export type RepositorySnapshot = {
  readonly commit: string;
  /** The commit's date, YYYY-MM-DD. */
  readonly date: string;
  readonly files: readonly CatalogueFile[];
};

const NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * The repository `url` names on one of `hosts` ("https://github.com/BSData/wh40k-10e", "…/tree/main"), or null
 * for any other address (a zip's, another site's). A zip on the host (an archive, a release asset) is not read
 * file by file.
 */
export function repositoryAt(url: string, hosts: readonly CodeHost[] = [GITHUB]): RepositoryRef | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = hosts.find((h) => new URL(h.web).origin === parsed.origin);
  if (!host || parsed.pathname.toLowerCase().endsWith('.zip')) return null;
  const [owner, repoPart, tree, ...ref] = parsed.pathname.split('/').filter(Boolean);
  const repo = repoPart?.replace(/\.git$/, '');
  if (!owner || !repo || !NAME.test(owner) || !NAME.test(repo)) return null;
  if (tree !== undefined && tree !== 'tree') return null;
  return { host, owner, repo, ref: ref.length > 0 ? ref.map(decodeURIComponent).join('/') : null };
}

/** The commit a repository's branch (or its default branch) is at, with its date: what "Check for updates" compares. */
export async function repositoryHead(
  at: RepositoryRef,
  fetchFn: Fetch,
): Promise<Result<{ readonly commit: string; readonly date: string }, string>> {
  const base = `${at.host.api}/repos/${at.owner}/${at.repo}`;
  let ref = at.ref;
  if (ref === null) {
    const about = await downloadJson(base, fetchFn);
    if (!about.ok) return about;
    const branch = isRecord(about.value) ? about.value['default_branch'] : undefined;
    if (typeof branch !== 'string') return err(`${at.owner}/${at.repo}: the host did not name the default branch.`);
    ref = branch;
  }
  const commit = await downloadJson(`${base}/commits/${encodeURIComponent(ref)}`, fetchFn);
  if (!commit.ok) return commit;
  const sha = isRecord(commit.value) ? commit.value['sha'] : undefined;
  const inner = isRecord(commit.value) && isRecord(commit.value['commit']) ? commit.value['commit'] : {};
  const committer = isRecord(inner['committer']) ? inner['committer'] : {};
  const date = typeof committer['date'] === 'string' ? committer['date'].slice(0, 10) : '';
  if (typeof sha !== 'string' || !/^[0-9a-f]{40}$/.test(sha)) {
    return err(`${at.owner}/${at.repo}: the host named no commit for "${ref}".`);
  }
  return ok({ commit: sha, date });
}

/**
 * Every catalogue (.gst, .cat) of the repository at its head: the file list from the host's API, each file from its
 * raw-file address at that commit, four at a time. The list's sizes are checked against the caps before a file is
 * read, and each file is capped again as it arrives.
 */
export async function readRepository(
  at: RepositoryRef,
  fetchFn: Fetch,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<Result<RepositorySnapshot, string>> {
  const head = await repositoryHead(at, fetchFn);
  if (!head.ok) return head;
  const { commit, date } = head.value;
  const tree = await downloadJson(
    `${at.host.api}/repos/${at.owner}/${at.repo}/git/trees/${commit}?recursive=1`,
    fetchFn,
  );
  if (!tree.ok) return tree;
  const entries = isRecord(tree.value) && Array.isArray(tree.value['tree']) ? tree.value['tree'] : null;
  if (!entries) return err(`${at.owner}/${at.repo}: the host's file list could not be read.`);
  const wanted = entries.flatMap((e) =>
    isRecord(e) && e['type'] === 'blob' && typeof e['path'] === 'string' && isCatalogueFileName(e['path'])
      ? [{ path: e['path'], size: typeof e['size'] === 'number' ? e['size'] : 0 }]
      : [],
  );
  if (wanted.length === 0) return err(`${at.owner}/${at.repo} holds no BattleScribe catalogues (.gst, .cat).`);
  if (wanted.length > MAX_CATALOGUE_FILES) {
    return err(
      `${at.owner}/${at.repo} holds ${wanted.length} catalogues, more than the ${MAX_CATALOGUE_FILES} Muster reads.`,
    );
  }
  const total = wanted.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_DOWNLOAD_BYTES) {
    return err(
      `${at.owner}/${at.repo}'s catalogues come to more than the ${MAX_DOWNLOAD_BYTES / (1024 * 1024)} MB Muster reads.`,
    );
  }
  const files: CatalogueFile[] = new Array<CatalogueFile>(wanted.length);
  let next = 0;
  let done = 0;
  let received = 0;
  let failure: string | null = null;
  const worker = async (): Promise<void> => {
    while (failure === null && next < wanted.length) {
      const index = next++;
      const { path } = wanted[index] as { path: string };
      const address = `${at.host.raw}/${at.owner}/${at.repo}/${commit}/${path.split('/').map(encodeURIComponent).join('/')}`;
      const bytes = await downloadBytes(address, fetchFn);
      if (!bytes.ok) {
        failure = bytes.error;
        return;
      }
      // The list's sizes are the host's word; what arrives is counted too.
      received += bytes.value.byteLength;
      if (received > MAX_DOWNLOAD_BYTES) {
        failure = `${at.owner}/${at.repo}'s catalogues come to more than the ${MAX_DOWNLOAD_BYTES / (1024 * 1024)} MB Muster reads.`;
        return;
      }
      files[index] = { path, bytes: bytes.value };
      onProgress(++done, wanted.length);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  if (failure !== null) return err(failure);
  return ok({ commit, date, files });
}
