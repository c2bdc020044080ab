import type { FactionSpec } from './faction';

/** The factions Muster ships, with the catalogue each is read from and the Faction keyword its own datasheets carry. */
export const FACTIONS: readonly FactionSpec[] = [
  { id: 'drukhari', name: 'Drukhari', catalogue: 'Aeldari - Drukhari.cat', factionKeyword: 'DRUKHARI' },
  { id: 'aeldari', name: 'Aeldari', catalogue: 'Aeldari - Craftworlds.cat', factionKeyword: 'ASURYANI' },
  { id: 'world-eaters', name: 'World Eaters', catalogue: 'Chaos - World Eaters.cat', factionKeyword: 'WORLD EATERS' },
  { id: 'genestealer-cults', name: 'Genestealer Cults', catalogue: 'Genestealer Cults.cat', factionKeyword: 'GENESTEALER CULTS' },
];
