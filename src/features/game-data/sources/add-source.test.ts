import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkForUpdate } from './add-source';
import { contentVersion } from './catalogue-files';
import type { SourceRecord } from './source-cache';

const ZIP_URL = 'https://catalogues.test/wh40k-10e.zip';

/** The catalogues zipped as a host zips them: the file's time differs with each making, the commit may follow. */
function zipped(gameSystem: string, madeAt: Date, commit: string | null): Uint8Array {
  const zip = zipSync({ 'wh40k-10e/Warhammer 40,000.gst': [new TextEncoder().encode(gameSystem), { mtime: madeAt }] });
  if (commit === null) return zip;
  // The end-of-central-directory record's comment length is its last two bytes while it has no comment.
  return new Uint8Array([...zip.subarray(0, zip.length - 2), 40, 0, ...new TextEncoder().encode(commit)]);
}

/** A fetch that serves `zip` at ZIP_URL. */
const serving = (zip: Uint8Array) => async (url: string) =>
  url === ZIP_URL ? new Response(new Blob([zip as Uint8Array<ArrayBuffer>])) : new Response('', { status: 404 });

async function keptFrom(zip: Uint8Array, commit: string | null): Promise<SourceRecord> {
  return {
    version: await contentVersion([{ path: 'wh40k-10e.zip', bytes: zip }]),
    name: 'Warhammer 40,000 10th Edition',
    origin: { kind: 'zip-url', url: ZIP_URL },
    commit,
    date: '2026-11-20',
    size: zip.byteLength,
    factions: [],
  };
}

describe('"Check for updates" on a zip', () => {
  const commit = 'c'.repeat(40);
  const first = zipped('<gameSystem revision="1"/>', new Date(2026, 10, 20), commit);

  it('finds the same commit zipped again up to date, though its bytes differ', async () => {
    const again = zipped('<gameSystem revision="1"/>', new Date(2026, 11, 2), commit);
    expect(again).not.toEqual(first);
    const check = await checkForUpdate(await keptFrom(first, commit), { fetch: serving(again) });
    expect(check).toEqual({ ok: true, value: { newer: null, commit } });
  });

  it('finds another commit newer', async () => {
    const next = zipped('<gameSystem revision="2"/>', new Date(2026, 11, 2), 'd'.repeat(40));
    const check = await checkForUpdate(await keptFrom(first, commit), { fetch: serving(next) });
    expect(check.ok && check.value.newer?.commit).toBe('d'.repeat(40));
  });

  it('compares a zip that names no commit by its bytes', async () => {
    const plain = zipped('<gameSystem revision="1"/>', new Date(2026, 10, 20), null);
    const kept = await keptFrom(plain, null);
    expect(await checkForUpdate(kept, { fetch: serving(plain) })).toEqual({
      ok: true,
      value: { newer: null, commit: null },
    });
    const changed = zipped('<gameSystem revision="2"/>', new Date(2026, 10, 20), null);
    const check = await checkForUpdate(kept, { fetch: serving(changed) });
    expect(check.ok && check.value.newer?.files[0]?.bytes).toEqual(changed);
  });
});
