import type { Datasheet } from '../data/datasheet.schema';
import type { ModelTypeId, WargearOptionId } from '../data/ids';
import type { WargearCount, WargearOption } from '../data/wargear.schema';
import { wargearTotals } from './loadout';
import type { DatasheetIndex } from './lookup';
import type { Unit } from './roster.schema';
import type { WargearChange } from './set-wargear';
import { wargearRoom } from './wargear-room';

/*
 * A datasheet often prints one swap as several options: a Ravager's "each of its dark lances can be replaced with a
 * disintegrator cannon" is three options of one dark lance each, a War Walker's two shuriken cannons two options of
 * four choices. A player counts disintegrator cannons, not options, so the options of a model type that replace the
 * same wargear under the same limit make one group, and a choice that gives the same items on several of them is one
 * choice of the group, taken 0–3 times. Where each count lands among the options is for the domain to decide, within
 * the limits the wargear-limit rule checks, so that a count the group allows never makes the unit illegal.
 */

/** Where one choice of a group can be taken: an option that offers it, and the choice's id in that option. */
export type ChoiceSlot = { readonly optionId: WargearOptionId; readonly choiceId: string };

export type GroupChoice = {
  /** The choice's id in the first option that offers it, with that option's: stable while the data is. */
  readonly key: string;
  /** What a model carries for taking it, in place of the group's `replaces`. */
  readonly items: readonly WargearCount[];
  readonly points: number;
  readonly slots: readonly ChoiceSlot[];
};

export type OptionGroup = {
  /** The first option's id. */
  readonly key: string;
  readonly modelTypeId: ModelTypeId;
  /** What one swap takes away (nothing for options that add wargear). */
  readonly replaces: readonly WargearCount[];
  readonly options: readonly WargearOption[];
  readonly choices: readonly GroupChoice[];
};

/** The model type's options grouped as a player counts them, in the datasheet's order. */
export function optionGroups(datasheet: Datasheet, modelTypeId: ModelTypeId): readonly OptionGroup[] {
  const groups = new Map<string, { options: WargearOption[]; choices: Map<string, GroupChoice> }>();
  for (const option of datasheet.wargearOptions) {
    if (!option.modelTypeIds.includes(modelTypeId)) continue;
    const groupKey = `${itemsKey(option.replaces)}|${JSON.stringify(option.limit)}|${option.perModel ?? 1}`;
    const group = groups.get(groupKey) ?? { options: [] as WargearOption[], choices: new Map<string, GroupChoice>() };
    groups.set(groupKey, group);
    group.options.push(option);
    for (const choice of option.choices) {
      const choiceKey = `${itemsKey(choice.items)}|${choice.points}`;
      const slot: ChoiceSlot = { optionId: option.id, choiceId: choice.id };
      const known = group.choices.get(choiceKey);
      group.choices.set(
        choiceKey,
        known
          ? { ...known, slots: [...known.slots, slot] }
          : { key: `${option.id}/${choice.id}`, items: choice.items, points: choice.points, slots: [slot] },
      );
    }
  }
  return [...groups.values()].map(({ options, choices }) => ({
    key: options[0]!.id,
    modelTypeId,
    replaces: options[0]!.replaces,
    options,
    choices: [...choices.values()],
  }));
}

export type GroupChoiceState = {
  readonly choice: GroupChoice;
  /** Models of the type that take it now. */
  readonly taken: number;
  /** The most it can be taken with the group's other choices as they are, without breaking a limit. */
  readonly max: number;
  /** The most it can be taken were it the group's only choice: whether a count is worth more than a tick box. */
  readonly maxAlone: number;
};

export type OptionGroupState = {
  /** Swaps of the group taken now, all choices together. */
  readonly taken: number;
  /** The most swaps the group allows, all choices together, with the unit's other wargear as it is. */
  readonly capacity: number;
  /** Whether the swaps taken now break a limit the wargear-limit rule checks. */
  readonly isOver: boolean;
  readonly choices: readonly GroupChoiceState[];
};

export function optionGroupState(
  unit: Unit,
  datasheet: Datasheet,
  index: DatasheetIndex,
  group: OptionGroup,
): OptionGroupState {
  const counts = new Map(group.choices.map((c) => [c.key, takenOf(unit, group, c)]));
  const room = wargearRoom(datasheet, unit, group.modelTypeId);
  const carried = wargearTotals(unit, index).get(group.modelTypeId);
  const isOver =
    group.options.some((option) => room.capsOf[room.options.indexOf(option)]!.some((cap) => room.left[cap]! < 0)) ||
    group.replaces.some((item) => (carried?.get(item.wargearId) ?? 0) < 0);
  // A choice that every option offers stands for any swap of the group.
  const anySwap: GroupChoice = {
    key: '',
    items: [],
    points: 0,
    slots: group.options.map((o) => ({ optionId: o.id, choiceId: '' })),
  };
  return {
    taken: [...counts.values()].reduce((sum, n) => sum + n, 0),
    capacity: place(unit, datasheet, index, group, [[anySwap, Infinity]]).placed.get('') ?? 0,
    isOver,
    choices: group.choices.map((choice) => {
      const others = group.choices.filter((c) => c !== choice).map((c): Wanted => [c, counts.get(c.key) ?? 0]);
      return {
        choice,
        taken: counts.get(choice.key) ?? 0,
        max:
          place(unit, datasheet, index, group, [...byConstraint(others), [choice, Infinity]]).placed.get(choice.key) ??
          0,
        maxAlone: place(unit, datasheet, index, group, [[choice, Infinity]]).placed.get(choice.key) ?? 0,
      };
    }),
  };
}

