import { err, ok, type Result } from '../domain/result';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_LIST_CHARACTERS, tooManyCharacters } from '../domain/codecs/list-limits';
import { checkLists, countVerdicts, exitCodeOf, type ListCheck } from '../domain/list-check/check-lists';
import { decodeListFile, isListFileName, isZip, unzipLists, type ListInput } from '../domain/list-check/list-files';
import {
  LIST_FORMAT_NAMES,
  listCheckCsv,
  pointsCell,
  verdictCell,
  verdictSummary,
} from '../domain/list-check/list-check-table';
import { formatTable } from './format-table';
import { readGameData, readManifest } from './load-data';
import { describeFsError } from './read-input';
import { writeOut } from './terminal-text';

/**
 * `armylist check <files or folders…>`: an organiser's check of every list of an event at once, one row per list.
 * Folders are searched (sub-folders too) for list files, .txt, .md and .json, hidden ones passed over; a file named
 * on the command line is read whatever its name, and a zip named there is searched as a folder is. Exit code: 0
 * when every list is legal, 1 when any is illegal, 2 when any could not be read.
 */
export type CheckListsArgs = { readonly paths: readonly string[]; readonly output: 'table' | 'csv' | 'json' };

export const checkListsUsage = 'check <files or folders…> [--csv|--json]';

/**
 * The arguments of a check of many lists, or null for the check of one list: one file, share link or `-` without
 * `--csv`. Options this mode does not know go to the one-list check, which names them.
 */
export async function checkListsArgs(args: readonly string[]): Promise<Result<CheckListsArgs | null, string>> {
  const options = args.filter((a) => a.startsWith('--'));
  const paths = args.filter((a) => !a.startsWith('--'));
  if (options.some((o) => o !== '--csv' && o !== '--json')) return ok(null);
  const isCsv = options.includes('--csv');
  const isJson = options.includes('--json');
  if (paths.length <= 1 && !isCsv && !(paths[0] !== undefined && (await isDirectory(paths[0])))) return ok(null);
  if (isCsv && isJson) return err('give --csv or --json, not both');
  if (paths.length === 0) return err('give the list files or folders to check');
  if (paths.includes('-')) return err('standard input holds one list: check it on its own');
  return ok({ paths, output: isCsv ? 'csv' : isJson ? 'json' : 'table' });
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

export async function runCheckLists({ paths, output }: CheckListsArgs): Promise<number> {
  const inputs: ListInput[] = [];
  for (const path of paths) inputs.push(...(await readListPath(path)));
  const { factions, dataVersion } = readManifest();
  const checks = checkLists(inputs, {
    factions,
    loadData: (factionId) => (factions.some((f) => f.id === factionId) ? readGameData(factionId) : undefined),
  });
  const rows = checks.map((c) => c.row);
  const counts = countVerdicts(rows);
  if (output === 'csv') writeOut(listCheckCsv(rows));
  else if (output === 'json')
    writeOut(`${JSON.stringify({ dataVersion, counts, lists: checks.map(jsonRow) }, null, 2)}\n`);
  else writeOut(formatRows(checks, counts));
  return exitCodeOf(counts);
}

/** A row and every issue of its list (rule, severity, words and data), for a script to go further than the table. */
function jsonRow({ row, readout }: ListCheck) {
  const issues =
    readout?.issues.map(({ ruleId, severity, message, params }) => ({
      ruleId,
      severity,
      message,
      params: params ?? {},
    })) ?? [];
  return { ...row, issues };
}

function formatRows(checks: readonly ListCheck[], counts: ReturnType<typeof countVerdicts>): string {
  const header = [
    'File',
    'Format',
    'Faction',
    'Detachment',
    'Points',
    'Battle size',
    'Verdict',
    'Errors',
    'Warnings',
    'Unread',
    'Repriced',
    'First error',
  ];
  const rows = checks.map(({ row }) => [
    row.file,
    row.format ? LIST_FORMAT_NAMES[row.format] : '',
    row.faction ?? '',
    row.detachment ?? '',
    pointsCell(row),
    row.battleSize ?? '',
    verdictCell(row),
    String(row.errors),
    String(row.warnings),
    String(row.unreadLines),
    String(row.repricedUnits),
    `${row.firstErrors[0] ?? ''}${row.errors > 1 ? ` (+${row.errors - 1} more)` : ''}`,
  ]);
  return `${formatTable(header, rows)}\n\n${verdictSummary(counts)}\n`;
}

/** The lists at a path given on the command line: a file, a zip, or every list file of a folder. */
async function readListPath(path: string): Promise<ListInput[]> {
  let isFolder: boolean;
  try {
    isFolder = (await stat(path)).isDirectory();
  } catch (error) {
    return [{ ok: false, file: path, problem: `Cannot read ${path}: ${describeFsError(error)}.` }];
  }
  if (!isFolder) return readListFile(path, true);
  const inputs: ListInput[] = [];
  await walkFolder(path, inputs, new Set());
  if (inputs.length === 0)
    return [{ ok: false, file: path, problem: 'This folder holds no list files (.txt, .md or .json).' }];
  return inputs;
}

/** Sub-folders in order of name; a folder reached twice (a link back up) is searched once. */
async function walkFolder(folder: string, inputs: ListInput[], seen: Set<string>): Promise<void> {
  let entries;
  try {
    const real = await realpath(folder);
    if (seen.has(real)) return;
    seen.add(real);
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    inputs.push({ ok: false, file: folder, problem: `Cannot read the folder ${folder}: ${describeFsError(error)}.` });
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    // A link is followed: to a folder, it is searched; to nothing, a list file's name makes it a row saying so.
    let isFolder = entry.isDirectory();
    if (entry.isSymbolicLink()) isFolder = await isDirectory(path);
    if (isFolder) await walkFolder(path, inputs, seen);
    else if (isListFileName(entry.name)) inputs.push(...(await readListFile(path, false)));
  }
}

/** A file's lists: its text, or a zip's list files when `mayBeZip` (a zip named on the command line). */
async function readListFile(path: string, mayBeZip: boolean): Promise<ListInput[]> {
  let bytes: Uint8Array;
  try {
    const { size } = await stat(path);
    if (size > MAX_LIST_CHARACTERS && !mayBeZip) return [{ ok: false, file: path, problem: tooManyCharacters(size) }];
    bytes = await readFile(path);
  } catch (error) {
    return [{ ok: false, file: path, problem: `Cannot read ${path}: ${describeFsError(error)}.` }];
  }
  if (mayBeZip && isZip(bytes)) return unzipLists(path, bytes);
  return [decodeListFile(path, bytes)];
}
