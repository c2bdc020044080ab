import { decoded, failed, neverThrow, type CodecWarning, type Decoded } from '../codec-result';
import type { DraftHeaderValue, DraftItem, DraftList, DraftModelGroup, DraftUnit } from '../text-import/list-draft';
import {
  afterLabel,
  ENHANCEMENT_LABELS,
  parsePointsValue,
  splitLines,
  splitTrailingParenthesis,
  type TextLine,
} from '../text-import/list-text';

/**
 * Reads Muster's own Chat and Markdown exports (muster-chat.ts, muster-markdown.ts) back into a `DraftList`. Unlike the app's
 * text they say which Leader leads which unit ("leads Kabalite Warriors (2)"), and Chat writes identical units once
 * with a count ("2x Raider, 80 pts each"), so each copy becomes a unit of its own here.
 */
export function readMusterChat(text: string): Decoded<DraftList> {
  return neverThrow(() => read(text, 'chat'));
}

export function readMusterMarkdown(text: string): Decoded<DraftList> {
  return neverThrow(() => read(text, 'markdown'));
}

/** Chat: the title line `Name: 1995 / 2000 pts`, and unit lines `- Archon, 75 pts (Warlord; leads …)`. */
export function isMusterChat(lines: readonly TextLine[]): boolean {
  const [first, second] = lines.filter((l) => l.text !== '');
  const title = first === undefined ? null : chatTitle(first.text);
  return (
    title !== null && (lines.some((l) => chatUnit(l.text) !== null) || saysBattleSize(second, 'chat', title.limit))
  );
}

/** A list with no units yet is still Muster's when its second line gives its faction and battle size. */
function saysBattleSize(line: TextLine | undefined, style: Style, limit: number | null): boolean {
  return line !== undefined && (readFacts(line, style, limit)?.battleSize ?? null) !== null;
}

/** Markdown: a `# Name (N points)` title and unit items `- **Archon** (75 points)`. */
export function isMusterMarkdown(lines: readonly TextLine[]): boolean {
  const [first, second] = lines.filter((l) => l.text !== '');
  return (
    first !== undefined &&
    first.text.startsWith('# ') &&
    (lines.some((l) => markdownUnit(l.text) !== null) || saysBattleSize(second, 'markdown', null))
  );
}

const BATTLE_SIZE_NAMES = ['combat patrol', 'incursion', 'strike force', 'onslaught'];

type Style = 'chat' | 'markdown';

type Head = {
  readonly name: string;
  readonly points: number;
  readonly copies: number;
  /** Chat prints the unit's size ("(10 models)"); Markdown leaves it to the model lines. */
  readonly models: number | null;
  readonly notes: readonly string[];
};

type Building = { line: TextLine; head: Head; section: string | null; body: TextLine[] };

function read(text: string, style: Style): Decoded<DraftList> {
  const lines = splitLines(text);
  if (lines.every((l) => l.text === '')) return failed('empty-input', 'The list is empty.');
  const content = lines.filter((l) => l.text !== '');
  const unread: { line: number; text: string }[] = [];
  const [titleLine, factsLine, ...rest] = content;
  const title = titleLine ? (style === 'chat' ? chatTitle(titleLine.text) : markdownTitle(titleLine.text)) : null;
  const facts = factsLine ? readFacts(factsLine, style, title?.limit ?? null) : null;

  const units: Building[] = [];
  let section: string | null = null;
  let footer: DraftHeaderValue | null = null;
  for (const line of rest) {
    const head = style === 'chat' ? chatUnit(line.text) : markdownUnit(line.text);
    const sectionName = head ? null : style === 'chat' ? chatSection(line) : markdownSection(line.text);
    const last = units[units.length - 1];
    if (head) units.push({ line, head, section, body: [] });
    else if (sectionName !== null) section = sectionName;
    else if (style === 'markdown' && /^\*Exported with Muster\b/.test(line.text))
      footer = { line: line.number, name: unescape(line.text) };
    else if (last && line.indent > 0) last.body.push(line);
    else unread.push({ line: line.number, text: line.text });
  }
  if (units.length === 0 && facts === null) {
    return failed('no-units', 'No units found: a Muster list has lines like "- Khorne Berzerkers, 180 pts".');
  }
  const draftUnits = units.flatMap((unit) => {
    const built = buildUnit(unit, style, unread);
    return Array.from({ length: unit.head.copies }, () => built);
  });
  const warnings: CodecWarning[] = unread.map((u) => ({ line: u.line, message: `Not understood: "${u.text}"` }));
  return decoded(
    {
      title: title && titleLine ? { line: titleLine.number, name: title.name, points: title.points } : null,
      faction: facts?.faction ?? null,
      chapter: null,
      battleSize: facts?.battleSize ?? null,
      detachment: facts?.detachment ?? null,
      units: draftUnits,
      footer,
      saysWhoLeads: true,
      unread,
    },
    warnings,
  );
}

