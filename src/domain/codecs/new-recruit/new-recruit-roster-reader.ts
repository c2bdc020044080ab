import { decoded, failed, neverThrow, type CodecWarning, type Decoded } from '../codec-result';
import type { DraftHeaderValue, DraftItem, DraftList, DraftModelGroup, DraftUnit } from '../text-import/list-draft';
import {
  splitBullet,
  splitCostedLine,
  splitCount,
  splitLines,
  splitTrailingParenthesis,
  type TextLine,
} from '../text-import/list-text';

/**
 * Reads New Recruit's "Roster" text (shared/formats/samples/newrecruit_roster_tau.txt) into a `DraftList`:
 *
 *     Xenos - T'au Empire - Tauuuu - [1985 pts]
 *     # ++ Army Roster ++ [1985 pts]
 *     ## Configuration
 *     Battle Size: Strike Force (2000 Point limit)
 *     Detachment: Experimental Prototype Cadre
 *     ## Character [325 pts]
 *     Commander in Coldstar Battlesuit [105 pts]: Plasma Accelerator Rifle, Cyclic ion blaster, 2x Shield Drone
 *     Kroot Carnivores [65 pts]:
 *     • 8x Kroot Carnivores: Close combat weapon, Kroot rifle
 *
 * Items are what each model carries, so a group's totals are the items times its models. The format does not set
 * Enhancements or the Warlord apart from wargear: "Warlord" is read here, Enhancements by the importer.
 */
export function readNewRecruitRoster(text: string): Decoded<DraftList> {
  return neverThrow(() => read(text));
}

/** New Recruit's Roster text opens its army with `# ++ Army Roster ++`. */
export function isNewRecruitRoster(lines: readonly TextLine[]): boolean {
  return lines.some((l) => l.text.startsWith('# ++ Army Roster ++'));
}

type Building = {
  line: TextLine;
  name: string;
  points: number;
  section: string | null;
  isWarlord: boolean;
  groups: DraftModelGroup[];
};

function read(text: string): Decoded<DraftList> {
  const lines = splitLines(text);
  if (lines.every((l) => l.text === '')) return failed('empty-input', 'The list is empty.');
  const unread: { line: number; text: string }[] = [];
  let title: DraftList['title'] = null;
  let faction: DraftHeaderValue | null = null;
  let battleSize: DraftList['battleSize'] = null;
  let detachment: DraftHeaderValue | null = null;
  let section: string | null = null;
  const units: Building[] = [];

  for (const line of lines) {
    const { text: content } = line;
    if (content === '' || content === 'Show/Hide Options' || content.startsWith('# ++ Army Roster ++')) continue;
    if (content.startsWith('## ')) {
      section = splitCostedLine(content.slice(3), '[]')?.name ?? content.slice(3).trim();
      continue;
    }
    if (section === null && units.length === 0) {
      const heading: ArmyHeading | null = title === null && faction === null ? armyHeading(content) : null;
      if (heading) {
        title = { line: line.number, name: heading.name, points: heading.points };
        faction = { line: line.number, name: heading.faction };
        continue;
      }
    }
    if (section === 'Configuration') {
      const colon = content.indexOf(':');
      const key = colon < 0 ? '' : content.slice(0, colon).trim().toLowerCase();
      const value = content.slice(colon + 1).trim();
      if (key === 'battle size') battleSize = battleSizeOf(line, value);
      else if (key === 'detachment' || key === 'detachment choice') detachment = { line: line.number, name: value };
      // The roster's other settings ("Khorne Daemons are visible", "Faction Reference") change no unit of the list.
      continue;
    }
    const { bullet, rest } = splitBullet(content);
    const unit = bullet === null ? splitCostedLine(content, '[]') : null;
    const last = units[units.length - 1];
    if (unit) {
      const building: Building = { line, name: unit.name, points: unit.points, section, isWarlord: false, groups: [] };
      units.push(building);
      if (unit.rest) addGroup(building, { line: null, name: null, count: 1 }, unit.rest, line.number);
    } else if (bullet !== null && last) {
      const counted = splitCount(rest);
      const colon = counted ? counted.name.indexOf(':') : -1;
      if (counted && colon > 0) {
        const model = { line: line.number, name: counted.name.slice(0, colon).trim(), count: counted.count };
        addGroup(last, model, counted.name.slice(colon + 1), line.number);
      } else if (counted)
        addGroup(last, { line: line.number, name: counted.name, count: counted.count }, '', line.number);
      else unread.push({ line: line.number, text: content });
    } else unread.push({ line: line.number, text: content });
  }

  if (units.length === 0 && faction === null) {
    return failed('no-units', 'No units found: a New Recruit roster has lines like "Khorne Berzerkers [180 pts]:".');
  }
  const warnings: CodecWarning[] = unread.map((u) => ({ line: u.line, message: `Not understood: "${u.text}"` }));
  return decoded(
    {
      title,
      faction,
      chapter: null,
      battleSize,
      detachment,
      units: units.map(toDraftUnit),
      footer: null,
      saysWhoLeads: false,
      unread,
    },
    warnings,
  );
}

/** `Xenos - T'au Empire - Tauuuu - [1985 pts]` → faction, list name and points (the faction may hold " - " too). */
type ArmyHeading = { faction: string; name: string; points: number };

function armyHeading(text: string): ArmyHeading | null {
  const dash = text.lastIndexOf(' - [');
  const costed = dash < 0 ? null : splitCostedLine(`x ${text.slice(dash + 3)}`, '[]');
  if (!costed || costed.rest !== null) return null;
  const head = text.slice(0, dash);
  const split = head.lastIndexOf(' - ');
  if (split < 0) return { faction: head, name: '', points: costed.points };
  return { faction: head.slice(0, split), name: head.slice(split + 3), points: costed.points };
}

/** `Strike Force (2000 Point limit)` → name and points. */
function battleSizeOf(line: TextLine, value: string): NonNullable<DraftList['battleSize']> {
  const split = splitTrailingParenthesis(value);
  const limit = split && /^\d+ point limit$/i.test(split.inside) ? Number(split.inside.split(' ')[0]) : null;
  return { line: line.number, name: split && limit !== null ? split.before : value, points: limit };
}

/** `Close combat weapon, 2x Missile Drone (Missile pod), Warlord`, carried by each of the group's models. */
function addGroup(unit: Building, model: Omit<DraftModelGroup, 'wargear'>, list: string, line: number): void {
  const wargear: DraftItem[] = [];
  for (const part of list.split(',')) {
    const item = part.trim();
    if (item === '') continue;
    if (item.toLowerCase() === 'warlord') {
      unit.isWarlord = true;
      continue;
    }
    const counted = splitCount(item);
    const perModel = counted?.count ?? 1;
    const whole = counted ? { whole: { name: item, count: model.count } } : {};
    wargear.push({ line, name: counted?.name ?? item, count: perModel * model.count, ...whole });
  }
  unit.groups.push({ ...model, wargear });
}

function toDraftUnit(unit: Building): DraftUnit {
  // A unit line's own items belong to its one model; with model lines under it, they carry the rest.
  const hasModels = unit.groups.some((g) => g.name !== null);
  return {
    line: unit.line.number,
    name: unit.name,
    points: unit.points,
    sectionName: unit.section,
    isWarlord: unit.isWarlord,
    enhancement: null,
    leads: null,
    models: unit.groups
      .map((g) => (hasModels && g.name === null ? { ...g, count: 0 } : g))
      .filter((g) => g.count > 0 || g.wargear.length > 0),
  };
}
