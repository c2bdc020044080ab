import { describe, expect, it } from 'vitest';
import { readWtcText } from '../../src/domain/codecs/new-recruit/new-recruit-wtc-reader';
import type { DraftList } from '../../src/domain/codecs/text-import/list-draft';
import type { ImportResult } from '../../src/domain/codecs/text-import/import-list';
import { findDatasheet } from '../../src/domain/roster/lookup';
import { rosterPoints, unitPoints } from '../../src/domain/roster/points';
import { readTextList } from '../../src/testing/read-text-list';
import { realData } from '../../src/testing/real-data';
import { readSample } from '../../src/testing/sample-files';

const data = realData('world-eaters');

function draft(text: string): DraftList {
  const result = readWtcText(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const names = (result: ImportResult) => result.roster.units.map((u) => findDatasheet(data, u.datasheetId)?.name);
const codes = (result: ImportResult) => result.report.problems.map((p) => p.code);

describe('the real World Eaters app export, read with our World Eaters data', () => {
  const result = readTextList(readSample('01_gwapp10_worldeaters_v1.40.1.txt'), data, 'r');

  it('imports every unit, in the order listed', () => {
    expect(names(result)).toEqual([
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
    expect(result.report.imported.map((u) => u.line)).toEqual([
      10, 16, 20, 25, 32, 43, 57, 62, 70, 74, 78, 84, 88, 92, 104, 108,
    ]);
  });

  it('takes the list name, detachment and battle size', () => {
    expect([result.roster.name, result.roster.detachmentId, result.roster.battleSizeId]).toEqual([
      'Chainblades go BRRRR',
      'berzerker-warband',
      'strike-force',
    ]);
  });

  it('makes the Daemon Prince the Warlord and gives the three enhancements to their bearers', () => {
    const byUnit = result.roster.units.map((u) => [
      findDatasheet(data, u.datasheetId)?.name,
      u.isWarlord,
      u.enhancementId,
    ]);
    expect(byUnit.filter(([, isWarlord]) => isWarlord)).toEqual([
      ['Daemon Prince of Khorne', true, 'helm-of-brazen-ire'],
    ]);
    expect(byUnit.filter(([, , enhancement]) => enhancement !== null).map(([name, , e]) => [name, e])).toEqual([
      ['Daemon Prince of Khorne', 'helm-of-brazen-ire'],
      ['Master of Executions', 'berzerker-glaive'],
      ['Slaughterbound', 'favoured-of-khorne'],
    ]);
  });

  it('keeps the printed sizes: ten Berzerkers, two Spawn, three Eightbound, ten Jakhals', () => {
    const size = (i: number) => result.roster.units[i]!.models.reduce((sum, m) => sum + m.count, 0);
    expect([size(4), size(8), size(10), size(13)]).toEqual([10, 2, 3, 10]);
  });

  it('reports every unit whose printed points differ from our data, with its line', () => {
    const printed = [220, 85, 85, 100, 180, 180, 85, 85, 80, 80, 150, 150, 150, 65, 150, 150];
    const differing = result.roster.units
      .map((u, i) => ({
        line: result.report.imported[i]!.line,
        differs: unitPoints(u, data, result.roster.detachmentId) !== printed[i],
      }))
      .filter((u) => u.differs)
      .map((u) => u.line);
    expect(result.report.problems.filter((p) => p.code === 'points-differ').map((p) => p.line)).toEqual(differing);
    expect(rosterPoints(result.roster, data).total).toBe(result.report.imported.reduce((sum, u) => sum + u.points, 0));
  });

  it('gives the Icon of Khorne to the model it is listed under: each Khorne Berzerker Champion and one Jakhal', () => {
    const icons = result.roster.units.flatMap((u, i) =>
      u.wargear.filter((s) => s.choiceId === 'icon-of-khorne').map((s) => [i, s.modelTypeId, s.count]),
    );
    expect(icons).toEqual([
      [4, 'khorne-berzerker-champion', 1],
      [5, 'khorne-berzerker-champion', 1],
      [13, 'jakhal', 1],
    ]);
    expect(codes(result)).not.toContain('unknown-wargear');
    expect(codes(result)).not.toContain('wargear-misfit');
  });

  it('attaches the Slaughterbound to the only unit it can lead, the Eightbound', () => {
    const [slaughterbound, eightbound] = [result.roster.units[3]!, result.roster.units[10]!];
    expect(slaughterbound.attachedToUnitId).toBe(eightbound.id);
  });

  it('leaves Khârn and the Master of Executions unattached and says why: each could lead either Berzerker unit', () => {
    expect([result.roster.units[1]!.attachedToUnitId, result.roster.units[2]!.attachedToUnitId]).toEqual([null, null]);
    expect(result.report.problems.filter((p) => p.code === 'leader-unattached').map((p) => p.line)).toEqual([16, 20]);
  });

  it('understands every line', () => {
    expect(codes(result)).not.toContain('not-understood');
    expect(codes(result)).not.toContain('unknown-datasheet');
  });
});

describe('the real New Recruit WTC World Eaters list, read with our data', () => {
  const result = readTextList(readSample('newrecruit_wtc_worldeaters.txt'), data, 'r');

  it('imports all 16 units, the Warlord and three enhancements', () => {
    expect(result.roster.units).toHaveLength(16);
    expect(names(result).slice(0, 4)).toEqual([
      'Khârn the Betrayer',
      'Daemon Prince of Khorne',
      'Master of Executions',
      'Slaughterbound',
    ]);
    expect(result.roster.units.filter((u) => u.isWarlord).map((u) => u.datasheetId)).toEqual([
      'daemon-prince-of-khorne',
    ]);
    expect(result.roster.units.flatMap((u) => (u.enhancementId ? [u.enhancementId] : []))).toEqual([
      'favoured-of-khorne',
      'berzerker-glaive',
      'battle-lust',
    ]);
  });

  it('reads the detachment and takes Strike Force for a 1990-point list that names no battle size', () => {
    expect([result.roster.detachmentId, result.roster.battleSizeId]).toEqual(['berzerker-warband', 'strike-force']);
    expect(codes(result)).toContain('battle-size-inferred');
  });

  it('totals what each Berzerker carries: 5 + 2 + 2 models with their pistols and blades', () => {
    const berzerkers = result.roster.units[4]!;
    expect(berzerkers.models.find((m) => m.modelTypeId === 'khorne-berzerker')?.count).toBe(9);
    expect(codes(result)).not.toContain('not-understood');
  });
});

describe('the New Recruit samples of factions we have no data for', () => {
  it('reads the T’au WTC-Compact list: one-line characters, model lines with "N with" loadouts', () => {
    const list = draft(readSample('newrecruit_wtc_compact_tau.txt'));
    expect(list.faction?.name).toBe("Xenos - T'au Empire");
    expect(list.detachment?.name).toBe('Retaliation Cadre');
    expect(list.units).toHaveLength(17);
    const farsight = list.units[0]!;
    expect([farsight.name, farsight.points, farsight.isWarlord]).toEqual(['Commander Farsight', 85, true]);
    const coldstar = list.units[1]!;
    expect(coldstar.enhancement?.name).toBe('Internal Grenade Racks');
    expect(coldstar.models[0]?.wargear.map((w) => `${w.count}x ${w.name}`)).toEqual([
      '2x Shield Drone',
      '4x Fusion blaster',
      '1x Battlesuit fists',
    ]);
    const fireknife = list.units.find((u) => u.name === 'Crisis Fireknife Battlesuits')!;
    expect(fireknife.models[1]?.wargear.map((w) => `${w.count}x ${w.name}`)).toEqual([
      '2x Shield Drone',
      '2x Battlesuit fists',
      '4x Missile pod',
      '2x Twin pulse carbine',
    ]);
    const pathfinders = list.units.find((u) => u.name === 'Pathfinder Team')!;
    expect(pathfinders.models.map((m) => [m.name, m.count])).toEqual([
      ['Pathfinders', 9],
      ["Pathfinder Shas'ui", 1],
    ]);
    expect(list.unread).toEqual([]);
  });
});
