import type { BsConditionGroup, BsConstraint, BsModifier } from '../read/bs-types';
import { appendsToName, type Resolved } from '../read/catalogue-set';
import { contentFromName } from './datasheet';
import {
  CONDITION_TYPES,
  groupHolds,
  isCountable,
  isHidden,
  UnreadableConstruct,
  type EvalContext,
} from '../read/conditions';
import { POINTS_COST_TYPE } from '../read/game-constants';
import type { ReadLog } from '../read/read-log';
import type { Problem } from '../report';
import { isSkippedChild } from '../read/skipped';
import { takenNameModifiers } from './taken-names';

/** The modifier types the catalogues use (BattleScribe's and New Recruit's); any other is reported wherever it stands. */
const MODIFIER_TYPES = new Set([
  'set',
  'increment',
  'decrement',
  'append',
  'replace',
  'add',
  'remove',
  'set-primary',
  'unset-primary',
  'ceil',
  'floor',
]);

const CONSTRAINT_TYPES = new Set(['min', 'max']);

/** Scopes BattleScribe names by word rather than by an entry's id. */
const NAMED_SCOPES = new Set(['parent', 'self', 'unit', 'model', 'roster', 'force', 'primary-catalogue', 'ancestor']);

/** Texts the editor shows the player (annotations, read-me notes, info and warning messages), not facts of a datasheet. */
const EDITOR_NOTES = new Set(['annotation', 'readme', 'info', 'warning']);

/** Fields the importer reads, so a modifier of one it did not apply changed something it wrote. */
const READ_FIELDS = new Set(['hidden', POINTS_COST_TYPE]);

type Holder = { readonly name: string; readonly modifiers: readonly BsModifier[] };

function* everyNode(node: Resolved): Generator<Resolved> {
  yield node;
  for (const child of node.children) yield* everyNode(child);
}

function* conditionsOf(g: BsConditionGroup): Generator<BsConditionGroup['conditions'][number]> {
  yield* g.conditions;
  for (const inner of g.groups) yield* conditionsOf(inner);
}

const NOT_EVALUATED = 'the importer cannot evaluate it; the datasheet is not imported';

/**
 * Conditions the importer cannot evaluate, anywhere in a datasheet's entry (its Warlord and Enhancement choices too):
 * a condition type other than the eight BattleScribe has, or a count of something other than selections, forces or a
 * Crusade cost. Whether the datasheet is offered, what it costs or what it may take could hang on one, so the
 * datasheet is not imported.
 */
export function unknownConditions(unit: Resolved, campaignCosts: ReadonlySet<string>): Problem[] {
  const holders = [...everyNode(unit)].flatMap((node): Holder[] => [node, ...node.profiles, ...node.rules]);
  return unknownConditionsIn(holders, campaignCosts).map((construct) => ({
    kind: 'unknown-condition',
    construct,
    why: NOT_EVALUATED,
  }));
}

/** The conditions and repeats among these holders' modifiers that the importer cannot evaluate, each named with its holder. */
export function unknownConditionsIn(holders: readonly Holder[], campaignCosts: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const h of holders) {
    for (const m of h.modifiers) {
      for (const c of conditionsOf(m.when)) {
        const isInstance = c.type === 'instanceOf' || c.type === 'notInstanceOf';
        if (!CONDITION_TYPES.has(c.type) || (!isInstance && !isCountable(c, campaignCosts)))
          out.add(`condition "${c.type}" on ${c.field} of ${c.childId} (${h.name.trim()})`);
      }
      for (const r of m.repeats)
        if (!isCountable(r, campaignCosts)) out.add(`repeat on ${r.field} of ${r.childId} (${h.name.trim()})`);
    }
  }
  return [...out];
}

/**
 * What the importer reads besides datasheets (detachments and their Enhancements, the "Show …" switches, categories'
 * caps and limits, army rules) has no datasheet to leave out: a condition there it cannot evaluate stops the import,
 * naming where it is.
 */
export function refuseUnknownConditions(
  where: string,
  holders: readonly Holder[],
  campaignCosts: ReadonlySet<string>,
): void {
  const unknown = unknownConditionsIn(holders, campaignCosts);
  if (unknown.length > 0)
    throw new UnreadableConstruct(`${where}: ${unknown.join('; ')}: the importer cannot evaluate it`);
}

