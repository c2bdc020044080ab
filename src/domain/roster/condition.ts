import type { Comparison, Condition } from '../data/condition.schema';
import { wargearTotals } from './loadout';
import type { KnownUnit } from './roster-types';
import type { Roster } from './roster.schema';

/** What a condition may ask of the army: its choices, the units it holds by datasheet, and every keyword among them. */
export type ArmyFacts = {
  readonly factionId: string;
  readonly detachmentId: string | null;
  readonly battleSizeId: string | null;
  readonly datasheetCounts: ReadonlyMap<string, number>;
  /** The models of each model type in the army's units of each datasheet, by datasheet id, then model type id. */
  readonly datasheetModels: ReadonlyMap<string, ReadonlyMap<string, number>>;
  readonly keywords: ReadonlySet<string>;
};

/**
 * What a condition may ask of one unit: its keywords in this roster, its models (by model type), the wargear they
 * carry in all, and how many of them took each choice of its wargear options (by `choiceKey`).
 */
export type UnitFacts = {
  readonly keywords: ReadonlySet<string>;
  readonly models: number;
  readonly modelCounts: ReadonlyMap<string, number>;
  readonly wargear: ReadonlyMap<string, number>;
  readonly choices: ReadonlyMap<string, number>;
};

/** How a unit's facts key one choice of one wargear option. */
export function choiceKey(choice: { readonly optionId: string; readonly choiceId: string }): string {
  return `${choice.optionId}/${choice.choiceId}`;
}

/** How many of the unit's models took any of these choices. */
export function choiceCount(
  choices: readonly { readonly optionId: string; readonly choiceId: string }[],
  unit: UnitFacts | undefined,
): number {
  if (!unit) return 0;
  let total = 0;
  for (const c of choices) total += unit.choices.get(choiceKey(c)) ?? 0;
  return total;
}

/** What a condition may ask of one model: the wargear it carries. */
export type ModelFacts = {
  readonly wargear: ReadonlyMap<string, number>;
};

/** Where a condition is asked: always in an army, and in a unit or on one model of it where the question is theirs. */
export type ConditionContext = {
  readonly army: ArmyFacts;
  readonly unit?: UnitFacts;
  readonly model?: ModelFacts;
};

export function compare(count: number, comparison: Comparison, value: number): boolean {
  switch (comparison) {
    case 'lt':
      return count < value;
    case 'le':
      return count <= value;
    case 'eq':
      return count === value;
    case 'ne':
      return count !== value;
    case 'ge':
      return count >= value;
    case 'gt':
      return count > value;
  }
}

function sum(ids: readonly string[], counts: ReadonlyMap<string, number> | undefined): number {
  if (!counts) return 0;
  let total = 0;
  for (const id of ids) total += counts.get(id) ?? 0;
  return total;
}

function isOneOf(chosen: string | null, ids: readonly string[]): boolean {
  return chosen !== null && ids.includes(chosen);
}

/** Whether the condition holds where it is asked. */
export function holds(condition: Condition, context: ConditionContext): boolean {
  switch (condition.kind) {
    case 'detachment':
      return isOneOf(context.army.detachmentId, condition.detachmentIds);
    case 'battle-size':
      return isOneOf(context.army.battleSizeId, condition.battleSizeIds);
    case 'army-faction':
      return condition.factionIds.includes(context.army.factionId);
    case 'units':
      return compare(sum(condition.datasheetIds, context.army.datasheetCounts), condition.comparison, condition.value);
    case 'keyword':
      return (
        (condition.in === 'army' ? context.army.keywords : context.unit?.keywords)?.has(condition.keyword) ?? false
      );
    case 'models': {
      const unit = context.unit;
      const models = !unit ? 0 : condition.modelTypeIds ? sum(condition.modelTypeIds, unit.modelCounts) : unit.models;
      return compare(models, condition.comparison, condition.value);
    }
    case 'wargear': {
      const carried = condition.in === 'model' ? context.model?.wargear : context.unit?.wargear;
      return compare(sum(condition.wargearIds, carried), condition.comparison, condition.value);
    }
    case 'choices':
      return compare(choiceCount(condition.choices, context.unit), condition.comparison, condition.value);
    case 'all':
      return condition.conditions.every((c) => holds(c, context));
    case 'any':
      return condition.conditions.some((c) => holds(c, context));
    case 'not':
      return !holds(condition.condition, context);
  }
}

/** The army's facts from the roster and its units as the rules read them (their keywords with the detachment's grants). */
export function armyFacts(
  roster: Pick<Roster, 'factionId' | 'detachmentId' | 'battleSizeId' | 'units'>,
  known: readonly Pick<KnownUnit, 'keywords'>[],
): ArmyFacts {
  const datasheetCounts = new Map<string, number>();
  const datasheetModels = new Map<string, Map<string, number>>();
  for (const unit of roster.units) {
    datasheetCounts.set(unit.datasheetId, (datasheetCounts.get(unit.datasheetId) ?? 0) + 1);
    let models = datasheetModels.get(unit.datasheetId);
    if (!models) datasheetModels.set(unit.datasheetId, (models = new Map()));
    for (const m of unit.models) models.set(m.modelTypeId, (models.get(m.modelTypeId) ?? 0) + m.count);
  }
  const keywords = new Set<string>();
  for (const k of known) for (const keyword of k.keywords) keywords.add(keyword);
  return {
    factionId: roster.factionId,
    detachmentId: roster.detachmentId,
    battleSizeId: roster.battleSizeId,
    datasheetCounts,
    datasheetModels,
    keywords,
  };
}

/** One unit's facts: its models by type and the wargear they carry in all, after every swap the player made. */
export function unitFacts(known: Pick<KnownUnit, 'unit' | 'index' | 'keywords'>): UnitFacts {
  const modelCounts = new Map<string, number>();
  let models = 0;
  for (const m of known.unit.models) {
    modelCounts.set(m.modelTypeId, (modelCounts.get(m.modelTypeId) ?? 0) + m.count);
    models += m.count;
  }
  const wargear = new Map<string, number>();
  for (const items of wargearTotals(known.unit, known.index).values()) {
    for (const [id, count] of items) wargear.set(id, (wargear.get(id) ?? 0) + count);
  }
  const choices = new Map<string, number>();
  for (const s of known.unit.wargear) choices.set(choiceKey(s), (choices.get(choiceKey(s)) ?? 0) + s.count);
  return { keywords: known.keywords, models, modelCounts, wargear, choices };
}
