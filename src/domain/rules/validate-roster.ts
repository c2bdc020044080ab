import type { GameData } from '../data/game-data';
import type { Roster } from '../roster/roster.schema';
import { viewRoster } from '../roster/roster-view';
import { allyPoints } from './ally-points';
import { battleSizeMissing } from './battle-size-missing';
import { catalogueLimit } from './catalogue-limit';
import { datasheetLimitRule } from './datasheet-limit';
import { detachmentMissing } from './detachment-missing';
import { enhancementBearer } from './enhancement-bearer';
import { enhancementDetachment } from './enhancement-detachment';
import { enhancementDuplicate } from './enhancement-duplicate';
import { enhancementLimit } from './enhancement-limit';
import { epicHeroLimit } from './epic-hero-limit';
import { faction } from './faction';
import { keywordGrantLimit } from './keyword-grant-limit';
import type { RosterIssue, Rule, RuleId, Severity } from './issue';
import { leaderSlot } from './leader-slot';
import { leaderTarget } from './leader-target';
import { leftOut } from './left-out';
import { legends } from './legends';
import { pointsLimit } from './points-limit';
import { transportEmpty } from './transport-empty';
import { unitLimit } from './unit-limit';
import { unitSize } from './unit-size';
import { wargearLimit } from './wargear-limit';
import { warlordBearer } from './warlord-bearer';
import { warlordMissing } from './warlord-missing';
import { warlordMultiple } from './warlord-multiple';

/** What the list lost on the way in, then army-wide rules, then unit by unit in the order a player builds: who is in, how big, what they carry, who leads. */
export const rules: readonly Rule[] = [
  leftOut,
  battleSizeMissing,
  detachmentMissing,
  pointsLimit,
  faction,
  legends,
  datasheetLimitRule,
  epicHeroLimit,
  unitLimit,
  allyPoints,
  unitSize,
  wargearLimit,
  catalogueLimit,
  enhancementLimit,
  enhancementDuplicate,
  enhancementBearer,
  enhancementDetachment,
  warlordMissing,
  warlordMultiple,
  warlordBearer,
  keywordGrantLimit,
  leaderTarget,
  leaderSlot,
  transportEmpty,
];

const severityRank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Every issue with the roster: errors before warnings, then in rule order, then by the position of the first
 * unit concerned (roster-level issues first), so the same roster always lists the same issues the same way.
 * `ruleIds` limits it to those rules (what a "what if" asks, see preview-issues.ts).
 */
export function validateRoster(roster: Roster, data: GameData, ruleIds?: readonly RuleId[]): readonly RosterIssue[] {
  const view = viewRoster(roster, data);
  const keyed: { issue: RosterIssue; ruleIndex: number; unitIndex: number }[] = [];
  rules.forEach((rule, ruleIndex) => {
    if (ruleIds && !ruleIds.includes(rule.id)) return;
    for (const issue of rule.check(view)) keyed.push({ issue, ruleIndex, unitIndex: 0 });
  });
  if (keyed.length === 0) return [];
  const saidByAllowance = new Set(
    keyed.flatMap(({ issue }) =>
      issue.ruleId === 'unit-limit' && issue.params.reason === 'allowance' ? issue.unitIds : [],
    ),
  );
  if (saidByAllowance.size > 0) {
    // One message per cause: a 4th Armiger Helverin breaks the rule of three and the Imperial Knights allowance's
    // "up to 3 ARMIGER units" alike, and removing it mends both, so the allowance's words say it once.
    const repeated = keyed.filter(
      ({ issue }) => issue.ruleId === 'datasheet-limit' && issue.unitIds.every((id) => saidByAllowance.has(id)),
    );
    for (const entry of repeated) keyed.splice(keyed.indexOf(entry), 1);
  }
  const position = new Map(roster.units.map((u, i) => [u.id, i]));
  for (const entry of keyed) {
    const first = entry.issue.unitIds[0];
    entry.unitIndex = first === undefined ? -1 : (position.get(first) ?? roster.units.length);
  }
  keyed.sort(
    (a, b) =>
      severityRank[a.issue.severity] - severityRank[b.issue.severity] ||
      a.ruleIndex - b.ruleIndex ||
      a.unitIndex - b.unitIndex,
  );
  return keyed.map((k) => k.issue);
}

export function isLegal(issues: readonly RosterIssue[]): boolean {
  return issues.every((i) => i.severity !== 'error');
}
