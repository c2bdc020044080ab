import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_LIST_CHARACTERS } from '../codecs/list-limits';
import { decodeListFile, isListFileName, isZip, splitPastedLists, unzipLists } from './list-files';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('isListFileName', () => {
  it('takes text, Markdown and roster files, whatever the case of their ending', () => {
    expect(['a.txt', 'lists/b.MD', 'round 1/c.json'].map(isListFileName)).toEqual([true, true, true]);
  });
  it('passes over other files, hidden files and folders, and the Mac zip folder', () => {
    expect(
      ['photo.png', 'pack.pdf', '.hidden.txt', '.git/x.txt', '__MACOSX/._a.txt', '.txt'].map(isListFileName),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('decodeListFile', () => {
  it('reads UTF-8, dropping its byte-order mark', () => {
    expect(decodeListFile('a.txt', utf8('\uFEFFT’au Empire'))).toEqual({
      ok: true,
      file: 'a.txt',
      text: 'T’au Empire',
    });
  });
  it('reads UTF-16 with a byte-order mark, as Windows Notepad saves "Unicode"', () => {
    const bytes = new Uint8Array([0xff, 0xfe, ...[...'Orks'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeListFile('a.txt', bytes)).toMatchObject({ ok: true, text: 'Orks' });
  });
  it('calls a file with NUL bytes binary', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(decodeListFile('photo.txt', png)).toMatchObject({ ok: false, problem: expect.stringContaining('binary') });
  });
  it('names text in another encoding rather than guessing at it', () => {
    expect(decodeListFile('a.txt', new Uint8Array([0x54, 0x92, 0x61, 0x75]))).toMatchObject({
      ok: false,
      problem: expect.stringContaining('UTF-8'),
    });
  });
  it('refuses an empty file and one past the size limit', () => {
    expect(decodeListFile('a.txt', utf8(' \n '))).toMatchObject({
      ok: false,
      problem: expect.stringContaining('empty'),
    });
    expect(decodeListFile('a.txt', new Uint8Array(MAX_LIST_CHARACTERS + 1))).toMatchObject({
      ok: false,
      problem: expect.stringContaining('MB'),
    });
  });
});

describe('unzipLists', () => {
  it('gives the list files of a zip in order of name, and passes over the rest', () => {
    const zip = zipSync({
      'b.txt': strToU8('B'),
      'a/a.md': strToU8('A'),
      'cover.png': new Uint8Array([1, 2]),
      '.DS_Store': strToU8('x'),
    });
    expect(isZip(zip)).toBe(true);
    expect(unzipLists('event.zip', zip)).toEqual([
      { ok: true, file: 'event.zip/a/a.md', text: 'A' },
      { ok: true, file: 'event.zip/b.txt', text: 'B' },
    ]);
  });
  it('names a zip that cannot be opened, or holds no list', () => {
    expect(unzipLists('x.zip', utf8('PK\x03\x04 broken'))).toMatchObject([
      { ok: false, file: 'x.zip', problem: expect.stringContaining('could not be opened') },
    ]);
    expect(unzipLists('x.zip', zipSync({ 'a.png': new Uint8Array([1]) }))).toMatchObject([
      { ok: false, problem: expect.stringContaining('no list files') },
    ]);
  });
});

describe('splitPastedLists', () => {
  it('parts lists at lines of three or more dashes, and numbers them', () => {
    const lists = splitPastedLists('List A\nOrks\n---\nList B\n  ------  \n\n-----\nList C\n');
    expect(lists.map((l) => (l.ok ? [l.file, l.text.trim()] : null))).toEqual([
      ['Pasted list 1', 'List A\nOrks'],
      ['Pasted list 2', 'List B'],
      ['Pasted list 3', 'List C'],
    ]);
  });
  it('keeps a line of two dashes or a bulleted line inside its list', () => {
    expect(splitPastedLists('A\n--\n- Boyz\nB')).toHaveLength(1);
  });
});
