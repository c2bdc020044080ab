import type { Bound, CatalogueLimit } from '../data/catalogue-limit.schema';
import type { Condition } from '../data/condition.schema';
import type { ModelTypeId, WargearOptionId } from '../data/ids';
import { listAlternatives, listNames } from '../english';
import { boundValue, countOf } from '../roster/catalogue-limit';
import { armyFacts, unitFacts, type ArmyFacts, type ConditionContext, type UnitFacts } from '../roster/condition';
import { wargearTotals } from '../roster/loadout';
import { modelTotal } from '../roster/points';
import type { RosterView } from '../roster/roster-view';
import type { KnownUnit } from '../roster/roster-types';
import { modelCount, optionCount, optionLimit } from '../roster/wargear-limits';
import { conditionWords, type ConditionNames } from './condition-words';
import type { FindingOf, RosterIssue, Rule } from './issue';
import { makeIssue } from './issue-messages';

type Params = FindingOf<'catalogue-limit'>['params'];

/**
 * The limits the catalogues set that a datasheet's wargear options and sizes do not already say (datasheet
 * `limits`): an Intercessor Squad of 5 may take 1 Astartes grenade launcher, one of 10 two; a unit the catalogue
 * allows only in one detachment. A unit whose size or options another rule already finds at fault is left to that
 * rule, so one problem gets one message.
 */
export const catalogueLimit: Rule = {
  id: 'catalogue-limit',
  check(view) {
    let army: ArmyFacts | null = null;
    const issues: RosterIssue[] = [];
    // An army-wide limit is checked once, however many units (of however many datasheets) carry it.
    const armyChecked = new Set<string>();
    for (const known of view.known) {
      const limits = known.datasheet.limits;
      if (!limits) continue;
      army ??= armyFacts(view.roster, view.known);
      const unit = unitFacts(known);
      const context: ConditionContext = { army, unit };
      // Several limits on one count (at most 2 launchers; at most 1 below 10 models) are one problem: the tightest speaks.
      const tightest = new Map<string, { limit: CatalogueLimit; finding: Finding }>();
      for (const limit of limits) {
        if (limit.in === 'army') {
          const key = armyKey(limit);
          if (armyChecked.has(key)) continue;
          armyChecked.add(key);
        }
        if (leftToOtherRules(limit, known)) continue;
        for (const finding of check(limit, known, context, unit)) {
          const key = JSON.stringify([limit.in, limit.counted, finding.extra.modelType ?? '', finding.bound]);
          const held = tightest.get(key);
          const tighter =
            !held ||
            (finding.bound === 'max' ? finding.value < held.finding.value : finding.value > held.finding.value);
          if (tighter) tightest.set(key, { limit, finding });
        }
      }
      for (const { limit, finding } of tightest.values()) {
        const params: Params = {
          unit: view.label(known.unit),
          limit: limit.id,
          name: limit.name,
          in: limit.in,
          count: finding.count,
          bound: finding.bound,
          value: finding.value,
          ...finding.extra,
        };
        const when = finding.when ? { when: conditionWords(finding.when, names(view, known)) } : {};
        // A count of models that leaves some out (a Fortis Kill Team's Core: not those with heavy bolt pistol) says so.
        const except = limit.counted.of === 'models' ? limit.counted.except : undefined;
        if (except) params.notCounting = listAlternatives(except.map((ref) => `"${choiceWords(ref, known)}"`));
        issues.push(
          makeIssue({
            ruleId: 'catalogue-limit',
            severity: 'error',
            unitIds: [known.unit.id],
            params: { ...params, ...when },
          }),
        );
      }
    }
    return issues;
  },
};

const armyKeys = new WeakMap<CatalogueLimit, string>();

/** What an army-wide limit says, the same for every datasheet that carries it. */
function armyKey(limit: CatalogueLimit): string {
  let key = armyKeys.get(limit);
  if (key === undefined) armyKeys.set(limit, (key = JSON.stringify([limit.counted, limit.max, limit.min])));
  return key;
}

type Finding = {
  count: number;
  bound: 'max' | 'min';
  value: number;
  when: ReturnType<typeof boundValue>['when'];
  extra: Partial<Params>;
};

