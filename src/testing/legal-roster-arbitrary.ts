import fc from 'fast-check';
import type { Datasheet } from '../domain/data/datasheet.schema';
import type { GameData } from '../domain/data/game-data';
import type { BattleSizeId, DetachmentId, FactionId } from '../domain/data/ids';
import { addUnit } from '../domain/roster/add-unit';
import { isOwnFaction } from '../domain/roster/army-list';
import { attachLeader } from '../domain/roster/attach-leader';
import { createRoster } from '../domain/roster/create-roster';
import type { RosterId } from '../domain/roster/ids';
import { findDatasheet } from '../domain/roster/lookup';
import { makeWarlord } from '../domain/roster/make-warlord';
import type { Roster } from '../domain/roster/roster.schema';
import { setEnhancement } from '../domain/roster/set-enhancement';
import { setUnitSize } from '../domain/roster/set-unit-size';
import { setWargear } from '../domain/roster/set-wargear';
import { validateRoster } from '../domain/rules/validate-roster';

/**
 * Random legal rosters of one faction, built as a player builds them: each step (add a unit, resize it, take a
 * wargear choice, an Enhancement, attach a Leader) is kept only if the list has no more errors than before, so the
 * result is legal whatever the faction's data holds. Units with interchangeable options (a Ravager's three
 * dark-lance swaps, War Walkers' two shuriken cannons) and Leaders are picked far more often than their share.
 */
type UnitPlan = {
  pool: 'interchangeable' | 'leader' | 'any';
  pick: number;
  size: number;
  wargear: { option: number; choice: number; type: number; count: number }[];
  enhancement: number | null;
  attach: number | null;
};

const index = fc.nat({ max: 1000 });

const unitPlan: fc.Arbitrary<UnitPlan> = fc.record({
  pool: fc.constantFrom('interchangeable', 'interchangeable', 'leader', 'any'),
  pick: index,
  size: index,
  wargear: fc.array(fc.record({ option: index, choice: index, type: index, count: fc.integer({ min: 1, max: 4 }) }), {
    maxLength: 6,
  }),
  enhancement: fc.option(index, { nil: null, freq: 3 }),
  attach: fc.option(index, { nil: null, freq: 2 }),
});

function at<T>(list: readonly T[], i: number): T | undefined {
  return list.length === 0 ? undefined : list[i % list.length];
}

/** Two or more options of one model type that replace the same wargear, or one option with several choices. */
export function hasInterchangeableOptions(datasheet: Datasheet): boolean {
  const keys = datasheet.wargearOptions.flatMap((o) =>
    o.modelTypeIds.map(
      (m) =>
        `${m}|${o.replaces
          .map((r) => r.wargearId)
          .sort()
          .join(',')}`,
    ),
  );
  return new Set(keys).size < keys.length || datasheet.wargearOptions.some((o) => o.choices.length > 1);
}

export type DatasheetPools = Readonly<Record<UnitPlan['pool'], readonly Datasheet[]>>;

/** Datasheets to pick from: any (allies included, which the rules may refuse), and the army's own of each kind. */
export function datasheetPools(data: GameData): DatasheetPools {
  const any = data.faction.datasheets.filter((d) => d.content === 'matched-play');
  const own = any.filter((d) => isOwnFaction(d, data));
  return {
    any,
    interchangeable: own.filter(hasInterchangeableOptions),
    leader: own.filter((d) => d.leads.length > 0),
  };
}

/** Errors other than a missing Warlord, who is chosen last. */
function errors(roster: Roster, data: GameData): number {
  return validateRoster(roster, data).filter((i) => i.severity === 'error' && i.ruleId !== 'warlord-missing').length;
}

/** `next` if it adds no error to `roster`, else `roster`. */
function keepIfLegal(roster: Roster, next: Roster, data: GameData): Roster {
  return next !== roster && errors(next, data) === 0 ? next : roster;
}

