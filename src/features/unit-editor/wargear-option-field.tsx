import { useId } from 'react';
import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { ModelTypeId, WargearOptionId } from '../../domain/data/ids';
import type { WargearOption } from '../../domain/data/wargear.schema';
import type { DatasheetIndex } from '../../domain/roster/lookup';
import { modelTotal } from '../../domain/roster/points';
import type { Unit } from '../../domain/roster/roster.schema';
import { exclusiveGroup, modelCount, optionCount, optionLimit } from '../../domain/roster/wargear-limits';
import { useRosterStore } from '../../store/store-context';

/**
 * One wargear option for one model type: "Replace twin torturer's tools with:" and a count per choice, with
 * what is still allowed ("1 of 2 left for 10 models"). Counts past the limit are accepted and flagged by the rules.
 */
export function WargearOptionField({
  unit,
  datasheet,
  index,
  option,
  modelTypeId,
}: {
  unit: Unit;
  datasheet: Datasheet;
  index: DatasheetIndex;
  option: WargearOption;
  modelTypeId: ModelTypeId;
}) {
  const setWargear = useRosterStore((s) => s.setWargear);
  const id = useId();
  const names = (items: WargearOption['replaces']): string =>
    items.map((i) => `${i.count > 1 ? `${i.count}× ` : ''}${index.wargear.get(i.wargearId)?.name ?? i.wargearId}`).join(' and ');
  const modelTypeName = index.modelTypes.get(modelTypeId)?.name ?? modelTypeId;
  const limit = optionLimit(option, unit);
  const taken = optionCount(option, unit);
  const left = Math.max(0, limit - taken);
  // Options that exclude each other share this model type's models.
  const group = exclusiveGroup(option, datasheet);
  const models = modelCount(unit, modelTypeId);
  const takenInGroup = unit.wargear
    .filter((s) => s.modelTypeId === modelTypeId && group.some((o) => o.id === s.optionId))
    .reduce((sum, s) => sum + s.count, 0);
  const freeModels = Math.max(0, models - takenInGroup);
  const allowance = describeAllowance(option, left, limit, modelTotal(unit));
  const isOverLimit = taken > limit;
  const isSingle = Math.min(limit, models) <= 1;
  const selectedOf = (choiceId: string | null): number =>
    unit.wargear
      .filter((s) => s.modelTypeId === modelTypeId && s.optionId === option.id && (choiceId === null || s.choiceId === choiceId))
      .reduce((sum, s) => sum + s.count, 0);
  const labelOf = (choice: WargearOption['choices'][number]): string =>
    `${names(choice.items)}${choice.points > 0 ? ` (+${choice.points} pts each)` : ''}`;
  const changeOf = (choiceId: string, count: number) => ({ modelTypeId, optionId: option.id as WargearOptionId, choiceId, count });
  const change = (choiceId: string, count: number): void => setWargear(unit.id, changeOf(choiceId, count));
  // Picking one of several choices clears the others in the same undo step.
  const pick = (choiceId: string | null): void =>
    setWargear(unit.id, option.choices.map((c) => changeOf(c.id, c.id === choiceId ? 1 : 0)));

  return (
    <div className={isOverLimit ? 'wargear-option wargear-option--over' : 'wargear-option'} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="wargear-option__title">
        {option.replaces.length === 0 ? 'May take' : `Replace ${names(option.replaces)} with`}{' '}
        <span className="visually-hidden">({modelTypeName})</span>
      </p>
      <p className="wargear-option__allowance" id={`${id}-allowance`}>
        {allowance}
      </p>
      {isSingle && option.choices.length > 1 ? (
        <>
          <label className="choice">
            <input
              type="radio"
              name={`${id}-choice`}
              checked={selectedOf(null) === 0}
              onChange={() => pick(null)}
            />
            <span>{option.replaces.length === 0 ? 'None' : `Keep ${names(option.replaces)}`}</span>
          </label>
          {option.choices.map((choice) => (
            <label key={choice.id} className="choice">
              <input
                type="radio"
                name={`${id}-choice`}
                checked={selectedOf(choice.id) > 0}
                aria-describedby={`${id}-allowance`}
                onChange={() => pick(choice.id)}
              />
              <span>
                {labelOf(choice)}{' '}
                <span className="visually-hidden">({modelTypeName})</span>
              </span>
            </label>
          ))}
        </>
      ) : (
        option.choices.map((choice) => {
          const selected = selectedOf(choice.id);
          const inputId = `${id}-${choice.id}`;
          return isSingle ? (
            <label key={choice.id} className="choice" htmlFor={inputId}>
              <input
                id={inputId}
                type="checkbox"
                checked={selected > 0}
                aria-describedby={`${id}-allowance`}
                onChange={(e) => change(choice.id, e.target.checked ? 1 : 0)}
              />
              <span>
                {labelOf(choice)}{' '}
                <span className="visually-hidden">({modelTypeName})</span>
              </span>
            </label>
          ) : (
            <div key={choice.id} className="field field--inline">
              <label htmlFor={inputId}>
                {labelOf(choice)}{' '}
                <span className="visually-hidden">({modelTypeName})</span>
              </label>
              <input
                id={inputId}
                type="number"
                min={0}
                max={selected + Math.min(left, freeModels)}
                value={selected}
                aria-describedby={`${id}-allowance`}
                onChange={(e) => {
                  const value = e.target.valueAsNumber;
                  if (Number.isInteger(value) && value >= 0) change(choice.id, value);
                }}
              />
            </div>
          );
        })
      )}
    </div>
  );
}

function describeAllowance(option: WargearOption, left: number, limit: number, unitModels: number): string {
  switch (option.limit.kind) {
    case 'each-model':
      return `${left} of ${limit} left (one per model)`;
    case 'per-models':
      return `${left} of ${limit} left for ${unitModels} models (${option.limit.max} per ${option.limit.models} models)`;
    case 'unit':
      return `${left} of ${limit} left`;
  }
}
