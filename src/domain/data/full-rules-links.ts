import type { Datasheet } from './datasheet.schema';
import type { Faction } from './faction.schema';

/**
 * Links to the full rules on Wahapedia, the site the seed pages come from. Muster carries rules prose only from those
 * pages, so a datasheet, a detachment or an army rule whose text it lacks is one tap from the page that has it.
 */
const FACTIONS_URL = 'https://wahapedia.ru/wh40k10ed/factions';

/**
 * A name as the site spells its page: each run of characters other than A–Z, a–z and 0–9 one hyphen ("Khârn the
 * Betrayer" → "Kh-rn-the-Betrayer", "Lion El'Jonson" → "Lion-El-Jonson", "T'au Empire" → "T-au-Empire"). A
 * qualifier in brackets at the end ("Chaos Spawn (Flesh Change)", "… [Legends]") is the catalogue's, not the page's.
 */
export function wahapediaSlug(name: string): string {
  return name
    .replace(/\s*(?:\([^()]*\)|\[[^[\]]*\])\s*$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The site's faction slug for a faction's name ("Emperor's Children" → "emperor-s-children"). */
export function wahapediaFactionSlug(name: string): string {
  return wahapediaSlug(name).toLowerCase();
}

/**
 * A datasheet's own page, under the faction whose page lists it: the army's (a Drukhari Troupe Master), or the one
 * its data names (a Harlequin Troupe taken from the Aeldari datasheets); by the page's own name where the data has it
 * (World Eaters Heldrake). Null where the site has no page for it.
 */
export function datasheetRulesUrl(
  datasheet: Pick<Datasheet, 'name' | 'wahapediaFaction' | 'wahapediaName'>,
  faction: Pick<Faction, 'wahapediaFaction'>,
): string | null {
  const factionSlug = datasheet.wahapediaFaction === undefined ? faction.wahapediaFaction : datasheet.wahapediaFaction;
  return factionSlug ? `${FACTIONS_URL}/${factionSlug}/${wahapediaSlug(datasheet.wahapediaName ?? datasheet.name)}` : null;
}

/**
 * The faction's page, which holds its army rules and every detachment's rule, Enhancements and Stratagems. The seed
 * pages show no anchor for a section of it, so the link opens the page at its top.
 */
export function factionRulesUrl(faction: Pick<Faction, 'wahapediaFaction'>): string | null {
  return faction.wahapediaFaction ? `${FACTIONS_URL}/${faction.wahapediaFaction}` : null;
}
