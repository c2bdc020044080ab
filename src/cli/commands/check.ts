import { err, ok, type Result } from '../../domain/result';
import type { GameData } from '../../domain/data/game-data';
import { findBattleSize, findDatasheet, findDetachment, findEnhancement } from '../../domain/roster/lookup';
import { modelTotal, rosterPoints } from '../../domain/roster/points';
import { RosterSchema, type Roster, type Unit } from '../../domain/roster/roster.schema';
import type { RosterIssue } from '../../domain/rules/issue';
import { counted } from '../../domain/english';
import { unitLabels } from '../../domain/roster/unit-labels';
import { rosterVerdict, verdictWords } from '../../domain/rules/verdict';
import type { ImportReport } from '../../domain/codecs/text-import/import-list';
import { importedListIssues } from '../../domain/codecs/text-import/import-issues';
import { detectListFormat } from '../../domain/codecs/read-list';
import type { CodecError } from '../../domain/codecs/codec-result';
import type { Command } from '../command';
import { describeNotes, readListInput } from '../list-input';
import { readGameData, readManifest } from '../load-data';
import { parseJson } from '../read-input';
import { readArgument } from '../read-input';
import { writeOut, writeErr } from '../terminal-text';
import { checkListsArgs, checkListsUsage, runCheckLists } from '../check-lists';

/** A list read for `check`: the roster, with what reading a text list noted, left out or read differently (absent for roster JSON, which is taken as it is). */
export type ReadRoster = {
  readonly roster: Roster;
  readonly notes?: readonly string[];
  readonly report?: ImportReport | null;
};

/** The list `check` was given, or every reason it cannot be read. */
export type DecodeResult = Result<ReadRoster, readonly string[]>;

/**
 * Turns the text `check` was given into a roster: our JSON format, or a share link or text list (GW app,
 * New Recruit WTC), whose import notes come back with it.
 */
export function readRosterInput(text: string, factionId?: string): DecodeResult {
  if (detectListFormat(text) !== 'roster-json') {
    const list = readListInput(text, factionId);
    if (!list.ok)
      return err([
        `${list.error.line === undefined ? '' : `line ${list.error.line}: `}${list.error.message}`,
        ...factionHint(list.error),
      ]);
    return ok({ roster: list.value.roster, notes: describeNotes(list, true), report: list.value.report });
  }
  const json = parseJson(text);
  if (!json.ok) return err([json.error]);
  const parsed = RosterSchema.safeParse(json.value);
  if (parsed.success) return ok({ roster: parsed.data });
  return err(parsed.error.issues.map((issue) => `${formatPath(issue.path) || '(the roster)'}: ${issue.message}`));
}

