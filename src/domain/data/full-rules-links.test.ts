import { describe, expect, it } from 'vitest';
import { datasheetRulesUrl, factionRulesUrl, wahapediaFactionSlug, wahapediaSlug } from './full-rules-links';

const drukhari = { wahapediaFaction: 'drukhari' };

describe('full rules links', () => {
  it('links a datasheet to its page under the army’s faction', () => {
    expect(datasheetRulesUrl({ name: 'Urien Rakarth' }, drukhari)).toBe('https://wahapedia.ru/wh40k10ed/factions/drukhari/Urien-Rakarth');
  });

  it('links a datasheet taken from another faction’s datasheets to that faction’s page', () => {
    expect(datasheetRulesUrl({ name: 'Troupe', wahapediaFaction: 'aeldari' }, drukhari)).toBe('https://wahapedia.ru/wh40k10ed/factions/aeldari/Troupe');
  });

  it('links by the page’s own name where the data gives one', () => {
    expect(datasheetRulesUrl({ name: 'Heldrake', wahapediaName: 'World Eaters Heldrake' }, { wahapediaFaction: 'world-eaters' })).toBe(
      'https://wahapedia.ru/wh40k10ed/factions/world-eaters/World-Eaters-Heldrake',
    );
  });

  it('gives no link where the site has no page', () => {
    expect(datasheetRulesUrl({ name: 'Warlord Titan', wahapediaFaction: null }, { wahapediaFaction: 'world-eaters' })).toBeNull();
    expect(datasheetRulesUrl({ name: 'Warlord Titan' }, {})).toBeNull();
    expect(factionRulesUrl({})).toBeNull();
  });

  it('links detachments and army rules to the faction’s page', () => {
    expect(factionRulesUrl(drukhari)).toBe('https://wahapedia.ru/wh40k10ed/factions/drukhari');
  });

  // Pages the site's own export lists under these names.
  it.each([
    ['Urien Rakarth', 'Urien-Rakarth'],
    ['Khârn the Betrayer', 'Kh-rn-the-Betrayer'],
    ['Kâhl', 'K-hl'],
    ["Be'lakor", 'Be-lakor'],
    ["Lion El'Jonson", 'Lion-El-Jonson'],
    ["C'tan Shard of the Nightbringer", 'C-tan-Shard-of-the-Nightbringer'],
    ['Daemon Prince of Khorne with Wings', 'Daemon-Prince-of-Khorne-with-Wings'],
    ['Nob with Waaagh! Banner', 'Nob-with-Waaagh-Banner'],
    ['Caladius Grav-tank', 'Caladius-Grav-tank'],
    ['Troupe Master', 'Troupe-Master'],
  ])('spells %s as the site does: %s', (name, slug) => {
    expect(wahapediaSlug(name)).toBe(slug);
  });

  it('leaves a catalogue’s bracketed qualifier out of the page name', () => {
    expect(wahapediaSlug('Chaos Spawn (Flesh Change)')).toBe('Chaos-Spawn');
    expect(wahapediaSlug('Rapier Carrier [Legends]')).toBe('Rapier-Carrier');
  });

  it('spells faction pages in lower case, apostrophes as hyphens', () => {
    expect(wahapediaFactionSlug("T'au Empire")).toBe('t-au-empire');
    expect(wahapediaFactionSlug('Emperor’s Children')).toBe('emperor-s-children');
    expect(wahapediaFactionSlug('Leagues of Votann')).toBe('leagues-of-votann');
  });
});
