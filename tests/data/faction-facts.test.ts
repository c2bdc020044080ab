import { describe, expect, it } from 'vitest';
import { readManifest } from '../../src/cli/load-data';
import { composition, datasheet, enhancements, faction, tiers } from '../../src/testing/real-factions';

/**
 * One datasheet of each kind for every faction of the manifest, read by hand from the BattleScribe snapshot (commit
 * 801555bb): a troop (a BATTLELINE unit), a character with the units it leads, a vehicle and an Epic Hero, with their
 * points at every size, and one detachment's Enhancements with their costs. The four factions with seed pages have
 * theirs in catalogue-facts.test.ts. A kind set to null is one the faction has none of in the catalogues (a Knight
 * army has no BATTLELINE, Tyranids no VEHICLE), which the test checks too.
 */
type Pinned = {
  readonly id: string;
  /** "5:80 6-10:160": 80 points for 5 models, 160 for each size from 6 to 10. */
  readonly points: string;
  /** Model types with their ranges, in any order. */
  readonly composition?: readonly string[];
  /** The datasheets its Leader ability names, as ids. */
  readonly leads?: readonly string[];
  /** Leader targets named by keywords ("IMPERIUM BATTLELINE INFANTRY"). */
  readonly leadsKeywords?: readonly (readonly string[])[];
};

type FactionFacts = {
  readonly keyword: string;
  readonly troop: Pinned | null;
  readonly character: Pinned | null;
  readonly vehicle: Pinned | null;
  readonly epicHero: Pinned | null;
  readonly enhancements: { readonly detachment: string; readonly costs: readonly (readonly [string, number])[] } | null;
};

const SEED_FACTIONS = ['drukhari', 'aeldari', 'world-eaters', 'genestealer-cults'];

/** The Space Marines Captain's, Lieutenant's and Captain in Phobos Armour's units, which every chapter shares. */
const CAPTAIN_LEADS = ['assault-intercessor-squad', 'bladeguard-veteran-squad', 'company-heroes', 'hellblaster-squad', 'infernus-squad', 'intercessor-squad', 'sternguard-veteran-squad', 'tactical-squad'];
const LIEUTENANT_LEADS = CAPTAIN_LEADS;
const PHOBOS_CAPTAIN_LEADS = ['eliminator-squad', 'incursor-squad', 'infiltrator-squad', 'reiver-squad', 'scout-squad'];

const captain: Pinned = { id: 'captain', points: '1:80', leads: CAPTAIN_LEADS };
const lieutenant: Pinned = { id: 'lieutenant', points: '1:55', leads: LIEUTENANT_LEADS };
const phobosCaptain: Pinned = { id: 'captain-in-phobos-armour', points: '1:70', leads: PHOBOS_CAPTAIN_LEADS };
const intercessors: Pinned = { id: 'intercessor-squad', points: '5:80 6-10:160', composition: ['intercessor-sergeant 1-1', 'intercessor 4-9'] };
const assaultIntercessors: Pinned = { id: 'assault-intercessor-squad', points: '5:75 6-10:150' };
const heavyIntercessors: Pinned = { id: 'heavy-intercessor-squad', points: '5:100 6-10:200' };
const tacticalSquad: Pinned = { id: 'tactical-squad', points: '10:140' };
const warhound: Pinned = { id: 'warhound-titan', points: '1:1100' };

