import { describe, expect, it } from 'vitest';
import { realData } from '../../testing/real-data';
import { rankDatasheets, searchTerms } from './datasheet-ranking';

/** The searches players make, on the real catalogues. */
describe('catalogue search on the real data', () => {
  const names = (factionId: string, query: string) => {
    const { faction } = realData(factionId);
    const { datasheets } = faction;
    const ranks = rankDatasheets(datasheets, searchTerms(faction), query, null);
    return datasheets
      .filter((d) => ranks.has(d.id))
      .sort((a, b) => ranks.get(a.id)! - ranks.get(b.id)!)
      .map((d) => d.name);
  };

  it('puts Ravager first for "rav" in a Drukhari army', () => {
    expect(names('drukhari', 'rav')[0]).toBe('Ravager');
  });

  it('finds every Harlequins unit a Drukhari army may take by "harlequin"', () => {
    const harlequins = realData('drukhari').faction.datasheets.filter((d) => d.factionKeywords.includes('HARLEQUINS'));
    expect(harlequins.length).toBeGreaterThan(3);
    expect(names('drukhari', 'harlequin').sort()).toEqual(harlequins.map((d) => d.name).sort());
  });

  it('finds the Brood Brothers of a Genestealer Cults army by "brood"', () => {
    const found = names('genestealer-cults', 'brood');
    const astraMilitarum = realData('genestealer-cults').faction.datasheets.filter((d) =>
      d.factionKeywords.includes('ASTRA MILITARUM'),
    );
    expect(found).toContain('Cadian Shock Troops');
    expect(found.sort()).toEqual(astraMilitarum.map((d) => d.name).sort());
  });
});
