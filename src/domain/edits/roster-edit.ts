import type { GameData } from '../data/game-data';
import { addUnit } from '../roster/add-unit';
import { attachLeader } from '../roster/attach-leader';
import { clearLeftOut } from '../roster/clear-left-out';
import { duplicateUnit } from '../roster/duplicate-unit';
import type { UnitId } from '../roster/ids';
import { findBattleSize, findDatasheet, findDetachment, findEnhancement } from '../roster/lookup';
import { makeWarlord } from '../roster/make-warlord';
import { removeUnit } from '../roster/remove-unit';
import type { Roster } from '../roster/roster.schema';
import { setEnhancement } from '../roster/set-enhancement';
import { setIncludeLegends } from '../roster/set-include-legends';
import { setModelCount } from '../roster/set-model-count';
import { setUnitSize } from '../roster/set-unit-size';
import { setWargear } from '../roster/set-wargear';
import { unitIdNumbered } from '../roster/unit-number';
import { changeBattleSize } from './change-battle-size';
import { changeDetachment, removeOtherDetachmentEnhancements } from './change-detachment';
import type { RosterChange } from './change-note';
import type { RosterEdit } from './roster-edit.schema';

export type { RosterEdit };

/**
 * Makes the edit, with what a change of detachment or battle size took away or left over a limit. An edit that changes
 * nothing gives back the same roster, so the history takes no step for it.
 */
export function applyEditWithNotes(roster: Roster, edit: RosterEdit, data: GameData): RosterChange {
  switch (edit.kind) {
    case 'change-detachment':
      return changeDetachment(roster, edit.detachmentId, data);
    case 'change-battle-size':
      return changeBattleSize(roster, edit.battleSizeId, data);
    default:
      return { roster: applyPlainEdit(roster, edit, data), notes: [] };
  }
}

export function applyEdit(roster: Roster, edit: RosterEdit, data: GameData): Roster {
  return applyEditWithNotes(roster, edit, data).roster;
}

function applyPlainEdit(
  roster: Roster,
  edit: Exclude<RosterEdit, { kind: 'change-detachment' | 'change-battle-size' }>,
  data: GameData,
): Roster {
  switch (edit.kind) {
    case 'rename':
      return roster.name === edit.name ? roster : { ...roster, name: edit.name };
    case 'add-unit':
      return addUnit(roster, edit.datasheetId, data);
    case 'duplicate-unit':
      return duplicateUnit(roster, edit.unitId);
    case 'remove-unit':
      return removeUnit(roster, edit.unitId);
    case 'set-unit-size':
      return setUnitSize(roster, edit.unitId, edit.models, data);
    case 'set-model-count':
      return setModelCount(roster, edit.unitId, edit.modelTypeId, edit.count);
    case 'set-wargear':
      return edit.changes.reduce((next, change) => setWargear(next, edit.unitId, change, data), roster);
    case 'set-enhancement':
      return setEnhancement(roster, edit.unitId, edit.enhancementId);
    case 'make-warlord':
      return makeWarlord(roster, edit.unitId);
    case 'attach-leader':
      return attachLeader(roster, edit.leaderId, edit.bodyguardId);
    case 'set-include-legends':
      return setIncludeLegends(roster, edit.includeLegends);
    case 'remove-other-detachment-enhancements':
      return removeOtherDetachmentEnhancements(roster, data);
    case 'clear-left-out':
      return clearLeftOut(roster);
  }
}

/** The unit the edit is about, once made: the unit added or copied, the bearer, the Warlord, the Leader; null for the army. */
export function editedUnitId(before: Roster, after: Roster, edit: RosterEdit): UnitId | null {
  switch (edit.kind) {
    case 'add-unit':
    case 'duplicate-unit':
      return after.lastUnitNumber === before.lastUnitNumber ? null : unitIdNumbered(after.lastUnitNumber);
    case 'remove-unit':
      return null;
    case 'set-unit-size':
    case 'set-model-count':
    case 'set-wargear':
    case 'set-enhancement':
    case 'make-warlord':
      return edit.unitId;
    case 'attach-leader':
      return edit.leaderId;
    case 'rename':
    case 'change-detachment':
    case 'remove-other-detachment-enhancements':
    case 'change-battle-size':
    case 'set-include-legends':
    case 'clear-left-out':
      return null;
  }
}

/** What the edit does, in a few words, as Undo and Redo name it ("Add Wracks", "Battle size: Incursion"); `roster` is the list before it. */
export function editLabel(roster: Roster, edit: RosterEdit, data: GameData): string {
  const unitName = (unitId: UnitId) => {
    const unit = roster.units.find((u) => u.id === unitId);
    return (unit && findDatasheet(data, unit.datasheetId)?.name) ?? 'unit';
  };
  switch (edit.kind) {
    case 'rename':
      return `Rename to ${edit.name}`;
    case 'add-unit':
      return `Add ${findDatasheet(data, edit.datasheetId)?.name ?? 'unit'}`;
    case 'duplicate-unit':
      return `Copy ${unitName(edit.unitId)}`;
    case 'remove-unit':
      return `Remove ${unitName(edit.unitId)}`;
    case 'set-unit-size':
      return `${unitName(edit.unitId)}: ${edit.models} models`;
    case 'set-model-count':
      return `${unitName(edit.unitId)}: models`;
    case 'set-wargear':
      return `${unitName(edit.unitId)}: wargear`;
    case 'set-enhancement':
      return edit.enhancementId === null
        ? `${unitName(edit.unitId)}: no Enhancement`
        : `${unitName(edit.unitId)}: ${findEnhancement(data, edit.enhancementId, roster.detachmentId)?.name ?? 'Enhancement'}`;
    case 'make-warlord':
      return `Warlord: ${unitName(edit.unitId)}`;
    case 'attach-leader':
      return edit.bodyguardId === null
        ? `Detach ${unitName(edit.leaderId)}`
        : `Attach ${unitName(edit.leaderId)} to ${unitName(edit.bodyguardId)}`;
    case 'change-detachment':
      return `Detachment: ${findDetachment(data, edit.detachmentId)?.name ?? edit.detachmentId}`;
    case 'change-battle-size':
      return `Battle size: ${findBattleSize(data, edit.battleSizeId)?.name ?? edit.battleSizeId}`;
    case 'set-include-legends':
      return edit.includeLegends ? 'Show Legends' : 'Hide Legends';
    case 'remove-other-detachment-enhancements':
      return 'Remove Enhancements of other detachments';
    case 'clear-left-out':
      return 'Go on without what was left out';
  }
}
