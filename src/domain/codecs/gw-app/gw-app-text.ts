import type { GameData } from '../../data/game-data';
import { unitLoadout, type LoadoutItem, type ModelLoadout } from '../../roster/loadout';
import { findBattleSize, findDatasheet, findDetachment, findEnhancement } from '../../roster/lookup';
import { rosterPoints, unitPoints } from '../../roster/points';
import type { Roster, Unit } from '../../roster/roster.schema';
import { byName, listSections, oneLine } from '../../roster/list-sections';
import { takenDetachmentUpgrades } from '../../roster/detachment-upgrades';
import { MUSTER_VERSION } from '../muster-version';

/**
 * The GW app's text export (10th edition, app v1.x), line for line as shared/formats/gw-app-export.md describes it,
 * and its import. What another reader of app exports gets from ours must be our roster: same units, points,
 * Warlord and enhancements.
 */
export type GwAppTextOptions = {
  /** The manifest's data version, printed in the footer. */
  readonly dataVersion: string;
  readonly musterVersion?: string;
};

const BULLET = '•';

export function writeGwAppText(roster: Roster, data: GameData, options: GwAppTextOptions): string {
  const lines: string[] = [];
  const title = oneLine(roster.name) || 'Untitled list';
  lines.push(`${title} (${rosterPoints(roster, data).total} points)`, '');
  lines.push(data.faction.name);
  const battleSize = findBattleSize(data, roster.battleSizeId);
  if (battleSize) lines.push(`${battleSize.name} (${battleSize.points} points)`);
  const detachment = findDetachment(data, roster.detachmentId);
  if (detachment) lines.push(detachment.name);

  const sections = listSections(roster, data);
  for (const { section, units } of sections) {
    lines.push('', '', section.name.toUpperCase(), '');
    units.forEach(({ unit, name }, i) => {
      if (i > 0) lines.push('');
      lines.push(...unitBlock(roster, unit, name, data));
    });
  }

  // Not "Exported with App Version: …": that line tells readers which app build and GW data made the list, and we
  // are neither, so a reader keying points or rules on GW's data version would be misled. Tools other than the app
  // sign in this shape already ("Exported with BattleBase, Data Version: v20251223"), and readers that know the app
  // format stop at the last unit or skip a signature they do not know.
  lines.push(
    '',
    `Exported with Muster v${options.musterVersion ?? MUSTER_VERSION}, Data Version: ${options.dataVersion}`,
  );
  return `${lines.join('\n')}\n`;
}

function unitBlock(roster: Roster, unit: Unit, name: string, data: GameData): string[] {
  const lines = [`${name} (${unitPoints(unit, data, roster.detachmentId)} points)`];
  const datasheet = findDatasheet(data, unit.datasheetId);
  const loadout = unitLoadout(unit, data);
  const isSingleModel =
    (datasheet?.composition.modelTypes.length ?? 1) === 1 && loadout.length === 1 && loadout[0]?.count === 1;
  if (isSingleModel) {
    if (unit.isWarlord) lines.push(`  ${BULLET} Warlord`);
    lines.push(...itemLines(loadout[0]?.wargear ?? [], 2));
  } else {
    const warlordGroup = unit.isWarlord ? characterGroup(loadout, datasheet?.name ?? name) : null;
    for (const group of loadout) {
      lines.push(`  ${BULLET} ${group.count}x ${group.name}`);
      if (group === warlordGroup) lines.push(`    ${BULLET} Warlord`);
      lines.push(...itemLines(group.wargear, 4));
    }
  }
  if (unit.enhancementId !== null) {
    const enhancement = findEnhancement(data, unit.enhancementId, roster.detachmentId);
    lines.push(`  ${BULLET} Enhancement: ${enhancement?.name ?? unit.enhancementId}`);
  }
  for (const upgrade of takenDetachmentUpgrades(unit, roster, data)) lines.push(`  ${BULLET} ${upgrade}`);
  return lines;
}

/** Only the first item of a group carries the bullet; the rest line up with its text. */
function itemLines(items: readonly LoadoutItem[], depth: number): string[] {
  return byName(items).map((item, i) => {
    const indent = ' '.repeat(i === 0 ? depth : depth + 2);
    return `${indent}${i === 0 ? `${BULLET} ` : ''}${item.count}x ${item.name}`;
  });
}

/** The model line a Warlord goes under in a multi-model unit: the character's own (Chaplain Grimaldus, not his Servitors). */
function characterGroup(loadout: readonly ModelLoadout[], datasheetName: string): ModelLoadout | null {
  return loadout.find((g) => g.name === datasheetName) ?? loadout[0] ?? null;
}
