import { describe, expect, it } from 'vitest';
import type { DetachmentId } from '../data/ids';
import { drukhariAllies as d, makeDrukhariAlliesData } from '../../testing/make-drukhari-allies';
import { makeCharacter, makeModelType } from '../../testing/make-datasheet';
import { makeDetachment } from '../../testing/make-faction';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnit, makeUnitOf } from '../../testing/make-roster';
import { makeWracks, makeWracksUnit } from '../../testing/make-wracks';
import { rosterPoints, surchargesOn, unitPoints } from './points';

const wracksData = makeGameData({ datasheets: [makeWracks()] });

describe('unitPoints', () => {
  it('costs Wracks by the points tier for their size', () => {
    expect([4, 7, 9].map((n) => unitPoints(makeWracksUnit(n), wracksData, null))).toEqual([60, 100, 120]);
  });

  it('costs a size between tiers as the next tier up', () => {
    expect(unitPoints(makeWracksUnit(5), wracksData, null)).toBe(100);
  });

  it('adds wargear with its own cost, per model taking it', () => {
    const unit = makeWracksUnit(4, {
      wargear: [{ modelTypeId: 'acothyst', optionId: 'acothyst-tool', choiceId: 'power-weapon', count: 1 }],
    });
    expect(unitPoints(unit, wracksData, null)).toBe(65);
  });

  it("adds the enhancement's cost", () => {
    const data = makeDrukhariAlliesData();
    expect(unitPoints(makeUnitOf(d.archon, { enhancementId: 'labyrinthine-cunning' }), data, null)).toBe(75 + 15);
  });

  it('costs a unit of an unknown datasheet 0', () => {
    expect(unitPoints(makeUnit({ datasheetId: 'khorne-berzerkers' }), wracksData, null)).toBe(0);
  });
});

describe('rosterPoints', () => {
  const data = makeDrukhariAlliesData();
  const roster = makeRoster({
    units: [
      makeUnitOf(d.archon, { id: 'u1' }),
      makeUnitOf(d.troupe, { id: 'u2' }),
      makeUnitOf(d.voidreavers, { id: 'u3' }),
      makeUnitOf(d.kabaliteWarriors, { id: 'u4' }),
    ],
  });

  it('totals the army and each unit', () => {
    const points = rosterPoints(roster, data);
    expect(points.total).toBe(75 + 100 + 60 + 110);
    expect(points.byUnit).toEqual({ u1: 75, u2: 100, u3: 60, u4: 110 });
  });

  it('totals Harlequins and Anhrathe against the Corsairs and Travelling Players cap for Strike Force', () => {
    expect(rosterPoints(roster, data).allowances).toEqual([
      {
        allowanceId: 'corsairs-and-travelling-players',
        name: 'Corsairs and Travelling Players',
        points: 160,
        cap: 500,
        unitIds: ['u2', 'u3'],
      },
    ]);
  });

  it("uses Reaper's Wager's own allowance under that detachment", () => {
    const points = rosterPoints({ ...roster, detachmentId: 'reapers-wager' as typeof roster.detachmentId }, data);
    expect(points.allowances.map((a) => [a.allowanceId, a.cap, a.unitIds])).toEqual([
      ['harlequin-allies', 1000, ['u2']],
    ]);
  });

  it('has no cap without a battle size', () => {
    expect(rosterPoints({ ...roster, battleSizeId: null }, data).allowances.map((a) => a.cap)).toEqual([null]);
  });
});

describe('a detachment surcharge', () => {
  // Pantheon of Woe makes a C'tan Shard of the Deceiver take the Singularity Matrix (55 pts): no Enhancement, points.
  const deceiver = makeCharacter({
    id: 'c-tan-shard-of-the-deceiver',
    name: "C'tan Shard of the Deceiver",
    composition: { modelTypes: [{ ...makeModelType(), min: 1, max: 1 }], min: 1, max: 1 },
    points: [{ models: 1, points: 285 }],
  });
  const data = makeGameData({
    datasheets: [deceiver],
    faction: {
      detachments: [
        makeDetachment({
          id: 'pantheon-of-woe',
          name: 'Pantheon of Woe',
          enhancements: [],
          surcharges: [{ datasheetIds: [deceiver.id], upgrade: 'Singularity Matrix', points: 55 }],
        }),
        makeDetachment({ id: 'awakened-dynasty', name: 'Awakened Dynasty' }),
      ],
    },
  });
  const shard = makeUnitOf(deceiver, { id: 'u1' });
  const pantheon = 'pantheon-of-woe' as DetachmentId;
  const awakened = 'awakened-dynasty' as DetachmentId;
  const rosterIn = (detachmentId: string | null) => makeRoster({ detachmentId, units: [shard] });

  it('adds its points to the unit only in its detachment', () => {
    expect(unitPoints(shard, data, pantheon)).toBe(285 + 55);
    expect(unitPoints(shard, data, awakened)).toBe(285);
    expect(unitPoints(shard, data, null)).toBe(285);
  });

  it("counts in the army's total only in its detachment", () => {
    expect(rosterPoints(rosterIn('pantheon-of-woe'), data).total).toBe(340);
    expect(rosterPoints(rosterIn('awakened-dynasty'), data).total).toBe(285);
  });

  it('names the upgrade that costs it, for the unit it is on', () => {
    expect(surchargesOn(shard, data, pantheon)).toEqual([
      { datasheetIds: [deceiver.id], upgrade: 'Singularity Matrix', points: 55 },
    ]);
    expect(surchargesOn(shard, data, awakened)).toEqual([]);
  });
});
