import { useId, useMemo } from 'react';
import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { GameData } from '../../domain/data/game-data';
import type { WargearCount } from '../../domain/data/wargear.schema';
import { counted } from '../../domain/english';
import type { DatasheetIndex } from '../../domain/roster/lookup';
import {
  distributeChoice,
  optionGroupState,
  pickChoice,
  type GroupChoice,
  type OptionGroup,
  type OptionGroupState,
} from '../../domain/roster/option-groups';
import { modelTotal } from '../../domain/roster/points';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import { useRosterStore } from '../../store/store-context';
import { CountStepper } from './count-stepper';
import { optionGroupProblem } from './unit-choices';

/**
 * The options of one model type that replace the same wargear, as one box: "Replace Dark Lance with", a count per
 * choice however many options offer it (Disintegrator Cannon, 0–3), and how many swaps the box has taken of those
 * it allows. The domain decides which option each swap lands on. Counts past the limit are accepted and flagged by
 * the rules; a box the models cannot take at all (nothing left to replace) is disabled, saying why in place of the count.
 */
export function OptionGroupField({
  roster,
  unit,
  datasheet,
  index,
  group,
  data,
}: {
  roster: Roster;
  unit: Unit;
  datasheet: Datasheet;
  index: DatasheetIndex;
  group: OptionGroup;
  data: GameData;
}) {
  const setWargear = useRosterStore((s) => s.setWargear);
  const id = useId();
  const state = useMemo(() => optionGroupState(unit, datasheet, index, group), [unit, datasheet, index, group]);
  const problem = useMemo(
    () =>
      state.taken === 0 && state.capacity === 0
        ? optionGroupProblem(roster, unit, datasheet, index, group, data)
        : null,
    [state, roster, unit, datasheet, index, group, data],
  );
  const names = (items: readonly WargearCount[]): string =>
    items
      .map((i) => `${i.count > 1 ? `${i.count}× ` : ''}${index.wargear.get(i.wargearId)?.name ?? i.wargearId}`)
      .join(' and ');
  const modelTypeName = index.modelTypes.get(group.modelTypeId)?.name ?? group.modelTypeId;
  const labelOf = (choice: GroupChoice): string =>
    `${names(choice.items)}${choice.points > 0 ? ` (+${choice.points} pts each)` : ''}`;
  const forModelType = <span className="visually-hidden">({modelTypeName})</span>;
  const allowanceId = `${id}-allowance`;
  const isPick = group.choices.length > 1 && state.capacity === 1 && state.taken <= 1;
  const count = (choice: GroupChoice, n: number): void =>
    setWargear(unit.id, distributeChoice(unit, datasheet, index, group, choice.key, n));
  // Picking one of several choices clears the others in the same undo step.
  const pick = (choice: GroupChoice | null): void =>
    setWargear(unit.id, pickChoice(unit, datasheet, index, group, choice?.key ?? null));

  return (
    <div
      className={state.isOver ? 'wargear-option wargear-option--over' : 'wargear-option'}
      role="group"
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="wargear-option__title">
        {group.replaces.length === 0 ? 'May take' : `Replace ${names(group.replaces)} with`} {forModelType}
      </p>
      <p className="wargear-option__allowance" id={allowanceId}>
        {problem ?? allowanceText(group, state, modelTotal(unit))}
      </p>
      {isPick ? (
        <>
          <label className="choice">
            <input type="radio" name={`${id}-choice`} checked={state.taken === 0} onChange={() => pick(null)} />
            <span>{group.replaces.length === 0 ? 'None' : `Keep ${names(group.replaces)}`}</span>
          </label>
          {state.choices.map(({ choice, taken }) => (
            <label key={choice.key} className="choice">
              <input
                type="radio"
                name={`${id}-choice`}
                checked={taken > 0}
                aria-describedby={allowanceId}
                onChange={() => pick(choice)}
              />
              <span>
                {labelOf(choice)} {forModelType}
              </span>
            </label>
          ))}
        </>
      ) : (
        state.choices.map(({ choice, taken, max, maxAlone }) => {
          const inputId = `${id}-${choice.key}`;
          if (maxAlone <= 1 && taken <= 1) {
            return (
              <label key={choice.key} className={problem ? 'choice choice--unavailable' : 'choice'} htmlFor={inputId}>
                <input
                  id={inputId}
                  type="checkbox"
                  checked={taken > 0}
                  disabled={problem !== null && taken === 0}
                  aria-describedby={allowanceId}
                  onChange={(e) => count(choice, e.target.checked ? 1 : 0)}
                />
                <span>
                  {labelOf(choice)} {forModelType}
                </span>
              </label>
            );
          }
          return (
            <div key={choice.key} className="count-choice">
              <label htmlFor={inputId} className="count-choice__label">
                {labelOf(choice)} {forModelType}
              </label>
              {max > 0 && (
                <span
                  className={taken > max ? 'count-choice__range count-choice__range--over' : 'count-choice__range'}
                  aria-hidden="true"
                >
                  0–{max}
                </span>
              )}
              <CountStepper
                id={inputId}
                name={`${names(choice.items)} (${modelTypeName})`}
                value={taken}
                max={max}
                describedBy={allowanceId}
                onChange={(n) => count(choice, n)}
              />
            </div>
          );
        })
      )}
    </div>
  );
}

/**
 * How many swaps the box has taken of those it allows, said neutrally while that is legal ("1 of 3 taken") and as a
 * fault only when it is over ("4 taken, 3 allowed"), with the datasheet's limit in words. A box of options that
 * each offer one weapon of their own (a Wrack's hexrifle, liquifier gun…) allows that many "of each".
 */
function allowanceText(group: OptionGroup, state: OptionGroupState, unitModels: number): string {
  const taken =
    state.taken > state.capacity
      ? `${state.taken} taken, ${state.capacity} allowed`
      : `${state.taken} of ${state.capacity} taken`;
  const options = group.options.length;
  const ofEach = options > 1 && group.options.every((o) => o.choices.length === 1) && group.choices.length === options;
  const limit = group.options[0]!.limit;
  switch (limit.kind) {
    case 'each-model': {
      const perModel = options * (group.options[0]!.perModel ?? 1);
      return `${taken} (${ofEach ? 'one of each' : perModel === 1 ? 'one' : perModel} per model)`;
    }
    case 'per-models':
      return `${taken} for ${counted(unitModels, 'model')} (${ofEach ? `${limit.max} of each` : limit.max * options} per ${counted(limit.models, 'model')})`;
    case 'unit':
      return ofEach ? `${taken} (${limit.max} of each)` : taken;
  }
}
