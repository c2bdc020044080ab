import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/domain/data/datasheet.schema';
import type { DatasheetId, FactionId, ModelTypeId } from '../../src/domain/data/ids';
import type { WargearOption } from '../../src/domain/data/wargear.schema';
import { readGameData } from '../../src/cli/load-data';
import { addUnit } from '../../src/domain/roster/add-unit';
import { createRoster } from '../../src/domain/roster/create-roster';
import type { RosterId } from '../../src/domain/roster/ids';
import { setUnitSize } from '../../src/domain/roster/set-unit-size';
import { setWargear } from '../../src/domain/roster/set-wargear';
import { validateRoster } from '../../src/domain/rules/validate-roster';
import { canMakeUp, composition, datasheet, enhancements, faction, tiers } from '../../src/testing/real-factions';

/** The datasheet's option adding an Icon of Khorne to a model. */
function icon(d: Datasheet): WargearOption {
  const option = d.wargearOptions.find((o) => o.replaces.length === 0 && o.choices.some((c) => c.items.some((i) => i.wargearId === 'icon-of-khorne')));
  if (!option) throw new Error(`${d.name} offers no Icon of Khorne`);
  return option;
}

/** Rule ids the roster raises when models of a World Eaters unit of `size` take its Icon of Khorne as given. */
function iconTakers(datasheetId: string, size: number, takers: readonly [string, number][]): string[] {
  const data = readGameData('world-eaters');
  const option = icon(datasheet('world-eaters', datasheetId));
  let roster = createRoster({ id: 'r' as RosterId, name: 'Icons', factionId: 'world-eaters' as FactionId, battleSizeId: null, detachmentId: null });
  roster = addUnit(roster, datasheetId as DatasheetId, data);
  const unitId = roster.units[0]?.id;
  if (!unitId) throw new Error(`could not add ${datasheetId}`);
  roster = setUnitSize(roster, unitId, size, data);
  for (const [modelTypeId, count] of takers) {
    const choiceId = option.choices[0]?.id ?? '';
    roster = setWargear(roster, unitId, { modelTypeId: modelTypeId as ModelTypeId, optionId: option.id, choiceId, count }, data);
  }
  expect(roster.units[0]?.wargear.reduce((n, s) => n + s.count, 0)).toBe(takers.reduce((n, [, c]) => n + c, 0));
  return validateRoster(roster, data)
    .filter((i) => i.ruleId === 'wargear-limit')
    .map((i) => i.ruleId);
}

