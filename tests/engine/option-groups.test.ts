import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGameData, readManifest } from '../../src/cli/load-data';
import type { GameData } from '../../src/domain/data/game-data';
import type { BattleSizeId, FactionId } from '../../src/domain/data/ids';
import { addUnit } from '../../src/domain/roster/add-unit';
import { createRoster } from '../../src/domain/roster/create-roster';
import type { RosterId } from '../../src/domain/roster/ids';
import { datasheetIndex } from '../../src/domain/roster/lookup';
import { distributeChoice, optionGroups, optionGroupState } from '../../src/domain/roster/option-groups';
import type { Roster } from '../../src/domain/roster/roster.schema';
import { setUnitSize } from '../../src/domain/roster/set-unit-size';
import { setWargear, type WargearChange } from '../../src/domain/roster/set-wargear';
import { validateRoster } from '../../src/domain/rules/validate-roster';

/** Every datasheet with wargear options in data/, with its faction's data; one faction's copy of a shared datasheet. */
const sheets = readManifest()
  .factions.flatMap((f) => {
    const data = readGameData(f.id);
    return data.faction.datasheets.filter((d) => d.wargearOptions.length > 0).map((datasheet) => ({ data, datasheet }));
  })
  .filter((sheet, at, all) => all.findIndex((s) => s.datasheet.id === sheet.datasheet.id) === at);

const pick = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

function oneUnit(data: GameData, datasheetId: string, size: number): Roster {
  // Sizes count from the smallest; past the largest they wrap round.
  const empty = createRoster({
    id: 'groups' as RosterId,
    name: 'Wargear',
    factionId: data.faction.id as FactionId,
    battleSizeId: 'strike-force' as BattleSizeId,
    detachmentId: null,
  });
  const roster = addUnit(empty, datasheetId as Roster['units'][number]['datasheetId'], data);
  const datasheet = data.index.datasheets.get(roster.units[0]!.datasheetId)!;
  return setUnitSize(roster, roster.units[0]!.id, pick(datasheet.points, size)!.models, data);
}

/** A count of one choice of one group, as fractions of what the data offers, so fast-check can shrink them. */
const editArb = fc.record({
  modelType: fc.nat(5),
  group: fc.nat(20),
  choice: fc.nat(20),
  share: fc.double({ min: 0, max: 1, noNaN: true }),
});

function withCount(roster: Roster, data: GameData, changes: readonly WargearChange[]): Roster {
  return changes.reduce((r, change) => setWargear(r, r.units[0]!.id, change, data), roster);
}

describe('option groups on every datasheet of the real data', () => {
  it('takes every count of every choice from 0 to its range, on a unit of its smallest and largest size, without a wargear-limit issue', () => {
    const found: string[] = [];
    for (const { data, datasheet } of sheets) {
      const index = datasheetIndex(data, datasheet);
      for (const size of new Set([0, datasheet.points.length - 1])) {
        const roster = oneUnit(data, datasheet.id, size);
        const unit = roster.units[0]!;
        for (const models of unit.models.filter((m) => m.count > 0)) {
          for (const group of optionGroups(datasheet, models.modelTypeId)) {
            for (const { choice, max } of optionGroupState(unit, datasheet, index, group).choices) {
              for (let count = 0; count <= max; count++) {
                const after = withCount(
                  roster,
                  data,
                  distributeChoice(unit, datasheet, index, group, choice.key, count),
                );
                const issues = validateRoster(after, data, ['wargear-limit']);
                if (issues.length > 0) found.push(`${data.faction.id} ${choice.key} ×${count}: ${issues[0]!.message}`);
              }
            }
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("lays any count within a choice's range over its options without a wargear-limit issue, step after step", () => {
    fc.assert(
      fc.property(
        fc.nat(sheets.length - 1),
        fc.nat(10),
        fc.array(editArb, { minLength: 1, maxLength: 8 }),
        (at, size, edits) => {
          const { data, datasheet } = sheets[at]!;
          const index = datasheetIndex(data, datasheet);
          let roster = oneUnit(data, datasheet.id, size);
          for (const edit of edits) {
            const unit = roster.units[0]!;
            const models = pick(
              unit.models.filter((m) => m.count > 0),
              edit.modelType,
            );
            const group = models && pick(optionGroups(datasheet, models.modelTypeId), edit.group);
            if (!group) continue;
            const state = optionGroupState(unit, datasheet, index, group).choices;
            const { choice, max } = pick(state, edit.choice)!;
            const count = Math.min(max, Math.floor(edit.share * (max + 1)));
            roster = withCount(roster, data, distributeChoice(unit, datasheet, index, group, choice.key, count));
            const after = optionGroupState(roster.units[0]!, datasheet, index, group);
            expect(after.choices.find((c) => c.choice.key === choice.key)?.taken).toBe(count);
            expect(after.isOver).toBe(false);
            expect(validateRoster(roster, data, ['wargear-limit']).map((i) => i.message)).toEqual([]);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
