import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../../src/domain/codecs/text-import/import-list';
import { datasheetProfileNames } from '../../src/domain/roster/datasheet-label';
import { validateRoster } from '../../src/domain/rules/validate-roster';
import { readTextList } from '../../src/testing/read-text-list';
import { makeCodecGameData } from '../../src/testing/codec-game-data';
import { realData } from '../../src/testing/real-data';

const data = makeCodecGameData();

function importText(body: string): ImportResult {
  const text = `Test list (500 points)\n\nDrukhari\nStrike Force (2000 points)\nRealspace Raiders\n\n\n${body}`;
  return readTextList(text, data, 'r1');
}

const problems = (result: ImportResult, code: string) => result.report.problems.filter((p) => p.code === code);

describe('importing a GW app text list', () => {
  it('reads a misspelt datasheet as the one close name, and says so on its line with the match', () => {
    const result = importText('CHARACTERS\n\nArchonn (80 points)\n  • 1x Huskblade\n    1x Splinter pistol\n');
    expect(result.roster.units.map((u) => u.datasheetId)).toEqual(['archon']);
    expect(problems(result, 'guessed-name')).toEqual([
      expect.objectContaining({ line: 10, suggestions: expect.arrayContaining(['Archon']) }),
    ]);
  });

  it('leaves out a unit it cannot find, naming the closest datasheets', () => {
    const result = importText(
      'OTHER DATASHEETS\n\nKabalite Wariors Squad Deluxe (115 points)\n  • 10x Kabalite Warrior\n\nTalos (90 points)\n  • 2x Macro scalpel\n    1x Twin liquifier gun\n',
    );
    expect(problems(result, 'unknown-datasheet')).toEqual([
      expect.objectContaining({ line: 10, suggestions: ['Kabalite Warriors'] }),
    ]);
    expect(result.roster.units.map((u) => u.datasheetId)).toEqual(['talos']);
  });

  it('reports wargear the datasheet does not have, on its line, instead of dropping it silently', () => {
    const result = importText(
      'CHARACTERS\n\nArchon (80 points)\n  • 1x Huskblade\n    1x Splinter pistol\n    1x Vorpal lance\n',
    );
    expect(problems(result, 'unknown-wargear').map((p) => p.line)).toEqual([13]);
  });

  it('reports wargear the options cannot give that model, saying what it gets instead', () => {
    const result = importText('CHARACTERS\n\nArchon (80 points)\n  • 1x Huskblade\n    2x Splinter pistol\n');
    expect(problems(result, 'wargear-misfit')).toEqual([expect.objectContaining({ line: 12 })]);
  });

  it('works a taken option back out of the printed counts: one blaster among nine warriors', () => {
    const result = importText(
      'BATTLELINE\n\nKabalite Warriors (110 points)\n  • 1x Sybarite\n    • 1x Splinter rifle\n  • 9x Kabalite Warrior\n    • 1x Blaster\n      8x Splinter rifle\n',
    );
    expect(result.roster.units[0]?.wargear).toEqual([
      { modelTypeId: 'kabalite-warrior', optionId: 'special', choiceId: 'blaster', count: 1 },
    ]);
    expect(result.report.problems).toEqual([]);
  });

  it('lists the lines it did not understand', () => {
    const result = importText(
      'CHARACTERS\n\nArchon (80 points)\n  • 1x Huskblade\n    1x Splinter pistol\n~~ see you at the table ~~\n',
    );
    expect(problems(result, 'not-understood').map((p) => p.line)).toEqual([13]);
  });

  it('says when a unit costs something else in our data', () => {
    const result = importText('CHARACTERS\n\nArchon (95 points)\n  • 1x Huskblade\n    1x Splinter pistol\n');
    expect(problems(result, 'points-differ').map((p) => p.line)).toEqual([10]);
  });

  it('attaches a leader to the only unit it can lead', () => {
    const result = importText(
      'CHARACTERS\n\nArchon (75 points)\n  • 1x Huskblade\n    1x Splinter pistol\n\n\nBATTLELINE\n\nKabalite Warriors (110 points)\n  • 1x Sybarite\n    • 1x Splinter rifle\n  • 9x Kabalite Warrior\n    • 9x Splinter rifle\n',
    );
    const [archon, warriors] = result.roster.units;
    expect(archon?.attachedToUnitId).toBe(warriors?.id);
    expect(problems(result, 'leader-unattached')).toEqual([]);
    expect(problems(result, 'leader-attached')).toEqual([expect.objectContaining({ line: 10, suggestions: [] })]);
  });

  it('leaves a leader with two units it could lead unattached, and says so', () => {
    const warriors =
      'Kabalite Warriors (110 points)\n  • 1x Sybarite\n    • 1x Splinter rifle\n  • 9x Kabalite Warrior\n    • 9x Splinter rifle\n';
    const result = importText(
      `CHARACTERS\n\nArchon (75 points)\n  • 1x Huskblade\n    1x Splinter pistol\n\n\nBATTLELINE\n\n${warriors}\n${warriors}`,
    );
    expect(result.roster.units[0]?.attachedToUnitId).toBeNull();
    expect(problems(result, 'leader-unattached')).toEqual([
      expect.objectContaining({ line: 10, suggestions: ['Kabalite Warriors (1)', 'Kabalite Warriors (2)'] }),
    ]);
  });

  it('finds an enhancement of another detachment, and leaves the verdict to the rules', () => {
    const result = importText(
      'CHARACTERS\n\nArchon (90 points)\n  • 1x Huskblade\n    1x Splinter pistol\n  • Enhancement: Spiteful Raider\n',
    );
    expect(result.roster.units[0]?.enhancementId).toBe('spiteful-raider');
  });

  it('reports an unknown detachment with the closest names', () => {
    const text =
      'Test (0 points)\n\nDrukhari\nStrike Force (2000 points)\nSkysplinter Asault\n\n\nCHARACTERS\n\nArchon (75 points)\n  • 1x Huskblade\n    1x Splinter pistol\n';
    expect(readTextList(text, data, 'r').roster.detachmentId).toBe('skysplinter-assault');
    const unknown = readTextList(text.replace('Skysplinter Asault', 'Spirit Host'), data, 'r');
    expect(unknown.report.problems.map((p) => p.code)).toContain('unknown-detachment');
    expect(unknown.roster.detachmentId).toBeNull();
  });
});

