import { afterEach, describe, expect, it } from 'vitest';
import { pageFetch, serveFiles, type LocalServer, type ServedFile } from '../../../testing/code-host-server';
import { readRepository, repositoryAt, repositoryHead, type CodeHost } from './repository';

const COMMIT = 'a'.repeat(40);
const PAGE = 'http://muster.test';
const servers: LocalServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const json = (value: unknown): ServedFile => ({
  body: JSON.stringify(value),
  isCrossOrigin: true,
  type: 'application/json',
});

/** A code host with one repository, "BSData/wh40k-10e" at COMMIT: its API, and its raw files on a second server. */
async function codeHost(raw: Record<string, string>, { isRawCrossOrigin = true } = {}): Promise<CodeHost> {
  const rawServer = await serveFiles((path) => {
    const name = path.replace(`/BSData/wh40k-10e/${COMMIT}/`, '');
    const body = raw[decodeURIComponent(name)];
    return body === undefined ? undefined : { body, isCrossOrigin: isRawCrossOrigin };
  });
  const api = await serveFiles((path) => {
    if (path === '/repos/BSData/wh40k-10e') return json({ default_branch: 'main' });
    if (path === '/repos/BSData/wh40k-10e/commits/main') {
      return json({ sha: COMMIT, commit: { committer: { date: '2026-11-20T10:00:00Z' } } });
    }
    if (path === `/repos/BSData/wh40k-10e/git/trees/${COMMIT}?recursive=1`) {
      return json({
        tree: [
          { path: 'README.md', type: 'blob', size: 10 },
          { path: '.github', type: 'tree' },
          ...Object.entries(raw).map(([p, body]) => ({ path: p, type: 'blob', size: body.length })),
        ],
      });
    }
    return undefined;
  });
  servers.push(rawServer, api);
  return { web: 'https://code.test', api: api.origin, raw: rawServer.origin };
}

describe('repositoryAt', () => {
  const host: CodeHost = { web: 'https://code.test', api: 'https://api.code.test', raw: 'https://raw.code.test' };

  it('reads a repository from its web address, at its default branch or the branch its address names', () => {
    expect(repositoryAt('https://code.test/BSData/wh40k-10e', [host])).toEqual({
      host,
      owner: 'BSData',
      repo: 'wh40k-10e',
      ref: null,
    });
    expect(repositoryAt('https://code.test/BSData/wh40k-10e.git', [host])?.repo).toBe('wh40k-10e');
    expect(repositoryAt('https://code.test/BSData/wh40k-10e/tree/release/10.4', [host])?.ref).toBe('release/10.4');
  });

  it('leaves zips and other sites to be downloaded whole', () => {
    expect(repositoryAt('https://code.test/BSData/wh40k-10e/archive/refs/heads/main.zip', [host])).toBeNull();
    expect(repositoryAt('https://files.test/BSData/wh40k-10e', [host])).toBeNull();
    expect(repositoryAt('not a url', [host])).toBeNull();
    expect(repositoryAt('https://code.test/BSData', [host])).toBeNull();
  });
});

describe('readRepository', () => {
  it('reads every catalogue of the head commit from its raw-file address, and nothing else', async () => {
    const host = await codeHost({
      'Warhammer 40,000.gst': '<gameSystem/>',
      'Imperium - Space Marines.cat': '<catalogue/>',
    });
    const at = repositoryAt('https://code.test/BSData/wh40k-10e', [host]);
    const progress: number[] = [];
    const read = await readRepository(at!, pageFetch(PAGE), (done) => progress.push(done));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.commit).toBe(COMMIT);
    expect(read.value.date).toBe('2026-11-20');
    expect(read.value.files.map((f) => [f.path, new TextDecoder().decode(f.bytes)])).toEqual([
      ['Warhammer 40,000.gst', '<gameSystem/>'],
      ['Imperium - Space Marines.cat', '<catalogue/>'],
    ]);
    expect(progress).toEqual([1, 2]);
  });

  it('says what the head commit is without downloading the catalogues', async () => {
    const host = await codeHost({ 'a.gst': 'x' });
    const head = await repositoryHead(repositoryAt('https://code.test/BSData/wh40k-10e', [host])!, pageFetch(PAGE));
    expect(head).toEqual({ ok: true, value: { commit: COMMIT, date: '2026-11-20' } });
  });

  it('tells the player to download the zip when the host does not let the page read its files', async () => {
    const host = await codeHost({ 'a.gst': 'x' }, { isRawCrossOrigin: false });
    const read = await readRepository(repositoryAt('https://code.test/BSData/wh40k-10e', [host])!, pageFetch(PAGE));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/Download the zip yourself and drop it on this page instead/);
  });

  it('names a repository that holds no catalogues', async () => {
    const host = await codeHost({});
    const read = await readRepository(repositoryAt('https://code.test/BSData/wh40k-10e', [host])!, pageFetch(PAGE));
    expect(read).toEqual({ ok: false, error: 'BSData/wh40k-10e holds no BattleScribe catalogues (.gst, .cat).' });
  });

  it('names a branch the host does not know', async () => {
    const host = await codeHost({ 'a.gst': 'x' });
    const read = await readRepository(
      repositoryAt('https://code.test/BSData/wh40k-10e/tree/gone', [host])!,
      pageFetch(PAGE),
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/answered 404/);
  });
});
