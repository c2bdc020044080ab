import type { GameData } from '../data/game-data';
import type { DetachmentId } from '../data/ids';
import type { RosterIssue } from '../rules/issue';
import { validateRoster } from '../rules/validate-roster';
import type { UnitId } from '../roster/ids';
import { findDetachment } from '../roster/lookup';
import type { Roster, Unit } from '../roster/roster.schema';
import type { RosterChange, RosterChangeNote } from './change-note';

/**
 * Switches the army's detachment, keeping every unit and choice that stays legal and dropping what the new detachment
 * rules out, as the rules judge it on the switched list: units the old detachment or one of its allowances let in
 * (the faction rule), and Enhancements and the Warlord role the new allowance forbids. Switching a Drukhari army to
 * Reaper's Wager drops its Anhrathe units, since Reaper's Wager replaces "Corsairs and Travelling Players".
 * Enhancements of the old detachment stay where they are, flagged as errors (a player trying detachments out loses
 * nothing), and a note says so; `removeOtherDetachmentEnhancements` takes them off when the player asks.
 */
export function changeDetachment(roster: Roster, detachmentId: DetachmentId, data: GameData): RosterChange {
  const detachment = findDetachment(data, detachmentId);
  if (!detachment || roster.detachmentId === detachmentId) return { roster, notes: [] };
  const switched: Roster = { ...roster, detachmentId };
  const outBefore = new Set(validateRoster(roster, data, ['faction']).flatMap((i) => i.unitIds));
  const issues = validateRoster(switched, data, [
    'faction',
    'enhancement-detachment',
    'enhancement-bearer',
    'warlord-bearer',
  ]);
  const found = <R extends RosterIssue['ruleId']>(ruleId: R, unit: Unit) =>
    issues.find((i): i is Extract<RosterIssue, { ruleId: R }> => i.ruleId === ruleId && i.unitIds.includes(unit.id));

  const notes: RosterChangeNote[] = [];
  const removed = new Set<UnitId>();
  const units: Unit[] = [];
  for (const unit of roster.units) {
    const datasheet = data.index.datasheets.get(unit.datasheetId)?.name ?? unit.datasheetId;
    if (found('faction', unit) && !outBefore.has(unit.id)) {
      removed.add(unit.id);
      notes.push({
        kind: 'unit-removed',
        unitId: unit.id,
        datasheet,
        faction: data.faction.name,
        detachment: detachment.name,
      });
      continue;
    }
    let kept = unit;
    const notOwn = found('enhancement-detachment', unit);
    const bearer = found('enhancement-bearer', unit);
    if (notOwn?.params.reason === 'other-detachment') {
      notes.push({
        kind: 'enhancement-not-in-detachment',
        unitId: unit.id,
        enhancement: notOwn.params.enhancement,
        datasheet,
        detachment: detachment.name,
      });
    } else if (bearer?.params.reason === 'allowance') {
      kept = { ...kept, enhancementId: null };
      notes.push({
        kind: 'enhancement-removed',
        unitId: unit.id,
        enhancement: bearer.params.enhancement,
        datasheet,
        allowance: bearer.params.allowance,
      });
    }
    const warlord = found('warlord-bearer', unit);
    if (warlord?.params.reason === 'allowance') {
      kept = { ...kept, isWarlord: false };
      notes.push({ kind: 'warlord-removed', unitId: unit.id, datasheet, allowance: warlord.params.allowance });
    }
    units.push(kept);
  }
  return {
    roster: {
      ...switched,
      units: units.map((u) =>
        u.attachedToUnitId !== null && removed.has(u.attachedToUnitId) ? { ...u, attachedToUnitId: null } : u,
      ),
    },
    notes,
  };
}

/** The units carrying an Enhancement the army's detachment does not have (a Realspace Raiders one in Reaper's Wager). */
export function otherDetachmentEnhancementBearers(issues: readonly RosterIssue[]): readonly UnitId[] {
  return issues.flatMap((i) =>
    i.ruleId === 'enhancement-detachment' && i.params.reason === 'other-detachment' ? i.unitIds : [],
  );
}

/** Takes off every Enhancement the army's detachment does not have: the one action a detachment change's notice offers. */
export function removeOtherDetachmentEnhancements(roster: Roster, data: GameData): Roster {
  const bearers = new Set(otherDetachmentEnhancementBearers(validateRoster(roster, data, ['enhancement-detachment'])));
  if (bearers.size === 0) return roster;
  return { ...roster, units: roster.units.map((u) => (bearers.has(u.id) ? { ...u, enhancementId: null } : u)) };
}
