import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { MAX_LIST_CHARACTERS, tooManyCharacters } from '../domain/codecs/list-limits';
import { err, ok, type Result } from '../domain/result';

/** The input's text, or why it cannot be read, naming it. */
export type ReadResult = Result<string, string>;
/** Parsed JSON, or where its first syntax error is. */
export type JsonResult = Result<unknown, string>;

/**
 * The text of a file, or of standard input for `-`; a missing, unreadable, empty or oversized input is an error
 * naming it. Only a regular file is read: a device (`/dev/zero`, which never ends) or a named pipe (which waits for
 * a writer) is refused at once. Size is checked before reading (a file) and while reading (a file that grows,
 * standard input), so a 50 MB file is refused at once instead of being read and parsed for minutes.
 */
export async function readInput(path: string): Promise<ReadResult> {
  const source = path === '-' ? 'standard input' : path;
  let text: string | null;
  try {
    if (path === '-') text = await readStdin(MAX_LIST_CHARACTERS);
    else {
      const file = await readRegularFile(path, MAX_LIST_CHARACTERS);
      if (file.kind === 'not-a-file') return err(`cannot read ${source}: ${file.why}`);
      if (file.kind === 'too-large') return err(`${source} is too large: ${tooManyCharacters(file.size)}`);
      text = file.text;
    }
  } catch (error) {
    return err(`cannot read ${source}: ${describeFsError(error)}`);
  }
  if (text === null) return err(`${source} is too large: ${tooManyCharacters(MAX_LIST_CHARACTERS + 1)}`);
  if (text.trim() === '') return err(`${source} is empty`);
  return ok(text);
}

/** A command's list argument: a file path, `-` for standard input, or a share URL given as the argument itself. */
export async function readArgument(input: string): Promise<ReadResult> {
  if (/^https?:\/\/|#\/?share\//.test(input)) return ok(input);
  return readInput(input);
}

type FileRead =
  | { readonly kind: 'text'; readonly text: string | null }
  | { readonly kind: 'not-a-file'; readonly why: string }
  | { readonly kind: 'too-large'; readonly size: number };

/**
 * A regular file's text, or null once it passes `limit` bytes. Opened without blocking, so a named pipe is
 * told apart at once instead of waiting for a writer, and checked on the opened file, so the file read is the one
 * checked.
 */
async function readRegularFile(path: string, limit: number): Promise<FileRead> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (info.isDirectory()) return { kind: 'not-a-file', why: 'it is a directory, not a file' };
    if (!info.isFile()) return { kind: 'not-a-file', why: 'it is not a regular file (a device or a pipe)' };
    if (info.size > limit) return { kind: 'too-large', size: info.size };
    const buffer = Buffer.alloc(limit + 1);
    let size = 0;
    while (size <= limit) {
      const { bytesRead } = await handle.read(buffer, size, buffer.length - size, null);
      if (bytesRead === 0) break;
      size += bytesRead;
    }
    return { kind: 'text', text: size > limit ? null : buffer.toString('utf8', 0, size) };
  } finally {
    await handle.close();
  }
}

/** Standard input as text, or null once it passes `limit` bytes (the rest is not read). */
async function readStdin(limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > limit) return null;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function describeFsError(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory, not a file';
    case 'EACCES':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * JSON.parse with the place of the first syntax error as line and column. V8 names a position for some
 * errors only ("Unexpected token '}', ... is not valid JSON" has none), so a small scanner finds it.
 */
export function parseJson(text: string): JsonResult {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    const offset = syntaxErrorOffset(text);
    const { line, column } = lineAndColumn(text, offset);
    const found = offset >= text.length ? 'end of input' : JSON.stringify(text[offset]);
    return err(`invalid JSON at line ${line}, column ${column}: unexpected ${found}`);
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/**
 * Offset of the first character at which `text` stops being valid JSON (text.length if it ends too early). It keeps
 * its own stack of open arrays and objects rather than recursing, so JSON nested 100,000 deep gets its place too.
 */
function syntaxErrorOffset(text: string): number {
  let i = 0;
  const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
  const space = (): void => {
    while (i < text.length && isSpace(text[i])) i += 1;
  };
  /** Each reader returns whether the value was valid, leaving `i` where it stopped. */
  const literal = (word: string): boolean => {
    for (const ch of word) {
      if (text[i] !== ch) return false;
      i += 1;
    }
    return true;
  };
  const string = (): boolean => {
    i += 1;
    while (i < text.length && text[i] !== '"') {
      const ch = text[i]!;
      if (ch < ' ') return false;
      if (ch === '\\') {
        i += 1;
        if (text[i] === 'u') {
          for (let k = 0; k < 4; k += 1) {
            i += 1;
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) return false;
          }
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) return false;
      }
      i += 1;
    }
    if (i >= text.length) return false;
    i += 1;
    return true;
  };
  const number = (): boolean => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match) return false;
    i += match[0].length;
    return true;
  };
  /** Open containers, innermost last: what may come after a value inside each. */
  const open: ('array' | 'object')[] = [];
  /** Reads an object key and its colon; false where that breaks off. */
  const key = (): boolean => {
    space();
    if (text[i] !== '"' || !string()) return false;
    space();
    if (text[i] !== ':') return false;
    i += 1;
    return true;
  };
  for (;;) {
    // A value starts here.
    space();
    const ch = text[i];
    if (ch === '{' || ch === '[') {
      i += 1;
      space();
      if (text[i] === (ch === '{' ? '}' : ']')) i += 1;
      else {
        open.push(ch === '{' ? 'object' : 'array');
        if (ch === '{' && !key()) return Math.min(i, text.length);
        continue;
      }
    } else {
      const ok =
        ch === '"'
          ? string()
          : ch === 't'
            ? literal('true')
            : ch === 'f'
              ? literal('false')
              : ch === 'n'
                ? literal('null')
                : number();
      if (!ok) return Math.min(i, text.length);
    }
    // A value ended: close containers or move to the next element.
    for (;;) {
      const container = open[open.length - 1];
      space();
      if (container === undefined) return i < text.length ? i : text.length;
      if (text[i] === ',') {
        i += 1;
        if (container === 'object' && !key()) return Math.min(i, text.length);
        break;
      }
      if (text[i] === (container === 'object' ? '}' : ']')) {
        i += 1;
        open.pop();
        continue;
      }
      return Math.min(i, text.length);
    }
  }
}
