import { describe, expect, it } from 'vitest';
import { takeDataOption } from './args';

describe('takeDataOption', () => {
  it('takes --data <path> or --data=<path> from anywhere among the arguments and leaves the rest', () => {
    expect(takeDataOption(['check', 'list.txt', '--data', 'wh40k-10e.zip', '--json'])).toEqual({
      ok: true,
      value: { data: 'wh40k-10e.zip', rest: ['check', 'list.txt', '--json'] },
    });
    expect(takeDataOption(['--data=catalogues/', 'list.txt'])).toEqual({
      ok: true,
      value: { data: 'catalogues/', rest: ['list.txt'] },
    });
  });

  it('reads the built-in data when no --data is given', () => {
    expect(takeDataOption(['list.txt'])).toEqual({ ok: true, value: { data: null, rest: ['list.txt'] } });
  });

  it('refuses --data with no path, or given twice', () => {
    expect(takeDataOption(['list.txt', '--data']).ok).toBe(false);
    expect(takeDataOption(['--data=a', '--data', 'b']).ok).toBe(false);
  });
});
