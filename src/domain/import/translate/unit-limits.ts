import type { ArmyLimit, UnitLimit } from '../../data/army-limit.schema';
import type { Datasheet } from '../../data/datasheet.schema';
import type { DatasheetId } from '../../data/ids';
import { translateLimit } from './army-limits';
import type { ConditionTerms } from './compile-condition';
import type { BsConstraint, BsModifier } from '../read/bs-types';
import type { CatalogueSet } from '../read/catalogue-set';
import { editionLimit } from './datasheet';
import type { Report } from '../report';
import { countsUnits, evaluateLimit } from '../../roster/army-limit';
import { SlugScope } from '../slug';

export type LimitedDatasheet = {
  readonly datasheet: Pick<
    Datasheet,
    'id' | 'name' | 'isEpicHero' | 'isBattleline' | 'isDedicatedTransport' | 'content'
  >;
  readonly rosterLimits: readonly BsConstraint[];
  readonly modifiers: readonly BsModifier[];
  readonly categoryIds: ReadonlySet<string>;
};

export type UnitLimits = {
  readonly unitLimits: readonly UnitLimit[];
  /** A datasheet's own fixed limit where it is below the edition's (a Troupe Master: 1). */
  readonly maxPerArmy: ReadonlyMap<DatasheetId, number>;
};

function isRosterCount(c: BsConstraint): boolean {
  return (
    (c.type === 'min' || c.type === 'max') && c.field === 'selections' && (c.scope === 'roster' || c.scope === 'force')
  );
}

/**
 * How many units of a datasheet or a group of datasheets an army may or must include, as the catalogues constrain it
 * on the datasheet's entry (Company Heroes) or on a category its entries carry ("Faction: Imperial Knights" in an
 * Imperium army, "War Dog" in a Chaos one). A fixed number on one datasheet below the edition's limit is that
 * datasheet's `maxPerArmy`; a limit that merely repeats the edition's is dropped.
 */
export function readUnitLimits(
  set: CatalogueSet,
  datasheets: readonly LimitedDatasheet[],
  terms: ConditionTerms,
  report: Report,
): UnitLimits {
  const maxPerArmy = new Map<DatasheetId, number>();
  const unitLimits: UnitLimit[] = [];
  const ids = new SlugScope();
  const fixed = (d: LimitedDatasheet['datasheet'], value: number): void => {
    if (value > 0 && value < Math.min(editionLimit(d), maxPerArmy.get(d.id) ?? Infinity)) maxPerArmy.set(d.id, value);
  };

  for (const d of datasheets) {
    for (const constraint of d.rosterLimits) {
      const t = translateLimit(constraint, d.modifiers, terms);
      if (!t.ok) {
        report.add(
          d.datasheet.name,
          'army-limit',
          'how many an army may include',
          `the limit depends on ${t.unknown.join('; ')}, which the data cannot express; the edition's limit applies`,
        );
        continue;
      }
      const { base, steps } = t.value;
      if (steps.length === 0 && base !== 0) {
        if (base !== null) fixed(d.datasheet, base);
        continue;
      }
      // Some entries state one limit twice, as "3, or 1 without these detachments" and "1, or 3 with them".
      if (
        unitLimits.some(
          (l) =>
            l.datasheetIds.length === 1 &&
            l.datasheetIds[0] === d.datasheet.id &&
            l.max &&
            sameLimit(l.max, t.value, terms),
        )
      )
        continue;
      unitLimits.push({
        id: ids.take(d.datasheet.name),
        name: d.datasheet.name,
        datasheetIds: [d.datasheet.id],
        max: t.value,
      });
    }
  }

  for (const category of set.categories.values()) {
    const constraints = category.constraints.filter(isRosterCount);
    if (constraints.length === 0) continue;
    // Crusade and Boarding Actions datasheets are never in a matched-play army, so their limits ("Crucible": 3) are not ours.
    const members = datasheets.filter(
      (d) =>
        d.categoryIds.has(category.id) && (d.datasheet.content === 'matched-play' || d.datasheet.content === 'legends'),
    );
    if (members.length === 0) continue;
    let max: ArmyLimit | undefined;
    let min: ArmyLimit | undefined;
    for (const constraint of constraints) {
      const t = translateLimit(constraint, category.modifiers, terms);
      if (!t.ok) {
        report.add(
          category.name,
          'army-limit',
          'unit limit',
          `the limit depends on ${t.unknown.join('; ')}, which the data cannot express; not enforced`,
        );
        continue;
      }
      const { base, steps } = t.value;
      if (constraint.type === 'min') {
        if (steps.length > 0 || (base !== null && base > 0)) min = t.value;
        continue;
      }
      if (steps.length === 0) {
        if (base === null) continue;
        const only = members.length === 1 ? members[0] : undefined;
        if (only && base > 0) {
          fixed(only.datasheet, base);
          continue;
        }
        // A cap no army could reach within the members' own limits restricts nothing.
        if (base >= members.reduce((n, m) => n + editionLimit(m.datasheet), 0)) continue;
      }
      max = t.value;
    }
    if (!max && !min) continue;
    unitLimits.push({
      id: ids.take(category.name),
      name: category.name.replace(/^Faction:\s*/, '').trim(),
      datasheetIds: members.map((m) => m.datasheet.id).sort(),
      ...(max ? { max } : {}),
      ...(min ? { min } : {}),
    });
  }
  return { unitLimits: unitLimits.sort((a, b) => (a.id < b.id ? -1 : 1)), maxPerArmy };
}

/** What a limit's condition on "selections of X" counts in this faction: units of datasheet X, or of datasheets in category X. */
export function datasheetsOfFor(
  set: CatalogueSet,
  datasheets: readonly (LimitedDatasheet & { entryIds: readonly string[] })[],
): ConditionTerms['datasheetsOf'] {
  return (childId) => {
    const members = datasheets
      .filter((d) => d.entryIds.includes(childId) || d.categoryIds.has(childId))
      .map((d) => d.datasheet.id);
    if (members.length > 0) return [...new Set(members)].sort();
    return set.category(childId) || set.node(childId) ? [] : null;
  };
}

/**
 * Whether two limits that ask only about battle size and detachment give the same number in every such roster
 * (a limit that counts units is never taken for another).
 */
function sameLimit(a: ArmyLimit, b: ArmyLimit, terms: ConditionTerms): boolean {
  if (countsUnits(a) || countsUnits(b)) return false;
  const sizes = [null, ...terms.battleSizes.values()];
  const detachments = [null, ...terms.detachments.values()];
  for (const battleSizeId of sizes) {
    for (const detachmentId of detachments) {
      const context = {
        army: {
          factionId: '',
          battleSizeId,
          detachmentId,
          datasheetCounts: new Map(),
          datasheetModels: new Map(),
          keywords: new Set<string>(),
        },
      };
      if (evaluateLimit(a, context) !== evaluateLimit(b, context)) return false;
    }
  }
  return true;
}