describe('Leaders in a text list, which never says who leads whom', () => {
  const drukhari = realData('drukhari');
  const list = (units: string) =>
    `Masque (300 points)\n\nDrukhari\nStrike Force (2000 points)\nRealspace Raiders\n\n\n${units}`;
  const read = (text: string) => readTextList(text, drukhari, 'r');

  it('attaches neither of two Leaders who could each lead the one Troupe, and names the rival for each', () => {
    const result = read(
      list(
        'CHARACTERS\n\nShadowseer (60 points)\n\nTroupe Master (75 points)\n\n\nOTHER DATASHEETS\n\nTroupe (85 points)\n',
      ),
    );
    expect(result.roster.units.map((u) => u.attachedToUnitId)).toEqual([null, null, null]);
    expect(validateRoster(result.roster, drukhari).filter((i) => i.ruleId === 'leader-slot')).toEqual([]);
    expect(problems(result, 'leader-unattached')).toEqual([
      expect.objectContaining({ line: 10, suggestions: ['Troupe'] }),
      expect.objectContaining({ line: 12, suggestions: ['Troupe'] }),
    ]);
    expect(problems(result, 'leader-attached')).toEqual([]);
  });

  it('attaches a Leader to the one Troupe it can lead when no other Leader could take it', () => {
    const result = read(list('CHARACTERS\n\nShadowseer (60 points)\n\n\nOTHER DATASHEETS\n\nTroupe (85 points)\n'));
    const [shadowseer, troupe] = result.roster.units;
    expect(shadowseer?.attachedToUnitId).toBe(troupe?.id);
    expect(problems(result, 'leader-attached').map((p) => p.line)).toEqual([10]);
  });
});