/** Facts read straight from the BattleScribe snapshot (commit 801555bb); the seed pages print older points. */
describe('Drukhari', () => {
  it('Wracks cost 60 for 5 models, 100 for 6-8 and 120 for 9-10: 1 Acothyst and 4-9 Wracks', () => {
    const wracks = datasheet('drukhari', 'wracks');
    expect(tiers(wracks)).toBe('5:60 6:100 7:100 8:100 9:120 10:120');
    expect(composition(wracks)).toEqual(['acothyst 1-1', 'wrack 4-9']);
    expect(wracks).toMatchObject({ section: 'battleline', isBattleline: true, factionKeywords: ['DRUKHARI'] });
    expect(wracks.keywords).toEqual(expect.arrayContaining(['INFANTRY', 'BATTLELINE', 'HAEMONCULUS COVENS', 'AELDARI', 'WRACKS']));
    expect(wracks.profiles[0]).toMatchObject({ movement: '7"', toughness: '4', save: '5+', wounds: '2', leadership: '7+', objectiveControl: '2', invulnerableSave: '6+' });
  });

  it('a Troupe costs 85 for 5, 100 for 6, 190 for 7-11 and 205 for 12 (points in a modifier group)', () => {
    expect(tiers(datasheet('drukhari', 'troupe'))).toBe('5:85 6:100 7:190 8:190 9:190 10:190 11:190 12:205');
    expect(composition(datasheet('drukhari', 'troupe'))).toEqual(['lead-player 1-1', 'player 4-11']);
  });

  it('an Archon leads the Hand of the Archon, Incubi and Kabalite Warriors; a Haemonculus leads Wracks', () => {
    expect(datasheet('drukhari', 'archon').leads).toEqual(['hand-of-the-archon', 'incubi', 'kabalite-warriors']);
    expect(datasheet('drukhari', 'haemonculus').leads).toEqual(['wracks']);
    expect(datasheet('drukhari', 'archon')).toMatchObject({ section: 'characters', isCharacter: true, isEpicHero: false });
  });

  it('an army may include only one Troupe Master, as the catalogue limits it below the usual 3', () => {
    expect(datasheet('drukhari', 'troupe-master').maxPerArmy).toBe(1);
    expect(datasheet('drukhari', 'archon').maxPerArmy).toBeUndefined();
  });

  it('Drazhar is an Epic Hero', () => {
    expect(datasheet('drukhari', 'drazhar')).toMatchObject({ isEpicHero: true, isCharacter: true });
  });

  it('Realspace Raiders Enhancements cost 20 / 15 / 25 / 25, Crucible of Malediction for a HAEMONCULUS only', () => {
    expect(enhancements('drukhari', 'realspace-raiders')).toEqual([
      ['Crucible of Malediction', 20, ['HAEMONCULUS']],
      ['Eye of Spite', 15, ['SUCCUBUS']],
      ['Labyrinthine Cunning', 25, ['ARCHON']],
      ['Dark Vitality', 25, ['DRUKHARI']],
    ]);
  });

  it("Reaper's Wager Enhancements: Archraider and Webway walker for DRUKHARI or HARLEQUINS, Reaper's Cowl for HARLEQUINS, Conductor of Torment for DRUKHARI", () => {
    expect(enhancements('drukhari', 'reapers-wager')).toEqual([
      ['Archraider', 15, ['DRUKHARI', 'HARLEQUINS']],
      ['Webway walker', 15, ['DRUKHARI', 'HARLEQUINS']],
      ["Reaper's Cowl", 25, ['HARLEQUINS']],
      ['Conductor of Torment', 20, ['DRUKHARI']],
    ]);
  });

  it('lists its detachments, Harlequins and Anhrathe units, and Legends content flagged as such', () => {
    const drukhari = faction('drukhari');
    expect(drukhari.detachments.map((d) => d.id)).toEqual([
      'realspace-raiders',
      'skysplinter-assault',
      'reapers-wager',
      'covenite-coterie',
      'kabalite-cartel',
      'spectacle-of-spite',
    ]);
    expect(drukhari.datasheets.map((d) => d.id)).toEqual(expect.arrayContaining(['troupe', 'troupe-master', 'corsair-voidreavers', 'starweaver']));
    expect(datasheet('drukhari', 'urien-rakarth').content).toBe('legends');
  });
});

describe('Aeldari', () => {
  it('War Walkers cost 85 each, 1-2 models, each with two shuriken cannons by default', () => {
    const walkers = datasheet('aeldari', 'war-walkers');
    expect(tiers(walkers)).toBe('1:85 2:170');
    expect(composition(walkers)).toEqual(['war-walker 1-2']);
    expect(walkers.composition.modelTypes[0]?.defaultWargear).toContainEqual({ wargearId: 'shuriken-cannon', count: 2 });
  });

  it("a Warlock's cost comes from the Craftworlds link (45), not the library entry", () => {
    expect(tiers(datasheet('aeldari', 'warlock'))).toBe('1:45');
  });

  it('a Farseer leads Guardian Defenders, Storm Guardians and Warlock Conclaves; Asurmen leads Dire Avengers', () => {
    expect(datasheet('aeldari', 'farseer').leads).toEqual(['guardian-defenders', 'storm-guardians', 'warlock-conclave']);
    expect(datasheet('aeldari', 'asurmen')).toMatchObject({ leads: ['dire-avengers'], isEpicHero: true });
  });

  it('Guardian Defenders are 10 Guardians and a Heavy Weapon Platform for 100 points', () => {
    const guardians = datasheet('aeldari', 'guardian-defenders');
    expect(tiers(guardians)).toBe('11:100');
    expect(composition(guardians)).toEqual(['guardian-defender 10-10', 'heavy-weapon-platform 1-1']);
  });

  it('Warhost Enhancements cost 30 / 35 / 15 / 15', () => {
    expect(enhancements('aeldari', 'warhost').map(([name, points]) => [name, points])).toEqual([
      ['Psychic Destroyer', 30],
      ['Phoenix Gem', 35],
      ['Gift of Foresight', 15],
      ['Timeless Strategist', 15],
    ]);
  });

  it('Devoted of Ynnead gives YNNARI to the datasheets that carry it, and the Ynnari datasheets are only offered under it', () => {
    const devoted = faction('aeldari').detachments.find((d) => d.id === 'devoted-of-ynnead');
    expect(devoted?.grantsKeywords.map((g) => g.keyword)).toEqual(['YNNARI']);
    expect(devoted?.grantsKeywords[0]?.datasheetIds).toContain('war-walkers');
    expect(datasheet('aeldari', 'yvraine').onlyInDetachments).toEqual(['devoted-of-ynnead']);
  });

  it('Prince Yriel is both a matched-play and a Legends datasheet, with distinct ids', () => {
    expect([datasheet('aeldari', 'prince-yriel').content, datasheet('aeldari', 'prince-yriel-legends').content]).toEqual(['matched-play', 'legends']);
  });
});

