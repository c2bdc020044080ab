import type { BsCategoryEntry, BsRule } from './bs-types';
import type { CatalogueSet } from './catalogue-set';
import { constraintValue } from './conditions';
import { POINTS_COST_TYPE } from './game-constants';
import { contextFor } from './visibility';

export type AllowanceDraft = {
  readonly category: BsCategoryEntry;
  /** Battle size entry id → combined points cap. */
  readonly caps: ReadonlyMap<string, number>;
  /** Detachment entry ids the cap applies under; null when it applies whatever the detachment. */
  readonly appliesUnder: readonly string[] | null;
  readonly appliesWithout: boolean;
};

/**
 * Ally allowances are categories with a points cap at force or roster scope, raised from "-1" (not allowed) by
 * modifiers that check the primary catalogue, the battle size and sometimes the detachment, e.g. Drukhari
 * "Corsairs and Travelling Players": 250 / 500 / 750 unless Reaper's Wager is chosen.
 */
export function readAllowanceCaps(
  set: CatalogueSet,
  battleSizeIds: readonly string[],
  detachmentIds: readonly string[],
): AllowanceDraft[] {
  const out: AllowanceDraft[] = [];
  for (const category of set.categories.values()) {
    const cap = category.constraints.find((c) => c.type === 'max' && c.field === POINTS_COST_TYPE && (c.scope === 'force' || c.scope === 'roster'));
    if (!cap) continue;
    const caps = new Map<string, number>();
    const under = new Set<string>();
    let appliesWithout = false;
    for (const detachment of [undefined, ...detachmentIds]) {
      for (const size of battleSizeIds) {
        const value = constraintValue(cap, category.modifiers, contextFor(set.primary.id, size, 'matched-play', detachment));
        if (value < 0) continue;
        caps.set(size, Math.max(caps.get(size) ?? 0, value));
        if (detachment) under.add(detachment);
        else appliesWithout = true;
      }
    }
    if (caps.size === 0) continue;
    const everywhere = appliesWithout && under.size === detachmentIds.length;
    out.push({ category, caps, appliesUnder: everywhere ? null : [...under], appliesWithout });
  }
  return out;
}

/** Facts an allowance rule states in its text, read without copying the text: who may not be Warlord or take Enhancements. */
export function allowanceRestrictions(rules: readonly BsRule[]): { canBeWarlord: boolean; canTakeEnhancements: boolean } {
  const text = rules.map((r) => r.description.replace(/\^\^|\*\*/g, '')).join('\n');
  const noWarlord = /(can ?not|can't|cannot)\s+be\s+your\s+warlord|must be your warlord|can be your warlord/i.test(text);
  return { canBeWarlord: !noWarlord, canTakeEnhancements: false };
}
