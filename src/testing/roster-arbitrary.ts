import fc from 'fast-check';
import type { GameData } from '../domain/data/game-data';
import type { BattleSizeId, DetachmentId, FactionId } from '../domain/data/ids';
import { addUnit } from '../domain/roster/add-unit';
import { attachLeader } from '../domain/roster/attach-leader';
import { changeDetachment } from '../domain/edits/change-detachment';
import { createRoster } from '../domain/roster/create-roster';
import { duplicateUnit } from '../domain/roster/duplicate-unit';
import type { RosterId } from '../domain/roster/ids';
import { findDatasheet } from '../domain/roster/lookup';
import { makeWarlord } from '../domain/roster/make-warlord';
import { removeUnit } from '../domain/roster/remove-unit';
import type { Roster } from '../domain/roster/roster.schema';
import { setEnhancement } from '../domain/roster/set-enhancement';
import { setModelCount } from '../domain/roster/set-model-count';
import { setUnitSize } from '../domain/roster/set-unit-size';
import { setWargear } from '../domain/roster/set-wargear';
import { updateUnit } from '../domain/roster/update-unit';

/**
 * Random rosters of one faction, built the way a player builds them: through the engine's operations, with
 * random arguments. Sizes, wargear counts, enhancements, Warlords and attachments go out of bounds on purpose,
 * so the rosters are legal or illegal in every way the editor allows.
 */
type Step =
  | { kind: 'add'; pick: number }
  | { kind: 'size'; unit: number; size: number }
  | { kind: 'model-count'; unit: number; type: number; count: number }
  | { kind: 'wargear'; unit: number; option: number; choice: number; type: number; count: number }
  | { kind: 'enhancement'; unit: number; pick: number }
  | { kind: 'warlord'; unit: number; isExtra: boolean }
  | { kind: 'attach'; unit: number; target: number }
  | { kind: 'duplicate'; unit: number }
  | { kind: 'remove'; unit: number }
  | { kind: 'detachment'; pick: number };

const index = fc.nat({ max: 1000 });

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('add' as const), pick: index }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('size' as const), unit: index, size: fc.nat({ max: 24 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('model-count' as const),
      unit: index,
      type: index,
      count: fc.nat({ max: 12 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('wargear' as const),
      unit: index,
      option: index,
      choice: index,
      type: index,
      count: fc.nat({ max: 6 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('enhancement' as const), unit: index, pick: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('warlord' as const), unit: index, isExtra: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('attach' as const), unit: index, target: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), unit: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), unit: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('detachment' as const), pick: index }) },
);

function at<T>(list: readonly T[], i: number): T | undefined {
  return list.length === 0 ? undefined : list[i % list.length];
}

function apply(roster: Roster, s: Step, data: GameData): Roster {
  const unit = at(roster.units, 'unit' in s ? s.unit : 0);
  const datasheet = unit && findDatasheet(data, unit.datasheetId);
  switch (s.kind) {
    case 'add': {
      const pick = at(data.faction.datasheets, s.pick);
      return pick ? addUnit(roster, pick.id, data) : roster;
    }
    case 'size':
      return unit ? setUnitSize(roster, unit.id, s.size, data) : roster;
    case 'model-count': {
      const type = datasheet && at(datasheet.composition.modelTypes, s.type);
      return unit && type ? setModelCount(roster, unit.id, type.id, s.count) : roster;
    }
    case 'wargear': {
      const option = datasheet && at(datasheet.wargearOptions, s.option);
      const choice = option && at(option.choices, s.choice);
      const type = option && at(option.modelTypeIds, s.type);
      if (!unit || !option || !choice || !type) return roster;
      return setWargear(
        roster,
        unit.id,
        { modelTypeId: type, optionId: option.id, choiceId: choice.id, count: s.count },
        data,
      );
    }
    case 'enhancement': {
      const pick = at([...data.index.enhancements.keys()], s.pick);
      return unit ? setEnhancement(roster, unit.id, s.pick % 5 === 0 ? null : (pick ?? null)) : roster;
    }
    case 'warlord':
      if (!unit) return roster;
      return s.isExtra ? updateUnit(roster, unit.id, (u) => ({ ...u, isWarlord: true })) : makeWarlord(roster, unit.id);
    case 'attach': {
      const target = at(roster.units, s.target);
      return unit ? attachLeader(roster, unit.id, target?.id ?? null) : roster;
    }
    case 'duplicate':
      return unit ? duplicateUnit(roster, unit.id) : roster;
    case 'remove':
      return unit ? removeUnit(roster, unit.id) : roster;
    case 'detachment': {
      const pick = at(data.faction.detachments, s.pick);
      return pick ? changeDetachment(roster, pick.id, data).roster : roster;
    }
  }
}

export type RosterArbitraryOptions = {
  readonly maxSteps?: number;
  /** Any text as the list name (newlines, emoji); off for formats whose title is one line. */
  readonly anyName?: boolean;
};

export function rosterArbitrary(data: GameData, options: RosterArbitraryOptions = {}): fc.Arbitrary<Roster> {
  const name = options.anyName
    ? fc.string({ maxLength: 60, unit: 'grapheme' })
    : fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 '’!.()-]{0,38}[A-Za-z0-9!)]$/);
  return fc
    .record({
      id: fc.oneof(fc.uuid(), fc.stringMatching(/^[a-z0-9-]{1,20}$/)),
      name,
      detachment: fc.option(index, { nil: null }),
      battleSize: fc.option(index, { nil: null }),
      includeLegends: fc.boolean(),
      steps: fc.array(step, { maxLength: options.maxSteps ?? 40 }),
    })
    .map(({ id, name, detachment, battleSize, includeLegends, steps }) => {
      const start: Roster = {
        ...createRoster({
          id: id as RosterId,
          name,
          factionId: data.faction.id as FactionId,
          detachmentId:
            detachment === null
              ? null
              : ((at(data.faction.detachments, detachment)?.id ?? null) as DetachmentId | null),
          battleSizeId:
            battleSize === null ? null : ((at(data.system.battleSizes, battleSize)?.id ?? null) as BattleSizeId | null),
        }),
        includeLegends,
      };
      return steps.reduce((roster, s) => apply(roster, s, data), start);
    });
}
