import { describe, expect, it } from 'vitest';
import type { DatasheetId } from '../data/ids';
import { makeGameData } from '../../testing/make-game-data';
import { makeRoster } from '../../testing/make-roster';
import { makeWracks } from '../../testing/make-wracks';
import { addUnit } from './add-unit';
import { createRoster } from './create-roster';
import type { RosterId } from './ids';
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

  it('numbers units one past the highest id in use, never reusing one', () => {
    const roster = addUnit(addUnit(addUnit(makeRoster(), wracks, data), wracks, data), wracks, data);
    expect(roster.units.map((u) => u.id)).toEqual(['u1', 'u2', 'u3']);
    const afterRemoval = { ...roster, units: roster.units.filter((u) => u.id !== 'u3') };
    expect(addUnit(afterRemoval, wracks, data).units.map((u) => u.id)).toEqual(['u1', 'u2', 'u3']);
    const gap = { ...roster, units: roster.units.filter((u) => u.id !== 'u1') };
    expect(addUnit(gap, wracks, data).units.map((u) => u.id)).toEqual(['u2', 'u3', 'u4']);
  });

  it('leaves the roster as it is for a datasheet the data does not hold', () => {
    const roster = makeRoster();
    expect(addUnit(roster, 'khorne-berzerkers' as DatasheetId, data)).toBe(roster);
  });
});