/**
 * The selections that give `count` of `choiceKey`, the group's other choices kept at their counts: every option of
 * the group gets its count (0 clears it), the same undo step. Within the choice's `max` no limit is broken; past it
 * the rest lands on the choice's first option, for the wargear-limit rule to flag as the player asked for it.
 */
export function distributeChoice(
  unit: Unit,
  datasheet: Datasheet,
  index: DatasheetIndex,
  group: OptionGroup,
  choiceKey: string,
  count: number,
): WargearChange[] {
  const choice = group.choices.find((c) => c.key === choiceKey);
  if (!choice) return [];
  const others = group.choices.filter((c) => c !== choice).map((c): Wanted => [c, takenOf(unit, group, c)]);
  return changesOf(group, place(unit, datasheet, index, group, [...byConstraint(others), [choice, count]]).counts);
}

/** The selections that give one model `choiceKey` and no other choice of the group (none for null): a pick of one. */
export function pickChoice(
  unit: Unit,
  datasheet: Datasheet,
  index: DatasheetIndex,
  group: OptionGroup,
  choiceKey: string | null,
): WargearChange[] {
  const wanted = group.choices.map((c): Wanted => [c, c.key === choiceKey ? 1 : 0]);
  return changesOf(group, place(unit, datasheet, index, group, wanted).counts);
}

type Wanted = readonly [choice: GroupChoice, count: number];

/** Choices that fit fewer options first, so a choice only one option offers still finds it free (a Tactical Squad's heavy weapon). */
function byConstraint(wanted: readonly Wanted[]): Wanted[] {
  return wanted.filter(([, count]) => count > 0).toSorted(([a], [b]) => a.slots.length - b.slots.length);
}

function takenOf(unit: Unit, group: OptionGroup, choice: GroupChoice): number {
  return unit.wargear
    .filter(
      (s) =>
        s.modelTypeId === group.modelTypeId &&
        choice.slots.some((slot) => slot.optionId === s.optionId && slot.choiceId === s.choiceId),
    )
    .reduce((sum, s) => sum + s.count, 0);
}

const slotKey = (slot: ChoiceSlot): string => `${slot.optionId}/${slot.choiceId}`;

/**
 * Lays the wanted counts over the group's options in order, each on its first options with room: room as the
 * wargear-limit rule counts it for the unit without this group's swaps, and the replaced wargear the models still
 * carry (an Acothyst has no torturer's tool to swap until another option gives him one). What does not fit stays on
 * the choice's first option.
 */
function place(
  unit: Unit,
  datasheet: Datasheet,
  index: DatasheetIndex,
  group: OptionGroup,
  wanted: readonly Wanted[],
): { counts: Map<string, number>; placed: Map<string, number> } {
  const inGroup = (optionId: string): boolean => group.options.some((o) => o.id === optionId);
  const rest: Unit = {
    ...unit,
    wargear: unit.wargear.filter((s) => s.modelTypeId !== group.modelTypeId || !inGroup(s.optionId)),
  };
  const room = wargearRoom(datasheet, rest, group.modelTypeId);
  const left = [...room.left];
  const carried = wargearTotals(rest, index).get(group.modelTypeId);
  let swapsLeft = Math.min(
    Infinity,
    ...group.replaces.map((item) => Math.floor(Math.max(0, carried?.get(item.wargearId) ?? 0) / item.count)),
  );
  const counts = new Map<string, number>();
  const placed = new Map<string, number>();
  for (const [choice, count] of wanted) {
    let remaining = count;
    let fitted = 0;
    for (const slot of choice.slots) {
      const caps = room.capsOf[room.options.findIndex((o) => o.id === slot.optionId)] ?? [];
      const fit = Math.max(0, Math.min(remaining, swapsLeft, ...caps.map((cap) => left[cap]!)));
      if (fit === 0) continue;
      for (const cap of caps) left[cap]! -= fit;
      swapsLeft -= fit;
      remaining -= fit;
      fitted += fit;
      counts.set(slotKey(slot), (counts.get(slotKey(slot)) ?? 0) + fit);
    }
    placed.set(choice.key, fitted);
    const first = choice.slots[0];
    if (remaining > 0 && Number.isFinite(remaining) && first)
      counts.set(slotKey(first), (counts.get(slotKey(first)) ?? 0) + remaining);
  }
  return { counts, placed };
}

function changesOf(group: OptionGroup, counts: ReadonlyMap<string, number>): WargearChange[] {
  return group.choices.flatMap((choice) =>
    choice.slots.map((slot) => ({
      modelTypeId: group.modelTypeId,
      optionId: slot.optionId,
      choiceId: slot.choiceId,
      count: counts.get(slotKey(slot)) ?? 0,
    })),
  );
}

function itemsKey(items: readonly WargearCount[]): string {
  return items
    .map((i) => `${i.wargearId}×${i.count}`)
    .sort()
    .join('+');
}
