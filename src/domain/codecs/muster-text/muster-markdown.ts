import type { GameData } from '../../data/game-data';
import { unitLoadout } from '../../roster/loadout';
import { findBattleSize, findDatasheet, findDetachment, findEnhancement } from '../../roster/lookup';
import { rosterPoints, unitPoints } from '../../roster/points';
import type { Roster } from '../../roster/roster.schema';
import { byName, listSections, oneLine, unitReference, type ListedUnit } from '../../roster/list-sections';
import { MUSTER_VERSION } from '../muster-version';

export type MarkdownOptions = {
  /** The manifest's data version, printed in the closing line. */
  readonly dataVersion: string;
  readonly musterVersion?: string;
};

/**
 * Characters Markdown would read as formatting inside a line ("*Blood* for the _Blood God_"). Names never start a
 * line here, so `#`, `-` and `+` need no escape and "Gore-drenched fangs" stays readable as plain text.
 */
function escape(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`);
}

/**
 * The list as a Markdown document for forums, wikis and repositories: a heading per section, one list item per
 * unit with its points, what each model group carries, Warlord, enhancement and the unit a leader leads.
 */
export function writeMusterMarkdown(roster: Roster, data: GameData, options: MarkdownOptions): string {
  const battleSize = findBattleSize(data, roster.battleSizeId);
  const detachment = findDetachment(data, roster.detachmentId);
  const total = rosterPoints(roster, data).total;
  const lines = [`# ${escape(oneLine(roster.name) || 'Untitled list')} (${total} points)`, ''];
  const facts = [`**${escape(data.faction.name)}**`];
  if (detachment) facts.push(escape(detachment.name));
  if (battleSize) facts.push(`${escape(battleSize.name)} (${battleSize.points} points)`);
  lines.push(facts.join(' · '));
  for (const { section, units } of listSections(roster, data)) {
    const points = units.reduce((sum, u) => sum + unitPoints(u.unit, data, roster.detachmentId), 0);
    lines.push('', `## ${escape(section.name)} (${points} points)`, '');
    for (const listed of units) lines.push(...unitItem(listed, roster, data));
  }
  lines.push(
    '',
    `*Exported with Muster v${options.musterVersion ?? MUSTER_VERSION}, Data Version: ${escape(options.dataVersion)}*`,
  );
  return `${lines.join('\n')}\n`;
}

function unitItem({ unit, name }: ListedUnit, roster: Roster, data: GameData): string[] {
  const notes: string[] = [];
  if (unit.isWarlord) notes.push('Warlord');
  if (unit.enhancementId !== null) {
    const enhancement = findEnhancement(data, unit.enhancementId, roster.detachmentId)?.name ?? unit.enhancementId;
    notes.push(`Enhancement: ${escape(enhancement)}`);
  }
  const bodyguard = roster.units.find((u) => u.id === unit.attachedToUnitId);
  if (bodyguard) notes.push(`leads ${escape(unitReference(roster, bodyguard, data))}`);
  const lines = [
    `- **${escape(name)}** (${unitPoints(unit, data, roster.detachmentId)} points)${notes.length > 0 ? ` — ${notes.join(' · ')}` : ''}`,
  ];
  const loadout = unitLoadout(unit, data);
  const isSingleModel =
    (findDatasheet(data, unit.datasheetId)?.composition.modelTypes.length ?? 1) === 1 &&
    loadout.length === 1 &&
    loadout[0]?.count === 1;
  for (const group of loadout) {
    const items = byName(group.wargear)
      .map((w) => `${w.count}x ${escape(w.name)}`)
      .join(', ');
    if (isSingleModel) {
      if (items) lines.push(`  - ${items}`);
    } else lines.push(`  - ${group.count}x ${escape(group.name)}${items ? `: ${items}` : ''}`);
  }
  return lines;
}
