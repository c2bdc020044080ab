import type { ListFormat } from '../codecs/read-list';
import { counted } from '../english';
import { verdictWords } from '../rules/verdict';
import type { ListCheckRow, VerdictCounts } from './check-lists';

/**
 * The organiser's table in words, shared by the terminal, the CSV and the app's page so the three say the same.
 */
export const LIST_FORMAT_NAMES: Record<ListFormat, string> = {
  'gw-app-text': 'GW app text',
  wtc: 'New Recruit text',
  'new-recruit-roster': 'New Recruit roster text',
  'muster-chat': 'Muster chat text',
  'muster-markdown': 'Muster Markdown',
  'roster-json': 'Muster roster file',
  'share-url': 'Muster share link',
};

/** A row's verdict in the words of every other view ("Legal", "No errors found; 1 limit not checked", "Not legal: 2 errors"). */
export function verdictCell(row: ListCheckRow): string {
  return row.verdict === 'unreadable' ? 'Unreadable' : verdictWords({ ...row, kind: row.verdict });
}

/** "3 lists: 1 legal, 1 with limits not checked, 1 illegal, 0 unreadable." */
export function verdictSummary(counts: VerdictCounts): string {
  const lists = counts.legal + counts.unchecked + counts.illegal + counts.unreadable;
  const unchecked = counts.unchecked > 0 ? ` ${counts.unchecked} with limits not checked,` : '';
  return `${counted(lists, 'list')}: ${counts.legal} legal,${unchecked} ${counts.illegal} illegal, ${counts.unreadable} unreadable.`;
}

/** "1,985 / 2,000"; a list with no battle size has no limit to show. */
export function pointsCell(row: ListCheckRow): string {
  if (row.points === null) return '';
  const points = row.points.toLocaleString('en-US');
  return row.pointsLimit === null ? points : `${points} / ${row.pointsLimit.toLocaleString('en-US')}`;
}

const COLUMNS: readonly { readonly title: string; readonly cell: (row: ListCheckRow) => string | number }[] = [
  { title: 'File', cell: (r) => r.file },
  { title: 'Name', cell: (r) => r.name ?? '' },
  { title: 'Format', cell: (r) => (r.format ? LIST_FORMAT_NAMES[r.format] : '') },
  { title: 'Faction', cell: (r) => r.faction ?? '' },
  { title: 'Detachment', cell: (r) => r.detachment ?? '' },
  { title: 'Points', cell: (r) => r.points ?? '' },
  { title: 'Points limit', cell: (r) => r.pointsLimit ?? '' },
  { title: 'Battle size', cell: (r) => r.battleSize ?? '' },
  { title: 'Verdict', cell: verdictCell },
  { title: 'Errors', cell: (r) => r.errors },
  { title: 'Warnings', cell: (r) => r.warnings },
  { title: 'Unread lines', cell: (r) => r.unreadLines },
  { title: 'Repriced units', cell: (r) => r.repricedUnits },
  { title: 'First errors', cell: (r) => r.firstErrors.join(' | ') },
  // Last, so a sheet that reads the columns by place still finds the others where they were.
  { title: 'Limits not checked', cell: (r) => r.unchecked.length },
  { title: 'Not checked', cell: (r) => r.unchecked.map((u) => `${u.unit}: ${u.what}`).join(' | ') },
];

/**
 * The rows as CSV (RFC 4180: commas, quotes doubled, CRLF), one line per list under a header. A cell a spreadsheet
 * would run as a formula ("=HYPERLINK(…)" as a list's name, "-1 Chainblade" in an error) starts with an apostrophe,
 * which Excel, LibreOffice and Google Sheets show as text. A byte-order mark first, so Excel reads "T’au" as UTF-8.
 */
export function listCheckCsv(rows: readonly ListCheckRow[]): string {
  const lines = [COLUMNS.map((c) => csvCell(c.title)), ...rows.map((row) => COLUMNS.map((c) => csvCell(c.cell(row))))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
