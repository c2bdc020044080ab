import type { FactionSpec } from './faction';

/**
 * The factions Muster ships: every catalogue of the snapshot that is not a library, with the Faction keyword its own
 * datasheets carry, its grand alliance, and for a Space Marine chapter the faction it belongs to. The libraries
 * (Aeldari, Chaos Daemons, Chaos Knights, Astra Militarum, Imperial Knights, Titans, Tyranids, Astartes Heresy Legends,
 * Unaligned Forces, and Ynnari, which the snapshot marks as one) are sources of datasheets, not armies.
 */
export const FACTIONS: readonly FactionSpec[] = [
  { id: 'drukhari', name: 'Drukhari', catalogue: 'Aeldari - Drukhari.cat', factionKeyword: 'DRUKHARI', group: 'xenos' },
  { id: 'aeldari', name: 'Aeldari', catalogue: 'Aeldari - Craftworlds.cat', factionKeyword: 'ASURYANI', group: 'xenos' },
  { id: 'world-eaters', name: 'World Eaters', catalogue: 'Chaos - World Eaters.cat', factionKeyword: 'WORLD EATERS', group: 'chaos' },
  { id: 'genestealer-cults', name: 'Genestealer Cults', catalogue: 'Genestealer Cults.cat', factionKeyword: 'GENESTEALER CULTS', group: 'xenos' },
  { id: 'chaos-daemons', name: 'Chaos Daemons', catalogue: 'Chaos - Chaos Daemons.cat', factionKeyword: 'LEGIONES DAEMONICA', group: 'chaos' },
  { id: 'chaos-knights', name: 'Chaos Knights', catalogue: 'Chaos - Chaos Knights.cat', factionKeyword: 'CHAOS KNIGHTS', group: 'chaos' },
  { id: 'chaos-space-marines', name: 'Chaos Space Marines', catalogue: 'Chaos - Chaos Space Marines.cat', factionKeyword: 'HERETIC ASTARTES', group: 'chaos' },
  { id: 'death-guard', name: 'Death Guard', catalogue: 'Chaos - Death Guard.cat', factionKeyword: 'DEATH GUARD', group: 'chaos' },
  { id: 'emperors-children', name: "Emperor's Children", catalogue: "Chaos - Emperor's Children.cat", factionKeyword: "EMPEROR'S CHILDREN", group: 'chaos' },
  { id: 'thousand-sons', name: 'Thousand Sons', catalogue: 'Chaos - Thousand Sons.cat', factionKeyword: 'THOUSAND SONS', group: 'chaos' },
  { id: 'titanicus-traitoris', name: 'Titanicus Traitoris', catalogue: 'Chaos - Titanicus Traitoris.cat', factionKeyword: 'TITANICUS TRAITORIS', group: 'chaos' },
  { id: 'adepta-sororitas', name: 'Adepta Sororitas', catalogue: 'Imperium - Adepta Sororitas.cat', factionKeyword: 'ADEPTA SORORITAS', group: 'imperium' },
  { id: 'adeptus-custodes', name: 'Adeptus Custodes', catalogue: 'Imperium - Adeptus Custodes.cat', factionKeyword: 'ADEPTUS CUSTODES', group: 'imperium' },
  { id: 'adeptus-mechanicus', name: 'Adeptus Mechanicus', catalogue: 'Imperium - Adeptus Mechanicus.cat', factionKeyword: 'ADEPTUS MECHANICUS', group: 'imperium' },
  { id: 'adeptus-titanicus', name: 'Adeptus Titanicus', catalogue: 'Imperium - Adeptus Titanicus.cat', factionKeyword: 'ADEPTUS TITANICUS', group: 'imperium' },
  { id: 'agents-of-the-imperium', name: 'Agents of the Imperium', catalogue: 'Imperium - Agents of the Imperium.cat', factionKeyword: 'AGENTS OF THE IMPERIUM', group: 'imperium' },
  { id: 'astra-militarum', name: 'Astra Militarum', catalogue: 'Imperium - Astra Militarum.cat', factionKeyword: 'ASTRA MILITARUM', group: 'imperium' },
  { id: 'black-templars', name: 'Black Templars', catalogue: 'Imperium - Black Templars.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'blood-angels', name: 'Blood Angels', catalogue: 'Imperium - Blood Angels.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'dark-angels', name: 'Dark Angels', catalogue: 'Imperium - Dark Angels.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'deathwatch', name: 'Deathwatch', catalogue: 'Imperium - Deathwatch.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'grey-knights', name: 'Grey Knights', catalogue: 'Imperium - Grey Knights.cat', factionKeyword: 'GREY KNIGHTS', group: 'imperium' },
  { id: 'imperial-fists', name: 'Imperial Fists', catalogue: 'Imperium - Imperial Fists.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'imperial-knights', name: 'Imperial Knights', catalogue: 'Imperium - Imperial Knights.cat', factionKeyword: 'IMPERIAL KNIGHTS', group: 'imperium' },
  { id: 'iron-hands', name: 'Iron Hands', catalogue: 'Imperium - Iron Hands.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'raven-guard', name: 'Raven Guard', catalogue: 'Imperium - Raven Guard.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'salamanders', name: 'Salamanders', catalogue: 'Imperium - Salamanders.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'space-marines', name: 'Space Marines', catalogue: 'Imperium - Space Marines.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium' },
  { id: 'space-wolves', name: 'Space Wolves', catalogue: 'Imperium - Space Wolves.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'ultramarines', name: 'Ultramarines', catalogue: 'Imperium - Ultramarines.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'white-scars', name: 'White Scars', catalogue: 'Imperium - White Scars.cat', factionKeyword: 'ADEPTUS ASTARTES', group: 'imperium', parent: 'space-marines' },
  { id: 'leagues-of-votann', name: 'Leagues of Votann', catalogue: 'Leagues of Votann.cat', factionKeyword: 'LEAGUES OF VOTANN', group: 'xenos' },
  { id: 'necrons', name: 'Necrons', catalogue: 'Necrons.cat', factionKeyword: 'NECRONS', group: 'xenos' },
  { id: 'orks', name: 'Orks', catalogue: 'Orks.cat', factionKeyword: 'ORKS', group: 'xenos' },
  { id: 't-au-empire', name: "T'au Empire", catalogue: "T'au Empire.cat", factionKeyword: "T'AU EMPIRE", group: 'xenos' },
  { id: 'tyranids', name: 'Tyranids', catalogue: 'Tyranids.cat', factionKeyword: 'TYRANIDS', group: 'xenos' },
];
