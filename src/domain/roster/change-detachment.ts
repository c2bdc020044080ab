import type { GameData } from '../data/game-data';
import type { DetachmentId } from '../data/ids';
import { allowanceFor, canInclude } from './army-list';
import { findDatasheet, findDetachment, findEnhancement } from './lookup';
import type { UnitId } from './ids';
import type { Roster, Unit } from './roster.schema';

export type RosterChange = { readonly roster: Roster; readonly dropped: readonly string[] };

/**
 * Switches the army's detachment, keeping every unit and choice that stays legal and dropping what the
 * new detachment rules out, with a note for each: enhancements of the old detachment, units the old
 * detachment or one of its allowances let in, and roles the new allowance forbids. Switching a Drukhari army to
 * Reaper's Wager drops its Anhrathe units, since Reaper's Wager replaces "Corsairs and Travelling Players".
 */
export function changeDetachment(roster: Roster, detachmentId: DetachmentId, data: GameData): RosterChange {
  const detachment = findDetachment(data, detachmentId);
  if (!detachment || roster.detachmentId === detachmentId) return { roster, dropped: [] };
  const changed: Roster = { ...roster, detachmentId };
  const dropped: string[] = [];
  const removed = new Set<UnitId>();
  const units: Unit[] = [];
  for (const unit of roster.units) {
    const datasheet = findDatasheet(data, unit.datasheetId);
    if (!datasheet) {
      units.push(unit);
      continue;
    }
    const allowance = allowanceFor(datasheet, changed, data);
    if (canInclude(datasheet, roster, data) && !canInclude(datasheet, changed, data)) {
      removed.add(unit.id);
      dropped.push(`Removed ${datasheet.name}: a ${data.faction.name} army with ${detachment.name} cannot include it.`);
      continue;
    }
    let kept = unit;
    if (unit.enhancementId !== null) {
      const own = detachment.enhancements.some((e) => e.id === unit.enhancementId);
      const name = findEnhancement(data, unit.enhancementId, roster.detachmentId)?.name ?? unit.enhancementId;
      if (!own) {
        kept = { ...kept, enhancementId: null };
        dropped.push(`Removed ${name} from ${datasheet.name}: it is not an enhancement of ${detachment.name}.`);
      } else if (allowance && !allowance.canTakeEnhancements) {
        kept = { ...kept, enhancementId: null };
        dropped.push(`Removed ${name} from ${datasheet.name}: units taken through ${allowance.rule.name} cannot take Enhancements.`);
      }
    }
    if (unit.isWarlord && allowance && !allowance.canBeWarlord) {
      kept = { ...kept, isWarlord: false };
      dropped.push(`${datasheet.name} is no longer the Warlord: units taken through ${allowance.rule.name} cannot be.`);
    }
    units.push(kept);
  }
  return {
    roster: {
      ...changed,
      units: units.map((u) =>
        u.attachedToUnitId !== null && removed.has(u.attachedToUnitId) ? { ...u, attachedToUnitId: null } : u,
      ),
    },
    dropped,
  };
}
