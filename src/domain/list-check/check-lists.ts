import type { CodecWarning } from '../codecs/codec-result';
import { readListSource, type Faction, type ListFormat, type ListSource } from '../codecs/read-list';
import type { ImportReport } from '../codecs/text-import/import-list';
import { importedListIssues } from '../codecs/text-import/import-issues';
import type { GameData } from '../data/game-data';
import { findBattleSize, findDatasheet, findDetachment } from '../roster/lookup';
import { rosterPoints } from '../roster/points';
import type { Roster } from '../roster/roster.schema';
import type { RosterIssue } from '../rules/issue';
import { rosterVerdict, type VerdictKind } from '../rules/verdict';
import type { ListInput } from './list-files';

/**
 * An organiser's check of many lists at once (`armylist check <folder>`, the app's "Check many lists" page): each
 * list is read and judged exactly as one list is, and becomes one row of a table. A list that cannot be read at all
 * (a photo saved as .txt, a text naming no faction) gets its row with the reason, and the others carry on.
 */
export type ListVerdict = VerdictKind | 'unreadable';

export type ListCheckRow = {
  /** Where the list came from: its path, its name inside a zip, or "Pasted list 2". */
  readonly file: string;
  readonly name: string | null;
  readonly format: ListFormat | null;
  readonly factionId: string | null;
  readonly faction: string | null;
  readonly detachment: string | null;
  readonly battleSize: string | null;
  readonly pointsLimit: number | null;
  readonly points: number | null;
  readonly verdict: ListVerdict;
  readonly errors: number;
  readonly warnings: number;
  /** Names or lines of the text that were not read (`unread-line` errors). */
  readonly unreadLines: number;
  /** Units the data prices differently from the text (`points-changed` notes): what a points update moved. */
  readonly repricedUnits: number;
  /** The first errors in words, at most `FIRST_ERRORS`; for an unreadable list, why it could not be read. */
  readonly firstErrors: readonly string[];
  /** Limits of the catalogue on the list's units that Muster cannot check (verdict `unchecked` when nothing fails). */
  readonly unchecked: readonly { readonly unit: string; readonly what: string }[];
};

/** What reading the list gave, for opening one row in the import report; null for a list that could not be read. */
export type ListReadout = {
  readonly format: ListFormat;
  readonly roster: Roster;
  readonly report: ImportReport | null;
  readonly issues: readonly RosterIssue[];
  readonly warnings: readonly CodecWarning[];
};

export type ListCheck = { readonly row: ListCheckRow; readonly readout: ListReadout | null };

/** A table cell holds a few errors; the rest are one click (the app) or `--json` (the CLI) away. */
export const FIRST_ERRORS = 3;

/** A list read up to the point where its faction's data is needed, or already judged unreadable. */
export type StartedCheck =
  | { readonly kind: 'unreadable'; readonly check: ListCheck }
  | {
      readonly kind: 'needs-data';
      readonly file: string;
      readonly source: ListSource;
      readonly warnings: readonly CodecWarning[];
    };

export type CheckContext = {
  /** The factions there is data for. */
  readonly factions: readonly Faction[];
  /** The faction's data; undefined when there is none, or it could not be loaded. */
  readonly loadData: (factionId: string) => GameData | undefined;
};

/** Checks every list, in the order given; `loadData` is asked once per faction the lists name. */
export function checkLists(inputs: readonly ListInput[], context: CheckContext): ListCheck[] {
  const cache = new Map<string, GameData | undefined>();
  const dataFor = (factionId: string): GameData | undefined => {
    if (!cache.has(factionId)) cache.set(factionId, context.loadData(factionId));
    return cache.get(factionId);
  };
  return inputs.map((input) => {
    const started = startListCheck(input, context.factions);
    if (started.kind === 'unreadable') return started.check;
    return finishListCheck(started, dataFor(started.source.factionId));
  });
}

