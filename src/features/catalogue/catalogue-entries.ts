import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { GameData } from '../../domain/data/game-data';
import type { SectionId } from '../../domain/data/game-system.schema';
import { addUnit } from '../../domain/roster/add-unit';
import { allowanceFor, isOwnFaction } from '../../domain/roster/army-list';
import { rosterPoints } from '../../domain/roster/points';
import type { Roster } from '../../domain/roster/roster.schema';
import { allyPoints } from '../../domain/rules/ally-points';
import { datasheetLimitRule } from '../../domain/rules/datasheet-limit';
import { epicHeroLimit } from '../../domain/rules/epic-hero-limit';
import { faction } from '../../domain/rules/faction';
import type { RosterIssue, RuleId } from '../../domain/rules/issue';
import { legends } from '../../domain/rules/legends';
import { unitLimit } from '../../domain/rules/unit-limit';

export type CatalogueEntry = {
  readonly datasheet: Datasheet;
  readonly section: SectionId;
  /** Points at the cheapest size. */
  readonly cost: number;
  /** The name as the catalogue orders it. */
  readonly sortKey: string;
};

/** Why adding one more makes the list illegal (datasheet limit reached, allied cap full). */
export type AddBlocker = { readonly ruleId: RuleId; readonly reason: string };

/** The rules an added unit can break by merely being there; the others depend on what the player does next. */
const addRules = [faction, legends, datasheetLimitRule, epicHeroLimit, unitLimit, allyPoints];

/** Datasheets a player may pick in this roster: matched play, plus Legends when the roster allows them. */
export function isListed(datasheet: Datasheet, roster: Roster): boolean {
  return datasheet.content === 'matched-play' || (datasheet.content === 'legends' && roster.includeLegends);
}

/** The catalogue for this roster, by name: allies (and datasheets of other factions) under Allied Units. */
export function catalogueEntries(roster: Roster, data: GameData): readonly CatalogueEntry[] {
  return data.faction.datasheets
    .filter((d) => isListed(d, roster))
    .map((datasheet) => ({
      datasheet,
      section: catalogueSection(datasheet, roster, data),
      cost: Math.min(...datasheet.points.map((t) => t.points)),
      sortKey: sortKey(datasheet.name),
    }))
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
}

/**
 * Allies taken through an allowance such as Drukhari "Corsairs and Travelling Players" sit under Allied Units,
 * while an allowance that makes units part of the army (Aeldari "Disparate Paths") keeps their own section.
 * Datasheets no active allowance covers are other factions' and are listed under Allied Units too.
 */
function catalogueSection(datasheet: Datasheet, roster: Roster, data: GameData): SectionId {
  const allowance = allowanceFor(datasheet, roster, data);
  if (allowance) return allowance.isAllied ? 'allied-units' : datasheet.section;
  return isOwnFaction(datasheet, data) ? datasheet.section : 'allied-units';
}

/**
 * Names compared without case or accents, so "Khârn the Betrayer" sits among the K's. Not localeCompare: its
 * first call loads the collation tables: tens of milliseconds in front of the builder's first paint.
 */
function sortKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * What cannot be added now, and why. Asked of the rules themselves: add the datasheet to a copy of the roster
 * and see whether an add-time rule flags the new unit, so the mark always agrees with the validation panel.
 */
export function addBlockers(roster: Roster, data: GameData): ReadonlyMap<string, AddBlocker> {
  const blockers = new Map<string, AddBlocker>();
  for (const datasheet of data.faction.datasheets) {
    if (!isListed(datasheet, roster)) continue;
    const blocker = whyNotNow(roster, datasheet, data);
    if (blocker) blockers.set(datasheet.id, blocker);
  }
  return blockers;
}

function whyNotNow(roster: Roster, datasheet: Datasheet, data: GameData): AddBlocker | null {
  const next = addUnit(roster, datasheet.id, data);
  const added = next.units.find((u) => !roster.units.some((r) => r.id === u.id));
  if (!added) return null;
  let issue: RosterIssue | undefined;
  for (const rule of addRules) {
    issue = rule.check(next, data).find((i) => i.severity === 'error' && i.unitIds.includes(added.id));
    if (issue) break;
  }
  if (!issue) return null;
  switch (issue.ruleId) {
    case 'datasheet-limit':
      return { ruleId: issue.ruleId, reason: `Limit reached: at most ${String(issue.params['limit'] ?? '')} per army` };
    case 'unit-limit': {
      const max = Number(issue.params['max'] ?? 0);
      const name = String(issue.params['name'] ?? '');
      return { ruleId: issue.ruleId, reason: max === 0 ? `Not allowed with the army as it stands (${name})` : `Limit reached: at most ${max} ${name} per army` };
    }
    case 'epic-hero-limit':
      return { ruleId: issue.ruleId, reason: 'Already in the army: an Epic Hero can be taken once' };
    case 'ally-points': {
      const allowance = rosterPoints(next, data).allowances.find((a) => a.unitIds.includes(added.id));
      const numbers = allowance?.cap != null ? `: ${allowance.points} / ${allowance.cap} pts` : '';
      return { ruleId: issue.ruleId, reason: `Would go over the ${allowance?.name ?? 'allied'} cap${numbers}` };
    }
    default:
      return { ruleId: issue.ruleId, reason: issue.message };
  }
}
