import { decoded, failed, neverThrow, type CodecWarning, type Decoded } from '../codec-result';
import type { DraftHeaderValue, DraftItem, DraftList, DraftModelGroup, DraftUnit } from '../text-import/list-draft';
import {
  afterLabel,
  ENHANCEMENT_LABELS,
  isKeywordsLine,
  isProfileLine,
  splitBullet,
  splitCount,
  splitLines,
  splitNamePoints,
  splitTrailingParenthesis,
  stripAddedCost,
  type Bullet,
  type TextLine,
} from '../text-import/list-text';

/**
 * Reads the GW app's text export (10th edition, app v1.x) into a `DraftList`, without looking any name up.
 * It reads what players really paste, not only what the app writes: lost indentation, no title line, no footer,
 * Windows line ends, `(1,990 Points)`, `Enhancements:`, `◦` children. Models are told from weapons by bullets
 * and the order of lines, never by indentation, because pasting through chat strips it.
 */
export function readGwAppText(text: string): Decoded<DraftList> {
  return neverThrow(() => read(text));
}

/** Section headers of the app (v1.x and later), upper-cased. */
export const GW_SECTION_NAMES = [
  'CHARACTERS',
  'BATTLELINE',
  'DEDICATED TRANSPORTS',
  'OTHER DATASHEETS',
  'ALLIED UNITS',
];

const BATTLE_SIZE_LINE = /^(?:Combat Patrol|Incursion|Strike Force|Onslaught)\s*\(/i;
const FOOTER_LINE = /^(?:(?:Exported|Created|Made|Generated|Built) with\b|Exporté avec\b)/i;

type BodyToken =
  | { readonly kind: 'warlord'; readonly line: number; readonly bullet: Bullet }
  | { readonly kind: 'skipped'; readonly line: number }
  | { readonly kind: 'enhancement'; readonly line: number; readonly name: string }
  | { readonly kind: 'upgrade'; readonly line: number; readonly name: string }
  | {
      readonly kind: 'item';
      readonly line: number;
      readonly indent: number;
      readonly bullet: Bullet;
      readonly item: DraftItem;
    };

type UnitStart = {
  readonly line: TextLine;
  readonly name: string;
  readonly points: number;
  readonly section: string | null;
};

function read(text: string): Decoded<DraftList> {
  const lines = splitLines(text);
  if (lines.every((l) => l.text === '')) return failed('empty-input', 'The list is empty.');

  const unread: { line: number; text: string }[] = [];
  const footerIndex = lines.findIndex((l) => FOOTER_LINE.test(l.text));
  const footer = footerIndex < 0 ? null : { line: lines[footerIndex]!.number, name: lines[footerIndex]!.text };
  const content = footerIndex < 0 ? lines : lines.slice(0, footerIndex);
  for (const after of footerIndex < 0 ? [] : lines.slice(footerIndex + 1)) {
    if (after.text !== '') unread.push({ line: after.number, text: after.text });
  }

  const bodyStart = findBodyStart(content);
  const header = readHeader(content.slice(0, bodyStart), unread);

  const hasSecondaryBullets = content.some((l) => splitBullet(l.text).bullet === 'secondary');
  const units: DraftUnit[] = [];
  let section: string | null = null;
  let start: UnitStart | null = null;
  let tokens: BodyToken[] = [];
  const finish = (): void => {
    if (start) units.push(buildUnit(start, tokens, hasSecondaryBullets));
    start = null;
    tokens = [];
  };
  for (const line of content.slice(bodyStart)) {
    if (line.text === '') continue;
    const sectionName = asSectionHeader(line);
    const unitLine = sectionName === null ? asUnitLine(line) : null;
    const token = sectionName === null && !unitLine ? asBodyToken(line) : null;
    if (sectionName !== null) {
      finish();
      section = sectionName;
    } else if (unitLine) {
      finish();
      start = { line, ...unitLine, section };
    } else if (token && start) {
      tokens.push(token);
    } else {
      unread.push({ line: line.number, text: line.text });
    }
  }
  finish();

  // A list with no units yet is still a list when its header says so (a faction and a battle size or signature).
  const isEmptyList = header.faction !== null && (header.battleSize !== null || footer !== null);
  if (units.length === 0 && !isEmptyList) {
    return failed('no-units', 'No units found: a GW app list has lines like "Khorne Berzerkers (180 points)".');
  }
  const warnings: CodecWarning[] = unread.map((u) => ({ line: u.line, message: `Not understood: "${u.text}"` }));
  return decoded({ ...header, units, footer, saysWhoLeads: false, unread }, warnings);
}

/**
 * The first of the app's section headers (a title in capitals is not one); else the first line in capitals; else
 * the first unit line that has body lines under it, found in one pass from the end.
 */
function findBodyStart(lines: readonly TextLine[]): number {
  const firstKnown = lines.findIndex((l) => GW_SECTION_NAMES.includes(l.text.toUpperCase()));
  if (firstKnown >= 0) return firstKnown;
  const firstSection = lines.findIndex((l) => asSectionHeader(l) !== null);
  if (firstSection >= 0) return firstSection;
  let firstUnit = lines.length;
  let next: TextLine | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (asUnitLine(line) && next !== undefined && asBodyToken(next) !== null) firstUnit = i;
    if (line.text !== '') next = line;
  }
  return firstUnit;
}

