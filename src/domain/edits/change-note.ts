import { withArticle } from '../english';
import type { UnitId } from '../roster/ids';
import type { Roster } from '../roster/roster.schema';

/** What switching the detachment or battle size took away or left over a limit, as data, with the words the notice says them in. */
export type RosterChangeNote =
  | {
      readonly kind: 'unit-removed';
      readonly unitId: UnitId;
      readonly datasheet: string;
      readonly faction: string;
      readonly detachment: string;
    }
  /** An Enhancement of the old detachment, kept on its bearer and flagged as an error until the player removes it. */
  | {
      readonly kind: 'enhancement-not-in-detachment';
      readonly unitId: UnitId;
      readonly enhancement: string;
      readonly datasheet: string;
      readonly detachment: string;
    }
  | {
      readonly kind: 'enhancement-removed';
      readonly unitId: UnitId;
      readonly enhancement: string;
      readonly datasheet: string;
      /** The allowance that forbids it. */
      readonly allowance: string;
    }
  | {
      readonly kind: 'warlord-removed';
      readonly unitId: UnitId;
      readonly datasheet: string;
      readonly allowance: string;
    }
  | { readonly kind: 'over-points-limit'; readonly total: number; readonly limit: number; readonly battleSize: string }
  | {
      readonly kind: 'over-allowance-cap';
      readonly allowance: string;
      readonly points: number;
      readonly cap: number;
      readonly battleSize: string;
    };

export type RosterChange = { readonly roster: Roster; readonly notes: readonly RosterChangeNote[] };

/** What a detachment or battle size change did, as the notice above the list says it. */
export function changeNoteText(note: RosterChangeNote): string {
  switch (note.kind) {
    case 'unit-removed':
      return `Removed ${note.datasheet}: ${withArticle(note.faction)} army with ${note.detachment} cannot include it.`;
    case 'enhancement-not-in-detachment':
      return `${note.datasheet} keeps ${note.enhancement}, which is not an Enhancement of ${note.detachment}: the list shows it as an error until you remove it.`;
    case 'enhancement-removed':
      return `Removed ${note.enhancement} from ${note.datasheet}: units taken through ${note.allowance} cannot take Enhancements.`;
    case 'warlord-removed':
      return `${note.datasheet} is no longer the Warlord: units taken through ${note.allowance} cannot be.`;
    case 'over-points-limit':
      return `The army is ${note.total} pts, over the ${note.limit} pts limit of ${note.battleSize}.`;
    case 'over-allowance-cap':
      return `${note.allowance} units total ${note.points} pts, over their ${note.cap} pts cap in ${note.battleSize}.`;
  }
}