describe('wargear names the data does not have, read as a guess only when the guess adds no error', () => {
  const read = (data: ReturnType<typeof realData>, header: string, units: string) =>
    readTextList(`Guesses (300 points)\n\n${header}\nStrike Force (2000 points)\n${units}`, data, 'r');
  const tau = realData('t-au-empire');
  const broadside = (wargear: string) =>
    read(
      tau,
      "T'au Empire",
      `Kauyon\n\n\nOTHER DATASHEETS\n\nBroadside Battlesuits (80 points)\n  • 1x Broadside Shas'vre\n    • 1x Crushing bulk\n${wargear}`,
    );

  it("reads a Broadside's Missile pods as its Missile Drones, beside the High-yield missile pods it lists by name", () => {
    const result = broadside(
      '      2x Missile pod\n      1x High-yield missile pods\n      1x Twin smart missile system\n',
    );
    expect(problems(result, 'guessed-name')).toEqual([]);
    expect(problems(result, 'unknown-wargear')).toEqual([]);
    expect(validateRoster(result.roster, tau).filter((i) => i.ruleId === 'wargear-limit')).toEqual([]);
  });

  it('leaves a guessed wargear name unread when reading it would take an option more often than the datasheet allows', () => {
    // Two High-yield missile pods on one Broadside would be two swaps of its one Heavy rail rifle.
    const result = broadside('      2x High-yield missile pod\n      1x Twin smart missile system\n');
    expect(problems(result, 'guessed-name')).toEqual([]);
    expect(problems(result, 'unknown-wargear').map((p) => p.line)).toEqual([13]);
    expect(validateRoster(result.roster, tau).filter((i) => i.ruleId === 'wargear-limit')).toEqual([]);
  });

  const bloodAngels = realData('blood-angels');
  const dante = (wargear: string) =>
    read(bloodAngels, 'Blood Angels', `Angelic Inheritors\n\n\nEPIC HERO\n\nCommander Dante (120 points)\n${wargear}`);

  it('reads the app\'s "Perdition Pistol" as Commander Dante\'s Perdition, a weapon the data gives the Pistol keyword, and says so', () => {
    const result = dante('  • 1x Perdition Pistol\n    1x The Axe Mortalis\n');
    expect(problems(result, 'guessed-name').map((p) => [p.line, p.suggestions])).toEqual([[11, ['Perdition']]]);
    expect(problems(result, 'unknown-wargear')).toEqual([]);
    expect(problems(result, 'wargear-misfit')).toEqual([]);
  });

  it('does not read a weapon name followed by a word that is none of its keywords', () => {
    const result = dante('  • 1x Perdition Blade\n    1x The Axe Mortalis\n');
    expect(problems(result, 'guessed-name')).toEqual([]);
    expect(problems(result, 'unknown-wargear').map((p) => p.line)).toEqual([11]);
  });
});

describe('a datasheet printed under the name of its unit profile, as older exports print it', () => {
  const blackTemplars = realData('black-templars');
  const read = (units: string) => {
    const text = `Old names (400 points)\n\nSpace Marines\nBlack Templars\nStrike Force (2000 points)\nGodhammer Assault Force\n\n\nOTHER DATASHEETS\n\n${units}`;
    return readTextList(text, blackTemplars, 'r');
  };

  it('reads "Black Templars Repulsor Executioner", the profile of the Black Templars Repulsor Executioner, as that datasheet and says so', () => {
    const result = read(
      'Black Templars Repulsor Executioner (230 points)\n  • 1x Armoured hull\n    1x Macro plasma incinerator\n',
    );
    expect(result.roster.units.map((u) => u.datasheetId)).toEqual(['repulsor-executioner']);
    expect(problems(result, 'unknown-datasheet')).toEqual([]);
    expect(problems(result, 'guessed-name').map((p) => [p.line, p.suggestions])).toEqual([
      [11, ['Repulsor Executioner']],
    ]);
  });

  it("takes no profile name two datasheets share, one a datasheet is named, or one without the datasheet's name in it (but a last word)", () => {
    const names = datasheetProfileNames(blackTemplars.faction).map((n) => n.name);
    expect(names).toContain('Black Templars Repulsor Executioner');
    expect(names).not.toContain('Attack Bike');
    expect(names).not.toContain('Sword Brother');
    expect(names).not.toContain('Repulsor Executioner');
    // "Sword Brethren Squad" but its "Squad", as the app's index exports print it.
    expect(names).toContain('Primaris Sword Brethren');
    const dragoons = datasheetProfileNames(realData('adeptus-mechanicus').faction).filter((n) =>
      n.name.startsWith('Sydonian'),
    );
    expect(dragoons).toEqual([]);
  });
});
