import type { Resolved } from './catalogue-set';
import { isHidden, type EvalContext } from './conditions';
import { POINTS_COST_TYPE } from './game-constants';

/** A character as the catalogue's conditions on "the bearer" see it. */
export type CharacterRef = {
  readonly resolved: Resolved;
  readonly categoryIds: ReadonlySet<string>;
  readonly keywords: readonly string[];
};

/** An entry inside a character's entry, with the groups between them: each of them can hide it. */
export type Choice = { readonly node: Resolved; readonly ancestors: readonly Resolved[] };

export function descend(node: Resolved, visit: (n: Resolved, ancestors: readonly Resolved[]) => void, ancestors: readonly Resolved[] = []): void {
  visit(node, ancestors);
  for (const c of node.children) descend(c, visit, [...ancestors, node]);
}

/** The roster `ctx` describes, seen from the character: conditions name its categories or, sometimes, its entry itself (Biosanctic Broodsurge). */
export function asBearer(character: CharacterRef, ctx: EvalContext): EvalContext {
  const { resolved } = character;
  return { ...ctx, ancestorCategories: new Set([...character.categoryIds, resolved.id, ...(resolved.linkId ? [resolved.linkId] : [])]) };
}

export function isOffered(choice: Choice, ctx: EvalContext): boolean {
  return [...choice.ancestors, choice.node].every((x) => !isHidden(x.hidden, x.modifiers, ctx));
}

/** Every Enhancement under the character's shared "Enhancements" groups, each hidden unless its detachment is chosen. */
export function enhancementChoices(character: CharacterRef): Choice[] {
  const out: Choice[] = [];
  for (const group of character.resolved.children.filter((c) => c.name.trim() === 'Enhancements')) {
    descend(group, (node, ancestors) => {
      if (node.kind === 'entry' && node.type === 'upgrade' && node.costs.some((c) => c.typeId === POINTS_COST_TYPE)) out.push({ node, ancestors });
    });
  }
  return out;
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
