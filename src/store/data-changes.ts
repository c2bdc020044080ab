import type { GameData } from '../domain/data/game-data';
import type { UnitId } from '../domain/roster/ids';
import { unitPoints } from '../domain/roster/points';
import type { SavedRoster } from './saved-roster.schema';

/** One difference between the data a roster was saved with and the data loaded now. */
export type DataChange =
  | {
      readonly kind: 'points';
      readonly unitId: UnitId;
      readonly name: string;
      readonly before: number;
      readonly after: number;
    }
  | { readonly kind: 'removed'; readonly unitId: UnitId | null; readonly name: string; readonly what: string };

/**
 * What changed for `saved` since it was last saved: units whose points differ and choices the data no longer has.
 * Rosters saved with the same data version cannot have changed, so they report nothing.
 */
export function dataChangesSince(saved: SavedRoster, data: GameData, dataVersion: string): readonly DataChange[] {
  const stamp = saved.savedWith;
  if (!stamp || stamp.dataVersion === dataVersion) return [];
  const { roster } = saved;
  const { faction, system } = data;
  const changes: DataChange[] = [];
  const detachment = faction.detachments.find((d) => d.id === roster.detachmentId);
  if (roster.detachmentId && !detachment) {
    changes.push({ kind: 'removed', unitId: null, name: roster.name, what: `detachment "${roster.detachmentId}"` });
  }
  if (roster.battleSizeId && !system.battleSizes.some((b) => b.id === roster.battleSizeId)) {
    changes.push({ kind: 'removed', unitId: null, name: roster.name, what: `battle size "${roster.battleSizeId}"` });
  }
  for (const unit of roster.units) {
    const datasheet = faction.datasheets.find((d) => d.id === unit.datasheetId);
    if (!datasheet) {
      changes.push({
        kind: 'removed',
        unitId: unit.id,
        name: unit.datasheetId,
        what: `datasheet "${unit.datasheetId}"`,
      });
      continue;
    }
    const name = datasheet.name;
    for (const models of unit.models) {
      if (!datasheet.composition.modelTypes.some((m) => m.id === models.modelTypeId)) {
        changes.push({ kind: 'removed', unitId: unit.id, name, what: `model type "${models.modelTypeId}"` });
      }
    }
    for (const selection of unit.wargear) {
      const option = datasheet.wargearOptions.find((o) => o.id === selection.optionId);
      if (!option?.choices.some((c) => c.id === selection.choiceId)) {
        changes.push({ kind: 'removed', unitId: unit.id, name, what: `wargear choice "${selection.choiceId}"` });
      }
    }
    if (unit.enhancementId && !detachment?.enhancements.some((e) => e.id === unit.enhancementId)) {
      changes.push({ kind: 'removed', unitId: unit.id, name, what: `enhancement "${unit.enhancementId}"` });
    }
    const before = stamp.unitPoints[unit.id];
    const after = unitPoints(unit, data, roster.detachmentId);
    if (before !== undefined && before !== after)
      changes.push({ kind: 'points', unitId: unit.id, name, before, after });
  }
  return changes;
}
