import type { GameData } from '../data/game-data';
import type { DatasheetId, DetachmentId, EnhancementId } from '../data/ids';
import { addUnit } from '../roster/add-unit';
import { attachLeader } from '../roster/attach-leader';
import { changeDetachment } from './change-detachment';
import type { UnitId } from '../roster/ids';
import { makeWarlord } from '../roster/make-warlord';
import type { Roster } from '../roster/roster.schema';
import { setEnhancement } from '../roster/set-enhancement';
import { setWargear, type WargearChange } from '../roster/set-wargear';
import { unitIdNumbered } from '../roster/unit-number';

/** An edit a player can ask "what if" of before making it: the catalogue's Add, the unit editor's choices, the detachment. */
export type RosterEdit =
  | { readonly kind: 'add-unit'; readonly datasheetId: DatasheetId }
  | { readonly kind: 'set-enhancement'; readonly unitId: UnitId; readonly enhancementId: EnhancementId | null }
  | { readonly kind: 'set-wargear'; readonly unitId: UnitId; readonly changes: readonly WargearChange[] }
  | { readonly kind: 'make-warlord'; readonly unitId: UnitId }
  | { readonly kind: 'attach-leader'; readonly leaderId: UnitId; readonly bodyguardId: UnitId | null }
  | { readonly kind: 'change-detachment'; readonly detachmentId: DetachmentId };

export function applyEdit(roster: Roster, edit: RosterEdit, data: GameData): Roster {
  switch (edit.kind) {
    case 'add-unit':
      return addUnit(roster, edit.datasheetId, data);
    case 'set-enhancement':
      return setEnhancement(roster, edit.unitId, edit.enhancementId);
    case 'set-wargear':
      return edit.changes.reduce((next, change) => setWargear(next, edit.unitId, change, data), roster);
    case 'make-warlord':
      return makeWarlord(roster, edit.unitId);
    case 'attach-leader':
      return attachLeader(roster, edit.leaderId, edit.bodyguardId);
    case 'change-detachment':
      return changeDetachment(roster, edit.detachmentId, data).roster;
  }
}

/** The unit the edit is about, once made: the unit added, the bearer, the Warlord, the Leader; null for the army. */
export function editedUnitId(before: Roster, after: Roster, edit: RosterEdit): UnitId | null {
  switch (edit.kind) {
    case 'add-unit':
      return after.lastUnitNumber === before.lastUnitNumber ? null : unitIdNumbered(after.lastUnitNumber);
    case 'set-enhancement':
    case 'set-wargear':
    case 'make-warlord':
      return edit.unitId;
    case 'attach-leader':
      return edit.leaderId;
    case 'change-detachment':
      return null;
  }
}
