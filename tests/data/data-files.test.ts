import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFaction, readGameData, readGameSystem, readManifest } from '../../src/cli/load-data';
import { factionReferenceIssues, storedDataFileIssues } from '../../src/domain/data/parse-game-data';
import { FACTION_IDS } from '../../src/testing/real-data';
import { canMakeUp, faction } from '../../src/testing/real-factions';

const dataDir = fileURLToPath(new URL('../../data/', import.meta.url));
const json = (file: string): unknown => JSON.parse(readFileSync(`${dataDir}${file}`, 'utf8'));

describe('data files', () => {
  it('the manifest, the game system and every faction file parse with their schemas into exactly what is stored', () => {
    const files = ['manifest.json', 'game-system.json', ...readdirSync(`${dataDir}factions`).map((f) => `factions/${f}`)];
    for (const file of files) expect(storedDataFileIssues(file, json(file)), file).toEqual([]);
  });

  it('the manifest lists exactly the faction files in data/, with their datasheet counts', () => {
    const manifest = readManifest();
    expect(manifest.factions.map((f) => f.file).sort()).toEqual(readdirSync(`${dataDir}factions`).map((f) => `factions/${f}`).sort());
    for (const entry of manifest.factions) expect(entry.datasheets).toBe(faction(entry.id).datasheets.length);
  });

  it('records the BattleScribe snapshot the data comes from', () => {
    expect(readManifest().source).toEqual({
      name: 'BSData wh40k-10e',
      commit: '801555bb361c7b144be35a6b7f183dedde103546',
      date: '2026-06-14',
    });
  });

  it.each(FACTION_IDS)('every id %s refers to resolves (leaders, model types, wargear, detachments, keyword grants)', (id) => {
    expect(factionReferenceIssues(faction(id))).toEqual([]);
  });

  it.each(FACTION_IDS)('%s datasheets have readable, unique slug ids', (id) => {
    const ids = faction(id).datasheets.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of ids) expect(d).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(FACTION_IDS)('%s has a cost for every legal model count, from the smallest to the largest unit', (id) => {
    for (const d of faction(id).datasheets) {
      expect(d.points[0]?.models, d.name).toBe(d.composition.min);
      expect(d.points[d.points.length - 1]?.models, d.name).toBe(d.composition.max);
    }
  });

  it.each(FACTION_IDS)('%s: every legal size has one cost, the sizes rising from the smallest unit to the largest', (id) => {
    for (const d of faction(id).datasheets) {
      const sizes = d.points.map((t) => t.models);
      expect(sizes.every((n, i) => i === 0 || n > (sizes[i - 1] as number)), d.name).toBe(true);
      for (const { points } of d.points) expect(Number.isInteger(points) && points >= 0, `${d.name}: ${points} pts`).toBe(true);
    }
  });

  it('offers a matched-play detachment only to the faction whose catalogue has it and, for Space Marines, to its chapters', () => {
    const manifest = readManifest();
    const family = (id: string): string => manifest.factions.find((f) => f.id === id)?.parent ?? id;
    const families = new Map<string, Set<string>>();
    for (const id of FACTION_IDS) {
      for (const d of faction(id).detachments) families.set(`${d.content}: ${d.name}`, new Set([...(families.get(`${d.content}: ${d.name}`) ?? []), family(id)]));
    }
    // Infestation Swarm, a Boarding Actions detachment, is listed under both the Tyranids' and the Genestealer Cults' detachments.
    const shared = [...families].filter(([, f]) => f.size > 1).map(([name, f]) => [name, [...f].sort()]);
    expect(shared).toEqual([['boarding-actions: Infestation Swarm', ['genestealer-cults', 'tyranids']]]);
  });

  it.each(FACTION_IDS)('%s: every points tier is a model count its model types can make up', (id) => {
    for (const d of faction(id).datasheets) {
      for (const { models } of d.points) expect(canMakeUp(d, models), `${d.name}: ${models} models`).toBe(true);
    }
  });

  it('loads one faction with the game system for the roster engine', () => {
    const data = readGameData('world-eaters');
    expect([data.system.defaultBattleSizeId, data.faction.factionKeyword]).toEqual(['strike-force', 'WORLD EATERS']);
  });

  it('refuses an unknown faction id, naming the known ones', () => {
    expect(() => readFaction('space-elves')).toThrow(/unknown faction "space-elves".*drukhari/);
  });
});

describe('game system', () => {
  const system = readGameSystem();

  it('has the three battle sizes with their points limits, Strike Force by default', () => {
    expect(system.battleSizes).toEqual([
      { id: 'incursion', name: 'Incursion', points: 1000 },
      { id: 'strike-force', name: 'Strike Force', points: 2000 },
      { id: 'onslaught', name: 'Onslaught', points: 3000 },
    ]);
    expect(system.defaultBattleSizeId).toBe('strike-force');
  });

  it('allows 3 of a datasheet, 6 of BATTLELINE and DEDICATED TRANSPORT, 1 of an Epic Hero', () => {
    expect(system.datasheetLimits).toEqual({
      default: 3,
      byKeyword: [
        { keyword: 'BATTLELINE', max: 6 },
        { keyword: 'DEDICATED TRANSPORT', max: 6 },
      ],
    });
    expect(system.epicHeroLimit).toBe(1);
    expect(system.enhancementLimits).toEqual({ perArmy: 3, perUnit: 1 });
  });

  it('lists the five army-list sections in print order', () => {
    expect(system.sections.map((s) => [s.id, s.name])).toEqual([
      ['characters', 'Characters'],
      ['battleline', 'Battleline'],
      ['dedicated-transports', 'Dedicated Transports'],
      ['other-datasheets', 'Other Datasheets'],
      ['allied-units', 'Allied Units'],
    ]);
  });

  it('carries the weapon abilities glossary with seed prose where the seeds have it', () => {
    const hazardous = system.weaponAbilities.find((r) => r.name === 'Hazardous');
    expect(hazardous?.text).toMatch(/Hazardous test/);
    expect(system.coreRules.map((r) => r.name)).toContain('Deep Strike');
  });
});
