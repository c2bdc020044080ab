import { describe, expect, it } from 'vitest';
import { makeDatasheet } from '../../testing/make-datasheet';
import { makeAllowance, makeFaction } from '../../testing/make-faction';
import { rankDatasheets, searchTerms } from './datasheet-ranking';

const datasheets = [
  makeDatasheet({ id: 'archon', name: 'Archon', keywords: ['INFANTRY', 'CHARACTER', 'ARCHON'] }),
  makeDatasheet({ id: 'kabalite-warriors', name: 'Kabalite Warriors', keywords: ['INFANTRY', 'BATTLELINE'] }),
  makeDatasheet({ id: 'raider', name: 'Raider', keywords: ['VEHICLE', 'TRANSPORT'] }),
  makeDatasheet({ id: 'ravager', name: 'Ravager', keywords: ['VEHICLE'] }),
  makeDatasheet({ id: 'troupe', name: 'Troupe', keywords: ['INFANTRY'], factionKeywords: ['HARLEQUINS'] }),
  makeDatasheet({ id: 'wracks', name: 'Wracks', keywords: ['INFANTRY', 'BATTLELINE', 'WRACKS'] }),
];
const terms = searchTerms(
  makeFaction({
    datasheets,
    allowances: [makeAllowance({ keywords: ['HARLEQUINS'], rule: { name: 'Travelling Players' } })],
  }),
);
const ids = (query: string, fuzzy: ReadonlyMap<string, number> | null = null) => [
  ...rankDatasheets(datasheets, terms, query, fuzzy).keys(),
];

describe('ranking datasheets for a search', () => {
  it('puts a name that starts with what was typed first, before fuzzy hits', () => {
    expect(
      ids(
        'rav',
        new Map([
          ['raider', 0],
          ['ravager', 1],
          ['archon', 2],
        ]),
      ),
    ).toEqual(['ravager', 'raider', 'archon']);
  });

  it('finds a word of the name by its start, word by word', () => {
    expect(ids('warr')).toEqual(['kabalite-warriors']);
    expect(ids('kab war')).toEqual(['kabalite-warriors']);
  });

  it('finds datasheets by a keyword, faction keywords included', () => {
    expect(ids('harlequin')).toEqual(['troupe']);
    expect(ids('vehicle')).toEqual(['raider', 'ravager']);
  });

  it('finds datasheets by the allowance they come under', () => {
    expect(ids('travelling')).toEqual(['troupe']);
  });

  it('ignores case, accents and apostrophes', () => {
    expect(ids('RÁV')).toEqual(['ravager']);
  });

  it('finds nothing for an empty search', () => {
    expect(ids('  ')).toEqual([]);
  });
});