const FACTS: Readonly<Record<string, FactionFacts>> = {
  'chaos-daemons': {
    keyword: 'LEGIONES DAEMONICA',
    troop: { id: 'bloodletters', points: '10:110', composition: ['bloodreaper 1-1', 'bloodletter 9-9'] },
    character: { id: 'bloodmaster', points: '1:65', leads: ['bloodletters'] },
    vehicle: { id: 'khorne-soul-grinder', points: '1:180' },
    epicHero: { id: 'skarbrand', points: '1:305', leads: [] },
    enhancements: { detachment: 'daemonic-incursion', costs: [["A'rgath, the King of Blades", 20], ['The Everstave', 25], ['The Endless Gift', 30], ['Soulstealer', 15]] },
  },
  'chaos-knights': {
    keyword: 'CHAOS KNIGHTS',
    troop: null,
    character: { id: 'knight-abominant', points: '1:355', leads: [] },
    vehicle: { id: 'war-dog-brigand', points: '1:140' },
    epicHero: null,
    enhancements: { detachment: 'traitoris-lance', costs: [['Malevolent Heraldry', 30], ['Veil of Medrengard', 35], ["Tyrant's Shadow", 25], ["Nightmare's Master", 20]] },
  },
  'chaos-space-marines': {
    keyword: 'HERETIC ASTARTES',
    troop: { id: 'cultist-mob', points: '10:50 11-20:100', composition: ['cultist-champion 1-1', 'cultist 9-19'] },
    character: { id: 'chaos-lord', points: '1:90', leads: ['chosen', 'legionaries'] },
    vehicle: { id: 'chaos-predator-destructor', points: '1:140' },
    epicHero: { id: 'abaddon-the-despoiler', points: '1:270', leads: ['chaos-terminator-squad', 'chosen'] },
    enhancements: { detachment: 'veterans-of-the-long-war', costs: [["Warmaster's Gift", 15], ['Eager for Vengeance', 20], ['Eye of Abaddon', 15], ['Mark of Legend', 10]] },
  },
  'death-guard': {
    keyword: 'DEATH GUARD',
    troop: { id: 'plague-marines', points: '5:95 6-7:130 8-10:190', composition: ['plague-champion 1-1', 'plague-marine 4-9'] },
    character: { id: 'lord-of-contagion', points: '1:120', leads: ['blightlord-terminators', 'deathshroud-terminators'] },
    vehicle: { id: 'plagueburst-crawler', points: '1:210' },
    epicHero: { id: 'typhus', points: '1:100', leads: ['blightlord-terminators', 'deathshroud-terminators', 'poxwalkers'] },
    enhancements: { detachment: 'flyblown-host', costs: [['Droning Chorus', 15], ['Insectile Murmuration', 20], ['Rejuvenating Swarm', 10], ['Plagueveil', 25]] },
  },
  'emperors-children': {
    keyword: "EMPEROR'S CHILDREN",
    troop: { id: 'infractors', points: '5:85 6-10:160', composition: ['obsessionist 1-1', 'infractor 4-9'] },
    character: { id: 'lord-exultant', points: '1:80', leads: ['infractors', 'tormentors'] },
    vehicle: { id: 'heldrake', points: '1:195' },
    epicHero: { id: 'lucius-the-eternal', points: '1:150', leads: ['flawless-blades'] },
    enhancements: { detachment: 'slaaneshs-chosen', costs: [['Eager to Prove', 15], ['Repulsed by Weakness', 25], ['Proud and Vainglorious', 20], ['Slayer of Champions', 15]] },
  },
  'thousand-sons': {
    keyword: 'THOUSAND SONS',
    troop: { id: 'rubric-marines', points: '5:100 6-10:190', composition: ['aspiring-sorcerer 1-1', 'rubric-marine 4-9'] },
    character: { id: 'exalted-sorcerer', points: '1:80', leads: ['rubric-marines'] },
    vehicle: { id: 'chaos-rhino', points: '1:90' },
    epicHero: { id: 'ahriman', points: '1:100', leads: ['rubric-marines', 'tzaangor-enlightened'] },
    enhancements: { detachment: 'hexwarp-thrallband', costs: [['Arcane Might', 20], ['Empowered Manifestation', 20], ['Empyric Onslaught', 25], ['Noctilith Mantle', 15]] },
  },
  'titanicus-traitoris': {
    keyword: 'TITANICUS TRAITORIS',
    troop: null,
    character: null,
    vehicle: warhound,
    epicHero: null,
    enhancements: null,
  },
  'adepta-sororitas': {
    keyword: 'ADEPTA SORORITAS',
    troop: { id: 'battle-sisters-squad', points: '10:105' },
    character: { id: 'canoness', points: '1:60', leads: ['battle-sisters-squad', 'celestian-sacresants', 'dominion-squad', 'retributor-squad', 'sisters-novitiate-squad'] },
    vehicle: { id: 'immolator', points: '1:115' },
    epicHero: { id: 'junith-eruita', points: '1:80', leads: ['battle-sisters-squad', 'celestian-sacresants', 'dominion-squad', 'retributor-squad', 'sisters-novitiate-squad'] },
    enhancements: { detachment: 'hallowed-martyrs', costs: [['Saintly Example', 10], ['Through Suffering, Strength', 25], ['Chaplet of Sacrifice', 25], ['Mantle of Ophelia', 20]] },
  },
  'adeptus-custodes': {
    keyword: 'ADEPTUS CUSTODES',
    troop: { id: 'custodian-guard', points: '4:160 5:200' },
    character: { id: 'shield-captain', points: '1:120', leads: ['custodian-guard', 'custodian-wardens'] },
    vehicle: { id: 'caladius-grav-tank', points: '1:215' },
    epicHero: { id: 'trajann-valoris', points: '1:140', leads: ['custodian-guard', 'custodian-wardens'] },
    enhancements: { detachment: 'shield-host', costs: [["Castellan's Mark", 20], ['Panoptispex', 5], ['From the Hall of Armouries', 25], ['Auric Mantle', 15]] },
  },
  'adeptus-mechanicus': {
    keyword: 'ADEPTUS MECHANICUS',
    troop: { id: 'skitarii-rangers', points: '10:85' },
    character: {
      id: 'tech-priest-dominus',
      points: '1:65',
      leads: ['corpuscarii-electro-priests', 'fulgurite-electro-priests', 'kataphron-breachers', 'kataphron-destroyers', 'skitarii-rangers', 'skitarii-vanguard'],
    },
    vehicle: { id: 'onager-dunecrawler', points: '1:155' },
    epicHero: { id: 'belisarius-cawl', points: '1:210', leads: [] },
    enhancements: { detachment: 'rad-zone-corps', costs: [['Radial Suffusion', 25], ['Malphonic Susurrus', 20], ['Peerless Eradicator', 20], ['Autoclavic Denounciation', 15]] },
  },
  'adeptus-titanicus': {
    keyword: 'ADEPTUS TITANICUS',
    troop: null,
    character: null,
    vehicle: warhound,
    epicHero: null,
    enhancements: null,
  },
  'agents-of-the-imperium': {
    keyword: 'AGENTS OF THE IMPERIUM',
    // 1 Proctor-Vigilant, 9 Vigilants and the Cyber-mastiff the catalogue links beside them.
    troop: { id: 'vigilant-squad', points: '11:85', composition: ['proctor-vigilant 1-1', 'vigilant 9-9', 'cyber-mastiff 1-1'] },
    // An Inquisitor costs 55 in its own army and 10 more as another army's ally.
    character: {
      id: 'inquisitor',
      points: '1:55',
      leads: ['exaction-squad', 'grey-knights-terminator-squad', 'imperial-navy-breachers', 'inquisitorial-agents', 'sisters-of-battle-squad', 'subductor-squad', 'vigilant-squad'],
      leadsKeywords: [['IMPERIUM', 'BATTLELINE', 'INFANTRY']],
    },
    vehicle: { id: 'inquisitorial-chimera', points: '1:70' },
    epicHero: {
      id: 'inquisitor-coteaz',
      points: '1:75',
      leads: ['exaction-squad', 'grey-knights-terminator-squad', 'imperial-navy-breachers', 'inquisitorial-agents', 'subductor-squad', 'vigilant-squad'],
      leadsKeywords: [['IMPERIUM', 'BATTLELINE', 'INFANTRY']],
    },
    enhancements: { detachment: 'alien-hunters-ordo-xenos', costs: [['Universal Anathema', 10], ['Blackweave Shroud', 15], ['Beacon Angelis', 30], ['Amulet of Auto-chastisement', 25]] },
  },
  'astra-militarum': {
    keyword: 'ASTRA MILITARUM',
    troop: { id: 'cadian-shock-troops', points: '10:65 20:120' },
    character: { id: 'cadian-castellan', points: '1:55', leads: ['cadian-shock-troops', 'kasrkin'] },
    vehicle: { id: 'leman-russ-battle-tank', points: '1:185' },
    epicHero: {
      id: 'lord-solar-leontus',
      points: '1:130',
      leads: ['attilan-rough-riders', 'cadian-shock-troops', 'catachan-jungle-fighters', 'death-korps-of-krieg', 'death-riders', 'kasrkin', 'krieg-combat-engineers'],
    },
    enhancements: { detachment: 'combined-arms', costs: [['Death Mask of Ollanius', 10], ['Drill Commander', 20], ['Reactive Command', 15], ['Grand Strategist', 15]] },
  },
  'grey-knights': {
    keyword: 'GREY KNIGHTS',
    troop: { id: 'strike-squad', points: '5:120 6-10:240', composition: ['justicar 1-1', 'grey-knight 4-9'] },
    character: { id: 'brother-captain', points: '1:90', leads: ['brotherhood-terminator-squad', 'paladin-squad'] },
    vehicle: { id: 'land-raider', points: '1:220' },
    epicHero: { id: 'castellan-crowe', points: '1:90', leads: ['purifier-squad'] },
    enhancements: { detachment: 'warpbane-task-force', costs: [['Paragon of Sanctity', 10], ['Phial of the Abyss', 25], ['Mandulian Reliquary', 20], ['Radiant Champion', 15]] },
  },
  'imperial-knights': {
    keyword: 'IMPERIAL KNIGHTS',
    troop: null,
    character: { id: 'knight-preceptor', points: '1:365', leads: [] },
    vehicle: { id: 'armiger-helverin', points: '1:135' },
    // Canis Rex comes with Sir Hekhtur: two models for one price.
    epicHero: { id: 'canis-rex', points: '2:415', composition: ['canis-rex 1-1', 'sir-hekhtur 1-1'], leads: [] },
    enhancements: {
      detachment: 'valourstrike-lance',
      costs: [['Bearer of the Iron Chalice', 20], ['Bearer of the Evanescent Ion', 15], ["Bearer of the Judicant's Helm", 25], ["Bearer of the Lancer's Sigil", 25]],
    },
  },
  'space-marines': {
    keyword: 'ADEPTUS ASTARTES',
    troop: intercessors,
    character: captain,
    vehicle: { id: 'predator-destructor', points: '1:140' },
    // Every Space Marine Epic Hero is a chapter's.
    epicHero: null,
    enhancements: { detachment: 'gladius-task-force', costs: [['Artificer Armour', 10], ['The Honour Vehement', 15], ['Adept of the Codex', 20], ['Fire Discipline', 25]] },
  },
  'black-templars': {
    keyword: 'ADEPTUS ASTARTES',
    troop: { id: 'crusader-squad', points: '10:150 11-20:300' },
    character: {
      id: 'marshal',
      points: '1:80',
      leads: ['assault-intercessor-squad', 'crusader-squad', 'infernus-squad', 'intercessor-squad', 'sternguard-veteran-squad', 'sword-brethren-squad'],
    },
    vehicle: { id: 'land-raider-crusader', points: '1:220' },
    epicHero: { id: 'high-marshal-helbrecht', points: '1:120', leads: ['assault-intercessor-squad', 'crusader-squad', 'intercessor-squad', 'sword-brethren-squad'] },
    enhancements: { detachment: 'wrathful-procession', costs: [['Pyrebrand', 25], ['Sacred Rage', 30], ["Taramond's Censer", 15], ['Benediction of Fury', 10]] },
  },
  'blood-angels': {
    keyword: 'ADEPTUS ASTARTES',
    troop: assaultIntercessors,
    character: {
      id: 'sanguinary-priest',
      points: '1:75',
      leads: [
        'assault-intercessor-squad',
        'bladeguard-veteran-squad',
        'desolation-squad',
        'devastator-squad',
        'hellblaster-squad',
        'infernus-squad',
        'intercessor-squad',
        'sternguard-veteran-squad',
        'tactical-squad',
      ],
    },
    vehicle: { id: 'baal-predator', points: '1:125' },
    epicHero: {
      id: 'commander-dante',
      points: '1:120',
      leads: ['assault-intercessors-with-jump-packs', 'assault-squad-with-jump-packs', 'sanguinary-guard', 'vanguard-veteran-squad-with-jump-packs'],
    },
    enhancements: { detachment: 'the-angelic-host', costs: [["Archangel's Shard", 15], ['Artisan of War', 20], ['Gleaming Pinions', 25], ['Visage of Death', 15]] },
  },
  'dark-angels': {
    keyword: 'ADEPTUS ASTARTES',
    troop: tacticalSquad,
    character: {
      id: 'ravenwing-command-squad',
      points: '3:120',
      composition: ['ravenwing-ancient 1-1', 'ravenwing-apothecary 1-1', 'ravenwing-champion 1-1'],
      leads: ['outrider-squad', 'ravenwing-black-knights'],
    },
    vehicle: { id: 'land-speeder-vengeance', points: '1:120' },
    epicHero: {
      id: 'azrael',
      points: '1:125',
      leads: ['assault-intercessor-squad', 'bladeguard-veteran-squad', 'hellblaster-squad', 'infernus-squad', 'inner-circle-companions', 'intercessor-squad', 'sternguard-veteran-squad', 'tactical-squad'],
    },
    enhancements: { detachment: 'unforgiven-task-force', costs: [['Shroud of Heroes', 25], ['Stubborn Tenacity', 15], ['Weapons of the First Legion', 15], ['Pennant of Remembrance', 10]] },
  },
  deathwatch: {
    keyword: 'ADEPTUS ASTARTES',
    // "Squad Loadout" (5-10) holds the Veterans' loadouts and, in a group of their own, the Sergeant's.
    troop: { id: 'deathwatch-veterans', points: '5:100 6-10:190', composition: ['veteran 4-10', 'sgt 0-1'] },
    character: { id: 'watch-master', points: '1:95', leads: ['deathwatch-veterans', 'fortis-kill-team'] },
    vehicle: { id: 'corvus-blackstar', points: '1:180' },
    epicHero: { id: 'watch-captain-artemis', points: '1:65', leads: ['deathwatch-veterans', 'fortis-kill-team'] },
    enhancements: { detachment: 'black-spear-task-force', costs: [['Thief of Secrets', 25], ['Beacon Angelis', 25], ['Osseus Key', 15], ['The Tome of Ectoclades', 30]] },
  },
  'imperial-fists': {
    keyword: 'ADEPTUS ASTARTES',
    troop: assaultIntercessors,
    character: lieutenant,
    vehicle: { id: 'predator-destructor', points: '1:140' },
    epicHero: { id: 'darnath-lysander', points: '1:100', leads: ['terminator-assault-squad', 'terminator-squad'] },
    enhancements: { detachment: 'emperors-shield', costs: [['Champion of the Feast', 25], ['Disciple of Rhetoricus', 10], ['Indomitable Champion', 20], ['Malodraxian Standard', 20]] },
  },
  'iron-hands': {
    keyword: 'ADEPTUS ASTARTES',
    troop: heavyIntercessors,
    character: phobosCaptain,
    vehicle: { id: 'gladiator-lancer', points: '1:160' },
    epicHero: { id: 'iron-father-feirros', points: '1:95', leads: ['aggressor-squad', 'eradicator-squad', 'heavy-intercessor-squad'] },
    enhancements: { detachment: 'hammer-of-avernii', costs: [['Spiritus Ferrum', 25], ['Medusan Roar [Aura]', 30], ['Iron Laurel', 10], ['Steel Font', 15]] },
  },
  'raven-guard': {
    keyword: 'ADEPTUS ASTARTES',
    troop: intercessors,
    character: lieutenant,
    vehicle: { id: 'repulsor', points: '1:180' },
    epicHero: { id: 'kayvaan-shrike', points: '1:100', leads: ['assault-intercessors-with-jump-packs', 'vanguard-veteran-squad-with-jump-packs'] },
    enhancements: { detachment: 'shadowmark-talon', costs: [['Blackwing Shroud', 25], ['Coronal Susurrant', 30], ['Umbral Raptor', 15], ["Hunter's Instincts", 25]] },
  },
  salamanders: {
    keyword: 'ADEPTUS ASTARTES',
    troop: tacticalSquad,
    character: captain,
    vehicle: { id: 'land-raider-redeemer', points: '1:270' },
    epicHero: { id: 'vulkan-hestan', points: '1:100', leads: ['assault-intercessor-squad', 'company-heroes', 'infernus-squad', 'tactical-squad'] },
    enhancements: { detachment: 'forgefathers-seekers', costs: [['Adamantine Mantle', 20], ['War-tempered Artifice', 25], ['Forged in Battle', 15], ['Immolator', 10]] },
  },
  'space-wolves': {
    keyword: 'ADEPTUS ASTARTES',
    troop: { id: 'grey-hunters', points: '10:165', composition: ['grey-hunter-pack-leader 1-1', 'grey-hunter 9-9'] },
    // Its Leader ability also names Wolf Guard Headtakers, which the catalogue gives no cost, so they are not imported.
    character: { id: 'wolf-guard-battle-leader', points: '1:65', leads: ['blood-claws', 'grey-hunters', 'wolf-guard-headtakers'] },
    vehicle: { id: 'wulfen-dreadnought', points: '1:135' },
    epicHero: { id: 'logan-grimnar', points: '1:110', leads: ['wolf-guard-terminators'] },
    enhancements: { detachment: 'saga-of-the-hunter', costs: [['Swift Hunter', 20], ['Fenrisian Grit', 15], ['Feral Rage', 10], ['Wolf Master', 5]] },
  },
  ultramarines: {
    keyword: 'ADEPTUS ASTARTES',
    troop: intercessors,
    character: captain,
    vehicle: { id: 'repulsor', points: '1:180' },
    epicHero: {
      id: 'marneus-calgar-in-armour-of-antilochus',
      points: '1:140',
      leads: [
        'aggressor-squad',
        'assault-intercessor-squad',
        'bladeguard-veteran-squad',
        'company-heroes',
        'eradicator-squad',
        'heavy-intercessor-squad',
        'infernus-squad',
        'intercessor-squad',
        'sternguard-veteran-squad',
        'tactical-squad',
        'terminator-assault-squad',
        'terminator-squad',
        'victrix-honour-guard',
      ],
    },
    enhancements: { detachment: 'blade-of-ultramar', costs: [['Armour of Antoninus', 10], ['Oath of Macragge', 15], ['Student of the Codex', 20], ['Veteran of Behemoth', 25]] },
  },
  'white-scars': {
    keyword: 'ADEPTUS ASTARTES',
    troop: heavyIntercessors,
    character: phobosCaptain,
    vehicle: { id: 'gladiator-lancer', points: '1:160' },
    epicHero: {
      id: 'korsarro-khan',
      points: '1:60',
      leads: ['assault-intercessor-squad', 'bladeguard-veteran-squad', 'company-heroes', 'intercessor-squad', 'sternguard-veteran-squad', 'tactical-squad'],
    },
    enhancements: { detachment: 'spearpoint-task-force', costs: [['Spearpoint Paragon', 25], ["Stormseer's Wisdom", 15], ["Hunter's Eye", 20], ['Chogorian Huntmaster', 25]] },
  },
  'leagues-of-votann': {
    keyword: 'LEAGUES OF VOTANN',
    troop: { id: 'hearthkyn-warriors', points: '10:100' },
    character: { id: 'kahl', points: '1:65', leads: ['einhyr-hearthguard', 'hearthkyn-warriors'] },
    vehicle: { id: 'sagitaur', points: '1:90' },
    epicHero: { id: 'uthar-the-destined', points: '1:95', leads: ['einhyr-hearthguard', 'hearthkyn-warriors'] },
    enhancements: { detachment: 'hearthband', costs: [['Bastion Shield', 25], ['High Kâhl', 30], ['Ironskein', 10], ['Quake Multigenerator', 15]] },
  },
  necrons: {
    keyword: 'NECRONS',
    troop: { id: 'necron-warriors', points: '10:90 11-20:200' },
    character: { id: 'overlord', points: '1:85', leads: ['immortals', 'lychguard', 'necron-warriors'] },
    vehicle: { id: 'doom-scythe', points: '1:230' },
    epicHero: { id: 'imotekh-the-stormlord', points: '1:100', leads: ['immortals', 'lychguard', 'necron-warriors'] },
    enhancements: { detachment: 'awakened-dynasty', costs: [['Veil of Darkness', 20], ['Nether-realm Casket', 20], ['Phasal Subjugator', 35], ['Enaegic Dermal Bond', 30]] },
  },
  orks: {
    keyword: 'ORKS',
    troop: { id: 'boyz', points: '10:80 11-20:170', composition: ['boss-nob 1-1', 'boy 9-19'] },
    character: { id: 'warboss', points: '1:75', leads: ['boyz', 'nobz'] },
    vehicle: { id: 'battlewagon', points: '1:160' },
    // Ghazghkull comes with Makari: two models for one price.
    epicHero: { id: 'ghazghkull-thraka', points: '2:235', leads: ['boyz', 'meganobz', 'nobz'] },
    enhancements: { detachment: 'war-horde', costs: [['Supa-Cybork Body', 15], ['Headwoppa’s Killchoppa', 20], ['Kunnin’ But Brutal', 15], ['Follow Me Ladz', 25]] },
  },
  't-au-empire': {
    keyword: "T'AU EMPIRE",
    troop: { id: 'strike-team', points: '10:70' },
    character: { id: 'cadre-fireblade', points: '1:50', leads: ['breacher-team', 'strike-team'] },
    vehicle: { id: 'hammerhead-gunship', points: '1:145' },
    epicHero: { id: 'commander-shadowsun', points: '1:100', leads: [] },
    enhancements: {
      detachment: 'kauyon',
      costs: [['Exemplar of the Kauyon', 20], ['Precision of the Patient Hunter', 15], ['Solid-image Projection Unit', 30], ['Through Unity, Devastation', 40]],
    },
  },
  tyranids: {
    keyword: 'TYRANIDS',
    troop: { id: 'termagants', points: '10:60 11-20:120' },
    character: { id: 'winged-tyranid-prime', points: '1:65', leads: ['gargoyles', 'tyranid-warriors-with-melee-bio-weapons', 'tyranid-warriors-with-ranged-bio-weapons'] },
    // The Tyranids' great beasts are MONSTERs.
    vehicle: null,
    epicHero: { id: 'the-swarmlord', points: '1:220', leads: ['tyrant-guard'] },
    enhancements: { detachment: 'invasion-fleet', costs: [['Alien Cunning', 30], ['Perfectly Adapted', 15], ['Synaptic Linchpin', 20], ['Adaptive Biology', 25]] },
  },
};