describe('World Eaters', () => {
  it('a Heldrake costs 200 and carries a Hades autocannon and Heldrake claws', () => {
    const heldrake = datasheet('world-eaters', 'heldrake');
    expect(tiers(heldrake)).toBe('1:200');
    expect(heldrake.composition.modelTypes[0]?.defaultWargear).toEqual([
      { wargearId: 'hades-autocannon', count: 1 },
      { wargearId: 'heldrake-claws', count: 1 },
    ]);
    expect(heldrake.damaged?.woundsRemaining).toBe('1-4');
  });

  it('Khorne Berzerkers cost 180 for 10 and 360 for 11-20: a Champion and 9-19 Berzerkers', () => {
    const berzerkers = datasheet('world-eaters', 'khorne-berzerkers');
    expect(tiers(berzerkers)).toBe('10:180 11:360 12:360 13:360 14:360 15:360 16:360 17:360 18:360 19:360 20:360');
    expect(composition(berzerkers)).toEqual(['khorne-berzerker-champion 1-1', 'khorne-berzerker 9-19']);
  });

  it('Jakhals are 10 models for 65 or 20 for 140, always led by exactly one Jakhal Pack Leader', () => {
    const jakhals = datasheet('world-eaters', 'jakhals');
    expect(tiers(jakhals)).toBe('10:65 20:140');
    expect(jakhals.composition).toMatchObject({ min: 10, max: 20 });
    expect(jakhals.composition.modelTypes.find((m) => m.id === 'jakhal-pack-leader')).toMatchObject({ min: 1, max: 1 });
    for (const { models } of jakhals.points) expect(canMakeUp(jakhals, models), `${models} models`).toBe(true);
  });

  it('a Jakhal may swap its chainblades for a mauler chainblade, 1 per 10 models, and carry an Icon of Khorne', () => {
    expect(datasheet('world-eaters', 'jakhals').wargearOptions.map((o) => [o.modelTypeIds, o.replaces, o.choices.map((c) => c.id), o.limit])).toEqual([
      [['dishonoured'], [{ wargearId: 'paired-manglers', count: 1 }], ['skullsmasher-and-mangler'], { kind: 'each-model' }],
      [['jakhal'], [{ wargearId: 'chainblades', count: 1 }], ['mauler-chainblade'], { kind: 'per-models', models: 10, max: 1 }],
      [['jakhal'], [], ['icon-of-khorne'], { kind: 'per-models', models: 10, max: 1 }],
    ]);
  });

  it('one Khorne Berzerker, the Champion or another, may carry an Icon of Khorne, at any unit size', () => {
    const berzerkers = datasheet('world-eaters', 'khorne-berzerkers');
    expect(iconTakers('khorne-berzerkers', 10, [['khorne-berzerker-champion', 1]])).toEqual([]);
    expect(iconTakers('khorne-berzerkers', 10, [['khorne-berzerker', 1]])).toEqual([]);
    expect(iconTakers('khorne-berzerkers', 20, [['khorne-berzerker-champion', 1], ['khorne-berzerker', 1]])).toEqual(['wargear-limit']);
    expect(berzerkers.wargear.find((w) => w.id === 'icon-of-khorne')).toMatchObject({ name: 'Icon of Khorne', abilities: ['Icon of Khorne'] });
  });

  it('one Jakhal of 10 may carry an Icon of Khorne, two of 20; the Pack Leader and Dishonoured may not', () => {
    expect(iconTakers('jakhals', 10, [['jakhal', 1]])).toEqual([]);
    expect(iconTakers('jakhals', 10, [['jakhal', 2]])).toEqual(['wargear-limit']);
    expect(iconTakers('jakhals', 20, [['jakhal', 2]])).toEqual([]);
    expect(iconTakers('jakhals', 20, [['jakhal', 3]])).toEqual(['wargear-limit']);
    expect(icon(datasheet('world-eaters', 'jakhals')).modelTypeIds).toEqual(['jakhal']);
  });

  it('one Bloodletter may carry a daemonic icon and one an instrument of Chaos; the Bloodreaper neither', () => {
    expect(datasheet('world-eaters', 'bloodletters').wargearOptions.map((o) => [o.modelTypeIds, o.replaces, o.choices.map((c) => c.id), o.limit])).toEqual([
      [['bloodletter'], [], ['daemonic-icon'], { kind: 'unit', max: 1 }],
      [['bloodletter'], [], ['instrument-of-chaos'], { kind: 'unit', max: 1 }],
    ]);
  });

  it('lists model types in datasheet order, leaders first: Jakhal Pack Leader, Dishonoured, then Jakhals', () => {
    expect(composition(datasheet('world-eaters', 'jakhals')).map((line) => line.split(' ')[0])).toEqual(['jakhal-pack-leader', 'dishonoured', 'jakhal']);
    expect(composition(datasheet('world-eaters', 'bloodletters')).map((line) => line.split(' ')[0])).toEqual(['bloodreaper', 'bloodletter']);
  });

  it('a Chaos Rhino carries the combi-bolter the catalogue selects by default, and may add a combi-bolter or combi-weapon', () => {
    const rhino = datasheet('world-eaters', 'chaos-rhino');
    expect(rhino.composition.modelTypes[0]?.defaultWargear).toEqual([
      { wargearId: 'armoured-tracks', count: 1 },
      { wargearId: 'combi-bolter', count: 1 },
    ]);
    expect(rhino.wargearOptions.map((o) => [o.id, o.replaces, o.choices.map((c) => c.id)])).toEqual([
      ['chaos-rhino-wargear', [], ['combi-bolter', 'combi-weapon']],
      ['havoc-launcher', [], ['havoc-launcher']],
    ]);
  });

  it('Lord Invocatus leads Eightbound, Exalted Eightbound and Khorne Berzerkers', () => {
    expect(datasheet('world-eaters', 'lord-invocatus').leads).toEqual(['eightbound', 'exalted-eightbound', 'khorne-berzerkers']);
  });

  it('Berzerker Warband Enhancements cost 35 / 10 / 30 / 15', () => {
    expect(enhancements('world-eaters', 'berzerker-warband').map(([name, points]) => [name, points])).toEqual([
      ['Berzerker Glaive', 35],
      ['Battle-lust', 10],
      ['Helm of Brazen Ire', 30],
      ['Favoured of Khorne', 15],
    ]);
  });
});

