import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeShareUrl } from '../../src/domain/codecs/share-url/share-url';
import { gameData } from '../../src/domain/data/game-data';
import { RosterSchema } from '../../src/domain/roster/roster.schema';
import { readList, type ReadList } from '../../src/domain/codecs/read-list';
import { writeList } from '../../src/domain/codecs/write-list';
import { importedListIssues } from '../../src/domain/codecs/text-import/import-issues';
import { unitLoadout } from '../../src/domain/roster/loadout';
import { validateRoster } from '../../src/domain/rules/validate-roster';
import { readSample } from '../../src/testing/sample-files';
import { FACTION_IDS, realData } from '../../src/testing/real-data';

/**
 * Lists as other tools write them, each in the shape of a real export (the app's text, New Recruit's WTC,
 * WTC-Compact and GW-style texts), with what those tools name or print differently from the data.
 */
const factions = FACTION_IDS.map((id) => ({ id, name: realData(id).faction.name }));
const context = { factions, loadData: (id: string) => realData(id), rosterId: 'read' };

function read(text: string, factionId?: string): ReadList {
  const result = readList(text, factionId === undefined ? context : { ...context, factionId });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const errors = (list: ReadList) =>
  importedListIssues(list.roster, list.data, list.report)
    .filter((i) => i.severity === 'error')
    .map((i) => `${i.ruleId}${i.params && 'line' in i.params ? ` line ${String(i.params.line)}` : ''}`);
const problems = (list: ReadList, code: string) =>
  (list.report?.problems ?? []).filter((p) => p.code === code).map((p) => p.message);
const units = (list: ReadList) =>
  list.roster.units.map((u) => [
    list.data.faction.datasheets.find((d) => d.id === u.datasheetId)?.name,
    u.models.reduce((n, m) => n + m.count, 0),
  ]);
const wargear = (list: ReadList, at: number) =>
  unitLoadout(list.roster.units[at]!, list.data)
    .flatMap((g) => g.wargear.map((w) => `${w.count}x ${w.name}`))
    .sort();

/** An app export (v1.x) of one faction's units: the shape of tests/fixtures/text/samples/01_gwapp10_worldeaters. */
const appList = (faction: string, size: string, detachment: string, body: readonly string[]) =>
  [
    'A list (1000 points)',
    '',
    faction,
    size,
    detachment,
    '',
    '',
    'OTHER DATASHEETS',
    '',
    ...body,
    '',
    'Exported with App Version: v1.40.1 (1), Data Version: v625',
  ].join('\n');

/** New Recruit's WTC header block, as in tests/fixtures/text/samples/newrecruit_wtc_worldeaters. */
const newRecruitHeader = (faction: string, detachment: string, points: number) => [
  '+++++++++++++++++++++++++++++++++++++++++++++++',
  `+ FACTION KEYWORD: ${faction}`,
  `+ DETACHMENT: ${detachment}`,
  `+ TOTAL ARMY POINTS: ${points}pts`,
  '+',
  '+++++++++++++++++++++++++++++++++++++++++++++++',
  '',
];

describe('unit lines as other tools write them', () => {
  it("reads New Recruit's GW-style unit lines without a count, and a detachment with its rule in brackets", () => {
    const text = [
      ...newRecruitHeader('Chaos - Chaos Knights', 'Houndpack Lance (Marked Prey)', 290),
      'OTHER DATASHEETS',
      '',
      'War Dog Brigand (140 pts)',
      '• 1x Armoured feet',
      '• 1x Avenger chaincannon',
      '• 1x Daemonbreath spear',
      '• 1x Diabolus heavy stubber',
      '',
      'War Dog Karnivore (150 pts)',
      '• 1x Diabolus heavy stubber',
      '• 1x Reaper chaintalon',
      '• 1x Slaughterclaw',
    ].join('\n');
    const list = read(text);
    expect(units(list)).toEqual([
      ['War Dog Brigand', 1],
      ['War Dog Karnivore', 1],
    ]);
    expect(list.data.faction.detachments.find((d) => d.id === list.roster.detachmentId)?.name).toBe('Houndpack Lance');
    expect(list.report?.problems.filter((p) => p.code.startsWith('unknown') || p.code === 'not-understood')).toEqual(
      [],
    );
  });

  it('reads a unit under its unit-profile name ("Primaris Sword Brethren") as its datasheet, and says so', () => {
    const list = read(readSample('04_gwapp10_blacktemplars_v1.32.1.txt'));
    expect(units(list)).toContainEqual(['Sword Brethren Squad', 5]);
    expect(problems(list, 'guessed-name')).toContain(
      'Read datasheet "Primaris Sword Brethren" as "Sword Brethren Squad".',
    );
  });

  it('reads a "[Legends]" suffix, an article, the faction before a name and words left out, each as a guess', () => {
    const wolves = read(
      appList('Space Wolves', 'Incursion (1000 points)', 'Saga of the Hunter', [
        'Logan Grimnar [Legends] (110 points)',
        '  • 1x The Axe Morkai',
        '    1x Storm bolter',
        '    1x Tyrnak and Fenrir',
      ]),
    );
    expect([units(wolves), wargear(wolves, 0)]).toEqual([
      [['Logan Grimnar', 1]],
      ['1x Axe Morkai', '1x Storm bolter', '1x Tyrnak and Fenrir'],
    ]);
    expect(problems(wolves, 'guessed-name')).toEqual([
      'Read datasheet "Logan Grimnar [Legends]" as "Logan Grimnar".',
      'Read wargear "The Axe Morkai" as "Axe Morkai".',
    ]);
    const deathGuard = read(
      appList('Death Guard', 'Incursion (1000 points)', 'Virulent Vectorium', [
        'Deathshroud Terminators (160 points)',
        '  • 1x Deathshroud Champion',
        '    • 1x Manreaper',
        '      1x Plaguespurt gauntlet',
        '  • 2x Deathshroud Terminator',
        '    • 2x Manreaper',
        '      2x Plaguespurt gauntlet',
        '',
        'Death Guard Cultists (50 points)',
        '  • 1x Cultist Champion',
        '    • 1x Brutal assault weapon',
        '      1x Cultist firearm',
        '  • 9x Chaos Cultist',
        '    • 9x Brutal assault weapon',
        '      9x Cultist firearm',
      ]),
    );
    expect(units(deathGuard)).toEqual([
      ['Deathshroud Terminators', 3],
      ['Death Guard Cultists', 10],
    ]);
    expect(problems(deathGuard, 'guessed-name')).toEqual([
      'Read model type of Deathshroud Terminators "Deathshroud Champion" as "Deathshroud Terminator Champion".',
      'Read model type of Death Guard Cultists "Chaos Cultist" as "Cultist".',
    ]);
    expect(errors(deathGuard).filter((e) => e.startsWith('unread-line'))).toEqual([]);
  });
});

describe('model and wargear lines as other tools write them', () => {
  it('reads WTC-Compact\'s "N with" on the unit line as what N models carry', () => {
    const list = read(
      [
        ...newRecruitHeader('Necrons', 'Awakened Dynasty', 150),
        '10x Immortals (150 pts): 10 with Close combat weapon, Gauss blaster',
      ].join('\n'),
    );
    expect([units(list), wargear(list, 0), errors(list).filter((e) => e.startsWith('unread-line'))]).toEqual([
      [['Immortals', 10]],
      ['10x Close combat weapon', '10x Gauss blaster'],
      [],
    ]);
  });

  it('reads "1 with Tyranid Warrior, …" lines, the model named first, as one model each, under a "3x" unit', () => {
    const list = read(
      [
        ...newRecruitHeader('Tyranids', 'Invasion Fleet', 65),
        '3x Tyranid Warriors with Ranged Bio-Weapons (65 pts)',
        '1 with Tyranid Prime, Deathspitter, Tyranid Warrior claws and talons',
        '1 with Tyranid Warrior, Deathspitter, Tyranid Warrior claws and talons',
        '1 with Tyranid Warrior, Devourer, Tyranid Warrior claws and talons',
      ].join('\n'),
    );
    expect(list.roster.units[0]!.models.map((m) => [m.modelTypeId, m.count])).toEqual([
      ['tyranid-prime', 1],
      ['tyranid-warrior', 2],
    ]);
    // The Prime's, then the two Warriors'.
    expect(wargear(list, 0)).toEqual([
      '1x Deathspitter',
      '1x Deathspitter',
      '1x Devourer',
      '1x Tyranid Warrior claws and talons',
      '2x Tyranid Warrior claws and talons',
    ]);
    expect(errors(list).filter((e) => e.startsWith('unread-line'))).toEqual([]);
  });

  it('reads a variant model named by its weapons in brackets ("Sicarian Infiltrator (Power weapon & stubcarbine)")', () => {
    const list = read(
      [
        ...newRecruitHeader('Imperium - Adeptus Mechanicus', 'Rad-zone Corps', 155),
        '10x Sicarian Infiltrators (155 pts)',
        '• 1x Sicarian Infiltrator Princep: Power weapon, Stubcarbine',
        '• 9x Sicarian Infiltrator (Power weapon & stubcarbine): 9 with Power weapon, Stubcarbine',
      ].join('\n'),
    );
    expect([units(list), errors(list).filter((e) => e.startsWith('unread-line'))]).toEqual([
      [['Sicarian Infiltrators', 10]],
      [],
    ]);
  });

  it('never changes a model count silently: models no model type takes are counted, and said to be unread', () => {
    const list = read(
      [
        ...newRecruitHeader('Imperium - Adeptus Mechanicus', 'Rad-zone Corps', 155),
        '10x Sicarian Infiltrators (155 pts)',
        '• 1x Sicarian Infiltrator Princep: Power weapon, Stubcarbine',
        '• 9x Sicarian Ruststalker: 9 with Transonic blades',
      ].join('\n'),
    );
    expect([units(list), list.report?.imported[0]?.points]).toEqual([[['Sicarian Infiltrators', 10]], 155]);
    expect(errors(list).filter((e) => e.startsWith('unread-line'))).toEqual(['unread-line line 10']);
  });

  it('says so when the unit line has more models than its lines place, and keeps the count', () => {
    const list = read(
      [
        ...newRecruitHeader('Necrons', 'Awakened Dynasty', 150),
        '10x Immortals (150 pts)',
        '• 5x Immortal: 5 with Close combat weapon, Gauss blaster',
      ].join('\n'),
    );
    expect(units(list)).toEqual([['Immortals', 10]]);
    expect(list.report?.problems.map((p) => p.code)).toContain('models-unplaced');
  });

  it("counts the leader model New Recruit prints on the unit line (Iron-master, Grimnyr) with the unit line's items", () => {
    const list = read(
      [
        ...newRecruitHeader('Leagues of Votann', 'Needgaârd Oathband', 140),
        'Char1: 5x Brôkhyr Iron-master (75 pts): Graviton hammer, Graviton rifle',
        '• 3x E-COG: 3 with Autoch-pattern bolt pistol, Close combat weapon',
        '• 1x Ironkyn Assistant: Close combat weapon, Las-beam cutter',
        '',
        'Char2: 3x Grimnyr (65 pts): Ancestral Ward stave, Ancestral wrath',
        '• 2x CORV: 2 with Autoch-pattern bolter, Close combat weapon',
      ].join('\n'),
    );
    expect(list.roster.units.map((u) => u.models.map((m) => [m.modelTypeId, m.count]))).toEqual([
      [
        ['brokhyr-iron-master', 1],
        ['e-cog', 3],
        ['ironkyn-assistant', 1],
      ],
      [
        ['grimnyr', 1],
        ['corv', 2],
      ],
    ]);
    expect(errors(list).filter((e) => e.startsWith('unread-line') || e.startsWith('unit-size'))).toEqual([]);
  });

  it('reads the app\'s unit item printed as a model line ("• 1x Support turret") as the unit\'s wargear, not a model', () => {
    const list = read(
      appList("T'au Empire", 'Incursion (1000 points)', 'Kauyon', [
        'Breacher Team (90 points)',
        "  • 1x Breacher Fire Warrior Shas'ui",
        '    • 1x Close combat weapon',
        '      1x Pulse blaster',
        '      1x Pulse pistol',
        '  • 9x Breacher Fire Warriors',
        '    • 9x Close combat weapon',
        '      9x Pulse blaster',
        '      9x Pulse pistol',
        '  • 1x Support turret',
      ]),
    );
    expect([units(list), errors(list)]).toEqual([[['Breacher Team', 10]], ['warlord-missing']]);
    expect(wargear(list, 0)).toContain('1x Support turret');
  });
});

describe('a choice printed under the name it takes once chosen', () => {
  // The catalogue renames the Mark of Chaos choice "Nurgle" to "Mark of Nurgle" once taken; tools that apply that
  // print the new name. Either name reads as the same wargear, and the Daemon Prince stays one model.
  const prince = (list: ReadList) => [
    units(list),
    wargear(list, 0),
    errors(list).filter((e) => e !== 'warlord-missing'),
  ];
  const expected = [
    [['Heretic Astartes Daemon Prince', 1]],
    ['1x Hellforged weapons', '1x Infernal cannon', '1x Nurgle'],
    [],
  ];

  it('reads the app\'s "• 1x Mark of Nurgle" under a Daemon Prince as its Mark, not as a second model', () => {
    const list = read(
      appList('Chaos Space Marines', 'Incursion (1000 points)', 'Veterans of the Long War', [
        'Heretic Astartes Daemon Prince (165 points)',
        '  • 1x Hellforged weapons',
        '    1x Infernal cannon',
        '  • 1x Mark of Nurgle',
      ]),
    );
    expect(prince(list)).toEqual(expected);
  });

  it("reads New Recruit's GW-style, WTC, WTC-Compact and roster lines naming the Mark so", () => {
    const header = newRecruitHeader('Chaos - Chaos Space Marines', 'Veterans of the Long War', 165);
    const texts = [
      [
        ...header,
        'CHARACTER',
        '',
        '1x Heretic Astartes Daemon Prince (165 pts)',
        '• 1x Hellforged weapons',
        '• 1x Infernal cannon',
        '• 1x Mark of Nurgle',
      ],
      [
        ...header,
        'CHARACTER',
        '',
        'Char1: 1x Heretic Astartes Daemon Prince (165 pts)',
        '1 with Hellforged weapons, Infernal cannon, Mark of Nurgle',
      ],
      [
        ...header,
        'Char1: 1x Heretic Astartes Daemon Prince (165 pts): Hellforged weapons, Infernal cannon, Mark of Nurgle',
      ],
      [
        'Chaos - Chaos Space Marines - A list - [165 pts]',
        '',
        '# ++ Army Roster ++ [165 pts]',
        '## Configuration',
        'Battle Size: Incursion (1000 Point limit)',
        'Detachment: Veterans of the Long War',
        '',
        '## Character [165 pts]',
        'Heretic Astartes Daemon Prince [165 pts]: Hellforged weapons, Infernal cannon, Mark of Nurgle',
      ],
    ];
    for (const text of texts) expect(prince(read(text.join('\n')))).toEqual(expected);
  });
});

describe('bundles and glued names', () => {
  const commander = (items: string) =>
    read(
      [
        ...newRecruitHeader("Xenos - T'au Empire", 'Kauyon', 105),
        `Char1: 1x Commander in Coldstar Battlesuit (105 pts): Warlord, ${items}`,
      ].join('\n'),
    );

  it('reads a bundle with its count in front ("2 shield drones (2x Shield Drone)", "4 fusion blasters") as that many', () => {
    const plain = commander('2x Shield Drone, 4x Fusion blaster, Battlesuit fists');
    const bundled = commander('2 shield drones (2x Shield Drone), 4 fusion blasters, Battlesuit fists');
    expect(wargear(bundled, 0)).toEqual(wargear(plain, 0));
    expect(errors(bundled).filter((e) => e.startsWith('unread-line'))).toEqual([]);
  });

  it('reads two names glued together ("Recon droneDrone burst cannon") as both', () => {
    const text = [
      ...newRecruitHeader("Xenos - T'au Empire", 'Kauyon', 90),
      '10x Pathfinder Team (90 pts)',
      "• 1x Pathfinder Shas'ui: Recon droneDrone burst cannon, Close combat weapon, Pulse carbine, Pulse pistol",
      '• 9x Pathfinders: 9 with Close combat weapon, Pulse carbine, Pulse pistol',
    ].join('\n');
    const list = read(text);
    expect(wargear(list, 0)).toContain('1x Recon drone');
    expect(errors(list).filter((e) => e.startsWith('unread-line'))).toEqual([]);
  });
});

describe('lines that are no items', () => {
  const notRead = (list: ReadList) =>
    (list.report?.problems ?? []).filter(
      (p) => p.code.startsWith('unknown') || p.code === 'not-understood' || p.code === 'models-unplaced',
    );

  it("reads the upgrade a detachment makes a unit take as no item, its points counted as the detachment's surcharge", () => {
    const list = read(
      appList('Necrons', 'Incursion (1000 points)', 'Pantheon of Woe', [
        "C'tan Shard of the Deceiver (365 points)",
        '  • Warlord',
        '  • 1x Cosmic insanity',
        '    1x Golden fists',
        '    1x Singularity Matrix',
      ]),
    );
    expect(notRead(list)).toEqual([]);
    const repriced = importedListIssues(list.roster, list.data, list.report).filter(
      (i) => i.ruleId === 'points-changed',
    );
    expect(repriced).toEqual([]);
    expect(errors(list)).toEqual([]);
    expect(wargear(list, 0)).toEqual(['1x Cosmic insanity', '1x Golden fists']);
  });

  it('reads abilities the app prints among wargear and a profile line as no items', () => {
    const list = read(
      appList("T'au Empire", 'Incursion (1000 points)', 'Kauyon', [
        'Commander Shadowsun (100 points)',
        '  • Warlord',
        '  • 1x Advanced Guardian Drone',
        '    1x Battlesuit fists',
        '    1x Command-link Drone (Aura)',
        '    1x Flechette launcher',
        '    2x High-energy fusion blaster',
        '    1x Light missile pod',
        '    1x Pulse pistol',
        '  • Commander Shadowsun, Invulnerable Save (4+): This model has a 4+ invulnerable save.',
      ]),
    );
    expect([units(list), notRead(list), errors(list)]).toEqual([[['Commander Shadowsun', 1]], [], []]);
    expect(wargear(list, 0)).toEqual([
      '1x Battlesuit fists',
      '1x Flechette launcher',
      '1x Light missile pod',
      '1x Pulse pistol',
      '2x High-energy fusion blaster',
    ]);
  });

  // The app prints the upgrade a detachment offers a vehicle ("Tank Ace Character") as a keyword line under it.
  const tankAce = (detachment: string) =>
    appList('Space Marines', 'Incursion (1000 points)', detachment, [
      'Predator Destructor (165 points)',
      '  • Warlord',
      '  • 1x Armoured tracks',
      '    1x Hunter-killer missile',
      '    1x Predator autocannon',
      '    1x Storm bolter',
      '  • Enhancement: Gunnery Honours',
      `  • ${detachment} Keywords: Character`,
    ]);

  it("reads a detachment's keyword line as the upgrade it stands for: the vehicle keeps its Enhancement and Warlord", () => {
    const list = read(tankAce('Headhunter Task Force'));
    expect([units(list), notRead(list), errors(list)]).toEqual([[['Predator Destructor', 1]], [], []]);
    expect(list.roster.units[0]).toMatchObject({ enhancementId: 'gunnery-honours', isWarlord: true });
  });

  it('reads a keyword line the detachment does not offer the unit as a line not read', () => {
    const list = read(tankAce('Gladius Task Force').replace('Gunnery Honours', 'Artificer Armour'));
    expect(notRead(list).map((p) => [p.code, p.line])).toEqual([['not-understood', 17]]);
    expect(errors(list)).toContain('unread-line line 17');
  });

  it('writes the upgrade back as the app does, so the list reads back the same', () => {
    const list = read(tankAce('Headhunter Task Force'));
    const text = writeList(list.roster, list.data, 'gw', 'test');
    expect(text).toContain('  • Headhunter Task Force Keywords: Character\n');
    const again = read(text);
    expect([units(again), notRead(again), errors(again)]).toEqual([[['Predator Destructor', 1]], [], []]);
    expect(again.roster.units[0]).toMatchObject({ enhancementId: 'gunnery-honours', isWarlord: true });
  });

  it('reads New Recruit\'s "+ ALLIED UNITS" header, its roster settings and its entries of no cost as no units', () => {
    const wtc = read(
      [
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '+ FACTION KEYWORD: Chaos - World Eaters',
        '+ DETACHMENT: Berzerker Warband',
        '+ TOTAL ARMY POINTS: 65pts',
        '+ ALLIED UNITS: none',
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '',
        'Battle Size (0 pts)',
        '• 1x Strike Force (2000 Point limit)',
        '',
        'Khorne Daemons are visible (0 pts)',
        '',
        '10x Jakhals (65 pts)',
        '• 1x Jakhal Pack Leader: Autopistol, Jakhal chainblade',
        '• 9x Jakhal: 9 with Autopistol, Jakhal chainblade',
      ].join('\n'),
    );
    expect([units(wtc), notRead(wtc)]).toEqual([[['Jakhals', 10]], []]);
    expect(problems(wtc, 'roster-setting')).toHaveLength(2);
    const roster = read(
      [
        'Chaos - World Eaters - Jakhals - [65 pts]',
        '',
        '# ++ Army Roster ++ [65 pts]',
        '## Configuration',
        'Battle Size: Incursion (1000 Point limit)',
        'Detachment: Berzerker Warband',
        'Khorne Daemons are visible: Yes',
        'Faction Reference: World Eaters',
        'Show/Hide Options',
        '',
        '## Battleline [65 pts]',
        'Jakhals [65 pts]:',
        '• 1x Jakhal Pack Leader: Autopistol, Jakhal chainblade',
        '• 9x Jakhal: Autopistol, Jakhal chainblade',
      ].join('\n'),
    );
    expect([units(roster), notRead(roster)]).toEqual([[['Jakhals', 10]], []]);
  });
});

describe('battle size', () => {
  it('takes the smallest that holds the total when the text gives none, as a note and not an error', () => {
    const text = appList('World Eaters', '', 'Berzerker Warband', [
      'Jakhals (65 points)',
      '  • 1x Jakhal Pack Leader',
      '    • 1x Autopistol',
      '      1x Jakhal chainblade',
      '  • 9x Jakhal',
      '    • 9x Autopistol',
      '      9x Jakhal chainblade',
    ]).replace('A list (1000 points)', 'A list (1,715 points)');
    const list = read(text);
    expect(list.data.system.battleSizes.find((b) => b.id === list.roster.battleSizeId)?.name).toBe('Strike Force');
    expect(list.report?.problems.filter((p) => p.code === 'battle-size-inferred')).toHaveLength(1);
    expect(errors(list)).not.toContain('battle-size-missing');
  });
});

describe('faction names as other tools write them', () => {
  it('reads the app\'s "Imperial Agents" as Agents of the Imperium, and says it guessed', () => {
    const text = [
      'Inquisition (100 Points)',
      '',
      'Imperial Agents',
      'Incursion (1000 Points)',
      'Veiled Blade Elimination Force',
      '',
      'OTHER DATASHEETS',
      '',
      'Callidus Assassin (100 Points)',
      '  • Warlord',
      '  • 1x Neural shredder',
      '    1x Phase sword and poison blades',
      '',
      'Exported with App Version: v1.40.1 (1), Data Version: v625',
    ].join('\n');
    const result = readList(text, context);
    expect(result.ok && result.value.data.faction.id).toBe('agents-of-the-imperium');
    expect(result.ok && result.warnings.map((w) => w.message)).toContain(
      'Read faction "Imperial Agents" as Agents of the Imperium.',
    );
  });

  it('reads New Recruit\'s catalogue names "Aeldari - Craftworlds" and "Aeldari - Ynnari" as Aeldari', () => {
    for (const catalogue of ['Aeldari - Craftworlds', 'Aeldari - Ynnari']) {
      const text = [
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        `+ FACTION KEYWORD: ${catalogue}`,
        '+ DETACHMENT: Devoted of Ynnead',
        '+ TOTAL ARMY POINTS: 100pts',
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '',
        'Char1: 1x Yvraine (100 pts): Warlord',
      ].join('\n');
      const list = read(text);
      expect([list.data.faction.id, list.roster.detachmentId, list.roster.units.length]).toEqual([
        'aeldari',
        expect.any(String),
        1,
      ]);
      expect(list.data.faction.detachments.find((d) => d.id === list.roster.detachmentId)?.name).toBe(
        'Devoted of Ynnead',
      );
    }
  });

  it('reads "Aeldari - Ynnari" with no detachment line as the Devoted of Ynnead, the detachment that gives YNNARI, with a note', () => {
    const text = (catalogue: string) =>
      [
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        `+ FACTION KEYWORD: ${catalogue}`,
        '+ TOTAL ARMY POINTS: 100pts',
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '',
        'Char1: 1x Yvraine (100 pts): Warlord',
      ].join('\n');
    const ynnari = read(text('Aeldari - Ynnari'));
    const detachment = (list: ReadList) =>
      list.data.faction.detachments.find((d) => d.id === list.roster.detachmentId)?.name ?? null;
    expect([detachment(ynnari), problems(ynnari, 'detachment-inferred').length, errors(ynnari)]).toEqual([
      'Devoted of Ynnead',
      1,
      [],
    ]);
    // A Craftworlds catalogue implies no detachment: the list still has to name one.
    const craftworlds = read(text('Aeldari - Craftworlds'));
    expect([detachment(craftworlds), problems(craftworlds, 'detachment-inferred')]).toEqual([null, []]);
  });

  const headerless = [
    'CHARACTER',
    '',
    '1x Commander Farsight (95 pts)',
    '• 1x Dawn Blade',
    '• 1x High-intensity plasma rifle',
    '• Warlord',
    '',
    'OTHER DATASHEETS',
    '',
    '3x Stealth Battlesuits (100 pts)',
    "• 1x Stealth Shas'vre",
    '    • 1x Battlesuit fists',
    '    • 1x Burst cannon',
    "• 2x Stealth Shas'ui",
    '    • 2x Battlesuit fists',
    '    • 2x Burst cannon',
  ].join('\n');

  it("tells a New Recruit text without its header from its units: T'au", () => {
    const result = readList(headerless, context);
    if (!result.ok) throw new Error(result.error.message);
    expect([result.value.format, result.value.data.faction.id, result.value.roster.units.length]).toEqual([
      'wtc',
      't-au-empire',
      2,
    ]);
    expect(result.warnings[0]?.message).toMatch(/does not name its faction; read as T'au Empire/);
  });

  it('names the closest factions when neither the name nor the units tell it, and reads the list as the faction the reader says', () => {
    const text = [
      'Strange Army (100 Points)',
      '',
      'Xyloth Hordes',
      'Incursion (1000 Points)',
      'Nowhere',
      '',
      'Wandering Prophet (100 Points)',
      '  • 1x Staff',
    ].join('\n');
    const unknown = readList(text, context);
    expect(unknown.ok ? null : [unknown.error.code, unknown.error.message]).toEqual([
      'unknown-faction',
      'The list names "Xyloth Hordes", which Muster has no data for, and its units do not tell it. Say which faction it is.',
    ]);
    // A Space Marines Captain is in the data of every chapter: the units cannot tell which, so they are named.
    const captain = headerless.replace('1x Commander Farsight (95 pts)', '1x Captain (80 pts)');
    const tied = readList(captain, { ...context, factions: factions.filter((f) => f.id !== 't-au-empire') });
    expect(tied.ok ? null : tied.error.closestFactions).toEqual(
      expect.arrayContaining(['space-marines', 'blood-angels', 'ultramarines']),
    );
    expect(read(headerless, 't-au-empire').data.faction.id).toBe('t-au-empire');
  });
});

describe('share links are lists too', () => {
  const roster = RosterSchema.parse(
    JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'fixtures', 'rosters', 'drukhari-strike-force.json'), 'utf8'),
    ),
  );
  const data = realData('drukhari');
  const url = writeShareUrl(roster, data, 'https://muster.example/');

  it('reads a link the data has whole: no report, no unread item', () => {
    const list = read(url);
    expect([list.format, list.report, list.roster.units.length]).toEqual(['share-url', null, roster.units.length]);
  });

  it('makes every item a link names and the data lacks an error in the verdict, as a text import does', () => {
    // The same faction with the first unit's datasheet gone: a link made with other data.
    const gone = roster.units[0]!.datasheetId;
    const older = gameData(data.system, {
      ...data.faction,
      datasheets: data.faction.datasheets.filter((d) => d.id !== gone),
    });
    const result = readList(url, { ...context, loadData: (id) => (id === 'drukhari' ? older : realData(id)) });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.roster.units).toHaveLength(roster.units.length - 1);
    // The roster keeps what it lost, so a copy saved of it is judged the same: not Legal.
    expect(result.value.roster.leftOut?.map((item) => item.kind)).toEqual(['datasheet']);
    expect(errors(result.value)).toContain('unread-line');
    const saved = RosterSchema.parse(JSON.parse(JSON.stringify(result.value.roster)));
    expect(validateRoster(saved, older).map((i) => `${i.severity} ${i.ruleId}`)).toContain('error unread-line');
  });
});
