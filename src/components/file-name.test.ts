import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name';

describe('export file names', () => {
  it('are the list’s name with the format’s extension', () => {
    expect(exportFileName('Kabal of the Flayed Skull', 'txt')).toBe('Kabal of the Flayed Skull.txt');
    expect(exportFileName('Kabal of the Flayed Skull', 'txt', 'WTC')).toBe('Kabal of the Flayed Skull (WTC).txt');
  });

  it('turn characters a file system refuses into spaces', () => {
    expect(exportFileName('Blood/Skulls: 2000 "pts"?', 'md')).toBe('Blood Skulls 2000 pts.md');
  });

  it('never start with a dot or come out empty', () => {
    expect(exportFileName('..hidden', 'txt')).toBe('hidden.txt');
    expect(exportFileName('  ///  ', 'txt')).toBe('Muster list.txt');
  });
});
