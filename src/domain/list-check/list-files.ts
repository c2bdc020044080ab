import { unzipSync } from 'fflate';
import { describeSize, MAX_LIST_CHARACTERS, tooManyCharacters } from '../codecs/list-limits';

/**
 * The lists an organiser hands over, as files: what in a folder or a zip is a list, how a file's bytes become text,
 * and how one paste holding many lists is cut up. The CLI and the app's page both go through here, so a folder and
 * the same files dropped on the page give the same rows.
 */
export type ListInput =
  | { readonly ok: true; readonly file: string; readonly text: string }
  | { readonly ok: false; readonly file: string; readonly problem: string };

/**
 * The endings of list files in a folder or a zip: the app's text exports (.txt), Muster's Markdown (.md) and roster
 * files (.json). Anything else there (a photo, a spreadsheet, a PDF of the pack) is not a list and is passed over;
 * a file named on its own is read whatever its name.
 */
export const LIST_FILE_EXTENSIONS = ['.txt', '.md', '.json'] as const;

/** A list file by its path: a list ending, and no part of the path hidden (".git/", ".DS_Store", "__MACOSX/"). */
export function isListFileName(path: string): boolean {
  const parts = path.split(/[\\/]/).filter(Boolean);
  if (parts.some((part) => part.startsWith('.') || part === '__MACOSX')) return false;
  const name = (parts[parts.length - 1] ?? '').toLowerCase();
  return LIST_FILE_EXTENSIONS.some((ending) => name.endsWith(ending) && name.length > ending.length);
}

/** How far into a file to look for a NUL byte: text never has one, and every image, PDF or zip has one early. */
const BINARY_PROBE = 8_000;

/**
 * A list file's text. UTF-8 with or without its byte-order mark, or UTF-16 with one (Windows Notepad's "Unicode");
 * a binary file, text in another encoding, an empty file or one past the size limit is a problem naming it.
 */
export function decodeListFile(file: string, bytes: Uint8Array): ListInput {
  if (bytes.length > MAX_LIST_CHARACTERS) return { ok: false, file, problem: tooManyCharacters(bytes.length) };
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  if (encoding === 'utf-8' && bytes.subarray(0, BINARY_PROBE).includes(0)) {
    return { ok: false, file, problem: 'This is a binary file (an image, a PDF or an archive?), not a text list.' };
  }
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, file, problem: 'This file is not UTF-8 text; save the list as UTF-8 and check it again.' };
  }
  if (text.trim() === '') return { ok: false, file, problem: 'This file is empty.' };
  return { ok: true, file, text };
}

/** More entries than any event has lists, and far more bytes than they take: a zip past either is refused. */
export const MAX_ZIP_LISTS = 2_000;
export const MAX_ZIP_BYTES = 50_000_000;

/**
 * The lists in a zip, by the same rule as a folder's. An entry past the size limit is a row with the reason, read
 * from the zip's directory before anything is unpacked, so a zip bomb costs nothing.
 */
export function unzipLists(file: string, bytes: Uint8Array): ListInput[] {
  if (bytes.length > MAX_ZIP_BYTES) {
    return [
      {
        ok: false,
        file,
        problem: `This zip is ${describeSize(bytes.length)}; Muster opens zips of up to ${describeSize(MAX_ZIP_BYTES)}.`,
      },
    ];
  }
  const tooLarge: ListInput[] = [];
  let count = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        if (!isListFileName(entry.name)) return false;
        count += 1;
        if (entry.originalSize > MAX_LIST_CHARACTERS) {
          tooLarge.push({ ok: false, file: `${file}/${entry.name}`, problem: tooManyCharacters(entry.originalSize) });
          return false;
        }
        return count <= MAX_ZIP_LISTS;
      },
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return [{ ok: false, file, problem: `This zip could not be opened (${detail}).` }];
  }
  if (count > MAX_ZIP_LISTS) {
    return [
      {
        ok: false,
        file,
        problem: `This zip holds ${count.toLocaleString('en-US')} lists; Muster checks up to ${MAX_ZIP_LISTS.toLocaleString('en-US')} at once.`,
      },
    ];
  }
  const read = Object.entries(entries).map(([name, content]) => decodeListFile(`${file}/${name}`, content));
  if (read.length === 0 && tooLarge.length === 0)
    return [{ ok: false, file, problem: 'This zip holds no list files (.txt, .md or .json).' }];
  return [...read, ...tooLarge].sort((a, b) => a.file.localeCompare(b.file, 'en'));
}

/** A zip by its first bytes ("PK\x03\x04", or "PK\x05\x06" for an empty one), whatever the file is called. */
export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6)
  );
}

/** A line of three or more dashes and nothing else: no list format prints one, so it can part pasted lists. */
const SEPARATOR = /^[ \t]*-{3,}[ \t]*$/;

/** Lists pasted one after another with a line of dashes between them, each named by its place ("Pasted list 2"). */
export function splitPastedLists(text: string): ListInput[] {
  const lists: string[][] = [[]];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (SEPARATOR.test(line)) lists.push([]);
    else lists[lists.length - 1]!.push(line);
  }
  return lists
    .map((lines) => lines.join('\n'))
    .filter((list) => list.trim() !== '')
    .map((list, i) => ({ ok: true, file: `Pasted list ${i + 1}`, text: list }));
}
