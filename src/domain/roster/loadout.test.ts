import { describe, expect, it } from 'vitest';
import { makeGameData } from '../../testing/make-game-data';
import { makeWracks, makeWracksUnit } from '../../testing/make-wracks';
import { chosenWargear, unitLoadout } from './loadout';

const data = makeGameData({ datasheets: [makeWracks()] });

describe('unitLoadout', () => {
  it('totals default wargear per model type', () => {
    const unit = makeWracksUnit(9);
    expect(unitLoadout(unit, data)).toEqual([
      {
        modelTypeId: 'acothyst',
        name: 'Acothyst',
        count: 1,
        wargear: [{ wargearId: 'twin-torturer-s-tools', name: "Twin torturer's tools", count: 1 }],
      },
      {
        modelTypeId: 'wrack',
        name: 'Wrack',
        count: 9,
        wargear: [{ wargearId: 'twin-torturer-s-tools', name: "Twin torturer's tools", count: 9 }],
      },
    ]);
  });

  it("swaps twin torturer's tools for a hexrifle and a torturer's tool, twice", () => {
    const unit = makeWracksUnit(9, {
      wargear: [{ modelTypeId: 'wrack', optionId: 'hexrifle', choiceId: 'hexrifle', count: 2 }],
    });
    expect(unitLoadout(unit, data)[1]?.wargear.map((w) => [w.wargearId, w.count])).toEqual([
      ['twin-torturer-s-tools', 7],
      ['hexrifle', 2],
      ['torturer-s-tool', 2],
    ]);
  });

  it('leaves out model types with no models', () => {
    const unit = makeWracksUnit(5, { acothysts: 0 });
    expect(unitLoadout(unit, data).map((m) => m.modelTypeId)).toEqual(['wrack']);
  });
});

describe('chosenWargear', () => {
  it('is empty for a unit as it comes', () => {
    expect(chosenWargear(makeWracksUnit(9), data)).toEqual([]);
  });

  it("totals what the choices give, by name: two hexrifles with their torturer's tools", () => {
    const unit = makeWracksUnit(9, {
      wargear: [{ modelTypeId: 'wrack', optionId: 'hexrifle', choiceId: 'hexrifle', count: 2 }],
    });
    expect(chosenWargear(unit, data).map((w) => [w.name, w.count])).toEqual([
      ['Hexrifle', 2],
      ["Torturer's tool", 2],
    ]);
  });
});