/** Reads a list's text as far as it goes without game data: its format and the faction it names. */
export function startListCheck(input: ListInput, factions: readonly Faction[]): StartedCheck {
  if (!input.ok) return unreadable(input.file, null, input.problem);
  const source = readListSource(input.text, factions);
  if (!source.ok) {
    const { line, message } = source.error;
    return unreadable(input.file, null, `${line === undefined ? '' : `Line ${line}: `}${message}`);
  }
  return { kind: 'needs-data', file: input.file, source: source.value, warnings: source.warnings };
}

/**
 * Judges a started list with its faction's data (undefined: there is none, or `missing` says why it could not be
 * loaded). A roster file naming a datasheet the data lacks cannot be judged, as with one list: it is unreadable.
 */
export function finishListCheck(
  started: Extract<StartedCheck, { kind: 'needs-data' }>,
  data: GameData | undefined,
  missing?: string,
): ListCheck {
  const { file, source } = started;
  if (!data) return unreadable(file, source.format, missing ?? `No data for the faction "${source.factionId}".`).check;
  const list = source.finish(data, file);
  if (!list.ok) {
    const { line, message } = list.error;
    return unreadable(file, source.format, `${line === undefined ? '' : `Line ${line}: `}${message}`).check;
  }
  const { format, roster, report } = list.value;
  const unknown = roster.units.filter((unit) => !findDatasheet(data, unit.datasheetId));
  if (unknown.length > 0) {
    const ids = unknown.map((unit) => `"${unit.datasheetId}"`).join(', ');
    return unreadable(file, format, `No datasheet ${ids} in the ${data.faction.name} data.`).check;
  }
  const issues = importedListIssues(roster, data, report);
  const verdict = rosterVerdict(roster, data, issues);
  const names = new Map(roster.units.map((u) => [u.id as string, findDatasheet(data, u.datasheetId)?.name]));
  const battleSize = findBattleSize(data, roster.battleSizeId);
  const row: ListCheckRow = {
    file,
    name: roster.name || null,
    format,
    factionId: data.faction.id,
    faction: data.faction.name,
    detachment: findDetachment(data, roster.detachmentId)?.name ?? roster.detachmentId,
    battleSize: battleSize?.name ?? roster.battleSizeId,
    pointsLimit: battleSize?.points ?? null,
    points: rosterPoints(roster, data).total,
    verdict: verdict.kind,
    errors: verdict.errors,
    warnings: verdict.warnings,
    unreadLines: issues.filter((i) => i.ruleId === 'unread-line').length,
    repricedUnits: issues.filter((i) => i.ruleId === 'points-changed').length,
    firstErrors: issues
      .filter((i) => i.severity === 'error')
      .slice(0, FIRST_ERRORS)
      .map((i) => i.message),
    unchecked: verdict.unchecked.map((u) => ({ unit: names.get(u.unitId) ?? u.unitId, what: u.what })),
  };
  return { row, readout: { format, roster, report, issues, warnings: [...started.warnings, ...list.warnings] } };
}

function unreadable(
  file: string,
  format: ListFormat | null,
  problem: string,
): Extract<StartedCheck, { kind: 'unreadable' }> {
  const row: ListCheckRow = {
    file,
    name: null,
    format,
    factionId: null,
    faction: null,
    detachment: null,
    battleSize: null,
    pointsLimit: null,
    points: null,
    verdict: 'unreadable',
    errors: 0,
    warnings: 0,
    unreadLines: 0,
    repricedUnits: 0,
    firstErrors: [problem],
    unchecked: [],
  };
  return { kind: 'unreadable', check: { row, readout: null } };
}

export type VerdictCounts = Readonly<Record<ListVerdict, number>>;

export function countVerdicts(rows: readonly ListCheckRow[]): VerdictCounts {
  const counts = { legal: 0, unchecked: 0, illegal: 0, unreadable: 0 };
  for (const row of rows) counts[row.verdict] += 1;
  return counts;
}

/** The exit code of a check of many lists: 2 if any could not be read, else 1 if any is illegal, else 0. */
export function exitCodeOf(counts: VerdictCounts): 0 | 1 | 2 {
  return counts.unreadable > 0 ? 2 : counts.illegal > 0 ? 1 : 0;
}
