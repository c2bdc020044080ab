import type { GameData } from '../../data/game-data';
import { findDatasheet, findDetachment, findEnhancement } from '../../roster/lookup';
import { rosterPoints, unitPoints } from '../../roster/points';
import type { Roster, Unit } from '../../roster/roster.schema';
import { listSections } from '../../roster/list-sections';
import { groupLoadouts, type LoadoutShare } from './model-loadouts';

/**
 * New Recruit's "WTC" and "WTC-Compact" text (shared/formats/samples/newrecruit_wtc_*.txt): the format tournament
 * organisers ask for. A `+++` block with faction, detachment, total, Warlord and enhancements, then the units with
 * what each model carries ("5 with Bolt pistol, Chainblade"), characters numbered Char1, Char2 …
 */
export type WtcStyle = 'wtc' | 'wtc-compact';

const RULE = '+'.repeat(47);
const BULLET = '•';

/** New Recruit's section names: singular CHARACTER, the rest as the app prints them. */
const SECTION_NAMES = {
  characters: 'CHARACTER',
  battleline: 'BATTLELINE',
  'dedicated-transports': 'DEDICATED TRANSPORTS',
  'other-datasheets': 'OTHER DATASHEETS',
  'allied-units': 'ALLIED UNITS',
} as const;

type Entry = { readonly unit: Unit; readonly name: string; readonly label: string | null };

export function writeWtc(roster: Roster, data: GameData, style: WtcStyle = 'wtc'): string {
  const sections = listSections(roster, data);
  let characters = 0;
  const entries = sections.map((s) => ({
    id: s.section.id,
    units: s.units.map((u): Entry => ({ ...u, label: s.section.id === 'characters' ? `Char${++characters}` : null })),
  }));
  const all = entries.flatMap((s) => s.units);

  const lines = [RULE, `+ FACTION KEYWORD: ${data.faction.name}`];
  const detachment = findDetachment(data, roster.detachmentId);
  if (detachment) lines.push(`+ DETACHMENT: ${detachment.name}`);
  lines.push(`+ TOTAL ARMY POINTS: ${rosterPoints(roster, data).total}pts`, '+');
  const warlord = all.find((e) => e.unit.isWarlord);
  if (warlord) lines.push(`+ WARLORD: ${warlord.label ? `${warlord.label}: ` : ''}${warlord.name}`);
  all
    .filter((e) => e.unit.enhancementId !== null)
    .forEach((e, i) => {
      const name = enhancementName(e.unit, roster, data);
      lines.push(`${i === 0 ? '+ ENHANCEMENT:' : '&'} ${name} (on ${e.label ? `${e.label}: ` : ''}${e.name})`);
    });
  lines.push(`+ NUMBER OF UNITS: ${roster.units.length}`, RULE);

  for (const section of entries) {
    if (style === 'wtc') lines.push('', SECTION_NAMES[section.id]);
    else lines.push('');
    for (const entry of section.units) {
      if (style === 'wtc') lines.push('');
      lines.push(...(style === 'wtc' ? wtcUnit(entry, roster, data) : compactUnit(entry, roster, data)));
    }
  }
  return `${lines.join('\n')}\n`;
}

function enhancementName(unit: Unit, roster: Roster, data: GameData): string {
  return unit.enhancementId === null
    ? ''
    : (findEnhancement(data, unit.enhancementId, roster.detachmentId)?.name ?? unit.enhancementId);
}

function unitLine(entry: Entry, roster: Roster, data: GameData, models: number): string {
  const points = unitPoints(entry.unit, data, roster.detachmentId);
  return `${entry.label ? `${entry.label}: ` : ''}${models}x ${entry.name} (${points} pts)`;
}

/** `Hellforged weapons, 2x Magma cutter`: counts per model, 1 left unwritten. */
function itemList(items: LoadoutShare['items']): string {
  return items.map((i) => (i.count > 1 ? `${i.count}x ${i.name}` : i.name)).join(', ');
}

function enhancementLine(entry: Entry, roster: Roster, data: GameData): string[] {
  const { enhancementId } = entry.unit;
  if (enhancementId === null) return [];
  const points = findEnhancement(data, enhancementId, roster.detachmentId)?.points ?? 0;
  return [`Enhancement: ${enhancementName(entry.unit, roster, data)} (+${points} pts)`];
}

/** A unit whose models print no model line: one model of a datasheet with one model type. */
function isSingleModel(unit: Unit, data: GameData, groups: readonly { count: number }[]): boolean {
  const types = findDatasheet(data, unit.datasheetId)?.composition.modelTypes.length ?? 1;
  return types === 1 && groups.length === 1 && groups[0]?.count === 1;
}

function wtcUnit(entry: Entry, roster: Roster, data: GameData): string[] {
  const groups = groupLoadouts(entry.unit, data);
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  const lines = [unitLine(entry, roster, data, total)];
  if (isSingleModel(entry.unit, data, groups)) {
    const items = groups[0]?.shares[0]?.items ?? [];
    if (items.length > 0) lines.push(`1 with ${itemList(items)}`);
    if (entry.unit.isWarlord) lines.push(`  ${BULLET} Warlord`);
  } else {
    const warlordGroup = entry.unit.isWarlord ? (groups.find((g) => g.name === entry.name) ?? groups[0]) : undefined;
    for (const group of groups) {
      lines.push(`${BULLET} ${group.count}x ${group.name}`);
      for (const share of group.shares)
        if (share.items.length > 0) lines.push(`    ${share.count} with ${itemList(share.items)}`);
      if (group === warlordGroup) lines.push(`      ${BULLET} Warlord`);
    }
  }
  return [...lines, ...enhancementLine(entry, roster, data)];
}

function compactUnit(entry: Entry, roster: Roster, data: GameData): string[] {
  const groups = groupLoadouts(entry.unit, data);
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  const head = unitLine(entry, roster, data, total);
  const lines: string[] = [];
  if (isSingleModel(entry.unit, data, groups)) {
    const items = [...(entry.unit.isWarlord ? ['Warlord'] : []), itemList(groups[0]?.shares[0]?.items ?? [])].filter(
      (s) => s !== '',
    );
    lines.push(items.length > 0 ? `${head}: ${items.join(', ')}` : head);
  } else {
    lines.push(head);
    const warlordGroup = entry.unit.isWarlord ? (groups.find((g) => g.name === entry.name) ?? groups[0]) : undefined;
    for (const group of groups) {
      const warlord = group === warlordGroup ? 'Warlord, ' : '';
      const [only, ...more] = group.shares;
      if (only && more.length === 0 && only.items.length > 0) {
        const items = only.count === 1 ? itemList(only.items) : `${only.count} with ${itemList(only.items)}`;
        lines.push(`${BULLET} ${group.count}x ${group.name}: ${warlord}${items}`);
      } else {
        lines.push(`${BULLET} ${group.count}x ${group.name}${warlord ? ': Warlord' : ''}`);
        for (const share of group.shares)
          if (share.items.length > 0) lines.push(`    ${share.count} with ${itemList(share.items)}`);
      }
    }
  }
  return [...lines, ...enhancementLine(entry, roster, data)];
}
