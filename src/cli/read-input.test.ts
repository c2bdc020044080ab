import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LIST_CHARACTERS } from '../domain/codecs/list-limits';
import { parseJson, readInput } from './read-input';

describe('readInput', () => {
  it('refuses a file past the size limit before reading it, naming the file and the limit', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'muster-')), 'huge.txt');
    writeFileSync(file, 'x'.repeat(MAX_LIST_CHARACTERS + 1));
    const result = await readInput(file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/huge\.txt is too large: .* up to 2\.0 MB/);
  });

  it('refuses a device that never ends at once, without reading it', async () => {
    expect(await readInput('/dev/zero')).toEqual({
      ok: false,
      error: 'cannot read /dev/zero: it is not a regular file (a device or a pipe)',
    });
  });

  it('refuses a named pipe at once, without waiting for a writer', async () => {
    const fifo = join(mkdtempSync(join(tmpdir(), 'muster-')), 'list.fifo');
    execFileSync('mkfifo', [fifo]);
    expect(await readInput(fifo)).toEqual({
      ok: false,
      error: `cannot read ${fifo}: it is not a regular file (a device or a pipe)`,
    });
  });

  it('refuses a directory, naming it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'muster-'));
    expect(await readInput(folder)).toEqual({
      ok: false,
      error: `cannot read ${folder}: it is a directory, not a file`,
    });
  });

  it('reads a regular file whole', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'muster-')), 'list.txt');
    writeFileSync(file, 'Raiders (2000 points)\n');
    expect(await readInput(file)).toEqual({ ok: true, value: 'Raiders (2000 points)\n' });
  });
});

describe('parseJson', () => {
  it('names the place where JSON nested 100,000 deep breaks off', () => {
    const text = `${'['.repeat(100_000)}}`;
    expect(parseJson(text)).toEqual({ ok: false, error: 'invalid JSON at line 1, column 100001: unexpected "}"' });
  });

  it('names the place of a missing value inside objects and arrays', () => {
    expect(parseJson('{"a": [1, 2, {"b": }]}')).toEqual({
      ok: false,
      error: 'invalid JSON at line 1, column 20: unexpected "}"',
    });
    expect(parseJson('{"a": 1,}')).toEqual({ ok: false, error: 'invalid JSON at line 1, column 9: unexpected "}"' });
    expect(parseJson('[1 2]')).toEqual({ ok: false, error: 'invalid JSON at line 1, column 4: unexpected "2"' });
    expect(parseJson('{"a": 1')).toEqual({
      ok: false,
      error: 'invalid JSON at line 1, column 8: unexpected end of input',
    });
  });
});
