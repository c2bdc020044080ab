import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedListIssues } from '../../src/domain/codecs/text-import/import-issues';
import type { DraftList } from '../../src/domain/codecs/text-import/list-draft';
import { readNewRecruitRoster } from '../../src/domain/codecs/new-recruit/new-recruit-roster-reader';
import { readWtcText, wtcLayout } from '../../src/domain/codecs/new-recruit/new-recruit-wtc-reader';
import { readList, type ReadList } from '../../src/domain/codecs/read-list';
import type { Decoded } from '../../src/domain/codecs/codec-result';
import { unitLoadout } from '../../src/domain/roster/loadout';
import { FACTION_IDS, realData } from '../../src/testing/real-data';
import { readSample } from '../../src/testing/sample-files';

const factions = FACTION_IDS.map((id) => ({ id, name: realData(id).faction.name }));
const context = { factions, loadData: (id: string) => realData(id), rosterId: 'read' };
const fixture = (file: string) =>
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'text', 'new-recruit', file), 'utf8');

function draft(result: Decoded<DraftList>): DraftList {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function read(text: string): ReadList {
  const result = readList(text, context);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const groups = (list: DraftList, i: number) =>
  list.units[i]!.models.map((m) => [m.name, m.count, m.wargear.map((w) => `${w.count}x ${w.name}`)]);

describe("New Recruit's GW-style text (the real T'au sample)", () => {
  const list = draft(readWtcText(readSample('newrecruit_gwstyle_tau.txt')));

  it('finds all 18 units and understands every line', () => {
    expect(list.units).toHaveLength(18);
    expect(list.unread).toEqual([]);
    expect([list.faction?.name, list.detachment?.name]).toEqual([
      "Xenos - T'au Empire",
      'Experimental Prototype Cadre',
    ]);
  });

  it("reads a one-model unit's bullets as its wargear, its Warlord, and an Enhancement written with its cost", () => {
    expect(groups(list, 0)).toEqual([[null, 1, ['1x Dawn Blade', '1x High-intensity plasma rifle']]]);
    expect(list.units[1]?.isWarlord).toBe(true);
    expect(list.units[2]?.enhancement?.name).toBe('Plasma Accelerator Rifle');
    expect(groups(list, 2)[0]?.[2]).not.toContain('1x Plasma Accelerator Rifle upgrade');
  });

  it('reads model lines with their items nested under them, and an upgrade of the group once', () => {
    expect(groups(list, 5)).toEqual([
      ['Long-quill', 1, ['1x Close combat weapon', '1x Kroot pistol', '1x Kroot carbine']],
      ['Kroot Carnivore', 1, ['1x Close combat weapon', '1x Tanglebomb launcher']],
      ['Kroot Carnivores', 8, ['8x Close combat weapon', '8x Kroot rifle']],
    ]);
    const pathfinders = groups(list, 7);
    expect(pathfinders[0]?.[2]).toEqual([
      '1x Close combat weapon',
      '1x Pulse carbine',
      '1x Pulse pistol',
      '1x Semi-automatic grenade launcher',
      '1x Drone burst cannon',
      '1x Recon drone',
    ]);
  });
});

describe("New Recruit's Roster text (the real T'au sample)", () => {
  const list = draft(readNewRecruitRoster(readSample('newrecruit_roster_tau.txt')));

  it('reads the army heading, battle size and detachment', () => {
    expect(list.title).toMatchObject({ name: 'Tauuuu', points: 1985 });
    expect([list.faction?.name, list.battleSize?.name, list.battleSize?.points, list.detachment?.name]).toEqual([
      "Xenos - T'au Empire",
      'Strike Force',
      2000,
      'Experimental Prototype Cadre',
    ]);
  });

  it('finds all 18 units, with per-model items totalled over each model line', () => {
    expect(list.units).toHaveLength(18);
    expect(list.unread).toEqual([]);
    expect(list.units.reduce((sum, u) => sum + (u.points ?? 0), 0)).toBe(1985);
    expect(groups(list, 12)[1]).toEqual([
      'Broadside Shas’ui',
      2,
      [
        '2x Crushing bulk',
        '4x Missile Drone (Missile pod)',
        '2x High-yield missile pods',
        '2x Weapon support system',
        '2x Twin smart missile system',
      ],
    ]);
    expect(list.units[1]?.isWarlord).toBe(true);
  });
});

describe('one World Eaters army in each of New Recruit’s text exports', () => {
  const wtc = read(readSample('newrecruit_wtc_worldeaters.txt'));
  const shape = (list: ReadList) =>
    list.roster.units.map((u) => ({
      datasheet: u.datasheetId,
      loadout: unitLoadout(u, list.data).map((g) => [
        g.modelTypeId,
        g.count,
        g.wargear.map((w) => `${w.count}x ${w.wargearId}`).sort(),
      ]),
      enhancement: u.enhancementId,
      isWarlord: u.isWarlord,
    }));
  const byDatasheet = (list: ReadList) => new Map(shape(list).map((u) => [u.datasheet, u]));

  it('names a list with no title line after its faction and detachment', () => {
    expect(wtc.roster.name).toBe('World Eaters, Berzerker Warband');
  });

  it.each([
    ['GW style', 'gwstyle_worldeaters.txt', 'wtc'],
    ['Roster', 'roster_worldeaters.txt', 'new-recruit-roster'],
  ])('reads the %s text with every unit, loadout, Warlord and Enhancement, and calls it legal', (_, file, format) => {
    const list = read(fixture(file));
    expect(list.format).toBe(format);
    expect(importedListIssues(list.roster, list.data, list.report).filter((i) => i.severity === 'error')).toEqual([]);
    expect(
      list.report?.problems
        .map((p) => p.code)
        .filter((c) => c !== 'leader-attached' && c !== 'battle-size-inferred' && c !== 'points-differ'),
    ).toEqual([]);
    // The same units as the WTC export of the army these were taken from.
    const same = byDatasheet(wtc);
    for (const unit of shape(list)) expect(unit).toEqual(same.get(unit.datasheet));
  });

  it('reads "w/" model names as the model type they name, with what they carry', () => {
    const list = read(fixture('roster_worldeaters.txt'));
    const berzerkers = list.roster.units.find((u) => u.datasheetId === 'khorne-berzerkers')!;
    expect(berzerkers.models).toEqual([
      { modelTypeId: 'khorne-berzerker-champion', count: 1 },
      { modelTypeId: 'khorne-berzerker', count: 9 },
    ]);
  });

  it('takes an Enhancement the Roster text lists among the wargear', () => {
    const list = read(fixture('roster_worldeaters.txt'));
    expect(list.roster.units.find((u) => u.datasheetId === 'daemon-prince-of-khorne')?.enhancementId).toBe(
      'favoured-of-khorne',
    );
  });
});

describe("which of New Recruit's texts with a `+ FACTION KEYWORD:` header a list is", () => {
  it.each([
    ['newrecruit_wtc_worldeaters.txt', 'wtc'],
    ['newrecruit_wtc_compact_tau.txt', 'wtc-compact'],
    ['newrecruit_gwstyle_tau.txt', 'gw-style'],
  ])('tells %s as %s', (file, layout) => {
    expect(wtcLayout(readSample(file))).toBe(layout);
  });
});
