import { describe, expect, it } from 'vitest';
import { makeDatasheet } from '../../testing/make-datasheet';
import { makeAllowance } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster } from '../../testing/make-roster';
import { catalogueEntries } from './catalogue-entries';

describe('catalogue entries', () => {
  it('come by name, ignoring case and accents', () => {
    const names = ['Lord of Skulls', 'Khârn the Betrayer', 'jakhals', 'Khorne Berzerkers', 'Eightbound'];
    const data = makeGameData({
      datasheets: names.map((name, i) => makeDatasheet({ id: `datasheet-${i}`, name })),
    });
    expect(catalogueEntries(makeRoster(), data).map((e) => e.datasheet.name)).toEqual([
      'Eightbound',
      'jakhals',
      'Khârn the Betrayer',
      'Khorne Berzerkers',
      'Lord of Skulls',
    ]);
  });

  describe('sections of units from outside the faction keyword', () => {
    const troupe = makeDatasheet({
      id: 'troupe',
      name: 'Troupe',
      factionKeywords: ['HARLEQUINS'],
      section: 'other-datasheets',
    });
    const sectionOfTroupe = (isAllied: boolean) =>
      catalogueEntries(
        makeRoster(),
        makeGameData({ faction: { datasheets: [troupe], allowances: [makeAllowance({ isAllied })] } }),
      ).find((e) => e.datasheet.id === 'troupe')?.section;

    it('lists capped allies such as Harlequins in a Drukhari army under Allied Units', () => {
      expect(sectionOfTroupe(true)).toBe('allied-units');
    });

    it('keeps units an allowance makes part of the army in their own section', () => {
      expect(sectionOfTroupe(false)).toBe('other-datasheets');
    });
  });
});