/** Every node of an entry, with its profiles and rules: what holds modifiers. */
export function holdersOf(node: Resolved): Holder[] {
  return [...everyNode(node)].flatMap((n): Holder[] => [n, ...n.profiles, ...n.rules]);
}

export type UnreadScope = {
  readonly log: ReadLog;
  readonly campaignCosts: ReadonlySet<string>;
  /** The datasheet's own roster-wide limits, which the army limits read with their modifiers (`translateLimit`). */
  readonly rosterLimits: readonly BsConstraint[];
  /** The plain matched-play army the datasheet was read for (no detachment, no choices made). */
  readonly ctx: EvalContext;
  /** The constraints and modifiers read into the datasheet's catalogue limits, or shown to limit nothing its options allow. */
  readonly limits?: { readonly constraints: ReadonlySet<BsConstraint>; readonly modifiers: ReadonlySet<BsModifier> };
};

/**
 * What a datasheet's entry holds that the importer neither applied nor leaves out on purpose, for the import report:
 * - a modifier of a type BattleScribe does not have; one of a field the importer reads (hidden, points, a limit it
 *   reads, the datasheet's categories) that it did not apply (a `ceil`, a `remove`, a modifier aimed at other
 *   selections); one of anything else (a characteristic, a name) on the datasheet's own entry that applies in the
 *   plain army, so the stored datasheet differs from the catalogue's;
 * - an editor error message, which states a cap the constraints do not ("Max 1 {this} per 5 models");
 * - a constraint of a type other than min and max, or one in a scope the importer does not read that limits more
 *   than its group already does;
 * - a link whose target is missing or of a type the importer does not follow.
 * Left out on purpose (see the README): editor notes, Crusade bookkeeping, the changes a choice makes to the unit (a
 * Jump Pack's Move, a weapon's keyword), and the parts of the entry hidden in the plain army.
 */