/** `Kabal: 1995 / 2000 pts` → name, points and the battle size's limit. */
function chatTitle(text: string): { name: string; points: number; limit: number | null } | null {
  if (!text.endsWith(' pts')) return null;
  const colon = text.lastIndexOf(': ');
  if (colon < 0) return null;
  const [total, limit] = text.slice(colon + 2, -4).split(' / ');
  const points = parsePointsValue(total ?? '');
  const limitPoints = limit === undefined ? null : parsePointsValue(limit);
  if (points === null || (limit !== undefined && limitPoints === null)) return null;
  return { name: text.slice(0, colon), points, limit: limitPoints };
}

function markdownTitle(text: string): { name: string; points: number; limit: null } | null {
  const split = text.startsWith('# ') ? splitTrailingParenthesis(text.slice(2)) : null;
  const points = split && split.inside.endsWith(' points') ? parsePointsValue(split.inside.slice(0, -7)) : null;
  return split && points !== null ? { name: unescape(split.before), points, limit: null } : null;
}

type Facts = Pick<DraftList, 'faction' | 'battleSize' | 'detachment'>;

/**
 * Chat: `World Eaters, Berzerker Warband, Strike Force`; Markdown: `**World Eaters** · Berzerker Warband · Strike
 * Force (2000 points)`. The faction comes first, the battle size is told by its name, the rest is the detachment.
 */
function readFacts(line: TextLine, style: Style, limit: number | null): Facts | null {
  const parts = style === 'chat' ? line.text.split(', ') : line.text.split(' · ').map(unescape);
  const [first, ...others] = parts.map((p) => p.trim());
  const faction = style === 'markdown' && first?.startsWith('**') && first.endsWith('**') ? first.slice(2, -2) : first;
  if (!faction) return null;
  let battleSize: DraftList['battleSize'] = null;
  const detachment: string[] = [];
  for (const part of others) {
    const split = splitTrailingParenthesis(part);
    const name = style === 'markdown' && split ? split.before : part;
    const points =
      style === 'markdown' && split?.inside.endsWith(' points') ? parsePointsValue(split.inside.slice(0, -7)) : limit;
    if (battleSize === null && BATTLE_SIZE_NAMES.includes(name.toLowerCase()))
      battleSize = { line: line.number, name, points };
    else detachment.push(part);
  }
  return {
    faction: { line: line.number, name: faction },
    battleSize,
    detachment:
      detachment.length > 0 ? { line: line.number, name: detachment.join(style === 'chat' ? ', ' : ' · ') } : null,
  };
}

