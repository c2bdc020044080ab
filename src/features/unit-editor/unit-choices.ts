import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { Enhancement } from '../../domain/data/detachment.schema';
import type { GameData } from '../../domain/data/game-data';
import type { EnhancementId } from '../../domain/data/ids';
import { canLead, isLeader } from '../../domain/roster/leading';
import { findDatasheet, findDetachment, type DatasheetIndex } from '../../domain/roster/lookup';
import { distributeChoice, type OptionGroup } from '../../domain/roster/option-groups';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import type { RosterIssue } from '../../domain/rules/issue';
import { issueReason, wargearReason } from '../../domain/rules/issue-messages';
import { previewIssues } from '../../domain/edits/preview-issues';
import { validateRoster } from '../../domain/rules/validate-roster';

/*
 * What the unit editor offers is decided by the rules themselves: the domain's "what if" applies the choice and runs
 * the rules that judge it. The editor then never disagrees with the validation panel.
 */

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
      const edit = {
        kind: 'set-enhancement',
        unitId: unit.id,
        enhancementId: enhancement.id as EnhancementId,
      } as const;
      const { issues } = previewIssues(roster, edit, data, {
        ruleIds: ['enhancement-bearer', 'enhancement-duplicate', 'enhancement-limit'],
      });
      const bearer = issues.find((i) => i.ruleId === 'enhancement-bearer');
      const other = issues.find((i) => i.ruleId !== 'enhancement-bearer');
      return { enhancement, ineligible: bearer ? issueReason(bearer) : null, warning: other?.message ?? null };
    });
}

/** Why the unit cannot be the Warlord, or null when it can. */
export function warlordProblem(roster: Roster, unit: Unit, data: GameData): string | null {
  const issue = previewIssues(roster, { kind: 'make-warlord', unitId: unit.id }, data, { ruleIds: ['warlord-bearer'] })
    .issues[0];
  return issue?.message ?? null;
}

/** The units this Leader may join now: ones its Leader ability lists that have no other Leader. */
export function leaderTargets(roster: Roster, unit: Unit, data: GameData): readonly Unit[] {
  const datasheet = findDatasheet(data, unit.datasheetId);
  if (!datasheet || !isLeader(datasheet)) return [];
  return roster.units.filter((target) => {
    const bodyguard = findDatasheet(data, target.datasheetId);
    if (target.id === unit.id || !bodyguard || !canLead(datasheet, bodyguard, roster, data)) return false;
    const edit = { kind: 'attach-leader', leaderId: unit.id, bodyguardId: target.id } as const;
    return previewIssues(roster, edit, data, { ruleIds: ['leader-target', 'leader-slot'] }).issues.length === 0;
  });
}

/**
 * The Leaders in the list that may join this unit now, for its editor: each Leader whose own choices (leaderTargets)
 * offer this unit, so the bodyguard's editor and the Leader's never disagree. Ones attached here already are left out.
 */
export function leadersFor(roster: Roster, bodyguard: Unit, data: GameData): readonly Unit[] {
  return roster.units.filter(
    (leader) =>
      leader.attachedToUnitId !== bodyguard.id &&
      leaderTargets(roster, leader, data).some((target) => target.id === bodyguard.id),
  );
}

/**
 * Why the unit cannot take any choice of a wargear option group now, from what the wargear-limit rule finds that it
 * does not find already once one is taken: the Acothyst has no torturer's tool to swap for a power weapon until he
 * takes one for his twin torturer's tools, and then he may not swap it. Null when the rule would find nothing new.
 */
export function optionGroupProblem(
  roster: Roster,
  unit: Unit,
  datasheet: Datasheet,
  index: DatasheetIndex,
  group: OptionGroup,
  data: GameData,
): string | null {
  const choice = group.choices[0];
  if (!choice) return null;
  const key = (issue: RosterIssue): string => JSON.stringify(issue.params);
  const found = new Set(
    validateRoster(roster, data, ['wargear-limit'])
      .filter((i) => i.unitIds.includes(unit.id))
      .map(key),
  );
  const edit = {
    kind: 'set-wargear',
    unitId: unit.id,
    changes: distributeChoice(unit, datasheet, index, group, choice.key, 1),
  } as const;
  const issue = previewIssues(roster, edit, data, { ruleIds: ['wargear-limit'] }).issues.find(
    (i) => !found.has(key(i)),
  );
  return issue?.ruleId === 'wargear-limit' ? wargearReason(issue) : null;
}