/** How to go on when the faction cannot be told: `--faction` with one of the closest factions' ids. */
function factionHint(error: CodecError): string[] {
  if (error.code !== 'unknown-faction') return [];
  const closest = error.closestFactions ?? [];
  return [
    `say which faction with --faction <id>${closest.length > 0 ? ` (closest: ${closest.join(', ')})` : ''}; armylist factions lists every id`,
  ];
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/** Ids the game data cannot resolve at all: the list cannot be judged, so it is unreadable input rather than illegal. */
export function unresolvedIds(roster: Roster, data: GameData): readonly string[] {
  return roster.units.flatMap((unit, i) =>
    findDatasheet(data, unit.datasheetId)
      ? []
      : [`units[${i}].datasheetId: no datasheet "${unit.datasheetId}" in the ${data.faction.name} data`],
  );
}

export type CheckReport = {
  readonly valid: boolean;
  readonly faction: string;
  readonly detachment: string | null;
  readonly battleSize: string | null;
  readonly pointsLimit: number | null;
  readonly points: number;
  readonly units: readonly {
    readonly name: string;
    readonly models: number;
    readonly points: number;
    readonly enhancement: string | null;
    readonly warlord: boolean;
    /** The unit's points as the text list gave them; null for roster JSON or a text that gave none. */
    readonly pointsInText: number | null;
  }[];
  readonly issues: readonly {
    readonly ruleId: RosterIssue['ruleId'];
    readonly severity: RosterIssue['severity'];
    readonly message: string;
    readonly units: readonly string[];
    /** The issue's data: `line` and `closest` for an unread line, `pointsInText` and `points` for a repriced unit. */
    readonly params: RosterIssue['params'];
  }[];
  /** The data version the list was judged with (data/manifest.json). */
  readonly dataVersion: string;
  /** Limits of the catalogue on the list's units that Muster cannot check: `valid` says only that none it checks fails. */
  readonly unchecked: readonly { readonly unit: string; readonly what: string }[];
};

export type CheckOptions = {
  readonly dataVersion: string;
  /** The import report of a list read from text, whose unread lines and repriced units join the verdict. */
  readonly report?: ImportReport | null;
};

export function checkReport(roster: Roster, data: GameData, options: CheckOptions): CheckReport {
  const points = rosterPoints(roster, data);
  const issues = importedListIssues(roster, data, options.report ?? null);
  const battleSize = findBattleSize(data, roster.battleSizeId);
  const names = new Map(
    roster.units.map((u) => [u.id as string, findDatasheet(data, u.datasheetId)?.name ?? u.datasheetId]),
  );
  const nameOf = (unitId: string): string => names.get(unitId) ?? unitId;
  const pointsInText = new Map(options.report?.imported.map((u) => [u.unitId as string, u.pointsInText]) ?? []);
  const verdict = rosterVerdict(roster, data, issues);
  return {
    valid: verdict.kind !== 'illegal',
    faction: data.faction.name,
    detachment: findDetachment(data, roster.detachmentId)?.name ?? roster.detachmentId,
    battleSize: battleSize?.name ?? roster.battleSizeId,
    pointsLimit: battleSize?.points ?? null,
    points: points.total,
    units: roster.units.map((unit) => ({
      name: nameOf(unit.id),
      models: modelTotal(unit),
      points: points.byUnit[unit.id] ?? 0,
      enhancement:
        unit.enhancementId === null
          ? null
          : (findEnhancement(data, unit.enhancementId, roster.detachmentId)?.name ?? unit.enhancementId),
      warlord: unit.isWarlord,
      pointsInText: pointsInText.get(unit.id) ?? null,
    })),
    issues: issues.map((issue) => ({
      ruleId: issue.ruleId,
      severity: issue.severity,
      message: issue.message,
      units: issue.unitIds.map(nameOf),
      params: issue.params,
    })),
    dataVersion: options.dataVersion,
    unchecked: verdict.unchecked.map((u) => ({ unit: nameOf(u.unitId), what: u.what })),
  };
}

function formatReport(report: CheckReport, roster: Roster, data: GameData): string {
  const limit = report.pointsLimit === null ? '' : ` / ${report.pointsLimit}`;
  const header = [report.faction, report.detachment ?? 'no detachment', report.battleSize ?? 'no battle size'];
  const lines = [`${roster.name || 'Unnamed list'}: ${header.join(', ')} (${report.points}${limit} pts)`, ''];
  const labels = unitLabels(roster, data);
  const label = (unit: Unit): string => labels.get(unit.id) ?? unit.datasheetId;
  const width = Math.max(0, ...roster.units.map((u) => label(u).length));
  roster.units.forEach((unit, i) => {
    const row = report.units[i];
    if (!row) return;
    const notes = [row.warlord ? 'Warlord' : '', row.enhancement ?? ''].filter(Boolean).join(', ');
    const models = counted(row.models, 'model');
    lines.push(
      `  ${label(unit).padEnd(width)}  ${models.padStart(9)}  ${`${row.points} pts`.padStart(8)}${notes ? `  ${notes}` : ''}`,
    );
  });
  lines.push('');
  lines.push(`${verdictWords(rosterVerdict(roster, data, report.issues))}.`);
  for (const { unit, what } of report.unchecked) lines.push(`  not checked: ${unit}: ${what}`);
  for (const issue of report.issues) {
    lines.push(`  ${issue.severity.padEnd(7)} ${issue.message} [${issue.ruleId}]`);
  }
  return `${lines.join('\n')}\n`;
}

const usage = 'check <roster.json|list.txt|url|-> [--json] [--faction <id>]';
/** A file that is not a roster at all would list every field; the first few say enough. */
const maxProblems = 12;

export const check: Command = {
  name: 'check',
  usage,
  summary:
    'validate a roster file (or standard input) against the matched-play rules; many files or folders: a row each',
  async run(args) {
    // Many lists, a folder or --csv: the organiser's table (check-lists.ts).
    const many = await checkListsArgs(args);
    if (!many.ok) {
      writeErr(`armylist check: ${many.error}\nUsage: armylist ${checkListsUsage}\n`);
      return 2;
    }
    if (many.value) return runCheckLists(many.value);
    const json = args.includes('--json');
    // `--faction <id>`: the faction to read a text list as, when it names none Muster can tell.
    const factionAt = args.indexOf('--faction');
    const factionId = factionAt < 0 ? undefined : args[factionAt + 1];
    if (factionAt >= 0 && (factionId === undefined || factionId.startsWith('--'))) {
      writeErr(
        `armylist check: --faction needs a faction id (armylist factions lists them)\nUsage: armylist ${usage}\n`,
      );
      return 2;
    }
    const rest = args.filter((a, i) => a !== '--json' && (factionAt < 0 || (i !== factionAt && i !== factionAt + 1)));
    const unknown = rest.filter((a) => a.startsWith('--'));
    if (unknown.length > 0 || rest.length !== 1) {
      const problem =
        unknown.length > 0 ? `unknown option ${unknown.join(', ')}` : 'give one roster file, or - for standard input';
      writeErr(`armylist check: ${problem}\nUsage: armylist ${usage}\n`);
      return 2;
    }
    const source = rest[0]!;
    const fail = (problems: readonly string[]): number => {
      writeErr(`armylist check: ${source === '-' ? 'standard input' : source} is not a roster we can read:\n`);
      for (const problem of problems.slice(0, maxProblems)) writeErr(`  ${problem}\n`);
      if (problems.length > maxProblems) writeErr(`  … and ${problems.length - maxProblems} more\n`);
      return 2;
    };

    const input = await readArgument(source);
    if (!input.ok) return fail([input.error]);
    if (factionId !== undefined && !readManifest().factions.some((f) => f.id === factionId)) {
      return fail([`--faction: no faction "${factionId}"; armylist factions lists every id`]);
    }
    const decoded = readRosterInput(input.value, factionId);
    if (!decoded.ok) return fail(decoded.error);
    for (const note of decoded.value.notes ?? []) writeErr(`armylist check: ${note}\n`);
    const roster = decoded.value.roster;
    let data: GameData;
    try {
      data = readGameData(roster.factionId);
    } catch (error) {
      return fail([`factionId: ${error instanceof Error ? error.message : String(error)}`]);
    }
    const unresolved = unresolvedIds(roster, data);
    if (unresolved.length > 0) return fail(unresolved);

    const report = checkReport(roster, data, { dataVersion: readManifest().dataVersion, report: decoded.value.report });
    writeOut(json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report, roster, data));
    return report.valid ? 0 : 1;
  },
};
