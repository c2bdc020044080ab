import type { GameData } from '../data/game-data';
import type { UnitId } from '../roster/ids';
import { findBattleSize, findDatasheet, findDetachment, findEnhancement } from '../roster/lookup';
import type { Roster } from '../roster/roster.schema';
import type { RosterEdit } from './roster-edit.schema';

/**
 * What an edit names that the list or its game data does not have. The builder only offers what is there; an edit
 * written by hand (`armylist edit`) can name anything, and then "it changed nothing" should say why.
 */
export function unknownNames(roster: Roster, edit: RosterEdit, data: GameData): readonly string[] {
  const units = (...ids: readonly (UnitId | null)[]) =>
    ids.flatMap((id) =>
      id === null || roster.units.some((unit) => unit.id === id)
        ? []
        : [`the list has no unit "${id}" (its units: ${roster.units.map((unit) => unit.id).join(', ') || 'none'})`],
    );
  const missing = (what: string, id: string, isThere: boolean) =>
    isThere ? [] : [`no ${what} "${id}" in the ${data.faction.name} data`];
  switch (edit.kind) {
    case 'add-unit':
      return missing('datasheet', edit.datasheetId, findDatasheet(data, edit.datasheetId) !== undefined);
    case 'duplicate-unit':
    case 'remove-unit':
    case 'set-unit-size':
    case 'set-model-count':
    case 'set-wargear':
    case 'make-warlord':
      return units(edit.unitId);
    case 'set-enhancement':
      return [
        ...units(edit.unitId),
        ...(edit.enhancementId === null
          ? []
          : missing('enhancement', edit.enhancementId, findEnhancement(data, edit.enhancementId) !== undefined)),
      ];
    case 'attach-leader':
      return units(edit.leaderId, edit.bodyguardId);
    case 'change-detachment':
      return missing('detachment', edit.detachmentId, findDetachment(data, edit.detachmentId) !== undefined);
    case 'change-battle-size':
      return findBattleSize(data, edit.battleSizeId) ? [] : [`the game has no battle size "${edit.battleSizeId}"`];
    default:
      return [];
  }
}
