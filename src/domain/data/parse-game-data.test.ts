import { describe, expect, it } from 'vitest';
import { storedDataFileIssues, storedFormIssues } from './parse-game-data';

describe('data files as stored', () => {
  it('finds nothing when a file holds exactly its parsed form', () => {
    expect(storedFormIssues({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toEqual([]);
  });

  it('names a default the file does not write out', () => {
    expect(storedFormIssues({ options: [{ id: 'o' }] }, { options: [{ id: 'o', exclusiveWith: [] }] })).toEqual([
      { path: 'options.0.exclusiveWith', message: "not stored; the schema's default is []" },
    ]);
  });

  it('names a key the schema drops and a value it changes', () => {
    expect(storedFormIssues({ id: 'a', note: 'x', n: 1 }, { id: 'a', n: 2 })).toEqual([
      { path: 'note', message: 'stored, but not part of the schema' },
      { path: 'n', message: 'stored as 1, parsed into 2' },
    ]);
  });

  it('reports what the schema refuses before any difference', () => {
    expect(storedDataFileIssues('manifest.json', { factions: 'none' }).length).toBeGreaterThan(0);
    expect(storedDataFileIssues('factions/drukhari.json', [])[0]?.path).toBe('(root)');
  });
});
