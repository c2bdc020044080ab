import type { Resolved } from '../read/catalogue-set';
import { allConditions, isHidden, type EvalContext } from '../read/conditions';
import { isSkippedChild } from '../read/skipped';
import { POINTS_COST_TYPE } from '../read/game-constants';

/** A character as the catalogue's conditions on "the bearer" see it. */
export type CharacterRef = {
  readonly resolved: Resolved;
  readonly categoryIds: ReadonlySet<string>;
  readonly keywords: readonly string[];
  /** Detachment entry ids under which alone it is a CHARACTER (a vehicle with Headhunter Task Force's upgrade). */
  readonly onlyUnder?: ReadonlySet<string>;
};

/** An entry inside a character's entry, with the groups between them: each of them can hide it. */
export type Choice = { readonly node: Resolved; readonly ancestors: readonly Resolved[] };

export function descend(
  node: Resolved,
  visit: (n: Resolved, ancestors: readonly Resolved[]) => void,
  ancestors: readonly Resolved[] = [],
): void {
  visit(node, ancestors);
  for (const c of node.children) descend(c, visit, [...ancestors, node]);
}

/** The roster `ctx` describes, seen from the character: conditions name its categories or, sometimes, its entry itself (Biosanctic Broodsurge). */
export function asBearer(character: CharacterRef, ctx: EvalContext): EvalContext {
  const { resolved } = character;
  return {
    ...ctx,
    ancestorCategories: new Set([...character.categoryIds, resolved.id, ...(resolved.linkId ? [resolved.linkId] : [])]),
  };
}

export function isOffered(choice: Choice, ctx: EvalContext): boolean {
  return [...choice.ancestors, choice.node].every((x) => !isHidden(x.hidden, x.modifiers, ctx));
}

/**
 * Every Enhancement the character's entry holds, each hidden unless its detachment is chosen: under a group named
 * "Enhancements", or any upgrade with a cost, one per army, that a detachment's choice shows, at any depth and under
 * any name (Headhunter Task Force Enhancements; a Cadian Command Squad's on its Cadian Commander model).
 */
export function enhancementChoices(character: CharacterRef, detachmentIds: ReadonlySet<string> = new Set()): Choice[] {
  const out: Choice[] = [];
  descend(character.resolved, (node, ancestors) => {
    if (node.kind !== 'entry' || node.type !== 'upgrade' || !node.costs.some((c) => c.typeId === POINTS_COST_TYPE))
      return;
    if (ancestors.some((a) => isSkippedChild(a) && a.name.trim() !== 'Enhancements')) return;
    const path = [...ancestors.slice(1), node];
    const named = ancestors.some((a) => a.kind === 'group' && a.name.trim() === 'Enhancements');
    if (named || (isOnePerArmy(node) && path.some((n) => isShownByDetachment(n, detachmentIds))))
      out.push({ node, ancestors: ancestors.slice(1) });
  });
  return out;
}

function isOnePerArmy(node: Resolved): boolean {
  return node.constraints.some(
    (c) => c.type === 'max' && c.value === 1 && c.field === 'selections' && c.scope === 'roster',
  );
}

function isShownByDetachment(node: Resolved, detachmentIds: ReadonlySet<string>): boolean {
  return node.modifiers.some(
    (m) =>
      m.field === 'hidden' && m.value === 'true' && allConditions(m.when).some((c) => detachmentIds.has(c.childId)),
  );
}

/**
 * Whether the roster `ctx` describes offers the character the "Warlord" marker; null when the character has none
 * to ask about (the World Eaters catalogue gives its Bloodthirster no Warlord entry at all).
 */
export function isOfferedWarlord(character: CharacterRef, ctx: EvalContext): boolean | null {
  const choices: Choice[] = [];
  for (const child of character.resolved.children) {
    descend(child, (node, ancestors) => {
      if (node.kind === 'entry' && node.name.trim() === 'Warlord') choices.push({ node, ancestors });
    });
  }
  if (choices.length === 0) return null;
  const bearer = asBearer(character, ctx);
  return choices.some((c) => isOffered(c, bearer));
}

export function isOfferedEnhancement(character: CharacterRef, ctx: EvalContext): boolean {
  const bearer = asBearer(character, ctx);
  return enhancementChoices(character).some((c) => isOffered(c, bearer));
}
