import { decoded, failed, neverThrow, type CodecWarning, type Decoded } from '../codec-result';
import type { DraftHeaderValue, DraftItem, DraftList, DraftModelGroup, DraftUnit } from '../text-import/list-draft';
import {
  afterLabel,
  ENHANCEMENT_LABELS,
  splitBullet,
  splitCount,
  splitLines,
  splitCostedLine,
  stripAddedCost,
  isKeywordsLine,
  isProfileLine,
  type TextLine,
} from '../text-import/list-text';

/**
 * Reads New Recruit's WTC and WTC-Compact text into a `DraftList`. Both print what each model carries
 * ("5 with Bolt pistol, Chainblade", "2x Crisis Shas’ui: 2 with …, 2x Missile pod"); the draft holds totals per
 * model group, like the GW app prints them, so one importer serves every format.
 */
export function readWtcText(text: string): Decoded<DraftList> {
  return neverThrow(() => read(text));
}

/** Looks like a New Recruit WTC list: its `+ FACTION KEYWORD:` / `+ TOTAL ARMY POINTS:` header block. */
export function isWtcText(text: string): boolean {
  return /^\+[ \t]*(?:FACTION KEYWORD|TOTAL ARMY POINTS|DETACHMENT)[ \t]*:/im.test(text);
}

/**
 * New Recruit's text with its header block cut off (pasted from the units down): unit lines that start with a
 * count and end with a cost in "pts" (`1x Commander Farsight (95 pts)`), which no other tool writes unbulleted.
 */
export function hasWtcUnitLines(lines: readonly TextLine[]): boolean {
  return lines.some(
    (l) =>
      splitBullet(l.text).bullet === null &&
      splitCount(l.text) !== null &&
      unitLine(l.text) !== null &&
      /\bpts?\)/i.test(l.text),
  );
}

/**
 * Which of New Recruit's three texts with the `+ FACTION KEYWORD:` header a list is, to name it to the player: the
 * WTC-Compact text puts a unit's or a model's wargear on its own line ("1x Broadside Battlesuits (80 pts): Crushing
 * bulk, …", "• 1x Stealth Shas'vre: Homing beacon, …"), the WTC text lists it under the unit ("1 with Gorechild,
 * Plasma pistol"), and the GW-style text gives each item a bullet ("• 1x Dawn Blade").
 */
export type WtcLayout = 'wtc' | 'wtc-compact' | 'gw-style';

