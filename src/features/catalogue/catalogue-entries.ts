import { chapterOwn } from '../../domain/data/chapter';
import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { GameData } from '../../domain/data/game-data';
import type { SectionId } from '../../domain/data/game-system.schema';
import { allowanceFor, isListed, isOwnFaction } from '../../domain/roster/army-list';
import type { Roster } from '../../domain/roster/roster.schema';
import type { RuleId } from '../../domain/rules/issue';
import { addBlockReason } from '../../domain/rules/issue-messages';
import { previewIssues } from '../../domain/edits/preview-issues';

export type CatalogueEntry = {
  readonly datasheet: Datasheet;
  readonly section: SectionId;
  /** Points at the cheapest size. */
  readonly cost: number;
  /** The name as the catalogue orders it. */
  readonly sortKey: string;
  /** The chapter's name where the datasheet is the chapter's own (Blood Angels' Death Company), else null. */
  readonly chapter: string | null;
};

/** Why adding one more makes the list illegal (datasheet limit reached, allied cap full). */
export type AddBlocker = { readonly ruleId: RuleId; readonly reason: string };

/** The rules an added unit can break by merely being there; the others depend on what the player does next. */
const ADD_RULES: readonly RuleId[] = [
  'faction',
  'legends',
  'datasheet-limit',
  'epic-hero-limit',
  'unit-limit',
  'ally-points',
];

/**
 * The catalogue for this roster, by name, a chapter's own datasheets first: allies (and datasheets of other factions)
 * under Allied Units.
 */
export function catalogueEntries(roster: Roster, data: GameData): readonly CatalogueEntry[] {
  const own = chapterOwn(data.faction, 'datasheets');
  return data.faction.datasheets
    .filter((d) => isListed(d, roster))
    .map((datasheet) => ({
      datasheet,
      section: catalogueSection(datasheet, roster, data),
      cost: Math.min(...datasheet.points.map((t) => t.points)),
      sortKey: sortKey(datasheet.name),
      chapter: own.has(datasheet.id) ? data.faction.name : null,
    }))
    .sort(
      (a, b) =>
        Number(b.chapter !== null) - Number(a.chapter !== null) ||
        (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0),
    );
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
 * What cannot be added now, and why: the rules an added unit can break by merely being there, asked of the roster
 * with the unit added, so the mark always agrees with the validation panel.
 */
export function addBlockers(roster: Roster, data: GameData): ReadonlyMap<string, AddBlocker> {
  const blockers = new Map<string, AddBlocker>();
  for (const datasheet of data.faction.datasheets) {
    if (!isListed(datasheet, roster)) continue;
    const preview = previewIssues(roster, { kind: 'add-unit', datasheetId: datasheet.id }, data, {
      ruleIds: ADD_RULES,
    });
    const issue = preview.unitId === null ? undefined : preview.issues.find((i) => i.severity === 'error');
    if (issue) blockers.set(datasheet.id, { ruleId: issue.ruleId, reason: addBlockReason(issue) });
  }
  return blockers;
}
