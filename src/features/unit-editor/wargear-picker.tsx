import { useMemo } from 'react';
import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { GameData } from '../../domain/data/game-data';
import { wargearTotals } from '../../domain/roster/loadout';
import { datasheetIndex } from '../../domain/roster/lookup';
import { optionGroups } from '../../domain/roster/option-groups';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import { OptionGroupField } from './option-group-field';

/** Per model type in the unit: what it carries now and each group of options it may take, with how many are taken. */
export function WargearPicker({
  roster,
  unit,
  datasheet,
  data,
}: {
  roster: Roster;
  unit: Unit;
  datasheet: Datasheet;
  data: GameData;
}) {
  const index = datasheetIndex(data, datasheet);
  const totals = wargearTotals(unit, index);
  const groupsOf = useMemo(
    () => new Map(datasheet.composition.modelTypes.map((m) => [m.id, optionGroups(datasheet, m.id)])),
    [datasheet],
  );
  const groups = unit.models
    .filter((m) => m.count > 0)
    .map((models) => ({
      models,
      modelType: index.modelTypes.get(models.modelTypeId),
      optionGroups: groupsOf.get(models.modelTypeId) ?? [],
    }));
  return (
    <fieldset className="editor-section">
      <legend>Wargear</legend>
      {groups.map(({ models, modelType, optionGroups }) => {
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
            {optionGroups.map((group) => (
              <OptionGroupField
                key={group.key}
                roster={roster}
                unit={unit}
                datasheet={datasheet}
                index={index}
                group={group}
                data={data}
              />
            ))}
          </section>
        );
      })}
    </fieldset>
  );
}
