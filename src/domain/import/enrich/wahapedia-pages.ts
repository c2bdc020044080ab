import { wahapediaFactionSlug } from '../../data/full-rules-links';
import type { Faction } from '../../data/faction.schema';
import type { Pack } from '../../data/pack.schema';
import type { FactionSpec } from '../translate/faction';
import { packIdOf } from '../emit/packs';
import type { ReportEntry } from '../report';

/**
 * Which faction page on Wahapedia (the site the seed pages come from) lists each catalogue's datasheets. The site
 * names its pages after the armies it knows; the seed pages' titles ("Drukhari – Troupe Master") show a datasheet
 * under the army that takes it. A Space Marine chapter has no page of its own: its datasheets, rules and detachments
 * are on the Space Marines page.
 */

/** Where the site's name for an army is not the catalogue's, or the site has no page for it (null). */
const FACTION_PAGES: Readonly<Record<string, string | null>> = {
  'agents-of-the-imperium': 'imperial-agents',
  'titanicus-traitoris': null,
};

/** The catalogues that are no army of their own, by the army page that lists their datasheets. */
const LIBRARY_PAGES: Readonly<Record<string, string | null>> = {
  'Aeldari - Aeldari Library.cat': 'aeldari',
  'Aeldari - Ynnari.cat': 'aeldari',
  'Chaos - Chaos Daemons Library.cat': 'chaos-daemons',
  'Chaos - Chaos Knights Library.cat': 'chaos-knights',
  'Imperium - Astra Militarum - Library.cat': 'astra-militarum',
  'Imperium - Imperial Knights - Library.cat': 'imperial-knights',
  'Library - Astartes Heresy Legends.cat': 'space-marines',
  // The Chaos titans: the site lists no Titanicus Traitoris army.
  'Library - Titans.cat': null,
  'Library - Tyranids.cat': 'tyranids',
  'Unaligned Forces.cat': 'unaligned-forces',
};

/** A faction's page: its own name's, its parent's for a chapter, or where the site calls the army otherwise. */
export function factionPageOf(spec: FactionSpec, specs: readonly FactionSpec[]): string | null {
  if (spec.parent) {
    const parent = specs.find((s) => s.id === spec.parent);
    if (!parent) throw new Error(`faction "${spec.id}": its parent "${spec.parent}" is not a faction`);
    return factionPageOf(parent, specs);
  }
  const named = FACTION_PAGES[spec.id];
  return named === undefined ? wahapediaFactionSlug(spec.name) : named;
}

/** Each faction with its page; one the site has none for is reported. */
export function withFactionPages(
  factions: readonly Faction[],
  specs: readonly FactionSpec[],
  report: ReportEntry[],
): Faction[] {
  return factions.map((f) => {
    const spec = specs.find((s) => s.id === f.id);
    if (!spec) throw new Error(`faction "${f.id}" was built from no faction spec`);
    const page = factionPageOf(spec, specs);
    if (page === null)
      report.push({
        faction: f.id,
        subject: null,
        kind: 'full-rules-link',
        construct: 'full rules link',
        why: 'Wahapedia has no page for this army',
      });
    return page === null ? f : { ...f, wahapediaFaction: page };
  });
}

/**
 * Each pack's datasheets with the page of the catalogue they come from, which is the same for every army that takes
 * them (a Harlequin Troupe is on the Aeldari page, in a Drukhari army too). A pack the site has no page for is reported
 * under the pack's id.
 */
export function withPackPages(
  packs: readonly Pack[],
  specs: readonly FactionSpec[],
  catalogueFiles: readonly string[],
  report: ReportEntry[],
): Pack[] {
  const pageOfPack = new Map<string, string | null>();
  for (const file of catalogueFiles) {
    const spec = specs.find((s) => s.catalogue === file);
    // Own keys only: a file name from the player's files ("constructor") must not find Object's prototype.
    const page = spec
      ? factionPageOf(spec, specs)
      : Object.hasOwn(LIBRARY_PAGES, file)
        ? LIBRARY_PAGES[file]
        : undefined;
    if (page !== undefined) pageOfPack.set(packIdOf(file), page);
  }
  return packs.map((p) => {
    const page = pageOfPack.get(p.id);
    if (page === undefined)
      throw new Error(`pack "${p.id}": no Wahapedia page is known for the catalogue its datasheets come from`);
    if (page === null)
      report.push({
        faction: p.id,
        subject: p.name,
        kind: 'full-rules-link',
        construct: 'full rules link',
        why: 'Wahapedia has no page for these datasheets',
      });
    return { ...p, datasheets: p.datasheets.map((d) => ({ ...d, wahapediaFaction: page })) };
  });
}
