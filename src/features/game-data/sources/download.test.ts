import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFetch, serveFiles, type LocalServer } from '../../../testing/code-host-server';
import { contentVersion, zipCommit } from './catalogue-files';
import { downloadBytes } from './download';

const PAGE = 'http://muster.test';
const servers: LocalServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function zipHost(zip: Uint8Array, isCrossOrigin: boolean): Promise<string> {
  const server = await serveFiles((path) => (path === '/wh40k-10e.zip' ? { body: zip, isCrossOrigin } : undefined));
  servers.push(server);
  return `${server.origin}/wh40k-10e.zip`;
}

const ZIP = zipSync({ 'wh40k-10e/Warhammer 40,000.gst': new TextEncoder().encode('<gameSystem/>') });

describe('downloadBytes', () => {
  it('downloads a zip from a host that allows cross-origin downloads', async () => {
    const url = await zipHost(ZIP, true);
    expect(await downloadBytes(url, pageFetch(PAGE))).toEqual({ ok: true, value: ZIP });
  });

  it('tells the player to download the zip and drop it when the host refuses cross-origin downloads', async () => {
    const url = await zipHost(ZIP, false);
    const downloaded = await downloadBytes(url, pageFetch(PAGE));
    expect(downloaded.ok).toBe(false);
    if (!downloaded.ok) {
      expect(downloaded.error).toContain(url);
      expect(downloaded.error).toMatch(/Download the zip yourself and drop it on this page instead/);
    }
  });

  it('stops a download larger than the cap as it arrives', async () => {
    const url = await zipHost(new Uint8Array(5000), true);
    const downloaded = await downloadBytes(url, pageFetch(PAGE), 4096);
    expect(downloaded.ok).toBe(false);
    if (!downloaded.ok) expect(downloaded.error).toMatch(/is larger than the .* MB Muster reads/);
  });

  it('names the status of an address that is not there', async () => {
    const url = await zipHost(ZIP, true);
    const downloaded = await downloadBytes(url.replace('.zip', '.tar'), pageFetch(PAGE));
    expect(downloaded).toEqual({
      ok: false,
      error: `Could not download ${url.replace('.zip', '.tar')}: the host answered 404 Not Found.`,
    });
  });
});

describe('a catalogue set’s version', () => {
  const file = (path: string, text: string) => ({ path, bytes: new TextEncoder().encode(text) });

  it('is the same for the same files in any order, and another when one changes', async () => {
    const a = await contentVersion([file('a.gst', '1'), file('b.cat', '2')]);
    expect(await contentVersion([file('b.cat', '2'), file('a.gst', '1')])).toBe(a);
    expect(await contentVersion([file('a.gst', '1'), file('b.cat', '3')])).not.toBe(a);
    expect(await contentVersion([file('a.gs', 't1'), file('b.cat', '2')])).not.toBe(a);
  });

  it('reads the commit a repository archive names in its comment', () => {
    const commit = 'b'.repeat(40);
    const withComment = new Uint8Array([
      ...ZIP.subarray(0, ZIP.length - 2),
      40,
      0,
      ...new TextEncoder().encode(commit),
    ]);
    expect(zipCommit(withComment)).toBe(commit);
    expect(zipCommit(ZIP)).toBeNull();
  });
});
