import { describe, expect, it } from 'vitest';
import { readFaction, readGameSystem, readManifest } from '../../src/cli/load-data';

describe('data files', () => {
  it('the manifest and the game system parse with their schemas', () => {
    expect(readManifest().factions.length).toBeGreaterThan(0);
    expect(readGameSystem().battleSizes.length).toBeGreaterThan(0);
  });

  it.each(['drukhari', 'aeldari', 'world-eaters', 'genestealer-cults'])('%s parses and every id it refers to resolves', (id) => {
    expect(readFaction(id).id).toBe(id);
  });

  it('refuses an unknown faction id, naming the known ones', () => {
    expect(() => readFaction('space-elves')).toThrow(/unknown faction "space-elves".*drukhari/);
  });
});