/** "5:80 6-10:160" → "5:80 6:160 7:160 8:160 9:160 10:160", as `tiers` prints a datasheet's points. */
function expand(points: string): string {
  return points
    .split(' ')
    .flatMap((part) => {
      const [sizes, cost] = part.split(':') as [string, string];
      const [from, to = from] = sizes.split('-').map(Number) as [number, number?];
      return Array.from({ length: (to as number) - from + 1 }, (_, i) => `${from + i}:${cost}`);
    })
    .join(' ');
}

describe('every faction of the manifest has its facts pinned', () => {
  it('here or, for the four factions with seed pages, in catalogue-facts.test.ts', () => {
    const ids = readManifest().factions.map((f) => f.id);
    expect([...SEED_FACTIONS, ...Object.keys(FACTS)].sort()).toEqual([...ids].sort());
  });
});

describe.each(Object.entries(FACTS))('%s', (factionId, facts) => {
  const own = faction(factionId).datasheets.filter((d) => d.content === 'matched-play' && d.factionKeywords.includes(facts.keyword));

  const pinned = (p: Pinned) => {
    const d = datasheet(factionId, p.id);
    expect(tiers(d)).toBe(expand(p.points));
    if (p.composition) expect([...composition(d)].sort()).toEqual([...p.composition].sort());
    if (p.leads) expect([...d.leads].sort()).toEqual([...p.leads].sort());
    if (p.leadsKeywords) expect(d.leadsKeywords).toEqual(p.leadsKeywords);
    return d;
  };

  it(facts.troop ? `a troop: ${facts.troop.id} costs ${facts.troop.points}` : 'has no BATTLELINE datasheet of its own', () => {
    if (!facts.troop) return expect(own.filter((d) => d.isBattleline).map((d) => d.id)).toEqual([]);
    expect(pinned(facts.troop).isBattleline).toBe(true);
  });

  it(facts.character ? `a character: ${facts.character.id} costs ${facts.character.points} and leads what its Leader ability names` : 'has no CHARACTER of its own', () => {
    if (!facts.character) return expect(own.filter((d) => d.isCharacter).map((d) => d.id)).toEqual([]);
    expect(pinned(facts.character)).toMatchObject({ isCharacter: true, isEpicHero: false });
  });

  it(facts.vehicle ? `a vehicle: ${facts.vehicle.id} costs ${facts.vehicle.points}` : 'has no VEHICLE of its own', () => {
    if (!facts.vehicle) return expect(own.filter((d) => d.keywords.includes('VEHICLE')).map((d) => d.id)).toEqual([]);
    expect(pinned(facts.vehicle).keywords).toContain('VEHICLE');
  });

  it(facts.epicHero ? `an Epic Hero: ${facts.epicHero.id} costs ${facts.epicHero.points}` : 'has no Epic Hero of its own', () => {
    if (!facts.epicHero) return expect(own.filter((d) => d.isEpicHero).map((d) => d.id)).toEqual([]);
    expect(pinned(facts.epicHero)).toMatchObject({ isEpicHero: true, isCharacter: true });
  });

  it(facts.enhancements ? `${facts.enhancements.detachment} Enhancements cost ${facts.enhancements.costs.map(([, pts]) => pts).join(' / ')}` : 'has no detachment with Enhancements', () => {
    if (!facts.enhancements) return expect(faction(factionId).detachments.filter((d) => d.enhancements.length > 0).map((d) => d.id)).toEqual([]);
    expect(enhancements(factionId, facts.enhancements.detachment).map(([name, pts]) => [name, pts])).toEqual(facts.enhancements.costs);
  });
});
