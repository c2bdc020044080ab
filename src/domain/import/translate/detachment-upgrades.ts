import type { DatasheetId } from '../../data/ids';
import { asBearer, descend, isOffered, type CharacterRef } from './character-choices';
import { constraintValue, type EvalContext } from '../read/conditions';
import { POINTS_COST_TYPE } from '../read/game-constants';
import { isSkippedChild } from '../read/skipped';

/** A datasheet as the upgrades' conditions see it. */
export type UpgradeHolder = CharacterRef & { readonly id: DatasheetId; readonly name: string };

/** An upgrade that gives its unit a keyword while a detachment is chosen ("Tank Ace Character": CHARACTER). */
export type UpgradeGrant = {
  readonly upgradeId: string;
  readonly upgrade: string;
  readonly categoryId: string;
  readonly detachmentEntryId: string;
  readonly datasheetIds: DatasheetId[];
  /**
   * How many units of the army may take it (the catalogue's "at most 3 per roster"), if capped. A minimum beside it
   * (Houndpack Lance: "select 3 War Dog units") is a choice made at the table, which the list does not record.
   */
  readonly perArmy: number | null;
};

/**
 * The upgrades a unit may take only while a detachment is chosen, and that add a category to the unit (Headhunter
 * Task Force's "Tank Ace Character" makes a vehicle a CHARACTER; Steel Hammer's "Character Upgrade"), by detachment.
 */
export function readUpgradeGrants(
  holders: readonly UpgradeHolder[],
  detachmentEntryIds: readonly string[],
  contextUnder: (detachmentEntryId: string | null) => EvalContext,
): UpgradeGrant[] {
  const out = new Map<string, UpgradeGrant>();
  for (const holder of holders) {
    descend(holder.resolved, (node, ancestors) => {
      if (node === holder.resolved || node.kind !== 'entry' || node.type !== 'upgrade') return;
      if ([...ancestors.slice(1), node].some((a) => isSkippedChild(a))) return;
      // "parent" is the unit where the upgrade sits on the unit's own entry (Houndpack Lance Character on a War Dog).
      const onUnit = ancestors.length === 1;
      const added = node.modifiers.filter(
        (m) =>
          m.field === 'category' &&
          m.type === 'add' &&
          m.affects === undefined &&
          (m.scope === undefined || m.scope === 'root-entry' || m.scope === 'unit' || (m.scope === 'parent' && onUnit)),
      );
      if (added.length === 0) return;
      const choice = { node, ancestors: ancestors.slice(1) };
      if (isOffered(choice, asBearer(holder, contextUnder(null)))) return;
      for (const d of detachmentEntryIds) {
        if (!isOffered(choice, asBearer(holder, contextUnder(d)))) continue;
        for (const m of added) {
          const key = `${node.id} ${m.value} ${d}`;
          const cap = node.constraints.find(
            (c) => c.type === 'max' && c.field === 'selections' && (c.scope === 'roster' || c.scope === 'force'),
          );
          const grant = out.get(key) ?? {
            upgradeId: node.id,
            upgrade: node.name.trim(),
            categoryId: m.value,
            detachmentEntryId: d,
            datasheetIds: [],
            perArmy: cap ? cap.value : null,
          };
          if (!grant.datasheetIds.includes(holder.id)) grant.datasheetIds.push(holder.id);
          out.set(key, grant);
        }
      }
    });
  }
  return [...out.values()];
}

/** An upgrade a detachment makes a unit take, at a cost ("Singularity Matrix", 55 pts under Pantheon of Woe). */
export type UpgradeSurcharge = {
  readonly upgradeId: string;
  readonly upgrade: string;
  readonly points: number;
  readonly detachmentEntryId: string;
  readonly datasheetIds: DatasheetId[];
};

/**
 * The upgrades with a points cost that a unit must take while a detachment is chosen and is not offered otherwise,
 * by detachment: the catalogue shows them and sets their minimum to 1 under that detachment alone (a C'tan Shard of
 * the Deceiver in Pantheon of Woe must take the Singularity Matrix, 55 pts; a Vindicare Assassin in Veiled Blade
 * Elimination Force the Micromelta Round, 45 pts). Not Enhancements: they cost points and count against nothing else.
 */
export function readSurcharges(
  holders: readonly UpgradeHolder[],
  detachmentEntryIds: readonly string[],
  contextUnder: (detachmentEntryId: string | null) => EvalContext,
): UpgradeSurcharge[] {
  const out = new Map<string, UpgradeSurcharge>();
  for (const holder of holders) {
    descend(holder.resolved, (node, ancestors) => {
      if (node === holder.resolved || node.kind !== 'entry' || node.type !== 'upgrade') return;
      if ([...ancestors.slice(1), node].some((a) => isSkippedChild(a))) return;
      const points = node.costs.find((c) => c.typeId === POINTS_COST_TYPE)?.value ?? 0;
      if (points <= 0) return;
      const choice = { node, ancestors: ancestors.slice(1) };
      const isRequiredIn = (ctx: EvalContext): boolean =>
        isOffered(choice, ctx) &&
        node.constraints.some(
          (c) =>
            c.type === 'min' &&
            c.field === 'selections' &&
            c.scope === 'parent' &&
            constraintValue(c, node.modifiers, ctx) >= 1,
        );
      if (isRequiredIn(asBearer(holder, contextUnder(null)))) return;
      for (const d of detachmentEntryIds) {
        if (!isRequiredIn(asBearer(holder, contextUnder(d)))) continue;
        const key = `${node.id} ${d}`;
        const surcharge = out.get(key) ?? {
          upgradeId: node.id,
          upgrade: node.name.trim(),
          points,
          detachmentEntryId: d,
          datasheetIds: [],
        };
        if (!surcharge.datasheetIds.includes(holder.id)) surcharge.datasheetIds.push(holder.id);
        out.set(key, surcharge);
      }
    });
  }
  return [...out.values()];
}