export function legalRosterArbitrary(data: GameData, pools: DatasheetPools, maxUnits = 10): fc.Arbitrary<Roster> {
  // Detachments a list can be legal in (some are for other game modes, and the rules say so).
  const detachments = data.faction.detachments.filter((d) => {
    const empty = createRoster({
      id: 'legal' as RosterId,
      name: 'Legal list',
      factionId: data.faction.id as FactionId,
      battleSizeId: null,
      detachmentId: d.id as DetachmentId,
    });
    return !validateRoster(empty, data).some((i) => i.ruleId === 'detachment-missing');
  });
  return fc
    .record({
      battleSize: index,
      detachment: index,
      units: fc.array(unitPlan, { minLength: 1, maxLength: maxUnits }),
      warlord: index,
    })
    .map(({ battleSize, detachment, units, warlord }) => {
      let roster = createRoster({
        id: 'legal' as RosterId,
        name: 'Legal list',
        factionId: data.faction.id as FactionId,
        battleSizeId: (at(data.system.battleSizes, battleSize)?.id ?? null) as BattleSizeId | null,
        detachmentId: (at(detachments, detachment)?.id ?? null) as DetachmentId | null,
      });
      const enhancements = detachments.find((d) => d.id === roster.detachmentId)?.enhancements ?? [];
      const leaders: { unitId: Roster['units'][number]['id']; leads: readonly string[]; pick: number }[] = [];
      for (const plan of units) {
        const datasheet = at(pools[plan.pool].length > 0 ? pools[plan.pool] : pools.any, plan.pick);
        if (!datasheet) continue;
        const added = keepIfLegal(roster, addUnit(roster, datasheet.id, data), data);
        if (added === roster) continue;
        roster = added;
        const unit = roster.units[roster.units.length - 1]!;
        const size = at(
          datasheet.points.map((p) => p.models),
          plan.size,
        );
        if (size !== undefined) roster = keepIfLegal(roster, setUnitSize(roster, unit.id, size, data), data);
        for (const pick of plan.wargear) {
          const option = at(datasheet.wargearOptions, pick.option);
          const choice = option && at(option.choices, pick.choice);
          const type = option && at(option.modelTypeIds, pick.type);
          if (!option || !choice || !type) continue;
          const change = { modelTypeId: type, optionId: option.id, choiceId: choice.id, count: pick.count };
          // Taking fewer is legal where taking `count` is not: try downwards, as a player would.
          for (let count = pick.count; count > 0; count--) {
            const next = keepIfLegal(roster, setWargear(roster, unit.id, { ...change, count }, data), data);
            if (next !== roster) {
              roster = next;
              break;
            }
          }
        }
        const enhancement = plan.enhancement === null ? undefined : at(enhancements, plan.enhancement);
        if (enhancement) roster = keepIfLegal(roster, setEnhancement(roster, unit.id, enhancement.id), data);
        if (plan.attach !== null && datasheet.leads.length > 0)
          leaders.push({ unitId: unit.id, leads: datasheet.leads, pick: plan.attach });
      }
      // Leaders join once every unit is in, as a player attaches them.
      for (const leader of leaders) {
        const bodyguard = at(
          roster.units.filter((u) => leader.leads.includes(u.datasheetId)),
          leader.pick,
        );
        if (bodyguard) roster = keepIfLegal(roster, attachLeader(roster, leader.unitId, bodyguard.id), data);
      }
      // Characters, and the datasheets the catalogue lets be Warlord where an army has none (Titans).
      const characters = roster.units.filter((u) => {
        const d = findDatasheet(data, u.datasheetId);
        return d?.isCharacter || d?.canBeWarlord;
      });
      for (let i = 0; i < characters.length; i++) {
        const candidate = at(characters, warlord + i)!;
        const next = makeWarlord(roster, candidate.id);
        if (validateRoster(next, data).every((issue) => issue.severity !== 'error')) return next;
      }
      return roster;
    });
}