describe('Genestealer Cults', () => {
  it('Achilles Ridgerunners cost 95 for one and 170 for two', () => {
    expect(tiers(datasheet('genestealer-cults', 'achilles-ridgerunners'))).toBe('1:95 2:170');
  });

  it('Cadian Shock Troops come in fixed sizes: 10 for 65 or 20 for 120', () => {
    const cadians = datasheet('genestealer-cults', 'cadian-shock-troops');
    expect(tiers(cadians)).toBe('10:65 20:120');
    expect(composition(cadians)).toEqual(['shock-trooper 9-18', 'shock-trooper-sergeant 1-2']);
  });

  it('a Cadian Recon Squad is 10 models for 80: a Recon Sergeant and 9 Recon Troopers, its Weapons Team among them', () => {
    const recon = datasheet('genestealer-cults', 'cadian-recon-squad');
    expect(tiers(recon)).toBe('10:80');
    expect(composition(recon)).toEqual(['recon-sergeant 1-1', 'recon-trooper 9-9']);
  });

  it('Astra Militarum squads of 10 or 20 take special weapons 2 per 10 models and a vox-caster 1 per 10 models', () => {
    const limits = (id: string) =>
      Object.fromEntries(datasheet('genestealer-cults', id).wargearOptions.map((o) => [o.choices.map((c) => c.id).join(' | '), o.limit]));
    const twoPerTen = { kind: 'per-models', models: 10, max: 2 };
    const onePerTen = { kind: 'per-models', models: 10, max: 1 };
    expect(limits('cadian-shock-troops')).toMatchObject({ 'flamer | grenade-launcher | meltagun | plasma-gun': twoPerTen, 'vox-caster': onePerTen });
    expect(limits('death-korps-of-krieg')).toMatchObject({
      'flamer | grenade-launcher | long-las | meltagun | plasma-gun': twoPerTen,
      'vox-caster': onePerTen,
      'death-korps-of-krieg-medi-pack': onePerTen,
    });
    expect(limits('catachan-jungle-fighters')).toEqual({ flamer: twoPerTen, 'vox-caster': onePerTen });
  });

  it('a Primus leads both kinds of Acolyte Hybrids, Hybrid Metamorphs and Neophyte Hybrids', () => {
    expect(datasheet('genestealer-cults', 'primus').leads).toEqual([
      'acolyte-hybrids-with-autopistols',
      'acolyte-hybrids-with-hand-flamers',
      'hybrid-metamorphs',
      'neophyte-hybrids',
    ]);
  });

  it('a Magus and the cult specialists lead too, though the catalogue keeps their Leader ability in an info group', () => {
    expect(datasheet('genestealer-cults', 'magus').leads).toEqual(datasheet('genestealer-cults', 'primus').leads);
    expect(datasheet('genestealer-cults', 'patriarch').leads).toEqual(['purestrain-genestealers']);
    expect(datasheet('genestealer-cults', 'biophagus').leads).toContain('aberrants');
  });

  it('a Biophagus may join Acolyte or Neophyte Hybrids a Primus, Magus or Acolyte Iconward already leads', () => {
    // The ability names the other Leaders by keyword: any PRIMUS, MAGUS or ACOLYTE ICONWARD model.
    expect(datasheet('genestealer-cults', 'biophagus').joinsAlongside).toEqual({
      leaders: [],
      leaderKeywords: ['ACOLYTE ICONWARD', 'MAGUS', 'PRIMUS'],
      anyLeader: false,
      bodyguards: ['acolyte-hybrids-with-autopistols', 'acolyte-hybrids-with-hand-flamers', 'neophyte-hybrids'],
    });
    expect(datasheet('genestealer-cults', 'primus').joinsAlongside).toBeUndefined();
  });

  it('Xenocreed Congregation Enhancements are for a MAGUS, PRIMUS or ACOLYTE ICONWARD', () => {
    const xenocreed = enhancements('genestealer-cults', 'xenocreed-congregation');
    expect(xenocreed.length).toBe(4);
    for (const [, , required] of xenocreed) expect(required).toEqual(['MAGUS', 'PRIMUS', 'ACOLYTE ICONWARD']);
  });

  it('Boarding Actions detachments are flagged, not mixed into matched play', () => {
    const content = Object.fromEntries(faction('genestealer-cults').detachments.map((d) => [d.id, d.content]));
    expect(content).toMatchObject({ 'host-of-ascension': 'matched-play', 'cult-unveiled': 'boarding-actions' });
  });
});
