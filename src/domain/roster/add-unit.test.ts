import { describe, expect, it } from 'vitest';
import type { DatasheetId } from '../data/ids';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster, makeUnit } from '../../testing/make-roster';
import { makeWracks } from '../../testing/make-wracks';
import { addUnit } from './add-unit';
import { createRoster } from './create-roster';
import { removeUnit } from './remove-unit';
import type { RosterId, UnitId } from './ids';
import { RosterSchema } from './roster.schema';
import type { BattleSizeId, FactionId } from '../data/ids';

const data = makeGameData({ datasheets: [makeWracks()] });
const wracks = 'wracks' as DatasheetId;

describe('createRoster', () => {
  it('creates an empty roster with Legends off that parses with the roster schema', () => {
    const roster = createRoster({
      id: 'r1' as RosterId,
      name: 'Kabal of the Black Heart',
      factionId: 'drukhari' as FactionId,
      battleSizeId: 'strike-force' as BattleSizeId,
      detachmentId: null,
    });
    expect(roster).toMatchObject({ units: [], includeLegends: false, detachmentId: null });
    expect(RosterSchema.parse(roster)).toEqual(roster);
  });
});

describe('addUnit', () => {
  it('adds Wracks at their smallest size: 1 Acothyst and 4 Wracks with default wargear', () => {
    const roster = addUnit(makeRoster(), wracks, data);
    expect(roster.units).toEqual([
      {
        id: 'u1',
        datasheetId: 'wracks',
        models: [
          { modelTypeId: 'acothyst', count: 1 },
          { modelTypeId: 'wrack', count: 4 },
        ],
        wargear: [],
        enhancementId: null,
        isWarlord: false,
        attachedToUnitId: null,
      },
    ]);
  });

  it('numbers units in the order they are added', () => {
    const roster = addUnit(addUnit(addUnit(makeRoster(), wracks, data), wracks, data), wracks, data);
    expect(roster.units.map((u) => u.id)).toEqual(['u1', 'u2', 'u3']);
    expect(roster.lastUnitNumber).toBe(3);
  });

  it('never hands out the id of a removed unit again, not even of the last one', () => {
    const roster = addUnit(addUnit(addUnit(makeRoster(), wracks, data), wracks, data), wracks, data);
    const lastRemoved = removeUnit(roster, 'u3' as UnitId);
    expect(addUnit(lastRemoved, wracks, data).units.map((u) => u.id)).toEqual(['u1', 'u2', 'u4']);
    const firstRemoved = removeUnit(roster, 'u1' as UnitId);
    expect(addUnit(firstRemoved, wracks, data).units.map((u) => u.id)).toEqual(['u2', 'u3', 'u4']);
  });

  it('numbers a new unit without reading the ids of the units already in the roster', () => {
    // Numbering by looking at every unit made adding N units take N² steps: 20,000 units took 20 s.
    let reads = 0;
    const counted = (id: string) => ({
      ...makeUnit(),
      get id() {
        reads += 1;
        return id as UnitId;
      },
    });
    const roster = {
      ...makeRoster({ lastUnitNumber: 500 }),
      units: Array.from({ length: 500 }, (_, i) => counted(`u${i + 1}`)),
    };
    const added = addUnit(roster, wracks, data);
    expect(added.units.at(-1)?.id).toBe('u501');
    expect(reads).toBe(0);
  });

  it('leaves the roster as it is for a datasheet the data does not hold', () => {
    const roster = makeRoster();
    expect(addUnit(roster, 'khorne-berzerkers' as DatasheetId, data)).toBe(roster);
  });
});