function asSectionHeader(line: TextLine): string | null {
  const upper = line.text.toUpperCase();
  if (GW_SECTION_NAMES.includes(upper)) return upper;
  const isAllCaps = /^[A-Z][A-Z '’&-]*[A-Z]$/.test(line.text) && line.text.length >= 4;
  return isAllCaps && line.indent === 0 ? line.text : null;
}

function asUnitLine(line: TextLine): { name: string; points: number } | null {
  if (splitBullet(line.text).bullet !== null || splitCount(line.text)) return null;
  return splitNamePoints(line.text);
}

function asBodyToken(line: TextLine): BodyToken | null {
  const { bullet, rest } = splitBullet(line.text);
  if (/^warlord$/i.test(rest)) return { kind: 'warlord', line: line.number, bullet };
  const enhancement = afterLabel(rest, ENHANCEMENT_LABELS);
  if (enhancement) return { kind: 'enhancement', line: line.number, name: stripAddedCost(enhancement) };
  const counted = splitCount(rest);
  if (counted) {
    const item = { line: line.number, ...counted, name: stripAddedCost(counted.name) };
    return { kind: 'item', line: line.number, indent: line.indent, bullet, item };
  }
  // The keyword a detachment's upgrade gives (`• Solar Spearhead Keywords: Character`): the upgrade the unit took.
  if (bullet !== null && isKeywordsLine(rest)) return { kind: 'upgrade', line: line.number, name: rest };
  // Lines the app prints among items that are none: a characteristic (`• Ghazghkull Thraka, Invulnerable Save (4+):
  // …`), the marker of the wargear an Enhancement changes (`• Fusion Blades upgrade`).
  if (bullet !== null && (isProfileLine(rest) || / upgrade$/i.test(rest)))
    return { kind: 'skipped', line: line.number };
  // Other tools bullet items without a count (`• Chainblade`): one of it.
  if (bullet !== null && rest !== '' && !splitNamePoints(rest)) {
    const item = { line: line.number, name: stripAddedCost(rest), count: 1 };
    return { kind: 'item', line: line.number, indent: line.indent, bullet, item };
  }
  return null;
}

/**
 * Header lines are matched by content, not position: the chapter line is optional, the title is often lost,
 * and one app build puts the detachment before the battle size.
 */
function readHeader(
  lines: readonly TextLine[],
  unread: { line: number; text: string }[],
): Pick<DraftList, 'title' | 'faction' | 'chapter' | 'battleSize' | 'detachment'> {
  const paragraphs: TextLine[][] = [];
  let paragraph: TextLine[] = [];
  for (const line of lines) {
    if (line.text === '') {
      if (paragraph.length) paragraphs.push(paragraph);
      paragraph = [];
    } else paragraph.push(line);
  }
  if (paragraph.length) paragraphs.push(paragraph);
  const all = paragraphs.flat();
  const first = all[0];
  // The title stands alone above a blank line; when the blank line was lost, it is the first line with points
  // that is not the battle size. A list named "Strike Force (2000 points)" is still a title above its blank line.
  const firstIsTitle =
    first !== undefined &&
    ((paragraphs.length > 1 && paragraphs[0]!.length === 1) ||
      (!BATTLE_SIZE_LINE.test(first.text) && splitNamePoints(first.text) !== null));
  const title = firstIsTitle && first ? titleOf(first) : null;
  const rest = firstIsTitle ? all.slice(1) : all;

  const sizeIndex = rest.findIndex((l) => BATTLE_SIZE_LINE.test(l.text));
  const value = (line: TextLine | undefined): DraftHeaderValue | null =>
    line ? { line: line.number, name: withoutDetachmentPoints(line.text) } : null;
  let faction: TextLine | undefined;
  let chapter: TextLine | undefined;
  let detachment: TextLine | undefined;
  const used = new Set<TextLine>();
  if (sizeIndex >= 0) {
    const before = rest.slice(0, sizeIndex);
    const after = rest.slice(sizeIndex + 1);
    faction = before[0];
    if (after.length > 0) {
      detachment = after[0];
      chapter = before[1];
    } else if (before.length >= 2) {
      detachment = before[before.length - 1];
      chapter = before.length >= 3 ? before[1] : undefined;
    }
  } else {
    faction = rest[0];
    detachment = rest.length >= 2 ? rest[rest.length - 1] : undefined;
    chapter = rest.length >= 3 ? rest[1] : undefined;
  }
  const sizeLine = sizeIndex >= 0 ? rest[sizeIndex] : undefined;
  for (const line of [faction, chapter, detachment, sizeLine]) if (line) used.add(line);
  for (const line of rest) if (!used.has(line)) unread.push({ line: line.number, text: line.text });

  const size = sizeLine ? splitNamePoints(sizeLine.text) : null;
  return {
    title,
    faction: value(faction),
    chapter: value(chapter),
    battleSize: sizeLine
      ? { line: sizeLine.number, name: size?.name ?? sizeLine.text, points: size?.points ?? null }
      : null,
    detachment: value(detachment),
  };
}

/** `Berzerker Warband (3 Detachment Points)` (app v2) → `Berzerker Warband`. */
function withoutDetachmentPoints(text: string): string {
  const split = splitTrailingParenthesis(text);
  return split && /^\d+\s*detachment points?$/i.test(split.inside) ? split.before : text;
}

function titleOf(line: TextLine): DraftList['title'] {
  const split = splitNamePoints(line.text);
  return split ? { line: line.number, ...split } : { line: line.number, name: line.text, points: null };
}

type Run = { head: DraftItem; indent: number; rest: DraftItem[]; warlordAfter: boolean };

/**
 * Groups a unit's body lines into model groups. Only the first line of a group is bulleted, so a bulleted item
 * directly followed by another bulleted item is a model line (`• 9x Khorne Berzerker` / `• 7x Bolt pistol`), and a
 * bulleted item followed by unbulleted lines, or by nothing, starts a weapon list. A unit whose body is a single
 * weapon list is a single-model unit. In the `◦` dialect, `◦` lines are the children of the `•` line above them.
 */
function buildUnit(start: UnitStart, tokens: readonly BodyToken[], hasSecondaryBullets: boolean): DraftUnit {
  const enhancement = tokens.find((t) => t.kind === 'enhancement');
  const isWarlord = tokens.some((t) => t.kind === 'warlord');
  const models = hasSecondaryBullets ? groupByChildBullets(tokens) : groupByRuns(tokens);
  return {
    line: start.line.number,
    name: start.name,
    points: start.points,
    sectionName: start.section,
    isWarlord,
    enhancement: enhancement?.kind === 'enhancement' ? { line: enhancement.line, name: enhancement.name } : null,
    detachmentUpgrades: tokens.flatMap((t) => (t.kind === 'upgrade' ? [{ line: t.line, name: t.name }] : [])),
    leads: null,
    models,
  };
}

function groupByRuns(tokens: readonly BodyToken[]): DraftModelGroup[] {
  const runs: Run[] = [];
  for (const token of tokens) {
    if (token.kind === 'warlord') {
      const last = runs[runs.length - 1];
      if (last) last.warlordAfter = true;
    } else if (token.kind === 'item') {
      const last = runs[runs.length - 1];
      if (token.bullet === null && last) last.rest.push(token.item);
      else runs.push({ head: token.item, indent: token.indent, rest: [], warlordAfter: false });
    }
  }
  if (runs.length === 1) {
    const run = runs[0]!;
    return [{ line: null, name: null, count: 1, wargear: [run.head, ...run.rest] }];
  }
  // Indentation only settles the one case bullets cannot: a model line whose model carries nothing printed,
  // directly followed by the next model line. When it was lost, such a model takes the next line as its weapon.
  const hasDepth = new Set(runs.map((r) => r.indent)).size > 1;
  const groups: DraftModelGroup[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const next = runs[i + 1];
    const ownsNext = next !== undefined && !(hasDepth && next.indent <= run.indent);
    const isModelLine = run.rest.length === 0 && (next !== undefined || run.warlordAfter || groups.length > 0);
    if (isModelLine) {
      const wargear = next && ownsNext ? [next.head, ...next.rest] : [];
      groups.push({ line: run.head.line, name: run.head.name, count: run.head.count, wargear });
      if (next && ownsNext) i++;
    } else {
      groups.push({ line: null, name: null, count: 1, wargear: [run.head, ...run.rest] });
    }
  }
  return groups;
}

function groupByChildBullets(tokens: readonly BodyToken[]): DraftModelGroup[] {
  type Group = { head: DraftItem; children: DraftItem[] };
  const groups: Group[] = [];
  let lastChild: DraftItem | null = null;
  for (const token of tokens) {
    if (token.kind !== 'item') continue;
    const last = groups[groups.length - 1];
    if ((token.bullet === 'secondary' || (token.bullet === null && lastChild)) && last) {
      last.children.push(token.item);
      lastChild = token.item;
    } else {
      groups.push({ head: token.item, children: [] });
      lastChild = null;
    }
  }
  const unitWargear = groups.filter((g) => g.children.length === 0).map((g) => g.head);
  const modelGroups: DraftModelGroup[] = groups
    .filter((g) => g.children.length > 0)
    .map((g) => ({ line: g.head.line, name: g.head.name, count: g.head.count, wargear: g.children }));
  return unitWargear.length > 0
    ? [{ line: null, name: null, count: 1, wargear: unitWargear }, ...modelGroups]
    : modelGroups;
}