export function unreadConstructs(unit: Resolved, scope: UnreadScope): Problem[] {
  const out = new Map<string, Problem>();
  const add = (p: Problem): void => {
    if (!out.has(p.construct)) out.set(p.construct, p);
  };
  // Limits the importer does not read, by scope: one entry per scope lists every entry holding one.
  const unreadLimits = new Map<string, string[]>();
  const unreadWords = new Map<string, string[]>();
  const limitIds = new Set(scope.rosterLimits.map((c) => c.id));
  const characteristicNames = new Map<string, string>();
  // Every field a modifier in the unit could change: its constraints, costs and characteristics, by id.
  const fields = new Set<string>([POINTS_COST_TYPE, ...scope.campaignCosts]);
  for (const node of everyNode(unit)) {
    for (const p of node.profiles) for (const c of p.characteristics) characteristicNames.set(c.typeId, c.name);
    for (const c of node.constraints) fields.add(c.id);
    for (const c of node.costs) fields.add(c.typeId);
  }
  for (const id of characteristicNames.keys()) fields.add(id);

  // Entry and group ids a scope can name from inside the datasheet: its own and those of what holds the node.
  const unitIds = new Set([unit.id, ...(unit.linkId ? [unit.linkId] : [])]);
  const visit = (node: Resolved, parent: Resolved | null, above: ReadonlySet<string> = unitIds): void => {
    for (const link of node.unresolved)
      add({
        kind: 'unknown-link',
        construct: link,
        why: 'the link target is not in the catalogues, or of a type the importer does not follow',
      });
    const constraintsById = new Map(node.constraints.map((c) => [c.id, c]));
    // Rules are read from the unit and its models; a weapon's rules ("Ignores Cover") are its keywords, read from its profile.
    const holders: Holder[] = [node, ...node.profiles, ...(node === unit || node.type === 'model' ? node.rules : [])];
    // A choice's name once taken is read into its wargear's `takenNames`.
    const takenNames = new Set(takenNameModifiers(node));
    for (const h of holders) {
      for (const m of h.modifiers) {
        if (
          takenNames.has(m) ||
          scope.log.modifiers.has(m) ||
          scope.limits?.modifiers.has(m) ||
          EDITOR_NOTES.has(m.field) ||
          scope.campaignCosts.has(m.field) ||
          appendsToName(m)
        )
          continue;
        const constraint = constraintsById.get(m.field);
        // A modifier of a limit is the limit's: an army limit is read with its modifiers, Crusade ones are left out,
        // and an unread limit is reported below.
        if (
          constraint &&
          (limitIds.has(constraint.id) ||
            scope.campaignCosts.has(constraint.field) ||
            !scope.log.constraints.has(constraint))
        )
          continue;
        const field = fieldName(m.field, constraint, characteristicNames);
        const target = m.affects ? ` (affects ${m.affects})` : m.scope ? ` (scope ${m.scope})` : '';
        const construct = `modifier "${m.type}" of ${field} by "${m.value}"${target} on "${h.name.trim()}"`;
        // A modifier the importer does not apply is either shown to change nothing a list is checked by, or unknown.
        const unknown = (why: string, unchecked?: string): void => {
          const settled = withoutRosterMeaning(m, unit, characteristicNames);
          add(
            settled
              ? { ...settled, construct }
              : { kind: 'unknown-modifier', construct, why, ...(unchecked ? { unchecked } : {}) },
          );
        };
        if (!MODIFIER_TYPES.has(m.type)) {
          unknown('a modifier type the importer does not know');
        } else if (!m.affects && !m.scope && isEntryId(m.field) && !fields.has(m.field)) {
          // Poxwalkers' Crusade modifiers raise two limits by ids no entry has: BattleScribe finds nothing to change.
          add({
            kind: 'no-roster-meaning',
            why: 'it changes a field by an id that no constraint, cost or characteristic of the unit has, so it changes nothing',
            ...withoutRosterMeaning(m, unit, characteristicNames),
            construct,
          });
        } else if (m.field === 'error') {
          add({
            kind: 'error-message',
            construct,
            why: 'a rule the catalogue states only as an editor error message; not enforced',
            unchecked: `a limit on ${h.name.trim()}`,
          });
        } else if (constraint) {
          unknown(
            'a modifier of something the importer reads that it does not apply',
            `a changed limit on ${h.name.trim()}`,
          );
        } else if (m.field === 'category' && node === unit) {
          const keyword = [...unit.categoryLinks].find((l) => l.targetId === m.value)?.name.trim() ?? m.value;
          unknown(
            'a modifier of something the importer reads that it does not apply',
            `the ${keyword} keyword, which it ${m.type === 'remove' ? 'loses' : 'may gain'} in some armies`,
          );
        } else if (READ_FIELDS.has(m.field)) {
          unknown('a modifier of something the importer reads that it does not apply');
        } else if (node === unit && groupHolds(m.when, scope.ctx)) {
          unknown("it applies to the datasheet in a plain army, but the importer keeps the catalogue's value");
        } else if (m.field === 'name' && m.type === 'set') {
          // Other tools may print the entry under this name ("Missionary w/ meltagun"); Muster keeps the entry's own.
          add({
            kind: 'cosmetic',
            construct,
            why: "it renames the entry in some rosters only; Muster keeps the entry's own name, so a list printing the other name is read by that name only where it matches",
          });
        }
      }
    }
    for (const c of node.constraints) {
      if (
        scope.log.constraints.has(c) ||
        scope.limits?.constraints.has(c) ||
        scope.campaignCosts.has(c.field) ||
        (node === unit && limitIds.has(c.id))
      )
        continue;
      const counted = c.field === 'selections' ? '' : ` of ${c.field === POINTS_COST_TYPE ? 'points' : c.field}`;
      if (!CONSTRAINT_TYPES.has(c.type)) {
        const construct = `constraint "${c.type}" ${c.value}${counted} in scope ${c.scope} on "${node.name.trim()}"`;
        add({
          kind: 'unknown-constraint',
          construct,
          why: 'a constraint type the importer does not know; not enforced',
          unchecked: `a limit on ${node.name.trim()}`,
        });
      } else if (!NAMED_SCOPES.has(c.scope) && !above.has(c.scope) && node.id !== c.scope) {
        // A shared entry (a Meltagun) limited "at most 1 in the Legionaries" by the Legionaries' id: BattleScribe
        // counts in the named selection only, and in this datasheet there is none, so it limits nothing here.
        add({
          kind: 'no-roster-meaning',
          construct: `constraint "${c.type}" ${c.value}${counted} on "${node.name.trim()}" in scope ${c.scope}`,
          why: 'its scope names another datasheet or group by id, which this unit never holds; it limits nothing here',
        });
      } else if (!isLoose(c, parent)) {
        const key = `${c.scope}${counted}`;
        unreadLimits.set(key, [...(unreadLimits.get(key) ?? []), `"${node.name.trim()}" (${c.type} ${c.value})`]);
        unreadWords.set(key, [
          ...(unreadWords.get(key) ?? []),
          `${c.type === 'max' ? 'at most' : 'at least'} ${c.value}${counted} ${node.name.trim()}`,
        ]);
      }
    }
    for (const child of node.children) {
      if (isSkippedChild(child) || isHidden(child.hidden, child.modifiers, scope.ctx)) continue;
      visit(child, node, new Set([...above, child.id, ...(child.linkId ? [child.linkId] : [])]));
    }
  };
  visit(unit, null);
  for (const [where, entries] of unreadLimits) {
    const unchecked = [...new Set(unreadWords.get(where) ?? [])].join(', ');
    add({
      kind: 'unknown-constraint',
      construct: `limits in scope ${where}: ${[...new Set(entries)].join(', ')}`,
      why: 'limits in a scope the importer does not read there; not enforced',
      unchecked,
    });
  }
  return [...out.values()];
}

