import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { GameData } from '../../domain/data/game-data';
import { wargearTotals } from '../../domain/roster/loadout';
import { datasheetIndex } from '../../domain/roster/lookup';
import type { Unit } from '../../domain/roster/roster.schema';
import { WargearOptionField } from './wargear-option-field';

/** Per model type in the unit: what it carries now and each option it may take, with how many are still allowed. */
export function WargearPicker({ unit, datasheet, data }: { unit: Unit; datasheet: Datasheet; data: GameData }) {
  const index = datasheetIndex(data, datasheet);
  const totals = wargearTotals(unit, index);
  const groups = unit.models
    .filter((m) => m.count > 0)
    .map((models) => ({
      models,
      modelType: index.modelTypes.get(models.modelTypeId),
      options: datasheet.wargearOptions.filter((o) => o.modelTypeIds.includes(models.modelTypeId)),
    }));
  return (
    <fieldset className="editor-section">
      <legend>Wargear</legend>
      {groups.map(({ models, modelType, options }) => {
        const carried = [...(totals.get(models.modelTypeId) ?? [])].filter(([, count]) => count > 0);
        const name = modelType?.name ?? models.modelTypeId;
        return (
          <section key={models.modelTypeId} className="wargear-group" aria-label={`${name} wargear`}>
            <h4>
              {models.count}× {name}
            </h4>
            <p className="wargear-group__carried">
              {carried.length === 0
                ? 'No wargear'
                : carried.map(([id, count]) => `${count}× ${index.wargear.get(id)?.name ?? id}`).join(', ')}
            </p>
            {options.map((option) => (
              <WargearOptionField key={option.id} unit={unit} datasheet={datasheet} index={index} option={option} modelTypeId={models.modelTypeId} />
            ))}
          </section>
        );
      })}
    </fieldset>
  );
}
