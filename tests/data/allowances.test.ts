import { describe, expect, it } from 'vitest';
import { enhancements, faction } from '../../src/testing/real-factions';

const allowance = (factionId: string, id: string) => {
  const a = faction(factionId).allowances.find((x) => x.id === id);
  if (!a) throw new Error(`no allowance "${id}" in ${factionId}`);
  return a;
};

describe('ally allowances', () => {
  it('Drukhari: Corsairs and Travelling Players lets HARLEQUINS and ANHRATHE in, up to 250 / 500 / 750, never Warlord, no Enhancements, not under Reaper’s Wager', () => {
    expect(allowance('drukhari', 'corsairs-and-travelling-players')).toMatchObject({
      rule: { name: 'Corsairs and Travelling Players', text: expect.stringMatching(/HARLEQUINS and ANHRATHE/) },
      keywords: ['ANHRATHE', 'HARLEQUINS'],
      pointsCap: { incursion: 250, 'strike-force': 500, onslaught: 750 },
      canBeWarlord: false,
      canTakeEnhancements: false,
      notInDetachments: ['reapers-wager'],
    });
  });

  it('Drukhari: Reaper’s Wager raises the HARLEQUINS cap to 500 / 1000 / 1500, under that detachment only', () => {
    expect(allowance('drukhari', 'reapers-wager')).toMatchObject({
      keywords: ['HARLEQUINS'],
      pointsCap: { incursion: 500, 'strike-force': 1000, onslaught: 1500 },
      onlyInDetachments: ['reapers-wager'],
    });
  });

  // The page: "No HARLEQUINS models from your army can be your WARLORD"; nothing against Enhancements, and the
  // detachment has HARLEQUINS Enhancements (Reaper's Cowl).
  it('Drukhari: under Reaper’s Wager no HARLEQUINS model can be the Warlord, but they can take Enhancements', () => {
    expect(allowance('drukhari', 'reapers-wager')).toMatchObject({ canBeWarlord: false, canTakeEnhancements: true });
  });

  it('Genestealer Cults: Brood Brothers lets ASTRA MILITARUM units in under Brood Brother Auxilia, 500 / 1000 / 1500, never Warlord', () => {
    expect(allowance('genestealer-cults', 'brood-brothers')).toMatchObject({
      keywords: ['ASTRA MILITARUM'],
      pointsCap: { incursion: 500, 'strike-force': 1000, onslaught: 1500 },
      onlyInDetachments: ['brood-brother-auxilia'],
      canBeWarlord: false,
      canTakeEnhancements: false,
    });
  });

  it('Genestealer Cults: Final Day lets TYRANIDS units in, 500 / 1000 / 1500, never Warlord', () => {
    expect(allowance('genestealer-cults', 'the-star-childrens-blessings')).toMatchObject({
      keywords: ['TYRANIDS'],
      pointsCap: { incursion: 500, 'strike-force': 1000, onslaught: 1500 },
      onlyInDetachments: ['final-day'],
      canBeWarlord: false,
    });
  });

  it('Genestealer Cults: under Final Day TYRANIDS characters can take the detachment’s TYRANIDS Enhancements', () => {
    expect(allowance('genestealer-cults', 'the-star-childrens-blessings').canTakeEnhancements).toBe(true);
    expect(enhancements('genestealer-cults', 'final-day')).toEqual(
      expect.arrayContaining([
        ['Synaptic Auger', 15, ['TYRANIDS']],
        ['Vanguard Tyrant', 25, ['WINGED HIVE TYRANT']],
      ]),
    );
  });

  it('capped allowances bring in allies, listed under Allied Units; Disparate Paths brings in part of the Aeldari army', () => {
    expect(allowance('drukhari', 'corsairs-and-travelling-players').isAllied).toBe(true);
    expect(allowance('drukhari', 'reapers-wager').isAllied).toBe(true);
    expect(allowance('genestealer-cults', 'brood-brothers').isAllied).toBe(true);
    expect(allowance('world-eaters', 'khorne-daemonkin').isAllied).toBe(true);
    expect(allowance('aeldari', 'disparate-paths').isAllied).toBe(false);
  });

  it('Genestealer Cults hold the Astra Militarum and Tyranids datasheets the allowances let them take', () => {
    const ids = faction('genestealer-cults').datasheets.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining(['cadian-shock-troops', 'leman-russ-battle-tank', 'lictor', 'trygon']));
  });

  it('Aeldari: Disparate Paths lets HARLEQUINS units in with no points cap, and they may take Enhancements', () => {
    expect(allowance('aeldari', 'disparate-paths')).toMatchObject({
      keywords: ['HARLEQUINS', 'YNNARI'],
      pointsCap: {},
      canBeWarlord: true,
      canTakeEnhancements: true,
    });
  });

  it('World Eaters: Khorne Daemonkin lets BLOOD LEGIONS daemons in, 500 / 1000 / 1500', () => {
    expect(allowance('world-eaters', 'khorne-daemonkin')).toMatchObject({
      keywords: ['BLOOD LEGIONS'],
      pointsCap: { incursion: 500, 'strike-force': 1000, onslaught: 1500 },
      onlyInDetachments: ['khorne-daemonkin'],
    });
  });

  it('World Eaters: under Khorne Daemonkin a BLOOD LEGIONS character can take Blood-forged Armour, which asks for no keyword', () => {
    expect(allowance('world-eaters', 'khorne-daemonkin').canTakeEnhancements).toBe(true);
    expect(enhancements('world-eaters', 'khorne-daemonkin')).toContainEqual(['Blood-forged Armour', 20, []]);
  });

  it('every faction datasheet without the faction keyword is covered by an allowance or kept to a detachment', () => {
    for (const id of ['drukhari', 'aeldari', 'world-eaters', 'genestealer-cults']) {
      const f = faction(id);
      const allowed = new Set(f.allowances.flatMap((a) => a.keywords));
      const stray = f.datasheets.filter(
        (d) =>
          d.content === 'matched-play' &&
          !d.factionKeywords.includes(f.factionKeyword) &&
          !d.onlyInDetachments &&
          ![...d.keywords, ...d.factionKeywords].some((k) => allowed.has(k)),
      );
      expect(stray.map((d) => d.name), id).toEqual([]);
    }
  });
});
