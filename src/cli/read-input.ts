import { readFile } from 'node:fs/promises';

export type ReadResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };
export type JsonResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** The text of a file, or of standard input for `-`; a missing, unreadable or empty input is an error naming it. */
export async function readInput(path: string): Promise<ReadResult> {
  const source = path === '-' ? 'standard input' : path;
  let text: string;
  try {
    text = path === '-' ? await readStdin() : await readFile(path, 'utf8');
  } catch (error) {
    return { ok: false, message: `cannot read ${source}: ${describeFsError(error)}` };
  }
  if (text.trim() === '') return { ok: false, message: `${source} is empty` };
  return { ok: true, text };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function describeFsError(error: unknown): string {
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
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const offset = syntaxErrorOffset(text);
    const { line, column } = lineAndColumn(text, offset);
    const found = offset >= text.length ? 'end of input' : JSON.stringify(text[offset]);
    return { ok: false, message: `invalid JSON at line ${line}, column ${column}: unexpected ${found}` };
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** Offset of the first character at which `text` stops being valid JSON (text.length if it ends too early). */
function syntaxErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
  };
  const literal = (word: string): void => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i += 1;
    }
  };
  const string = (): void => {
    i += 1;
    while (i < text.length && text[i] !== '"') {
      const ch = text[i]!;
      if (ch < ' ') fail();
      if (ch === '\\') {
        i += 1;
        if (text[i] === 'u') {
          for (let k = 0; k < 4; k += 1) {
            i += 1;
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) fail();
          }
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i += 1;
    }
    if (i >= text.length) fail();
    i += 1;
  };
  const number = (): void => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') {
      i += 1;
      space();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') {
          i += 1;
          return;
        } else fail();
      }
    } else if (ch === '[') {
      i += 1;
      space();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') {
          i += 1;
          return;
        } else fail();
      }
    } else if (ch === '"') string();
    else if (ch === 't') literal('true');
    else if (ch === 'f') literal('false');
    else if (ch === 'n') literal('null');
    else number();
  };
  try {
    value();
    space();
    return i < text.length ? i : text.length;
  } catch (offset) {
    return Math.min(offset as number, text.length);
  }
}
