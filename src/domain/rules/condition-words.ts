import type { Comparison, Condition } from '../data/condition.schema';
import { counted, listAlternatives, listNames } from '../english';

/** The names a condition's ids stand for, where it is said: detachments, battle sizes, factions, datasheets, model types, wargear. */
export type ConditionNames = {
  readonly detachment: (id: string) => string;
  readonly battleSize: (id: string) => string;
  readonly faction: (id: string) => string;
  readonly datasheet: (id: string) => string;
  readonly modelType: (id: string) => string;
  readonly wargear: (id: string) => string;
  /** A choice of a wargear option, by what a model that took it carries: "close combat weapon and frag cannon". */
  readonly choice: (choice: { readonly optionId: string; readonly choiceId: string }) => string;
};

const COMPARED: Record<Comparison, string> = {
  lt: 'fewer than',
  le: 'at most',
  eq: 'exactly',
  ne: 'other than',
  ge: 'at least',
  gt: 'more than',
};

/** "more than 2 hexrifles"; several names are listed as they are: "at least 1 of Captain or Chapter Master". */
function counts(comparison: Comparison, value: number, names: readonly string[]): string {
  return names.length === 1
    ? amount(comparison, value, names[0] as string)
    : `${COMPARED[comparison]} ${value} of ${listAlternatives(names)}`;
}

function amount(comparison: Comparison, value: number, noun: string): string {
  return `${COMPARED[comparison]} ${counted(value, noun)}`;
}

/**
 * A condition in Muster's words, as the rest of a sentence after "while": "the detachment is Ramship Raiders",
 * "it has fewer than 10 models", "the army has at least 1 Captain".
 */
export function conditionWords(condition: Condition, names: ConditionNames): string {
  switch (condition.kind) {
    case 'detachment':
      return `the detachment is ${listAlternatives(condition.detachmentIds.map(names.detachment))}`;
    case 'battle-size':
      return `the battle size is ${listAlternatives(condition.battleSizeIds.map(names.battleSize))}`;
    case 'army-faction':
      return `the army is ${listAlternatives(condition.factionIds.map(names.faction))}`;
    case 'units':
      return `the army has ${counts(condition.comparison, condition.value, condition.datasheetIds.map(names.datasheet))}`;
    case 'keyword':
      return condition.in === 'unit' ? `it is ${condition.keyword}` : `the army includes a ${condition.keyword} unit`;
    case 'models':
      return condition.modelTypeIds
        ? `it has ${COMPARED[condition.comparison]} ${condition.value} ${listAlternatives(condition.modelTypeIds.map(names.modelType))}`
        : `it has ${amount(condition.comparison, condition.value, 'model')}`;
    case 'wargear':
      return `${condition.in === 'model' ? 'the model carries' : 'it has'} ${counts(condition.comparison, condition.value, condition.wargearIds.map(names.wargear))}`;
    case 'choices':
      return `it has ${amount(condition.comparison, condition.value, 'model')} with ${listAlternatives(condition.choices.map(names.choice))}`;
    case 'all':
      return listNames(condition.conditions.map((c) => conditionWords(c, names)));
    case 'any':
      return listAlternatives(condition.conditions.map((c) => conditionWords(c, names)));
    case 'not':
      return negated(condition.condition, names);
  }
}

function negated(condition: Condition, names: ConditionNames): string {
  switch (condition.kind) {
    case 'detachment':
      return `the detachment is not ${listAlternatives(condition.detachmentIds.map(names.detachment))}`;
    case 'battle-size':
      return `the battle size is not ${listAlternatives(condition.battleSizeIds.map(names.battleSize))}`;
    case 'army-faction':
      return `the army is not ${listAlternatives(condition.factionIds.map(names.faction))}`;
    case 'keyword':
      return condition.in === 'unit'
        ? `it is not ${condition.keyword}`
        : `the army includes no ${condition.keyword} unit`;
    default:
      return `not (${conditionWords(condition, names)})`;
  }
}
