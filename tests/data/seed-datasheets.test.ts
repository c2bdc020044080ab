import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/domain/data/datasheet.schema';
import type { WargearOption } from '../../src/domain/data/wargear.schema';
import { datasheet } from '../../src/testing/real-factions';

/** One line per option: "model types | replaces -> choice | choice | limit | exclusive with". */
function optionLines(d: Datasheet): string[] {
  const items = (list: WargearOption['replaces']) => list.map((w) => `${w.count} ${w.wargearId}`).join(' + ');
  const limit = (l: WargearOption['limit']) => (l.kind === 'each-model' ? 'each model' : l.kind === 'unit' ? `${l.max} per unit` : `${l.max} per ${l.models} models`);
  return d.wargearOptions.map(
    (o) =>
      `${o.modelTypeIds.join(',')} | ${items(o.replaces) || '(nothing)'} -> ${o.choices.map((c) => items(c.items)).join(' | ')} | ${limit(o.limit)}` +
      (o.exclusiveWith.length > 0 ? ` | not with ${o.exclusiveWith.join(',')}` : ''),
  );
}

const defaults = (d: Datasheet) => d.composition.modelTypes.map((m) => `${m.id}: ${m.defaultWargear.map((w) => `${w.count} ${w.wargearId}`).join(' + ')}`);

/** The WARGEAR OPTIONS of the five seed datasheet pages, exactly. */
describe('seed datasheets', () => {
  it('Wracks: for every 5 models, one of each special weapon in place of twin torturer’s tools, plus the Acothyst’s power weapon swaps', () => {
    const wracks = datasheet('drukhari', 'wracks');
    expect(defaults(wracks)).toEqual(['acothyst: 1 twin-torturers-tools', 'wrack: 1 twin-torturers-tools']);
    expect(optionLines(wracks)).toEqual([
      'wrack | 1 twin-torturers-tools -> 1 hexrifle + 1 torturers-tool | 1 per 5 models | not with liquifier-gun,ossefactor,stinger-pistol',
      'wrack | 1 twin-torturers-tools -> 1 liquifier-gun + 1 torturers-tool | 1 per 5 models | not with hexrifle,ossefactor,stinger-pistol',
      'wrack | 1 twin-torturers-tools -> 1 ossefactor + 1 torturers-tool | 1 per 5 models | not with hexrifle,liquifier-gun,stinger-pistol',
      'wrack | 1 twin-torturers-tools -> 1 stinger-pistol + 1 torturers-tool | 1 per 5 models | not with hexrifle,liquifier-gun,ossefactor',
      'acothyst | 1 twin-torturers-tools -> 1 power-weapon + 1 torturers-tool | each model | not with acothyst-torturers-tool',
      'acothyst | 1 torturers-tool -> 1 power-weapon | each model | not with acothyst-power-weapon',
    ]);
  });

  it.each(['drukhari', 'aeldari'])('Troupe Master (%s): blade for a special weapon; shuriken pistol for a fusion pistol or neuro disruptor', (f) => {
    const master = datasheet(f, 'troupe-master');
    expect(defaults(master)).toEqual(['troupe-master: 1 shuriken-pistol + 1 troupe-masters-blade']);
    expect(optionLines(master)).toEqual([
      'troupe-master | 1 troupe-masters-blade -> 1 harlequins-special-weapon | each model',
      'troupe-master | 1 shuriken-pistol -> 1 fusion-pistol | 1 neuro-disruptor | each model',
    ]);
  });

  it('World Eaters Heldrake: its Hades autocannon for a baleflamer', () => {
    expect(optionLines(datasheet('world-eaters', 'heldrake'))).toEqual(['heldrake | 1 hades-autocannon -> 1 baleflamer | each model']);
  });

  it('War Walkers: each shuriken cannon a model carries for a missile launcher, bright lance, scatter laser or starcannon', () => {
    const choices = '1 missile-launcher | 1 bright-lance | 1 scatter-laser | 1 starcannon';
    expect(optionLines(datasheet('aeldari', 'war-walkers'))).toEqual([
      `war-walker | 1 shuriken-cannon -> ${choices} | each model`,
      `war-walker | 1 shuriken-cannon -> ${choices} | each model`,
    ]);
  });

  it('Achilles Ridgerunners: any number swap the heavy mining laser, and the flare launcher', () => {
    const ridgerunners = datasheet('genestealer-cults', 'achilles-ridgerunners');
    expect(optionLines(ridgerunners)).toEqual([
      'achilles-ridgerunner | 1 flare-launcher -> 1 spotter | 1 survey-augur | each model',
      'achilles-ridgerunner | 1 heavy-mining-laser -> 1 achilles-missile-launcher | 1 heavy-mortar | each model',
    ]);
  });

  it('seed prose reaches datasheet abilities by name', () => {
    const ridgerunners = datasheet('genestealer-cults', 'achilles-ridgerunners');
    expect(ridgerunners.abilities.find((a) => a.name === 'Crossfire')?.text).toMatch(/^In your Shooting phase/);
    expect(ridgerunners.abilities.find((a) => a.name === 'Spotter')).toMatchObject({ kind: 'wargear', text: expect.stringMatching(/Ballistic Skill/) });
  });
});
