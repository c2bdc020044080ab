import { describe, expect, it } from 'vitest';
import { readGwAppText } from '../../src/domain/codecs/gw-app/gw-app-text-reader';
import type { DraftList, DraftUnit } from '../../src/domain/codecs/text-import/list-draft';
import { GW_APP_SAMPLES, readSample } from '../../src/testing/sample-files';

function read(text: string): DraftList {
  const result = readGwAppText(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** What a unit says, without line numbers, so variants of one list can be compared. */
function shape(unit: DraftUnit) {
  return {
    name: unit.name,
    points: unit.points,
    section: unit.sectionName,
    isWarlord: unit.isWarlord,
    enhancement: unit.enhancement?.name ?? null,
    models: unit.models.map((m) => ({
      name: m.name,
      count: m.count,
      wargear: m.wargear.map((w) => `${w.count}x ${w.name}`),
    })),
  };
}

function unitNamed(list: DraftList, name: string): DraftUnit {
  const unit = list.units.find((u) => u.name === name);
  if (!unit) throw new Error(`no unit ${name}`);
  return unit;
}

const worldEaters = readSample('01_gwapp10_worldeaters_v1.40.1.txt');

describe('readGwAppText on the real app exports', () => {
  it.each(GW_APP_SAMPLES)('reads %s with no line left unread', (file) => {
    const result = readGwAppText(readSample(file));
    expect(result.ok && result.value.unread).toEqual([]);
  });

  it('reads the header lines of a World Eaters list', () => {
    const list = read(worldEaters);
    expect(list.title).toMatchObject({ name: 'Chainblades go BRRRR', points: 1995 });
    expect(list.faction?.name).toBe('World Eaters');
    expect(list.chapter).toBeNull();
    expect(list.battleSize).toMatchObject({ name: 'Strike Force', points: 2000 });
    expect(list.detachment?.name).toBe('Berzerker Warband');
    expect(list.footer?.name).toBe('Exported with App Version: v1.40.1 (94), Data Version: v675');
  });

  it('reads the chapter line of a Space Marines list', () => {
    const list = read(readSample('02_gwapp10_bloodangels_v1.40.1.txt'));
    expect([list.faction?.name, list.chapter?.name, list.detachment?.name]).toEqual([
      'Space Marines',
      'Blood Angels',
      'Angelic Inheritors',
    ]);
  });

  it.each([
    ['01_gwapp10_worldeaters_v1.40.1.txt', 1995],
    ['02_gwapp10_bloodangels_v1.40.1.txt', 2000],
    ['03_gwapp10_tau_v1.40.1.txt', 2000],
    ['04_gwapp10_blacktemplars_v1.32.1.txt', 1980],
  ])('finds units whose points add up to the title of %s', (file, total) => {
    const list = read(readSample(file));
    expect(list.units.reduce((sum, u) => sum + (u.points ?? 0), 0)).toBe(total);
    expect(list.title?.points).toBe(total);
  });

  it('keeps identical units apart and remembers their section', () => {
    const list = read(worldEaters);
    expect(list.units.map((u) => u.name)).toEqual([
      'Daemon Prince of Khorne',
      'Khârn the Betrayer',
      'Master of Executions',
      'Slaughterbound',
      'Khorne Berzerkers',
      'Khorne Berzerkers',
      'Chaos Rhino',
      'Chaos Rhino',
      'Chaos Spawn',
      'Chaos Spawn',
      'Eightbound',
      'Forgefiend',
      'Forgefiend',
      'Jakhals',
      'Maulerfiend',
      'Maulerfiend',
    ]);
    expect(unitNamed(list, 'Chaos Rhino').sectionName).toBe('DEDICATED TRANSPORTS');
  });

  it('reads a single-model character with its Warlord and Enhancement lines', () => {
    expect(shape(unitNamed(read(worldEaters), 'Daemon Prince of Khorne'))).toEqual({
      name: 'Daemon Prince of Khorne',
      points: 220,
      section: 'CHARACTERS',
      isWarlord: true,
      enhancement: 'Helm of Brazen Ire',
      models: [{ name: null, count: 1, wargear: ['1x Hellforged weapons', '1x Infernal cannon'] }],
    });
  });

  it('reads model groups with weapon counts totalled over the group', () => {
    expect(shape(unitNamed(read(worldEaters), 'Khorne Berzerkers')).models).toEqual([
      {
        name: 'Khorne Berzerker Champion',
        count: 1,
        wargear: ['1x Chainblade', '1x Icon of Khorne', '1x Plasma pistol'],
      },
      {
        name: 'Khorne Berzerker',
        count: 9,
        wargear: ['7x Bolt pistol', '7x Chainblade', '2x Khornate eviscerator', '2x Plasma pistol'],
      },
    ]);
  });

  it('reads a first weapon with a count above 1 as a weapon, not a model', () => {
    expect(shape(unitNamed(read(worldEaters), 'Maulerfiend')).models).toEqual([
      { name: null, count: 1, wargear: ['2x Magma cutter', '1x Maulerfiend fists'] },
    ]);
  });

  it('reads a two-model group whose only weapon is bulleted', () => {
    expect(shape(unitNamed(read(worldEaters), 'Chaos Spawn')).models).toEqual([
      { name: 'Chaos Spawn', count: 2, wargear: ['2x Hideous mutations'] },
    ]);
  });

  it('reads a Warlord nested under the model line of a multi-model character unit', () => {
    const grimaldus = unitNamed(read(readSample('04_gwapp10_blacktemplars_v1.32.1.txt')), 'Chaplain Grimaldus');
    expect(shape(grimaldus)).toMatchObject({
      isWarlord: true,
      models: [
        { name: 'Chaplain Grimaldus', count: 1, wargear: ['1x Artificer crozius', '1x Plasma pistol'] },
        { name: 'Cenobyte Servitor', count: 3, wargear: ['3x Close combat weapon'] },
      ],
    });
  });

  it('reads a paste that lost its indentation and title, with an ALLIED UNITS section', () => {
    const list = read(readSample('gwapp10_custodes_allied_INDENT_STRIPPED_no_title.txt'));
    expect(list.title).toBeNull();
    expect([list.faction?.name, list.battleSize?.name, list.detachment?.name]).toEqual([
      'Adeptus Custodes',
      'Strike Force',
      'Shield Host',
    ]);
    expect(list.footer).toBeNull();
    expect(shape(unitNamed(list, 'Custodian Guard')).models).toEqual([
      {
        name: 'Custodian Guard',
        count: 4,
        wargear: ['2x Guardian spear', '1x Misericordia', '2x Praesidium Shield', '1x Sentinel blade', '1x Vexilla'],
      },
    ]);
    expect(shape(unitNamed(list, 'Blade Champion'))).toMatchObject({
      isWarlord: true,
      enhancement: 'Auric Mantle',
      models: [{ name: null, count: 1, wargear: ['1x Vaultswords'] }],
    });
    expect(unitNamed(list, 'Inquisitor Draxus')).toMatchObject({ sectionName: 'ALLIED UNITS' });
    expect(shape(unitNamed(list, 'Prosecutors')).models.map((m) => m.name)).toEqual([
      'Prosecutor Sister Superior',
      'Prosecutor',
    ]);
  });
});

describe('readGwAppText on pasted variants of one list', () => {
  const original = read(worldEaters).units.map(shape);
  const variants: [string, (text: string) => string][] = [
    ['lost indentation', (t) => t.replace(/^ +/gm, '')],
    ['no title line', (t) => t.split('\n').slice(2).join('\n')],
    ['no footer', (t) => t.replace(/\nExported with.*$/, '')],
    ['Windows line ends', (t) => t.replace(/\n/g, '\r\n')],
    ['old Mac line ends', (t) => t.replace(/\n/g, '\r')],
    [
      '`Points` capitalised with thousands separators',
      (t) => t.replace(/\((\d+) points\)/g, (_, n: string) => `(${Number(n).toLocaleString('en-US')} Points)`),
    ],
    ['`Enhancements:` plural', (t) => t.replace(/Enhancement:/g, 'Enhancements:')],
    ['`◦` children at 5 spaces, every item bulleted', toAlternateBullets],
    ['trailing spaces and a byte-order mark', (t) => `\uFEFF${t.replace(/\n/g, '  \n')}`],
    [
      '`2 000` and `2,000` thousand separators',
      (t) => t.replace('(2000 points)', '(2 000 points)').replace('(1995 points)', '(1,995 points)'),
    ],
    [
      '`2.000` thousand separators',
      (t) => t.replace('(2000 points)', '(2.000 points)').replace('(1995 points)', '(1.995 points)'),
    ],
    ['a title in Cyrillic', (t) => t.replace('Chainblades go BRRRR', 'Кровь для Кровавого Бога')],
    ['a title in Japanese', (t) => t.replace('Chainblades go BRRRR', 'コーンの狂戦士')],
    ['a title in Arabic', (t) => t.replace('Chainblades go BRRRR', 'دماء لإله الدماء')],
    [
      "the app's other layout all at once: `(2,000 Points)`, detachment first, `◦` children, `Enhancements:`",
      (t) =>
        toAlternateBullets(t)
          .replace('Strike Force (2000 points)\nBerzerker Warband', 'Berzerker Warband\nStrike Force (2000 points)')
          .replace(/\((\d+) points\)/g, (_, n: string) => `(${Number(n).toLocaleString('en-US')} Points)`)
          .replace(/Enhancement:/g, 'Enhancements:'),
    ],
    ['a title in capitals with no points', (t) => t.replace('Chainblades go BRRRR (1995 points)', 'KHORNE CUP LIST')],
  ];

  it.each(variants)('reads the same units from a paste with %s', (_, transform) => {
    const list = read(transform(worldEaters));
    expect(list.units.map(shape)).toEqual(original);
    expect(list.unread).toEqual([]);
  });

  it.each(['2 000', '2,000', '2.000', '2\u202f000'])(
    'reads the battle size written "Strike Force (%s points)" as 2000 points',
    (written) => {
      const list = read(worldEaters.replace('Strike Force (2000 points)', `Strike Force (${written} points)`));
      expect([list.battleSize?.name, list.battleSize?.points]).toEqual(['Strike Force', 2000]);
    },
  );

  it('reads a title that looks like a battle size line, since a blank line follows it', () => {
    const list = read(
      worldEaters.replace('Chainblades go BRRRR (1995 points)', 'Strike Force (2000 points) (1995 points)'),
    );
    expect([list.title?.name, list.battleSize?.name, list.detachment?.name]).toEqual([
      'Strike Force (2000 points)',
      'Strike Force',
      'Berzerker Warband',
    ]);
  });

  it('reads the detachment when it comes before the battle size', () => {
    const swapped = worldEaters.replace(
      'Strike Force (2000 points)\nBerzerker Warband',
      'Berzerker Warband\nStrike Force (2,000 Points)',
    );
    const list = read(swapped);
    expect([list.faction?.name, list.detachment?.name, list.battleSize?.points]).toEqual([
      'World Eaters',
      'Berzerker Warband',
      2000,
    ]);
  });
});

describe('readGwAppText on text that is not a list', () => {
  it.each([
    ['', 'empty-input'],
    ['   \n\n  ', 'empty-input'],
    ['hello there\nhow are you', 'no-units'],
  ])('refuses %j with %s', (text, code) => {
    const result = readGwAppText(text);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it('lists the lines it did not understand, with their line numbers', () => {
    const text = worldEaters.replace(
      'Khârn the Betrayer (85 points)\n',
      'Khârn the Betrayer (85 points)\n  ??? lost line\n',
    );
    const result = readGwAppText(text);
    expect(result.ok && result.value.unread).toEqual([{ line: 17, text: '??? lost line' }]);
    expect(result.ok && result.warnings.map((w) => w.line)).toEqual([17]);
  });
});

/** The third-party "alternate" dialect: every item bulleted, model children as `◦` at 5 spaces. */
function toAlternateBullets(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const depth = line.length - line.trimStart().length;
      const body = line.trim().replace(/^• /, '');
      if (depth === 0 || body === '') return line;
      if (depth === 2) return `  • ${body}`;
      if (/^Warlord$/.test(body)) return `  • ${body}`;
      const isModelChild = depth === 6 || (depth === 4 && line.trimStart().startsWith('•'));
      return isModelChild ? `     ◦ ${body}` : `  • ${body}`;
    })
    .join('\n');
}
