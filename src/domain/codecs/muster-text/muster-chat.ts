import type { GameData } from '../../data/game-data';
import { mergeCopies } from '../../roster/identical-units';
import { unitLoadout, type ModelLoadout } from '../../roster/loadout';
import { findBattleSize, findDatasheet, findDetachment, findEnhancement } from '../../roster/lookup';
import { rosterPoints, unitPoints } from '../../roster/points';
import type { Roster, Unit } from '../../roster/roster.schema';
import { byName, listSections, oneLine, unitReference, type ListedUnit } from '../../roster/list-sections';

/**
 * The list as a chat message: short lines, no indentation to lose, identical units written once with a count,
 * and what text lists from the app leave out (which leader leads which unit). Meant for people, not for importing.
 */
export function writeMusterChat(roster: Roster, data: GameData): string {
  const battleSize = findBattleSize(data, roster.battleSizeId);
  const total = rosterPoints(roster, data).total;
  const lines = [
    `${oneLine(roster.name) || 'Untitled list'}: ${total}${battleSize ? ` / ${battleSize.points}` : ''} pts`,
  ];
  const detachment = findDetachment(data, roster.detachmentId);
  lines.push([data.faction.name, detachment?.name, battleSize?.name].filter(Boolean).join(', '));
  for (const { section, units } of listSections(roster, data)) {
    lines.push('', section.name.toUpperCase());
    for (const { copies, listed } of mergeCopies(units, roster, data))
      lines.push(...unitLines(listed, copies, roster, data));
  }
  return `${lines.join('\n')}\n`;
}

function unitLines({ unit, name }: ListedUnit, copies: number, roster: Roster, data: GameData): string[] {
  const loadout = unitLoadout(unit, data);
  const models = loadout.reduce((sum, g) => sum + g.count, 0);
  const notes: string[] = [];
  if (unit.isWarlord) notes.push('Warlord');
  if (unit.enhancementId !== null) {
    notes.push(findEnhancement(data, unit.enhancementId, roster.detachmentId)?.name ?? unit.enhancementId);
  }
  const bodyguard = roster.units.find((u) => u.id === unit.attachedToUnitId);
  if (bodyguard) notes.push(`leads ${unitReference(roster, bodyguard, data)}`);
  const size = models > 1 ? ` (${models} models)` : '';
  const points = unitPoints(unit, data, roster.detachmentId);
  const head = `${copies > 1 ? `${copies}x ` : ''}${name}${size}, ${points} pts${copies > 1 ? ' each' : ''}`;
  return [`- ${head}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`, ...wargearLines(unit, loadout, data)];
}

function wargearLines(unit: Unit, loadout: readonly ModelLoadout[], data: GameData): string[] {
  const isSingleType = (findDatasheet(data, unit.datasheetId)?.composition.modelTypes.length ?? 1) === 1;
  const items = (group: ModelLoadout) =>
    byName(group.wargear)
      .map((w) => (w.count > 1 || group.count > 1 ? `${w.count} ${w.name}` : w.name))
      .join(', ');
  if (isSingleType && loadout.length === 1) {
    const only = loadout[0]!;
    return only.wargear.length > 0 ? [`  ${items(only)}`] : [];
  }
  return loadout.map((group) => `  ${group.count} ${group.name}${group.wargear.length > 0 ? `: ${items(group)}` : ''}`);
}
