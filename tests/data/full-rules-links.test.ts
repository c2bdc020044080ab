import { describe, expect, it } from 'vitest';
import { datasheetRulesUrl, factionRulesUrl, wahapediaSlug } from '../../src/domain/data/full-rules-links';
import { FACTION_IDS } from '../../src/testing/real-data';
import { faction } from '../../src/testing/real-factions';

const PAGE = /^https:\/\/wahapedia\.ru\/wh40k10ed\/factions\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)$/;

/** A name's words as the slug must keep them: every run of A–Z, a–z and 0–9, in order, brackets at the end left out. */
function wordsOf(name: string): string[] {
  return name.replace(/\s*(?:\([^()]*\)|\[[^[\]]*\])\s*$/, '').match(/[A-Za-z0-9]+/g) ?? [];
}

/** Every datasheet's link to its full rules, checked against its name. */
describe('full rules links in the data', () => {
  it.each(FACTION_IDS)('%s: every datasheet links to a page spelled from its name', (id) => {
    const f = faction(id);
    for (const d of f.datasheets) {
      const url = datasheetRulesUrl(d, f);
      const page = d.wahapediaFaction === undefined ? f.wahapediaFaction : d.wahapediaFaction;
      if (url === null) {
        expect(page ?? null, `${d.name} has no page`).toBeNull();
        continue;
      }
      const [, factionSlug, slug] = PAGE.exec(url) ?? [];
      expect(factionSlug, `${d.name}: ${url}`).toBe(page);
      expect(slug?.split('-'), `${d.name}: ${url}`).toEqual(wordsOf(d.wahapediaName ?? d.name));
      // A page named otherwise still ends with the datasheet's name (World Eaters Heldrake).
      expect(slug?.split('-').slice(-wordsOf(d.name).length), `${d.name}: ${url}`).toEqual(wordsOf(d.name));
    }
  });

  it('no two datasheets of different names share a page', () => {
    const nameOf = new Map<string, string>();
    for (const id of FACTION_IDS) {
      const f = faction(id);
      for (const d of f.datasheets) {
        const url = datasheetRulesUrl(d, f);
        if (url === null) continue;
        const base = (d.wahapediaName ?? d.name).replace(/\s*(?:\([^()]*\)|\[[^[\]]*\])\s*$/, '');
        expect(nameOf.get(url) ?? base, url).toBe(base);
        nameOf.set(url, base);
      }
    }
    expect(nameOf.size).toBeGreaterThan(1000);
  });

  it.each(FACTION_IDS)('%s: its army rules and detachments link to its faction page', (id) => {
    const f = faction(id);
    if (id === 'titanicus-traitoris') expect(factionRulesUrl(f)).toBeNull();
    else expect(factionRulesUrl(f)).toMatch(/^https:\/\/wahapedia\.ru\/wh40k10ed\/factions\/[a-z0-9-]+$/);
  });

  it('a chapter’s datasheets are on the Space Marines page, a Drukhari army’s Harlequin Troupe on the Aeldari page', () => {
    const urien = faction('drukhari').datasheets.find((d) => d.name === 'Urien Rakarth')!;
    expect(datasheetRulesUrl(urien, faction('drukhari'))).toBe('https://wahapedia.ru/wh40k10ed/factions/drukhari/Urien-Rakarth');
    const troupe = faction('drukhari').datasheets.find((d) => d.name === 'Troupe')!;
    expect(datasheetRulesUrl(troupe, faction('drukhari'))).toBe('https://wahapedia.ru/wh40k10ed/factions/aeldari/Troupe');
    const lion = faction('dark-angels').datasheets.find((d) => d.name === "Lion El'Jonson")!;
    expect(datasheetRulesUrl(lion, faction('dark-angels'))).toBe('https://wahapedia.ru/wh40k10ed/factions/space-marines/Lion-El-Jonson');
    expect(wahapediaSlug('Khârn the Betrayer')).toBe('Kh-rn-the-Betrayer');
  });

  it('names a page as its seed page is titled where that differs from the datasheet', () => {
    const heldrake = faction('world-eaters').datasheets.find((d) => d.id === 'heldrake')!;
    expect(datasheetRulesUrl(heldrake, faction('world-eaters'))).toBe('https://wahapedia.ru/wh40k10ed/factions/world-eaters/World-Eaters-Heldrake');
  });
});