function against(
  count: number,
  limit: CatalogueLimit,
  context: ConditionContext,
  times: number,
  extra: Partial<Params>,
): Finding[] {
  const out: Finding[] = [];
  const test = (bound: Bound | undefined, kind: 'max' | 'min'): void => {
    if (!bound) return;
    const { value, when } = boundValue(bound, context);
    if (value === null) return;
    const allowed = Math.max(value, 0) * times;
    if (kind === 'max' ? count > allowed : count < allowed)
      out.push({ count, bound: kind, value: Math.max(value, 0), when, extra });
  };
  test(limit.max, 'max');
  test(limit.min, 'min');
  return out;
}

function check(limit: CatalogueLimit, known: KnownUnit, context: ConditionContext, unit: UnitFacts): Finding[] {
  if (limit.in !== 'model') return against(countOf(limit, context), limit, context, 1, {});
  // Muster keeps what each model type carries in all, not model by model: a model type of one model is checked
  // exactly; for several, what they carry between them against the bound for each.
  const totals = wargearTotals(known.unit, known.index);
  const out: Finding[] = [];
  for (const modelTypeId of limit.modelTypeIds ?? []) {
    const models = modelCount(known.unit, modelTypeId);
    if (models === 0) continue;
    const wargear = totals.get(modelTypeId) ?? new Map();
    const onModels: ConditionContext = { ...context, unit, model: { wargear } };
    const count = limit.counted.of === 'models' ? models : countOf(limit, onModels);
    // What one of several models carries is not known: a bound that asks it is left unchecked rather than guessed.
    if (models > 1 && asksModel(limit)) continue;
    const modelType = known.index.modelTypes.get(modelTypeId)?.name ?? modelTypeId;
    out.push(...against(count, limit, models === 1 ? onModels : context, models, { modelType }));
  }
  return out;
}

function asksModel(limit: CatalogueLimit): boolean {
  const inCondition = (c: Condition): boolean =>
    c.kind === 'wargear'
      ? c.in === 'model'
      : c.kind === 'all' || c.kind === 'any'
        ? c.conditions.some(inCondition)
        : c.kind === 'not'
          ? inCondition(c.condition)
          : false;
  return [limit.max, limit.min].some((b) => b?.steps.some((s) => s.when !== undefined && inCondition(s.when)));
}

/**
 * Whether another rule already speaks for this unit where the limit looks: its size is not one of the datasheet's
 * (unit-size), or an option giving what the limit counts is taken past its own limit (wargear-limit).
 */
function leftToOtherRules(limit: CatalogueLimit, known: KnownUnit): boolean {
  if (limit.in === 'army') return false;
  if (!known.index.tiers.some((t) => t.models === modelTotal(known.unit))) return true;
  if (limit.counted.of === 'choices') {
    const options = new Set<string>(limit.counted.choices.map((c) => c.optionId));
    return known.datasheet.wargearOptions.some(
      (o) => options.has(o.id) && optionCount(o, known.unit) > optionLimit(o, known.unit),
    );
  }
  if (limit.counted.of !== 'wargear') return false;
  const counted = new Set<string>(limit.counted.wargearIds);
  return known.datasheet.wargearOptions.some(
    (o) =>
      o.choices.some((c) => c.items.some((i) => counted.has(i.wargearId))) &&
      optionCount(o, known.unit) > optionLimit(o, known.unit),
  );
}

/** A choice by what a model that took it carries: "close combat weapon and frag cannon". */
function choiceWords(ref: { readonly optionId: string; readonly choiceId: string }, known: KnownUnit): string {
  const choice = known.index.options.get(ref.optionId as WargearOptionId)?.choices.find((c) => c.id === ref.choiceId);
  if (!choice) return ref.choiceId;
  return listNames(choice.items.map((i) => known.index.wargear.get(i.wargearId)?.name ?? i.wargearId));
}

function names(view: RosterView, known: KnownUnit): ConditionNames {
  const { index } = view.data;
  return {
    detachment: (id) => index.detachments.get(id as never)?.name ?? id,
    battleSize: (id) => index.battleSizes.get(id as never)?.name ?? id,
    faction: (id) => (id === view.data.faction.id ? view.data.faction.name : id),
    datasheet: (id) => index.datasheets.get(id as never)?.name ?? id,
    modelType: (id) => known.index.modelTypes.get(id as ModelTypeId)?.name ?? id,
    wargear: (id) => known.index.wargear.get(id as never)?.name ?? id,
    choice: (ref) => choiceWords(ref, known),
  };
}
