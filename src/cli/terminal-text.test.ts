import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleRoster } from '../testing/example-lists';
import { check } from './commands/check';
import { exportCommand } from './commands/export';
import { readGameData } from './load-data';
import { terminalText } from './terminal-text';

const reordering = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

afterEach(() => {
  vi.restoreAllMocks();
});

function captured(stream: NodeJS.WriteStream): () => string {
  let text = '';
  vi.spyOn(stream, 'write').mockImplementation((chunk) => ((text += String(chunk)), true));
  return () => text;
}

describe('CLI output', () => {
  it('writes every character that reorders text as its escape', () => {
    expect(reordering.map((c) => terminalText(`a${c}b`))).toEqual([
      'a\\u202Ab',
      'a\\u202Bb',
      'a\\u202Cb',
      'a\\u202Db',
      'a\\u202Eb',
      'a\\u2066b',
      'a\\u2067b',
      'a\\u2068b',
      'a\\u2069b',
    ]);
  });

  it('leaves JSON the same once parsed', () => {
    const value = { name: `Raiders${reordering.join('')} stp 0` };
    expect(JSON.parse(terminalText(JSON.stringify(value)))).toEqual(value);
  });

  it('never reaches the terminal raw from a list name, in a report or an exported list', async () => {
    const data = readGameData('world-eaters');
    const file = join(mkdtempSync(join(tmpdir(), 'muster-bidi-')), 'list.json');
    writeFileSync(
      file,
      JSON.stringify({ ...exampleRoster('world-eaters', data), name: 'Blood\u202E stp 0001 :regnaR' }),
    );
    const stdout = captured(process.stdout);
    captured(process.stderr);
    await check.run([file]);
    await exportCommand.run([file, '--format', 'markdown']);
    expect(stdout()).toContain('Blood\\u202E stp 0001 :regnaR');
    expect(stdout()).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
