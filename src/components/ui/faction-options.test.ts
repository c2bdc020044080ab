import { describe, expect, it } from 'vitest';
import { ManifestSchema } from '../../domain/data/manifest.schema';
import { choosableFactions, factionOptionGroups, type FactionEntry } from './faction-options';

const faction = (id: string, name: string, group: FactionEntry['group'], parent: string | null = null): FactionEntry =>
  ManifestSchema.shape.factions.element.parse({
    id,
    name,
    group,
    parent,
    file: `factions/${id}.json`,
    packs: [],
    datasheets: 1,
  });

const factions = [
  faction('orks', 'Orks', 'xenos'),
  faction('ultramarines', 'Ultramarines', 'imperium', 'space-marines'),
  faction('space-marines', 'Space Marines', 'imperium'),
  faction('blood-angels', 'Blood Angels', 'imperium', 'space-marines'),
  faction('adepta-sororitas', 'Adepta Sororitas', 'imperium'),
  faction('t-au-empire', 'T’au Empire', 'xenos'),
];
const names = (list: readonly FactionEntry[]) => list.map((f) => f.name);

describe('faction options', () => {
  it('groups by alliance in the app’s order, leaving out an alliance with no faction, each sorted by name', () => {
    const groups = factionOptionGroups(factions);
    expect(groups.map((g) => g.name)).toEqual(['Imperium', 'Xenos']);
    expect(groups[0]!.options.map((o) => o.faction.name)).toEqual(['Adepta Sororitas', 'Space Marines']);
    expect(names(groups[0]!.options[1]!.chapters)).toEqual(['Blood Angels', 'Ultramarines']);
  });

  it('lists a chapter whose parent is not offered as a faction of its own', () => {
    const groups = factionOptionGroups(factions.filter((f) => f.id !== 'space-marines'));
    expect(names(choosableFactions(groups))).toEqual([
      'Adepta Sororitas',
      'Blood Angels',
      'Ultramarines',
      'Orks',
      'T’au Empire',
    ]);
  });

  it('keeps the parent of a matching chapter as its heading, not as a choice', () => {
    const groups = factionOptionGroups(factions, 'ULTRA');
    expect(groups[0]!.options).toEqual([{ faction: factions[2], isMatch: false, chapters: [factions[1]] }]);
    expect(names(choosableFactions(groups))).toEqual(['Ultramarines']);
  });

  it('matches whatever the case, accents and apostrophes', () => {
    expect(names(choosableFactions(factionOptionGroups(factions, "t'au")))).toEqual(['T’au Empire']);
    expect(names(choosableFactions(factionOptionGroups(factions, '  ÓRKS ')))).toEqual(['Orks']);
  });
});
