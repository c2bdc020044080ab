import type { GameData } from '../data/game-data';
import type { UnitId } from '../roster/ids';
import { applyEdit, editedUnitId, type RosterEdit } from './roster-edit';
import type { Roster } from '../roster/roster.schema';
import type { RosterIssue, RuleId } from '../rules/issue';
import { validateRoster } from '../rules/validate-roster';

export type Preview = {
  /** The roster as the edit leaves it; the same object when the edit changes nothing. */
  readonly roster: Roster;
  /** The unit the edit is about (the unit added, the bearer, the Leader); null for the army as a whole. */
  readonly unitId: UnitId | null;
  /** The issues the rules find after the edit, those of `unitId` only when there is one. */
  readonly issues: readonly RosterIssue[];
};

/**
 * What the list would look like to the rules after an edit the player has not made yet: the catalogue marks a
 * datasheet it cannot add, the unit editor disables an Enhancement the unit cannot take, the detachment change says
 * what it will drop. It runs the validation panel's own rules, so a choice is never offered that the panel then flags.
 * `ruleIds` asks only some rules (those the edit can break); `unitId` overrides the unit asked about.
 */
export function previewIssues(
  roster: Roster,
  edit: RosterEdit,
  data: GameData,
  options: { readonly unitId?: UnitId | null; readonly ruleIds?: readonly RuleId[] } = {},
): Preview {
  const after = applyEdit(roster, edit, data);
  const unitId = options.unitId === undefined ? editedUnitId(roster, after, edit) : options.unitId;
  const issues = validateRoster(after, data, options.ruleIds);
  return { roster: after, unitId, issues: unitId === null ? issues : issues.filter((i) => i.unitIds.includes(unitId)) };
}
