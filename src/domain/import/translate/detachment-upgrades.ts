import type { DatasheetId } from '../../data/ids';
import { asBearer, descend, isOffered, type CharacterRef } from './character-choices';
import type { EvalContext } from '../read/conditions';
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
  /** How many units of the army may take it (the catalogue's "at most 3 per roster"), if capped. */
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
      const added = node.modifiers.filter(
        (m) =>
          m.field === 'category' &&
          m.type === 'add' &&
          m.affects === undefined &&
          (m.scope === undefined || m.scope === 'root-entry' || m.scope === 'unit'),
      );
      if (added.length === 0) return;
      const choice = { node, ancestors: ancestors.slice(1) };
      if (isOffered(choice, asBearer(holder, contextUnder(null)))) return;
      for (const d of detachmentEntryIds) {
        if (!isOffered(choice, asBearer(holder, contextUnder(d)))) continue;
        for (const m of added) {
          const key = `${node.id} ${m.value} ${d}`;
          const cap = node.constraints.find(
            (c) => c.type === 'max' && c.field === 'selections' && c.scope === 'roster',
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
