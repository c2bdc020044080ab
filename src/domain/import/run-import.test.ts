import { describe, expect, it } from 'vitest';
import { FactionSchema, type Faction } from '../data/faction.schema';
import { factionReferenceIssues } from '../data/parse-game-data';
import { runImport, type ImportInput } from './run-import';
import { parseCatalogueXml } from './read/bs-xml';
import {
  TEST_CATALOGUE,
  TEST_FACTION,
  TEST_GAME_SYSTEM,
  TEST_SEED,
  testCatalogues,
} from '../../testing/test-catalogues';

const input = (overrides: ImportInput['overrides'] = { about: '', datasheets: [] }): ImportInput => ({
  catalogues: testCatalogues(),
  factions: [TEST_FACTION],
  source: { name: 'test', commit: '0'.repeat(40), date: '2026-01-01' },
  dataVersion: 'test',
  overrides,
  seeds: [TEST_SEED],
});

function faction(result = runImport(input())): Faction {
  return FactionSchema.parse(JSON.parse(result.files.get('factions/testers.json') as string));
}

const sheet = (f: Faction, id: string) => {
  const d = f.datasheets.find((x) => x.id === id);
  if (!d) throw new Error(`no datasheet ${id}`);
  return d;
};

describe('runImport on a miniature catalogue', () => {
  it('is deterministic: importing twice writes the same bytes', () => {
    const first = runImport(input());
    const second = runImport(input());
    expect([...second.files.entries()]).toEqual([...first.files.entries()]);
  });

  it('writes files with sorted keys, pretty-printed, ending in a newline', () => {
    const text = runImport(input()).files.get('manifest.json') as string;
    expect(text.endsWith('}\n')).toBe(true);
    expect(Object.keys(JSON.parse(text))).toEqual(['dataVersion', 'factions', 'gameSystemFile', 'packs', 'source']);
    expect(text).toContain('\n  "dataVersion"');
  });

  it('versions the data by its catalogue snapshot and its content, so other data from the same snapshot gets another version', () => {
    const version = (i: ImportInput): string =>
      (JSON.parse(runImport(i).files.get('manifest.json') as string) as { dataVersion: string }).dataVersion;
    expect(version(input())).toMatch(/^test-[0-9a-f]{8}$/);
    expect(version(input())).toBe(version(input()));
    expect(version({ ...input(), seeds: [] })).not.toBe(version(input()));
  });

  it('writes a faction that parses and whose every id resolves', () => {
    expect(factionReferenceIssues(faction())).toEqual([]);
  });

  it('turns points modifiers into a cost for every legal model count', () => {
    expect(sheet(faction(), 'grunts').points).toEqual([
      { models: 5, points: 50 },
      { models: 6, points: 90 },
      { models: 7, points: 90 },
      { models: 8, points: 90 },
      { models: 9, points: 90 },
      { models: 10, points: 90 },
    ]);
  });

  it('reads composition per kind of model, folding variant models into their base model', () => {
    const grunts = sheet(faction(), 'grunts');
    expect(grunts.composition.modelTypes.map((m) => [m.id, m.min, m.max])).toEqual([
      ['grunt', 4, 9],
      ['sarge', 1, 1],
    ]);
    expect(grunts.composition).toMatchObject({ min: 5, max: 10 });
  });

  it('makes a capped variant model a wargear option "for every 5 models"', () => {
    const option = sheet(faction(), 'grunts').wargearOptions.find((o) => o.modelTypeIds.includes('grunt' as never));
    expect(option).toMatchObject({
      replaces: [{ wargearId: 'blade', count: 1 }],
      choices: [{ items: [{ wargearId: 'gun', count: 1 }] }],
      limit: { kind: 'per-models', models: 5, max: 1 },
    });
  });

  it('reads a choice of fixed-size options as the unit sizes, counting the models outside the choice in every size', () => {
    const pack = sheet(faction(), 'pack');
    expect(pack.composition.modelTypes.map((m) => [m.id, m.min, m.max])).toEqual([
      ['pack-leader', 1, 1],
      ['brute', 1, 2],
      ['runt', 8, 17],
    ]);
    expect(pack.composition).toMatchObject({ min: 10, max: 20 });
    expect(pack.points).toEqual([
      { models: 10, points: 65 },
      { models: 20, points: 140 },
    ]);
  });

  it('merges the same variant model of every size option into one option: 1 gun per 10 models', () => {
    const swaps = sheet(faction(), 'pack').wargearOptions.filter((o) => o.replaces.length > 0);
    expect(swaps.map((o) => [o.modelTypeIds, o.replaces, o.choices.map((c) => c.items), o.limit])).toEqual([
      [
        ['runt'],
        [{ wargearId: 'blade', count: 1 }],
        [[{ wargearId: 'gun', count: 1 }]],
        { kind: 'per-models', models: 10, max: 1 },
      ],
    ]);
  });

  it('offers wargear the unit takes for one of its models (an association to "model") to every model type, once per unit', () => {
    const grunts = sheet(faction(), 'grunts');
    expect(
      grunts.wargearOptions
        .filter((o) => o.replaces.length === 0)
        .map((o) => [o.id, o.modelTypeIds, o.choices.map((c) => c.items), o.limit]),
    ).toEqual([['icon', ['grunt', 'sarge'], [[{ wargearId: 'icon', count: 1 }]], { kind: 'unit', max: 1 }]]);
    expect(grunts.wargear.find((w) => w.id === 'icon')).toEqual({
      id: 'icon',
      name: 'Icon',
      profiles: [],
      abilities: ['Icon'],
    });
  });

  it('offers wargear associated with a category to the model types carrying it, its cap raised at 20 models: 1 per 10 models', () => {
    const added = sheet(faction(), 'pack').wargearOptions.filter((o) => o.replaces.length === 0);
    expect(added.map((o) => [o.id, o.modelTypeIds, o.limit])).toEqual([
      ['runt-icon', ['runt'], { kind: 'per-models', models: 10, max: 1 }],
    ]);
  });

  it("reports associated wargear whose association names none of the unit's models instead of offering it", () => {
    const result = runImport(input());
    expect(sheet(faction(result), 'walkers').wargearOptions.some((o) => o.choices.some((c) => c.id === 'icon'))).toBe(
      false,
    );
    expect(result.report.map((e) => [e.subject, e.construct])).toContainEqual(['Walkers', 'associated upgrade "Icon"']);
  });

  it('reads an optional bundle of models as variants inside the unit, not as a size of its own, and reports the pairing', () => {
    const result = runImport(input());
    const scouts = sheet(faction(result), 'scouts');
    expect(scouts.composition.modelTypes.map((m) => [m.id, m.min, m.max])).toEqual([
      ['scout', 4, 4],
      ['scout-sergeant', 1, 1],
    ]);
    expect(scouts.points).toEqual([{ models: 5, points: 60 }]);
    expect(result.report.map((e) => [e.subject, e.construct])).toContainEqual(['Scouts', 'model bundle "Team"']);
  });

  it('reports size options whose model counts per type the per-type ranges cannot pin down', () => {
    const result = runImport(input());
    expect(sheet(faction(result), 'odd-squad').points.map((t) => t.models)).toEqual([10, 20]);
    expect(result.report.filter((e) => e.subject === 'Odd Squad').map((e) => e.construct)).toEqual([
      'unit composition',
    ]);
  });

  it('bounds the unit by a group holding two kinds of model, one of them in a group of its own: Veterans are 5-10, a Sergeant among them or not', () => {
    const veterans = sheet(faction(), 'veterans');
    expect(veterans.composition.modelTypes.map((m) => [m.id, m.min, m.max])).toEqual([
      ['veteran', 4, 10],
      ['sgt', 0, 1],
    ]);
    expect(veterans.points.map((t) => t.models)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('reads an editor error counting a variant model as a limit on the choice it became: 1 Veteran w/ Gun below 10 models', () => {
    const result = runImport(input());
    const veterans = sheet(faction(result), 'veterans');
    const gun = veterans.wargearOptions.find((o) => o.modelTypeIds.includes('veteran' as never));
    expect(gun?.limit).toEqual({ kind: 'unit', max: 2 });
    const choice = { optionId: gun?.id, choiceId: gun?.choices[0]?.id };
    expect(veterans.limits).toEqual([
      {
        id: expect.any(String),
        name: expect.any(String),
        in: 'unit',
        counted: { of: 'choices', choices: [choice] },
        max: { base: null, steps: [{ op: 'set', value: 1, when: { kind: 'models', comparison: 'lt', value: 10 } }] },
      },
    ]);
    expect(result.report.filter((e) => e.subject === 'Veterans' && e.kind === 'error-message')).toEqual([]);
  });

  it('reads a model entry limited in the whole army as a count of it wherever the army holds it: at most 2 Trikes, as units and in Riders', () => {
    const result = runImport(input());
    expect(sheet(faction(result), 'riders').limits).toEqual([
      {
        id: 'trike',
        name: 'Trike',
        in: 'army',
        counted: {
          of: 'entries',
          datasheetIds: [],
          models: [
            { datasheetId: 'riders', modelTypeIds: ['trike'] },
            { datasheetId: 'trike', modelTypeIds: ['trike'] },
          ],
        },
        max: { base: 2, steps: [] },
      },
    ]);
    expect(result.report.filter((e) => e.subject === 'Riders' || e.subject === 'Trike')).toEqual([]);
  });

  it("reads a unit entry's limit in its parent's scope as a limit on the army, the force being its parent: at most 1 Riders", () => {
    expect(sheet(faction(), 'riders').maxPerArmy).toBe(1);
  });

  it('reads a count in a group of the unit as one in the unit where the group holds every one of what it counts: the Veterans w/ Gun in "Squad Loadout"', () => {
    const inGroup = TEST_CATALOGUE.replace(
      'scope="u-veterans" childId="m-vet-gun"',
      'scope="g-loadout" childId="m-vet-gun"',
    );
    const result = runImport({
      ...input(),
      catalogues: [parseCatalogueXml('Test.gst', TEST_GAME_SYSTEM), parseCatalogueXml('Testers.cat', inGroup)],
    });
    expect(sheet(faction(result), 'veterans').limits).toEqual(sheet(faction(), 'veterans').limits);
    expect(result.report.filter((e) => e.subject === 'Veterans' && e.kind === 'error-message')).toEqual([]);
  });

  it("counts a group holding a model type's own entry as that type's models but for its variants outside the group: at least 4 Core Troopers, not those w/ Gun", () => {
    const result = runImport(input());
    const squad = sheet(faction(result), 'kill-squad');
    const additional = squad.wargearOptions.find(
      (o) => o.choices.length === 1 && o.modelTypeIds.includes('trooper' as never),
    );
    expect(squad.limits).toContainEqual({
      id: expect.any(String),
      name: 'Trooper model',
      in: 'unit',
      counted: {
        of: 'models',
        modelTypeIds: ['trooper'],
        except: [{ optionId: additional?.id, choiceId: additional?.choices[0]?.id }],
      },
      min: { base: 4, steps: [] },
    });
    expect(result.report.filter((e) => e.subject === 'Kill Squad')).toEqual([]);
  });

  it("counts a weapon a variant model picks, where other entries share its name, as the models that took that pick: at most 1 Trooper w/ Lance's Gun in the squad", () => {
    const squad = sheet(faction(), 'kill-squad');
    const picks = squad.wargearOptions.find((o) => o.choices.length === 2);
    const gun = picks?.choices.find((c) => c.items.some((i) => i.wargearId === 'gun'));
    expect(squad.limits).toContainEqual(
      expect.objectContaining({
        in: 'unit',
        counted: { of: 'choices', choices: [{ optionId: picks?.id, choiceId: gun?.id }] },
        max: { base: 1, steps: [] },
      }),
    );
  });

  it("reads a pick's own minimum that its link's modifier lifts to 0 as no limit: the Kill Sgt may swap its Gun for a Blade", () => {
    const result = runImport(input());
    const squad = sheet(faction(result), 'kill-squad');
    expect(squad.wargearOptions.find((o) => o.modelTypeIds.includes('kill-sgt' as never))).toMatchObject({
      replaces: [{ wargearId: 'gun', count: 1 }],
      choices: [{ items: [{ wargearId: 'blade', count: 1 }] }],
    });
    expect(result.report.filter((e) => e.subject === 'Kill Squad')).toEqual([]);
    expect(squad.uncheckedLimits).toBeUndefined();
  });

  it('makes a selection group with a default a swap any model of the type may take', () => {
    const option = sheet(faction(), 'grunts').wargearOptions.find((o) => o.modelTypeIds.includes('sarge' as never));
    expect(option).toMatchObject({ replaces: [{ wargearId: 'blade', count: 1 }], limit: { kind: 'each-model' } });
  });

  it("applies a link's modifiers to the shared group it links: two heavy weapons per Walker, each swappable", () => {
    const walkers = sheet(faction(), 'walkers');
    expect(walkers.composition.modelTypes[0]?.defaultWargear).toEqual([{ wargearId: 'gun', count: 2 }]);
    expect(walkers.wargearOptions.map((o) => o.replaces)).toEqual([
      [{ wargearId: 'gun', count: 1 }],
      [{ wargearId: 'gun', count: 1 }],
    ]);
    expect(walkers.points).toEqual([
      { models: 1, points: 85 },
      { models: 2, points: 170 },
    ]);
  });

  it("makes a drone that holds a weapon wargear of its own name, with the weapon's profile: a Battlesuit takes a Gun Drone", () => {
    const suit = sheet(faction(), 'battlesuit');
    expect(suit.wargearOptions.map((o) => o.choices.map((c) => c.id))).toContainEqual(['gun-drone']);
    expect(suit.wargear.find((w) => w.id === 'gun-drone')).toMatchObject({
      name: 'Gun Drone',
      profiles: [{ name: 'Twin pulse carbine' }],
    });
  });

  it('keeps an entry named as a list of what it holds a way to choose those items: "Two guns" gives two Guns', () => {
    const suit = sheet(faction(), 'battlesuit');
    expect(suit.wargearOptions.map((o) => o.choices.map((c) => c.items))).toContainEqual([
      [{ wargearId: 'gun', count: 2 }],
    ]);
    expect(suit.wargear.map((w) => w.id)).not.toContain('two-guns');
  });

  it('lets the one model of a one-model unit take an option as often as the catalogue allows: up to 2 Gun Drones on a Battlesuit', () => {
    const drones = sheet(faction(), 'battlesuit').wargearOptions.find((o) => o.id === 'gun-drone');
    expect(drones).toMatchObject({ limit: { kind: 'each-model' }, perModel: 2 });
  });

  it('offers an option of a shared group that is hidden unless the unit has a category to the unit that has it, with its cost and caps, and not to one that lacks it', () => {
    const f = faction();
    const suit = sheet(f, 'battlesuit');
    expect(suit.keywords).toContain('HEAVY SUIT');
    const drones = suit.wargearOptions.find((o) => o.id === 'missile-drone');
    expect(drones).toMatchObject({
      limit: { kind: 'each-model' },
      perModel: 2,
      choices: [{ id: 'missile-drone', items: [{ wargearId: 'missile-drone', count: 1 }], points: 5 }],
    });
    expect(suit.wargear.find((w) => w.id === 'missile-drone')).toMatchObject({ profiles: [{ name: 'Missile pod' }] });
    const pod = sheet(f, 'pod');
    expect(pod.keywords).not.toContain('HEAVY SUIT');
    expect(pod.wargearOptions.flatMap((o) => o.choices.map((c) => c.id))).not.toContain('missile-drone');
    expect(pod.wargear.map((w) => w.id)).not.toContain('missile-drone');
  });

  it("keeps the cap of an option a shared group shows only to the unit's category: the group allows 2 drones, the Missile Drone 1", () => {
    const f = faction();
    const capped = (id: string) =>
      (sheet(f, id).limits ?? []).filter(
        (l) => l.counted.of === 'wargear' && l.counted.wargearIds.includes('missile-drone' as never),
      );
    expect(capped('battlesuit')).toMatchObject([{ max: { base: 1, steps: [] } }]);
    expect(capped('pod')).toEqual([]);
  });

  it("puts the defaults that fill a group of exactly two on the model, each swappable for the others: a Battlesuit's Gun and Lance", () => {
    const suit = sheet(faction(), 'battlesuit');
    expect(suit.composition.modelTypes[0]?.defaultWargear).toEqual([
      { wargearId: 'gun', count: 1 },
      { wargearId: 'lance', count: 1 },
    ]);
    expect(
      suit.wargearOptions.filter((o) => o.replaces.length > 0).map((o) => [o.replaces, o.choices.map((c) => c.id)]),
    ).toEqual([
      [[{ wargearId: 'gun', count: 1 }], ['lance', 'blade']],
      [[{ wargearId: 'lance', count: 1 }], ['gun', 'blade']],
    ]);
  });

  it("reads a capped group's sub-groups as picks among all their entries, each sub-group's own cap a limit on the model: Support Systems (0-2)", () => {
    const result = runImport(input());
    const suit = sheet(faction(result), 'battlesuit');
    const support = suit.wargearOptions.find((o) => o.choices.some((c) => c.id === 'target-lock'));
    expect(support).toMatchObject({ replaces: [], perModel: 2 });
    expect(support?.choices.map((c) => c.id)).toEqual(['target-lock', 'gun', 'lance']);
    // Two picks would let a Battlesuit take a Gun and a Lance, both Secondary Weapons, which allow only one: checked
    // (in the unit, which is the one model). Its Missile Drone's own cap is the other limit.
    expect(suit.limits).toEqual([
      expect.objectContaining({ counted: { of: 'wargear', wargearIds: ['missile-drone'] } }),
      expect.objectContaining({
        in: 'unit',
        counted: { of: 'wargear', wargearIds: ['gun', 'lance'] },
        max: { base: 1, steps: [] },
      }),
    ]);
    expect(result.report.filter((e) => e.subject === 'Battlesuit')).toEqual([]);
  });

  it('offers an upgrade the unit holds rather than a model to any of its models, costed and capped in the unit: Grapnel launchers (5 pts, 1 per unit), Tomes (up to 2)', () => {
    const champions = sheet(faction(), 'champions');
    const added = champions.wargearOptions.filter((o) => o.replaces.length === 0);
    expect(added.map((o) => [o.modelTypeIds, o.choices.map((c) => [c.id, c.points]), o.limit])).toEqual([
      [['champion'], [['grapnel-launchers', 5]], { kind: 'unit', max: 1 }],
      [['champion'], [['tome', 0]], { kind: 'unit', max: 2 }],
    ]);
    expect(champions.wargear.find((w) => w.id === 'grapnel-launchers')?.abilities).toEqual(['Grapnel launchers']);
  });

  it('keeps the name an upgrade takes once chosen as another name of its wargear: a Tome is printed "Tome of Secrets"', () => {
    const result = runImport(input());
    const tome = sheet(faction(result), 'champions').wargear.find((w) => w.id === 'tome');
    expect(tome).toMatchObject({ name: 'Tome', takenNames: ['Tome of Secrets'] });
    expect(sheet(faction(result), 'champions').wargear.filter((w) => w.takenNames !== undefined)).toHaveLength(1);
    expect(result.report.filter((e) => e.construct.includes('Tome of Secrets'))).toEqual([]);
  });

  it('reports a name an entry takes under another condition, keeping its own: a Scout w/ Gun renamed when a Lance is taken', () => {
    const result = runImport(input());
    expect(result.report).toContainEqual(
      expect.objectContaining({
        subject: 'Scouts',
        kind: 'cosmetic',
        construct: 'modifier "set" of name by "Scout w/ Big Gun" on "Scout w/ Gun"',
      }),
    );
    expect(JSON.stringify(sheet(faction(result), 'scouts'))).not.toContain('Big Gun');
  });

  it("reads a group of groups whose own limits its sub-groups keep as each sub-group's choice: a Champion's Wargear (exactly 2) of Melee options and Ranged options (exactly 1 each)", () => {
    const result = runImport(input());
    const champions = sheet(faction(result), 'champions');
    expect(champions.composition.modelTypes[0]?.defaultWargear).toEqual([
      { wargearId: 'blade', count: 1 },
      { wargearId: 'gun', count: 1 },
    ]);
    expect(
      champions.wargearOptions
        .filter((o) => o.replaces.length > 0)
        .map((o) => [o.replaces, o.choices.map((c) => c.id)]),
    ).toEqual([
      [[{ wargearId: 'blade', count: 1 }], ['lance']],
      [[{ wargearId: 'gun', count: 1 }], ['pistol']],
    ]);
    expect(result.report.filter((e) => e.subject === 'Champions' && e.kind === 'group-of-groups')).toEqual([]);
  });

  it("says a limit scoped by id to another datasheet limits nothing in this one: a Champion's Pistol, at most 0 in the Guards", () => {
    const result = runImport(input());
    expect(result.report.filter((e) => e.subject === 'Champions').map((e) => [e.kind, e.construct])).toEqual([
      ['no-roster-meaning', 'constraint "max" 0 on "Pistol" in scope u-guards'],
    ]);
  });

  it("keeps a capped sub-group of a group with no cap one pick of its own: a Rhino's pintle weapon is a Gun or a Lance, never both", () => {
    const result = runImport(input());
    expect(sheet(faction(result), 'rhino').wargearOptions.map((o) => o.choices.map((c) => c.id))).toEqual([
      ['gun', 'lance'],
    ]);
    expect(result.report.filter((e) => e.subject === 'Rhino')).toEqual([]);
  });

  it("makes an ability a variant model's name lists wargear it carries: a Guard (Blade & Shield) swaps its Lance for a Blade and a Shield", () => {
    const guards = sheet(faction(), 'guards');
    expect(guards.wargearOptions.find((o) => o.replaces.length > 0)).toMatchObject({
      replaces: [{ wargearId: 'lance', count: 1 }],
      choices: [
        {
          items: [
            { wargearId: 'blade', count: 1 },
            { wargearId: 'shield', count: 1 },
          ],
        },
      ],
    });
    expect(guards.wargear.find((w) => w.id === 'shield')).toEqual({
      id: 'shield',
      name: 'Shield',
      profiles: [],
      abilities: ['Shield'],
    });
  });

  it("caps an option the catalogue limits in the unit's scope for the whole unit: one Homing beacon among the Guards", () => {
    const guards = sheet(faction(), 'guards');
    expect(
      guards.wargearOptions.filter((o) => o.replaces.length === 0).map((o) => [o.choices.map((c) => c.id), o.limit]),
    ).toEqual([[['homing-beacon'], { kind: 'unit', max: 1 }]]);
  });

  it("bounds a model's count by constraints scoped to the id of the group holding it: Headtakers are 3-6, with 0-3 Hounds", () => {
    const headtakers = sheet(faction(), 'headtakers');
    expect(headtakers.composition.modelTypes.map(({ name, min, max }) => ({ name, min, max }))).toEqual([
      { name: 'Headtaker', min: 3, max: 6 },
      { name: 'Hound', min: 0, max: 3 },
    ]);
    expect(headtakers.composition).toMatchObject({ min: 3, max: 9 });
    expect(headtakers.points[0]).toEqual({ models: 3, points: 85 });
  });

  it("takes a unit's keywords from its model when the unit entry carries none: the Enforcer is a TESTERS INFANTRY CHARACTER", () => {
    const enforcer = sheet(faction(), 'enforcer');
    expect(enforcer.factionKeywords).toEqual(['TESTERS']);
    expect(enforcer.keywords).toContain('INFANTRY');
    expect(enforcer.isCharacter).toBe(true);
  });

  it("gives a datasheet the roster offers with no Faction category at all its catalogue's Faction, and says so", () => {
    const result = runImport(input());
    expect(sheet(faction(result), 'pod').factionKeywords).toEqual(['TESTERS']);
    expect(result.report).toContainEqual(expect.objectContaining({ subject: 'Pod', kind: 'faction-keyword' }));
  });

  it('reports a unit whose cost depends on which models it holds rather than how many: 4 Headtakers 170, 3 and a Hound 110', () => {
    const result = runImport(input());
    const points = result.report.filter((e) => e.kind === 'points' && e.subject === 'Headtakers');
    expect(points.map((e) => e.construct)).toEqual([
      'points for 4 models',
      'points for 5 models',
      'points for 6 models',
    ]);
    expect(points[0]?.why).toContain('(110, 170 pts)');
  });

  it('reads leader targets from the Leader ability into datasheet ids', () => {
    expect(sheet(faction(), 'big-boss').leads).toEqual(['grunts']);
  });

  it('keeps the invulnerable save as a characteristic, not as an ability', () => {
    const boss = sheet(faction(), 'big-boss');
    expect(boss.profiles[0]?.invulnerableSave).toBe('4+');
    expect(boss.abilities.map((a) => a.name)).not.toContain('Invulnerable Save');
  });

  it('flags Legends content instead of mixing it into matched play', () => {
    expect(sheet(faction(), 'old-boss')).toMatchObject({ name: 'Old Boss', content: 'legends' });
  });

  it('ties an Enhancement to its detachment and to the keyword its bearer needs', () => {
    const f = faction();
    expect(f.detachments.map((d) => [d.id, d.enhancements.map((e) => [e.name, e.points, e.requiredKeywords])])).toEqual(
      [
        [
          'test-host',
          [
            ['Shiny Helm', 15, ['BOSS']],
            ['Ace Gunner', 25, []],
          ],
        ],
        [
          'raid',
          [
            ['Pal Badge', 10, ['PALS']],
            ['Battle Standard', 20, []],
          ],
        ],
      ],
    );
  });

  it("gives CHARACTER to a vehicle holding a detachment-only upgrade that adds it, under that detachment alone, so it may bear that detachment's Enhancement", () => {
    const f = faction();
    expect(sheet(f, 'rhino').isCharacter).toBe(false);
    const host = f.detachments.find((d) => d.id === 'test-host');
    expect(host?.grantsKeywords).toContainEqual({
      datasheetIds: ['rhino'],
      keyword: 'CHARACTER',
      upgrade: 'Ace Character',
      perArmy: 2,
    });
    expect(f.detachments.find((d) => d.id === 'raid')?.grantsKeywords).not.toContainEqual(
      expect.objectContaining({ keyword: 'CHARACTER' }),
    );
    expect(host?.enhancements.find((e) => e.name === 'Ace Gunner')).toMatchObject({ points: 25 });
  });

  it("reads a keyword a datasheet gives itself under one detachment alone as that detachment's grant", () => {
    const f = faction();
    expect(sheet(f, 'rhino').isBattleline).toBe(false);
    expect(f.detachments.find((d) => d.id === 'raid')?.grantsKeywords).toEqual([
      { datasheetIds: ['rhino'], keyword: 'BATTLELINE' },
    ]);
    expect(f.detachments.find((d) => d.id === 'test-host')?.grantsKeywords).not.toContainEqual(
      expect.objectContaining({ keyword: 'BATTLELINE' }),
    );
  });

  it("reads an upgrade a detachment makes a unit take as that detachment's surcharge on it, and only there", () => {
    const f = faction();
    expect(f.detachments.find((d) => d.id === 'raid')?.surcharges).toEqual([
      { datasheetIds: ['rhino'], upgrade: 'Raid Plating', points: 30 },
    ]);
    expect(f.detachments.find((d) => d.id === 'test-host')?.surcharges).toBeUndefined();
    // Its cost is the detachment's, never the Rhino's own.
    expect(sheet(f, 'rhino').points).toEqual([{ models: 1, points: 75 }]);
  });

  it('offers an Enhancement group linked under another name onto a model inside the unit, and only to that unit', () => {
    const standard = faction()
      .detachments.find((d) => d.id === 'raid')
      ?.enhancements.find((e) => e.name === 'Battle Standard');
    expect(standard).toMatchObject({ points: 20, requiredKeywords: [] });
    // The other bearers of Enhancements hold no such group: a keyword the Command Squad lacks keeps each out.
    expect([...(standard?.excludedKeywords ?? [])].sort()).toEqual(['BOSS', 'PALS', 'VEHICLE']);
  });

  it('reads a points-capped category of another faction as an ally allowance', () => {
    expect(faction().allowances).toEqual([
      {
        id: 'pals',
        rule: { name: 'Pals' },
        keywords: ['PALS'],
        pointsCap: { incursion: 250, 'strike-force': 500 },
        canBeWarlord: false,
        canTakeEnhancements: true,
        isAllied: true,
        notInDetachments: [],
      },
    ]);
  });

  it("bars an allowance's units from being Warlord when the catalogue hides the Warlord choice on its character", () => {
    const withWarlord = TEST_CATALOGUE.replace(
      /(<entryLink id="lk-warlord-pal"[^>]*>)\s*<modifiers>[\s\S]*?<\/modifiers>/,
      '$1',
    );
    const catalogues = [parseCatalogueXml('Test.gst', TEST_GAME_SYSTEM), parseCatalogueXml('Testers.cat', withWarlord)];
    expect(faction().allowances[0]?.canBeWarlord).toBe(false);
    expect(faction(runImport({ ...input(), catalogues })).allowances[0]?.canBeWarlord).toBe(true);
  });

  it("lets an allowance's units take Enhancements when a detachment's Enhancement admits its character", () => {
    const withoutBadge = TEST_CATALOGUE.replace(
      'type="lessThan" value="1" field="selections" scope="roster" childId="det-raid"',
      'type="lessThan" value="1" field="selections" scope="roster" childId="no-such-detachment"',
    );
    const catalogues = [
      parseCatalogueXml('Test.gst', TEST_GAME_SYSTEM),
      parseCatalogueXml('Testers.cat', withoutBadge),
    ];
    expect(faction().allowances[0]?.canTakeEnhancements).toBe(true);
    expect(faction(runImport({ ...input(), catalogues })).allowances[0]?.canTakeEnhancements).toBe(false);
  });

  it('takes prose from the seed pages by name only', () => {
    const f = faction();
    expect(sheet(f, 'grunts').abilities.find((a) => a.name === 'Stubborn')?.text).toBe(
      'Each time this unit takes a Battle-shock test, add 1 to the result.',
    );
    const host = f.detachments[0];
    expect(host?.rule).toEqual({ name: 'Stand Together', text: 'Units from your army hold the line.' });
    expect(host?.stratagems).toEqual([
      {
        name: 'HOLD FAST',
        commandPoints: 1,
        category: 'Battle Tactic',
        text: 'WHEN: Your Command phase.\nTARGET: One unit from your army.\nEFFECT: That unit holds fast.',
      },
    ]);
    expect(f.detachments[1]?.stratagems).toEqual([]);
  });

  it('never copies catalogue rules text', () => {
    expect([...runImport(input()).files.values()].join('\n')).not.toContain('never imported');
  });

  it("keeps the catalogues' rules text for a player's own import: abilities, wargear abilities, core rules, army and detachment rules, Enhancements", () => {
    const result = runImport({ ...input(), rulesText: true });
    const f = faction(result);
    const boss = sheet(f, 'big-boss');
    expect(boss.abilities.find((a) => a.name === 'Boss Orders')?.text).toBe(
      'Catalogue text (never imported): once per battle, one GRUNTS unit acts first.\n\n<b>Not HTML</b>',
    );
    expect(sheet(f, 'grunts').abilities.find((a) => a.name === 'Icon')).toEqual({
      name: 'Icon',
      kind: 'wargear',
      text: "Catalogue text (never imported): the bearer's unit is Stubborn.",
    });
    expect(f.armyRules).toEqual([
      {
        name: 'Test Doctrine',
        text: 'Catalogue text (never imported): if your Army Faction is TESTERS, your units hold.',
      },
    ]);
    const [host, raid] = f.detachments;
    expect(raid?.rule).toEqual({
      name: 'Strike Fast',
      text: 'Catalogue text (never imported): your units strike fast.',
    });
    expect(host?.enhancements.find((e) => e.name === 'Shiny Helm')?.text).toBe(
      'Catalogue text (never imported): BOSS model only. The bearer shines.',
    );
    expect(result.system.weaponAbilities.find((r) => r.name === 'Anti-')?.text).toBe(
      'Core rule text (never imported): critical wounds against the keyword.',
    );
    // The seed pages' prose still wins where they have it.
    expect(host?.rule.text).toBe('Units from your army hold the line.');
    expect(sheet(f, 'grunts').abilities.find((a) => a.name === 'Stubborn')?.text).toBe(
      'Each time this unit takes a Battle-shock test, add 1 to the result.',
    );
  });

  it('keeps no catalogue rules text without the option: every rule it kept text for is its name alone', () => {
    const f = faction();
    expect(sheet(f, 'big-boss').abilities.find((a) => a.name === 'Boss Orders')).toEqual({
      name: 'Boss Orders',
      kind: 'datasheet',
    });
    expect(f.armyRules).toEqual([{ name: 'Test Doctrine' }]);
    expect(f.detachments[1]?.rule).toEqual({ name: 'Strike Fast' });
    expect(f.detachments[0]?.enhancements.find((e) => e.name === 'Shiny Helm')?.text).toBeUndefined();
  });

  it('lists what it cannot express in the report instead of dropping it', () => {
    const result = runImport(input());
    expect(result.report.map((e) => [e.subject, e.construct])).toContainEqual(['Pals', 'allowance rule']);
    expect(JSON.parse(result.files.get('import-report.json') as string).entries).toEqual(result.report);
  });

  it('names each modifier, constraint and link it does not know in the report, with the datasheet, and imports what it reads of it; a renaming is only cosmetic', () => {
    const result = runImport(input());
    expect(result.report.filter((e) => e.subject === 'Oddity').map((e) => [e.kind, e.construct])).toEqual([
      ['unknown-constraint', 'constraint "exactly" 1 in scope roster on "Oddity"'],
      ['unknown-link', 'link "Gun" of type selectionEntryBundle'],
      ['unknown-link', 'link "Lost Relic" to missing no-such-entry'],
      ['error-message', 'modifier "add" of error by "Max 1 {this} per army" on "Oddity"'],
      ['unknown-modifier', 'modifier "ceil" of limit max 1 in scope parent by "1" on "Blade"'],
      ['no-roster-meaning', 'modifier "increment" of 0bad-f00d by "2" on "Oddity"'],
      ['unknown-modifier', 'modifier "remove" of category by "cat-inf" on "Oddity"'],
      ['cosmetic', 'modifier "set" of name by "Odd One" on "Oddity"'],
      ['unknown-modifier', 'modifier "square" of points by "2" on "Oddity"'],
    ]);
    // What may bear on a list is said to the player: the keyword it loses among them.
    expect(sheet(faction(result), 'oddity').uncheckedLimits).toContain(
      'the Infantry keyword, which it loses in some armies',
    );
    // The points modifier of an unknown type is not applied: the Oddity costs what its entry says, and the report says why.
    expect(sheet(faction(result), 'oddity').points).toEqual([{ models: 1, points: 40 }]);
  });

  it('leaves out a datasheet with a condition it cannot evaluate and says which: the Riddle Boss is hidden by a "between"', () => {
    const result = runImport(input());
    expect(faction(result).datasheets.map((d) => d.id)).not.toContain('riddle-boss');
    expect(result.report.filter((e) => e.subject === 'Riddle Boss').map((e) => [e.kind, e.construct])).toEqual([
      ['unknown-condition', 'condition "between" on selections of det-host (Riddle Boss)'],
    ]);
  });

  it('treats a condition counting something other than selections, forces or a Crusade cost as one it cannot evaluate', () => {
    const counting = TEST_CATALOGUE.replace(
      'type="between" value="1" field="selections"',
      'type="atLeast" value="1" field="glory"',
    );
    const result = runImport({
      ...input(),
      catalogues: [parseCatalogueXml('Test.gst', TEST_GAME_SYSTEM), parseCatalogueXml('Testers.cat', counting)],
    });
    expect(result.report.filter((e) => e.subject === 'Riddle Boss').map((e) => e.construct)).toEqual([
      'condition "atLeast" on glory of det-host (Riddle Boss)',
    ]);
  });

  it('stops, naming the category, at a condition it cannot evaluate outside any datasheet', () => {
    const gst = TEST_GAME_SYSTEM.replace(
      '<condition type="greaterThan" value="0" field="selections" scope="force" childId="bs-sf"/>',
      '<condition type="between" value="0" field="selections" scope="force" childId="bs-sf"/>',
    );
    const catalogues = [parseCatalogueXml('Test.gst', gst), parseCatalogueXml('Testers.cat', TEST_CATALOGUE)];
    expect(() => runImport({ ...input(), catalogues })).toThrow(
      /category "Faction: Pals": condition "between" on selections of bs-sf/,
    );
  });

  it('applies a reviewed override and refuses one naming wargear the datasheet lacks', () => {
    const override = {
      factions: ['testers'],
      datasheet: 'grunts',
      source: 'test page',
      why: 'test',
      wargearOptions: [
        {
          id: 'gun',
          modelTypeIds: ['grunt'],
          replaces: [{ wargearId: 'blade', count: 1 }],
          choices: [{ id: 'gun', items: [{ wargearId: 'gun', count: 1 }], points: 0 }],
          limit: { kind: 'unit' as const, max: 1 },
          exclusiveWith: [],
        },
      ],
    };
    const applied = faction(runImport(input({ about: '', datasheets: [override] as never })));
    expect(sheet(applied, 'grunts').wargearOptions.map((o) => [o.id, o.limit])).toEqual([
      ['gun', { kind: 'unit', max: 1 }],
    ]);
    const broken = {
      ...override,
      wargearOptions: [{ ...override.wargearOptions[0], replaces: [{ wargearId: 'chainsword', count: 1 }] }],
    };
    expect(() => runImport(input({ about: '', datasheets: [broken] as never }))).toThrow(/chainsword/);

    // A player's newer catalogues: the correction no longer fits, so the datasheet is as they state it, and the
    // report says which correction was left out and why.
    const reported = runImport({ ...input({ about: '', datasheets: [broken] as never }), staleOverrides: 'report' });
    expect(sheet(faction(reported), 'grunts').wargearOptions).toEqual(
      sheet(faction(runImport(input())), 'grunts').wargearOptions,
    );
    expect(reported.report.filter((e) => e.kind === 'override-not-applied')).toEqual([
      expect.objectContaining({
        faction: 'testers',
        construct: expect.stringMatching(/grunts \(test page\): unknown ids.*chainsword/),
      }),
    ]);
    const gone = { ...override, datasheet: 'grunts-of-old' };
    expect(() => runImport(input({ about: '', datasheets: [gone] as never }))).toThrow(
      /grunts-of-old: no such datasheet/,
    );
    expect(
      runImport({ ...input({ about: '', datasheets: [gone] as never }), staleOverrides: 'report' }).report.map(
        (e) => e.kind,
      ),
    ).toContain('override-not-applied');
  });

  it('stops with a clear error when the game system lacks an id it relies on', () => {
    const gst = parseCatalogueXml('Test.gst', TEST_GAME_SYSTEM.replace('bb9d-299a-ed60-2d8a', 'renamed-force'));
    const catalogues = [gst, parseCatalogueXml('Testers.cat', TEST_CATALOGUE)];
    expect(() => runImport({ ...input(), catalogues })).toThrow(
      /Test\.gst lacks ids the importer relies on: force "Army Roster"/,
    );
  });

  it('names the file when a catalogue is not XML', () => {
    expect(() => parseCatalogueXml('Broken.cat', '<catalogue id="x"><unclosed></catalogue>')).toThrow(/Broken\.cat/);
  });
});