function chatSection(line: TextLine): string | null {
  return line.indent === 0 && /^[A-Z][A-Z '’&-]*[A-Z]$/.test(line.text) ? line.text : null;
}

function markdownSection(text: string): string | null {
  if (!text.startsWith('## ')) return null;
  const split = splitTrailingParenthesis(text.slice(3));
  return unescape(split ? split.before : text.slice(3)).toUpperCase();
}

/** `- 2x Raider, 80 pts each (Warlord; Enhancement; leads Kabalite Warriors)`. */
function chatUnit(text: string): Head | null {
  if (!text.startsWith('- ')) return null;
  const at = text.lastIndexOf(' pts');
  if (at < 0) return null;
  const before = text.slice(2, at);
  const comma = before.lastIndexOf(', ');
  const points = comma < 0 ? null : parsePointsValue(before.slice(comma + 2));
  if (points === null) return null;
  let after = text.slice(at + 4);
  const isEach = after.startsWith(' each');
  if (isEach) after = after.slice(5);
  const notes =
    after === '' ? [] : after.startsWith(' (') && after.endsWith(')') ? after.slice(2, -1).split('; ') : null;
  if (notes === null) return null;
  let name = before.slice(0, comma);
  let copies = 1;
  const counted = /^(\d{1,4})x /.exec(name);
  if (isEach && counted) {
    copies = Number(counted[1]);
    name = name.slice(counted[0].length);
  }
  let models: number | null = 1;
  const size = splitTrailingParenthesis(name);
  if (size?.inside.endsWith(' models')) {
    models = parsePointsValue(size.inside.slice(0, -7));
    name = size.before;
  }
  return name === '' || models === null ? null : { name, points, copies, models, notes };
}

/** `- **Archon** (75 points) — Warlord · Enhancement: Labyrinthine Cunning · leads Kabalite Warriors`. */
function markdownUnit(text: string): Head | null {
  if (!text.startsWith('- **')) return null;
  const close = text.indexOf('** (', 4);
  if (close < 0) return null;
  const end = text.indexOf(' points)', close);
  const points = end < 0 ? null : parsePointsValue(text.slice(close + 4, end));
  if (points === null) return null;
  const after = text.slice(end + 8);
  const notes = after === '' ? [] : after.startsWith(' — ') ? after.slice(3).split(' · ').map(unescape) : null;
  if (notes === null) return null;
  return { name: unescape(text.slice(4, close)), points, copies: 1, models: null, notes };
}

function buildUnit(unit: Building, style: Style, unread: { line: number; text: string }[]): DraftUnit {
  const lineNumber = unit.line.number;
  let isWarlord = false;
  let enhancement: DraftUnit['enhancement'] = null;
  let leads: DraftUnit['leads'] = null;
  for (const note of unit.head.notes) {
    const labelled = afterLabel(note, ENHANCEMENT_LABELS);
    if (note === 'Warlord') isWarlord = true;
    else if (note.startsWith('leads ')) leads = { line: lineNumber, name: note.slice(6) };
    else if (labelled) enhancement = { line: lineNumber, name: labelled };
    // Chat writes the Enhancement by its name alone.
    else if (style === 'chat' && enhancement === null) enhancement = { line: lineNumber, name: note };
    else unread.push({ line: lineNumber, text: note });
  }
  return {
    line: lineNumber,
    name: unit.head.name,
    points: unit.head.points,
    sectionName: unit.section,
    isWarlord,
    enhancement,
    leads,
    models: modelGroups(unit, style, unread),
  };
}

/**
 * Body lines: `9 Kabalite Warrior: 1 Blaster, 8 Splinter rifle` is a model group (Markdown: `- 9x …`); a line without
 * a colon is what a one-model-type unit carries, unless the unit has several such lines, which are then model types
 * that carry nothing printed. The importer tells a lone model name from a weapon by the datasheet.
 */
function modelGroups(unit: Building, style: Style, unread: { line: number; text: string }[]): DraftModelGroup[] {
  const bodies = unit.body.flatMap((line) => {
    const text = style === 'markdown' ? (line.text.startsWith('- ') ? line.text.slice(2) : null) : line.text;
    if (text === null) {
      unread.push({ line: line.number, text: line.text });
      return [];
    }
    return [{ line, text }];
  });
  // Chat prints a unit's size on its line ("Spore Mines (4 models)") and no body when its models carry nothing.
  if (bodies.length === 0 && style === 'chat' && unit.head.models !== null && unit.head.models > 1) {
    return [{ line: null, name: null, count: unit.head.models, wargear: [] }];
  }
  const hasModelLines = bodies.some((b) => b.text.includes(':')) || bodies.length > 1;
  return bodies.flatMap(({ line, text }): DraftModelGroup[] => {
    const colon = text.indexOf(':');
    const head = colon < 0 ? text : text.slice(0, colon);
    const items = colon < 0 ? '' : text.slice(colon + 1);
    if (!hasModelLines) {
      return [{ line: null, name: null, count: unit.head.models ?? 1, wargear: itemList(text, line.number, style) }];
    }
    const counted = countAndName(head.trim(), style);
    if (!counted) {
      unread.push({ line: line.number, text: line.text });
      return [];
    }
    return [
      { line: line.number, name: counted.name, count: counted.count, wargear: itemList(items, line.number, style) },
    ];
  });
}

/** `1 Blaster, 8 Splinter rifle` (Chat: a count of 1 left out) or `1x Blaster, 8x Splinter rifle` (Markdown). */
function itemList(text: string, line: number, style: Style): DraftItem[] {
  return text
    .split(', ')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const counted = countAndName(part, style);
      if (!counted) return { line, name: unescape(part), count: 1 };
      return style === 'chat'
        ? { line, name: counted.name, count: counted.count, whole: { name: part, count: 1 } }
        : { line, name: counted.name, count: counted.count };
    });
}

function countAndName(text: string, style: Style): { count: number; name: string } | null {
  const match = (style === 'chat' ? /^(\d{1,4}) (.+)$/ : /^(\d{1,4})x (.+)$/).exec(text);
  return match?.[1] && match[2] ? { count: Number(match[1]), name: unescape(match[2].trim()) } : null;
}

/** Markdown's backslash escapes (`\*Blood\*`) back to the characters. */
function unescape(text: string): string {
  return text.replace(/\\([\\`*_[\]<>|~])/g, '$1');
}
