import { useId } from 'react';
import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { ModelTypeId } from '../../domain/data/ids';
import { counted } from '../../domain/english';
import { modelTotal } from '../../domain/roster/points';
import type { Unit } from '../../domain/roster/roster.schema';
import { useRosterStore } from '../../store/store-context';

/** Beyond this many sizes a list of radio buttons is longer than the rest of the editor. */
const maxRadios = 6;

/** The legal sizes with each one's cost; model types that vary on their own get a count each (Troupe Master or not). */
export function SizePicker({ unit, datasheet }: { unit: Unit; datasheet: Datasheet }) {
  const setUnitSize = useRosterStore((s) => s.setUnitSize);
  const setModelCount = useRosterStore((s) => s.setModelCount);
  const id = useId();
  const total = modelTotal(unit);
  const tiers = [...datasheet.points].sort((a, b) => a.models - b.models);
  const variable = datasheet.composition.modelTypes.filter((m) => m.min !== m.max);
  return (
    <fieldset className="editor-section">
      <legend>Unit size</legend>
      {tiers.length === 1 && tiers[0] ? (
        <p>
          {counted(tiers[0].models, 'model')}: {tiers[0].points} pts
        </p>
      ) : tiers.length > maxRadios ? (
        <div className="field">
          <label htmlFor={`${id}-size-select`}>Models</label>
          <select
            id={`${id}-size-select`}
            value={tiers.some((t) => t.models === total) ? total : ''}
            onChange={(e) => setUnitSize(unit.id, Number(e.target.value))}
          >
            {!tiers.some((t) => t.models === total) && (
              <option value="">{counted(total, 'model')} (not a legal size)</option>
            )}
            {tiers.map((tier) => (
              <option key={tier.models} value={tier.models}>
                {counted(tier.models, 'model')}: {tier.points} pts
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className="choice-list">
          {tiers.map((tier) => (
            <label key={tier.models} className="choice">
              <input
                type="radio"
                name={`${id}-size`}
                checked={total === tier.models}
                onChange={() => setUnitSize(unit.id, tier.models)}
              />
              <span>
                {counted(tier.models, 'model')}: {tier.points} pts
              </span>
            </label>
          ))}
        </div>
      )}
      {variable.length > 1 && (
        <div className="model-counts">
          {variable.map((modelType) => {
            const count = unit.models.find((m) => m.modelTypeId === modelType.id)?.count ?? 0;
            return (
              <div key={modelType.id} className="field field--inline">
                <label htmlFor={`${id}-${modelType.id}`}>{modelType.name} models</label>
                <input
                  id={`${id}-${modelType.id}`}
                  type="number"
                  min={modelType.min}
                  max={modelType.max}
                  value={count}
                  onChange={(e) => {
                    const value = e.target.valueAsNumber;
                    if (Number.isInteger(value) && value >= 0)
                      setModelCount(unit.id, modelType.id as ModelTypeId, value);
                  }}
                />
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