/**
 * Why a modifier the importer does not apply changes nothing a matched-play list is checked by, where that is so by
 * what it is: any modifier of a Crucible datasheet (Crusade alone), and changes to what the catalogue only shows (a
 * name, rules text, which of the unit's categories is its primary one). Null for anything else, which is reported as
 * unknown.
 */
function withoutRosterMeaning(
  m: BsModifier,
  unit: Resolved,
  characteristics: ReadonlyMap<string, string>,
): Omit<Problem, 'construct'> | null {
  if (contentFromName(unit.name.trim()) === 'crusade')
    return {
      kind: 'crusade-only',
      why: 'the datasheet is Crucible content, for Crusade alone: a matched-play army never includes it',
    };
  if (m.field === 'name')
    return { kind: 'cosmetic', why: 'it changes a name the catalogue shows; no limit, cost or keyword depends on it' };
  if (characteristics.get(m.field) === 'Description')
    return {
      kind: 'cosmetic',
      why: 'it changes rules text, which Muster takes from the seed pages and never from the catalogues',
    };
  if (m.field === 'category' && m.type === 'unset-primary')
    return {
      kind: 'cosmetic',
      why: "it only changes which of the unit's categories is the primary one (the section a list prints the unit under); the unit keeps that category as a keyword, and no limit or cost changes",
    };
  return null;
}

/**
 * A limit that restricts nothing the importer does not already: "at least 0", or a pick's own "at most N" inside a
 * group that allows no more than N picks.
 */
function isLoose(c: BsConstraint, parent: Resolved | null): boolean {
  if (c.type === 'min') return c.value <= 0;
  if (c.field !== 'selections' || c.scope !== 'parent' || parent?.kind !== 'group') return false;
  const groupMax = Math.min(
    ...parent.constraints
      .filter((g) => g.type === 'max' && g.field === 'selections' && g.scope === 'parent')
      .map((g) => g.value),
  );
  return c.value >= groupMax;
}

/** An entry's id ("8c00-ced7-ce79-e9d6"), as against a field BattleScribe names by word (name, hidden, category, error). */
function isEntryId(field: string): boolean {
  return /^[0-9a-f]+(?:-[0-9a-f]+)+$/.test(field);
}

function fieldName(
  field: string,
  constraint: BsConstraint | undefined,
  characteristics: ReadonlyMap<string, string>,
): string {
  if (field === POINTS_COST_TYPE) return 'points';
  if (constraint) return `limit ${constraint.type} ${constraint.value} in scope ${constraint.scope}`;
  const characteristic = characteristics.get(field);
  return characteristic ? `characteristic ${characteristic}` : field;
}