const COMPACT_UNIT = /^[^(]*\(\d+ ?pts?\):\s*\S/;
const COMPACT_MODEL = /^•\s*\d+x [^:]+:\s*\S/;

export function wtcLayout(text: string): WtcLayout {
  const lines = splitLines(text).map((l) => l.text.trim());
  if (lines.some((l) => COMPACT_UNIT.test(l) || COMPACT_MODEL.test(l))) return 'wtc-compact';
  return lines.some((l) => WITH_LINE.test(l)) ? 'wtc' : 'gw-style';
}

const WITH_LINE = /^(?<count>\d+)\s+with\s(?<items>.+)$/i;
/** Header lines that say nothing the units do not: totals, counts, secondaries, and the allies the units list again. */
const IGNORED_HEADERS = new Set(['TOTAL ARMY POINTS', 'NUMBER OF UNITS', 'SECONDARY', 'ENHANCEMENT', 'ALLIED UNITS']);
const SECTION_LINE = /^[A-Z][A-Z '’&-]*[A-Z]$/;

type Group = { line: number | null; name: string | null; count: number; wargear: DraftItem[] };
type Building = {
  line: number;
  label: string | null;
  name: string;
  points: number;
  models: number;
  /** Whether the unit line gave its count (`10x Immortals`), which New Recruit's GW style leaves out of one-model units. */
  isCounted: boolean;
  section: string | null;
  isWarlord: boolean;
  enhancement: { line: number; name: string } | null;
  groups: Group[];
  /** How many models the last "N with" line spoke for; bulleted extras under it are theirs. */
  lastWith: number;
  /** Whether the last loadout line was an "N with" line (WTC), rather than a model's own bulleted items (GW style). */
  isAfterWith: boolean;
  /** Indentation of the last model line: bulleted lines deeper than it are what its models carry. */
  modelIndent: number | null;
  /** Lines deeper than this are the profile of an upgrade printed above them, and are skipped. */
  skipDeeper: number | null;
};

function read(text: string): Decoded<DraftList> {
  const lines = splitLines(text);
  if (lines.every((l) => l.text === '')) return failed('empty-input', 'The list is empty.');
  const unread: { line: number; text: string }[] = [];
  let faction: DraftHeaderValue | null = null;
  let detachment: DraftHeaderValue | null = null;
  let warlord: string | null = null;
  let section: string | null = null;
  const units: Building[] = [];
  const current = (): Building | undefined => units[units.length - 1];

  // The next line with text after each line, for the one question a line cannot answer alone: is it a model line?
  const next: (TextLine | undefined)[] = new Array(lines.length);
  for (let i = lines.length - 1, after: TextLine | undefined; i >= 0; i--) {
    next[i] = after;
    if (lines[i]!.text !== '') after = lines[i];
  }
  for (const [at, line] of lines.entries()) {
    const { text: content } = line;
    if (content === '' || /^\++$/.test(content)) continue;
    if (content.startsWith('+') || content.startsWith('&')) {
      const header = headerLine(content);
      const key = header?.key;
      const value = header?.value ?? '';
      if (key === 'FACTION KEYWORD') faction = { line: line.number, name: value };
      else if (key === 'DETACHMENT') detachment = { line: line.number, name: value };
      else if (key === 'WARLORD') warlord = value;
      // Enhancements are read from the units' own lines; the header's "(on Char1: …)" numbering is not reliable.
      else if (!IGNORED_HEADERS.has(key ?? '') && !/^[+&]\s*$/.test(content) && !content.startsWith('&')) {
        unread.push({ line: line.number, text: content });
      }
      continue;
    }
    if (SECTION_LINE.test(content) && line.indent === 0) {
      section = content;
      continue;
    }
    const unit = splitBullet(content).bullet === null ? unitLine(content) : null;
    if (unit) {
      const building: Building = {
        line: line.number,
        label: unit.label,
        name: unit.name,
        points: unit.points,
        models: unit.count ?? 1,
        isCounted: unit.count !== null,
        section,
        isWarlord: false,
        enhancement: null,
        groups: [],
        lastWith: unit.count ?? 1,
        isAfterWith: false,
        modelIndent: null,
        skipDeeper: null,
      };
      units.push(building);
      if (unit.items) addItems(building, implicitGroup(building), unit.items, line, building.models);
      continue;
    }
    const building = current();
    if (!building) {
      unread.push({ line: line.number, text: content });
      continue;
    }
    if (!readBodyLine(building, line, next[at])) unread.push({ line: line.number, text: content });
  }

  if (units.length === 0 && faction === null) {
    return failed(
      'no-units',
      'No units found: a New Recruit WTC list has lines like "10x Khorne Berzerkers (180 pts)".',
    );
  }
  if (warlord && !units.some((u) => u.isWarlord)) {
    const colon = warlord.indexOf(':');
    const [label, name] =
      colon < 0 ? [null, warlord] : [warlord.slice(0, colon).trim(), warlord.slice(colon + 1).trim()];
    const unit = units.find((u) => (label ? u.label === label : u.name === name));
    if (unit) unit.isWarlord = true;
  }
  const warnings: CodecWarning[] = unread.map((u) => ({ line: u.line, message: `Not understood: "${u.text}"` }));
  return decoded(
    {
      title: null,
      faction,
      chapter: null,
      battleSize: null,
      detachment,
      units: units.map(toDraftUnit),
      footer: null,
      saysWhoLeads: false,
      unread,
    },
    warnings,
  );
}

function implicitGroup(building: Building): Group {
  const existing = building.groups.find((g) => g.name === null);
  if (existing) return existing;
  const group: Group = { line: null, name: null, count: building.models, wargear: [] };
  building.groups.push(group);
  return group;
}

/**
 * A line under a unit. WTC prints what models carry as "5 with Bolt pistol, Chainblade" under each model line; New
 * Recruit's GW-style text prints each model's items as deeper bullets (`• 8x Kroot Carnivores` /
 * `    • 8x Kroot rifle`, totals for the group) and a one-model unit's items as bullets right under the unit.
 */
function readBodyLine(building: Building, line: TextLine, next: TextLine | undefined): boolean {
  const { bullet, rest } = splitBullet(line.text);
  if (building.skipDeeper !== null) {
    if (line.indent > building.skipDeeper) return true;
    building.skipDeeper = null;
  }
  const enhancement = afterLabel(rest, ENHANCEMENT_LABELS);
  if (enhancement) {
    building.enhancement = { line: line.number, name: stripAddedCost(enhancement) };
    return true;
  }
  if (/^warlord$/i.test(rest)) {
    building.isWarlord = true;
    return true;
  }
  const withLine = bullet === null ? WITH_LINE.exec(rest)?.groups : undefined;
  if (withLine) {
    const count = Number(withLine.count);
    const group = building.groups[building.groups.length - 1] ?? implicitGroup(building);
    building.lastWith = count;
    building.isAfterWith = true;
    addItems(building, group, withLine.items ?? '', line, count);
    return true;
  }
  if (bullet === null) return false;
  const last = building.groups[building.groups.length - 1];
  const isUnderModel =
    last !== undefined && last.name !== null && building.modelIndent !== null && line.indent > building.modelIndent;
  const model = modelLine(rest);
  if (model && isUnderModel && !building.isAfterWith && model.items === null) {
    // GW style: an item of the model line above, its count the group's total.
    last.wargear.push({ line: line.number, name: stripAddedCost(model.name), count: model.count });
    return true;
  }
  if (model && isModelLine(line, model, next)) {
    const group: Group = { line: line.number, name: model.name, count: model.count, wargear: [] };
    building.groups.push(group);
    building.lastWith = group.count;
    building.isAfterWith = false;
    building.modelIndent = line.indent;
    if (model.items) {
      // "• 1x Chaplain: Warlord, 3 with …": the Warlord is the model's, the rest what each of them carries.
      const [first, ...others] = model.items.split(',');
      const isWarlord = first?.trim().toLowerCase() === 'warlord';
      if (isWarlord) building.isWarlord = true;
      const items = isWarlord ? others.join(',') : model.items;
      const perModel = WITH_LINE.exec(items.trim())?.groups;
      if (perModel) addItems(building, group, perModel.items ?? '', line, Number(perModel.count));
      else addItems(building, group, items, line, group.count);
    }
    return true;
  }
  if (model) {
    // GW style: a one-model unit's item (`• 1x Dawn Blade`), its count as printed.
    implicitGroup(building).wargear.push({ line: line.number, name: stripAddedCost(model.name), count: model.count });
    return true;
  }
  // GW style: an Enhancement with its cost (`• Fusion Blades (+25 pts)`), and the marker of the wargear it changes
  // (`• Fusion Blades upgrade`), which is the Enhancement's, not wargear.
  if (stripAddedCost(rest) !== rest.trim()) {
    building.enhancement = { line: line.number, name: stripAddedCost(rest) };
    return true;
  }
  if (/ upgrade$/i.test(rest)) return true;
  if (isProfileLine(rest) || isKeywordsLine(rest)) return true;
  const group = last ?? implicitGroup(building);
  if (building.isAfterWith) {
    // WTC: a bulleted list under an "N with" line: more of what those N models carry ("• Icon of Khorne, …").
    addItems(building, group, rest, line, building.lastWith);
    return true;
  }
  // GW style: an upgrade of the model group above (`  • Marker Drone`), one of each; its own profile lines follow
  // deeper (`  • Recon drone` / `    • 1x Drone burst cannon`) and repeat what the model already lists.
  addItems(building, group, rest, line, 1);
  if (next !== undefined && next.indent > line.indent) building.skipDeeper = line.indent;
  return true;
}

/** A bulleted count and name is a model line when what each model carries follows it (WTC) or sits under it (GW style). */
function isModelLine(line: TextLine, model: { items: string | null }, next: TextLine | undefined): boolean {
  if (model.items !== null) return true;
  if (next === undefined) return false;
  const { bullet, rest } = splitBullet(next.text);
  return (bullet === null && WITH_LINE.test(rest)) || (bullet !== null && next.indent > line.indent);
}

/**
 * `Shield Drone, 2x Missile pod` → its items. Names begin with a capital or a count, so a part in lower case
 * continues the name before it ("Forwards, for Blood").
 */
function splitItems(list: string): string[] {
  const items: string[] = [];
  for (const part of list.split(',').map((p) => p.trim())) {
    const last = items.length - 1;
    if (last >= 0 && /^[a-z]/.test(part)) items[last] = `${items[last]}, ${part}`;
    else items.push(part);
  }
  return items;
}

/**
 * `Shield Drone, 2x Missile pod, Warlord` carried by each of `models` models; an item that starts "N with" speaks for
 * N models from there on (WTC-Compact's `10x Immortals (150 pts): 10 with Close combat weapon, Gauss blaster`).
 */
function addItems(building: Building, group: Group, list: string, line: TextLine, allModels: number): void {
  let models = allModels;
  for (const raw of splitItems(list)) {
    const perModels = WITH_LINE.exec(raw.trim())?.groups;
    if (perModels) models = Number(perModels.count);
    const item = stripAddedCost(perModels?.items?.trim() ?? raw.trim());
    if (item === '') continue;
    if (/^warlord$/i.test(item)) {
      building.isWarlord = true;
      continue;
    }
    const counted = splitCount(item);
    const perModel = counted ? counted.count : 1;
    const whole = counted ? { whole: { name: item, count: models } } : {};
    group.wargear.push({ line: line.number, name: counted?.name ?? item, count: perModel * models, ...whole });
  }
}

function toDraftUnit(building: Building): DraftUnit {
  // The unit line's own items are those of the models its model lines leave out: the leader New Recruit prints on
  // the unit line (`5x Brôkhyr Iron-master (75 pts): Graviton hammer, …` over 3 E-COGs and an Ironkyn Assistant).
  const onModelLines = building.groups.reduce((sum, g) => sum + (g.name === null ? 0 : g.count), 0);
  const leftOver = building.isCounted ? Math.max(0, building.models - onModelLines) : 0;
  const models: DraftModelGroup[] = building.groups.map((g) => ({
    line: g.line,
    name: g.name,
    count: g.name === null && building.groups.length > 1 ? leftOver : g.count,
    wargear: g.wargear,
  }));
  return {
    line: building.line,
    name: building.name,
    points: building.points,
    sectionName: building.section,
    isWarlord: building.isWarlord,
    enhancement: building.enhancement,
    leads: null,
    models: models.filter((m) => m.name !== null || m.count > 0 || m.wargear.length > 0),
    ...(building.isCounted ? { modelCount: building.models } : {}),
  };
}

/** `+ FACTION KEYWORD: Chaos - World Eaters` → key and value; the key in capitals and spaces only. */
function headerLine(text: string): { readonly key: string; readonly value: string } | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const key = text.slice(1, colon).trim().toUpperCase();
  return /^[A-Z][A-Z ]*$/.test(key) ? { key, value: text.slice(colon + 1).trim() } : null;
}

type UnitLine = { label: string | null; count: number | null; name: string; points: number; items: string | null };

/**
 * `Char1: 1x Commander Farsight (85 pts): Warlord, Dawn Blade` → its parts. New Recruit's GW-style text leaves the
 * count out of a one-model unit's line (`War Dog Brigand (140 pts)`); a unit's models then come from its model lines.
 */
function unitLine(text: string): UnitLine | null {
  const labelled = /^(Char\d+)\s*:/i.exec(text);
  const rest = labelled ? text.slice(labelled[0].length).trim() : text;
  const counted = splitCount(rest);
  const costed = splitCostedLine(counted?.name ?? rest, '()');
  if (!costed) return null;
  return {
    label: labelled?.[1] ?? null,
    count: counted?.count ?? null,
    name: costed.name,
    points: costed.points,
    items: costed.rest,
  };
}

/** `2x Crisis Shas’ui: 2 with …` → count, name and what follows the colon. */
function modelLine(text: string): { count: number; name: string; items: string | null } | null {
  const counted = splitCount(text);
  if (!counted) return null;
  const colon = counted.name.indexOf(':');
  if (colon < 0) return { count: counted.count, name: counted.name, items: null };
  const name = counted.name.slice(0, colon).trim();
  return name === '' ? null : { count: counted.count, name, items: counted.name.slice(colon + 1) };
}
