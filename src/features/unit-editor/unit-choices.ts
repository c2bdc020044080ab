import type { Enhancement } from '../../domain/data/detachment.schema';
import type { GameData } from '../../domain/data/game-data';
import { attachLeader } from '../../domain/roster/attach-leader';
import type { UnitId } from '../../domain/roster/ids';
import { canLead, isLeader } from '../../domain/roster/leading';
import { findDatasheet, findDetachment } from '../../domain/roster/lookup';
import { makeWarlord } from '../../domain/roster/make-warlord';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import { setEnhancement } from '../../domain/roster/set-enhancement';
import { enhancementBearer } from '../../domain/rules/enhancement-bearer';
import { enhancementDuplicate } from '../../domain/rules/enhancement-duplicate';
import { enhancementLimit } from '../../domain/rules/enhancement-limit';
import type { RosterIssue, Rule } from '../../domain/rules/issue';
import { leaderSlot } from '../../domain/rules/leader-slot';
import { leaderTarget } from '../../domain/rules/leader-target';
import { warlordBearer } from '../../domain/rules/warlord-bearer';

/*
 * What the unit editor offers is decided by the rules themselves: apply the choice to a copy of the roster
 * and run the rules that judge it. The editor then never disagrees with the validation panel.
 */

function issuesFor(rules: readonly Rule[], roster: Roster, data: GameData, unitId: UnitId): readonly RosterIssue[] {
  return rules.flatMap((rule) => rule.check(roster, data)).filter((i) => i.unitIds.includes(unitId));
}

export type EnhancementChoice = {
  readonly enhancement: Enhancement;
  /** Why this unit can never take it (not a CHARACTER, an Epic Hero, wrong keywords); such choices are disabled. */
  readonly ineligible: string | null;
  /** Why taking it now makes the list illegal though the unit may bear it (taken elsewhere, 4th enhancement). */
  readonly warning: string | null;
};

export function enhancementChoices(roster: Roster, unit: Unit, data: GameData): readonly EnhancementChoice[] {
  const detachment = findDetachment(data, roster.detachmentId);
  return (detachment?.enhancements ?? [])
    .filter((e) => e.content === 'matched-play' || e.id === unit.enhancementId)
    .map((enhancement) => {
      const next = setEnhancement(roster, unit.id, enhancement.id);
      const bearer = issuesFor([enhancementBearer], next, data, unit.id)[0];
      const other = issuesFor([enhancementDuplicate, enhancementLimit], next, data, unit.id)[0];
      return { enhancement, ineligible: bearer?.message ?? null, warning: other?.message ?? null };
    });
}

/** Why the unit cannot be the Warlord, or null when it can. */
export function warlordProblem(roster: Roster, unit: Unit, data: GameData): string | null {
  return issuesFor([warlordBearer], makeWarlord(roster, unit.id), data, unit.id)[0]?.message ?? null;
}

/** The units this Leader may join now: ones its Leader ability lists that have no other Leader. */
export function leaderTargets(roster: Roster, unit: Unit, data: GameData): readonly Unit[] {
  const datasheet = findDatasheet(data, unit.datasheetId);
  if (!datasheet || !isLeader(datasheet)) return [];
  return roster.units.filter((target) => {
    const bodyguard = findDatasheet(data, target.datasheetId);
    if (target.id === unit.id || !bodyguard || !canLead(datasheet, bodyguard, roster, data)) return false;
    const next = attachLeader(roster, unit.id, target.id);
    return issuesFor([leaderTarget, leaderSlot], next, data, unit.id).length === 0;
  });
}
