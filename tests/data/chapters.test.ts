import { describe, expect, it } from 'vitest';
import { readManifest } from '../../src/cli/load-data';
import { faction } from '../../src/testing/real-factions';

/*
 * A chapter's own datasheets and detachments are what its faction has and its parent's does not, as the importer
 * compares them: the catalogue marks those and lists them first, and the detachment select groups them first.
 */
describe('chapters', () => {
  const chapters = readManifest().factions.filter((f) => f.parent !== null);

  it('every chapter names its own datasheets and detachments: its faction has each, its parent none', () => {
    expect(chapters.length).toBeGreaterThan(0);
    for (const entry of chapters) {
      const chapter = faction(entry.id);
      const parent = faction(entry.parent!);
      expect(chapter.chapter?.parentId, entry.id).toBe(entry.parent);
      const own = chapter.chapter!;
      expect(own.datasheetIds.length, entry.id).toBeGreaterThan(0);
      expect(own.detachmentIds.length, entry.id).toBeGreaterThan(0);
      for (const id of own.datasheetIds) {
        expect(chapter.datasheets.some((d) => d.id === id), `${entry.id} ${id}`).toBe(true);
        expect(parent.datasheets.some((d) => d.id === id), `${entry.id} ${id}`).toBe(false);
      }
      for (const id of own.detachmentIds) {
        expect(chapter.detachments.some((d) => d.id === id), `${entry.id} ${id}`).toBe(true);
        expect(parent.detachments.some((d) => d.id === id), `${entry.id} ${id}`).toBe(false);
      }
    }
  });

  it('Blood Angels have the Death Company and The Lost Brethren of their own, and take Intercessors and Gladius from Space Marines', () => {
    const own = faction('blood-angels').chapter!;
    expect(own.datasheetIds).toContain('death-company-marines');
    expect(own.datasheetIds).toContain('commander-dante');
    expect(faction('blood-angels').datasheets.map((d) => d.id)).toContain('intercessor-squad');
    expect(own.datasheetIds).not.toContain('intercessor-squad');
    expect(own.detachmentIds).toEqual(['liberator-assault-group', 'the-lost-brethren', 'the-angelic-host', 'angelic-inheritors', 'rage-cursed-onslaught']);
  });

  it('an army with no parent has no chapter', () => {
    for (const entry of readManifest().factions.filter((f) => f.parent === null)) expect(faction(entry.id).chapter, entry.id).toBeUndefined();
  });
});
