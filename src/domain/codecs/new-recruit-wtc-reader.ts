import { decoded, failed, neverThrow, type CodecWarning, type Decoded } from './codec-result';
import type { DraftHeaderValue, DraftItem, DraftList, DraftModelGroup, DraftUnit } from './list-draft';
import { splitBullet, splitLines, stripAddedCost, type TextLine } from './list-text';

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
  return /^\+\s*(?:FACTION KEYWORD|TOTAL ARMY POINTS|DETACHMENT)\s*:/im.test(text);
}

const UNIT_LINE =
  /^(?:(?<label>Char\d+)\s*:\s*)?(?<count>\d+)\s*x\s+(?<name>.+?)\s*\(\s*(?<points>\d[\d,. ]*?)\s*(?:pts?|points?)\s*\)(?:\s*:\s*(?<items>.*))?$/i;
const WITH_LINE = /^(?<count>\d+)\s+with\s+(?<items>.+)$/i;
const MODEL_LINE = /^(?<count>\d+)\s*x\s+(?<name>[^:]+?)(?:\s*:\s*(?<items>.*))?$/i;
const IGNORED_HEADERS = new Set(['TOTAL ARMY POINTS', 'NUMBER OF UNITS', 'SECONDARY', 'ENHANCEMENT']);
const SECTION_LINE = /^[A-Z][A-Z '’&-]*[A-Z]$/;

type Group = { line: number | null; name: string | null; count: number; wargear: DraftItem[] };
type Building = {
  line: number;
  label: string | null;
  name: string;
  points: number;
  models: number;
  section: string | null;
  isWarlord: boolean;
  enhancement: { line: number; name: string } | null;
  groups: Group[];
  /** How many models the last "N with" line spoke for; bulleted extras under it are theirs. */
  lastWith: number;
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

  for (const line of lines) {
    const { text: content } = line;
    if (content === '' || /^\++$/.test(content)) continue;
    if (content.startsWith('+') || content.startsWith('&')) {
      const header = /^[+&]\s*(?<key>[A-Z ]+?)\s*:\s*(?<value>.*)$/.exec(content)?.groups;
      const key = header?.key?.toUpperCase();
      const value = header?.value?.trim() ?? '';
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
    const unit = UNIT_LINE.exec(content)?.groups;
    if (unit && splitBullet(content).bullet === null) {
      const building: Building = {
        line: line.number,
        label: unit.label ?? null,
        name: unit.name ?? '',
        points: Number((unit.points ?? '0').replace(/[,. ]/g, '')),
        models: Number(unit.count),
        section,
        isWarlord: false,
        enhancement: null,
        groups: [],
        lastWith: Number(unit.count),
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
    if (!readBodyLine(building, line)) unread.push({ line: line.number, text: content });
  }

  if (units.length === 0 && faction === null) {
    return failed('no-units', 'No units found: a New Recruit WTC list has lines like "10x Khorne Berzerkers (180 pts)".');
  }
  if (warlord && !units.some((u) => u.isWarlord)) {
    const [label, name] = warlord.includes(':') ? warlord.split(/\s*:\s*/, 2) : [null, warlord];
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

function readBodyLine(building: Building, line: TextLine): boolean {
  const { bullet, rest } = splitBullet(line.text);
  const enhancement = /^enhancements?\s*:\s*(.+)$/i.exec(rest);
  if (enhancement?.[1]) {
    building.enhancement = { line: line.number, name: stripAddedCost(enhancement[1]) };
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
    addItems(building, group, withLine.items ?? '', line, count);
    return true;
  }
  if (bullet === null) return false;
  const model = MODEL_LINE.exec(rest)?.groups;
  if (model) {
    const group: Group = { line: line.number, name: model.name?.trim() ?? '', count: Number(model.count), wargear: [] };
    building.groups.push(group);
    building.lastWith = group.count;
    if (model.items) {
      // "• 1x Chaplain: Warlord, 3 with …": the Warlord is the model's, the rest what each of them carries.
      const warlord = /^warlord\s*(?:,\s*|$)/i.exec(model.items.trim());
      if (warlord) building.isWarlord = true;
      const items = warlord ? model.items.trim().slice(warlord[0].length) : model.items;
      const perModel = WITH_LINE.exec(items.trim())?.groups;
      if (perModel) addItems(building, group, perModel.items ?? '', line, Number(perModel.count));
      else addItems(building, group, items, line, group.count);
    }
    return true;
  }
  // A bulleted list under an "N with" line: more of what those N models carry ("• Icon of Khorne, …").
  const group = building.groups[building.groups.length - 1] ?? implicitGroup(building);
  addItems(building, group, rest, line, building.lastWith);
  return true;
}

/**
 * `Shield Drone, 2x Missile pod` → its items. Names begin with a capital or a count, so a part in lower case
 * continues the name before it ("Forwards, for Blood").
 */
function splitItems(list: string): string[] {
  const items: string[] = [];
  for (const part of list.split(/\s*,\s*/)) {
    const last = items.length - 1;
    if (last >= 0 && /^[a-z]/.test(part)) items[last] = `${items[last]}, ${part}`;
    else items.push(part);
  }
  return items;
}

/** `Shield Drone, 2x Missile pod, Warlord` carried by each of `models` models. */
function addItems(building: Building, group: Group, list: string, line: TextLine, models: number): void {
  for (const raw of splitItems(list)) {
    const item = stripAddedCost(raw.trim());
    if (item === '') continue;
    if (/^warlord$/i.test(item)) {
      building.isWarlord = true;
      continue;
    }
    const counted = /^(\d+)\s*x\s+(.+)$/i.exec(item);
    const perModel = counted ? Number(counted[1]) : 1;
    group.wargear.push({ line: line.number, name: counted?.[2]?.trim() ?? item, count: perModel * models });
  }
}

function toDraftUnit(building: Building): DraftUnit {
  const models: DraftModelGroup[] = building.groups.map((g) => ({
    line: g.line,
    name: g.name,
    count: g.name === null && building.groups.length > 1 ? 0 : g.count,
    wargear: g.wargear,
  }));
  return {
    line: building.line,
    name: building.name,
    points: building.points,
    sectionName: building.section,
    isWarlord: building.isWarlord,
    enhancement: building.enhancement,
    models: models.filter((m) => m.name !== null || m.count > 0 || m.wargear.length > 0),
  };
}
