import { describe, expect, it } from 'vitest';
import { makeDatasheet } from '../../testing/make-datasheet';
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
});
