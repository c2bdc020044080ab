import type { Allowance } from '../data/allowance.schema';
import type { UnitLimit } from '../data/army-limit.schema';
import type { GameData } from '../data/game-data';
import type { DatasheetId } from '../data/ids';
import { allowanceFor } from '../roster/army-list';
import { evaluateLimit } from '../roster/army-limit';
import type { ArmyFacts } from '../roster/condition';
import type { Roster } from '../roster/roster.schema';

/**
 * One kind of unit an allowance's limits count, in the rules' words: "TITANIC" (a keyword all its datasheets have and
 * no other kind does), up to `max` of them, or `max` for every unit of `per` (a Bloodthirster per Bloodletters unit).
 */
export type AllowanceChoice = { readonly what: string; readonly max: number; readonly per?: string };

/** What an allowance's unit limits allow, as its rules say it: its kinds of unit, taken together (and) or one kind only (or). */
export type AllowanceTerms = {
  readonly joiner: 'and' | 'or';
  readonly choices: readonly AllowanceChoice[];
  /** How many of the army's units each kind counts, for the kinds it holds. */
  readonly has: readonly { readonly what: string; readonly count: number }[];
};

/**
 * The unit limits that belong to an allowance the army has open: those whose datasheets all come under it. The
 * catalogues split one allowance into several limits (Chaos Knights allies in a Chaos Space Marines army: one each
 * for Abhorrent, Acastus, Cerastus, Knight Tyrant and War Dog units), and a player reads them as one rule.
 */
export function limitsByAllowance(roster: Roster, data: GameData): ReadonlyMap<Allowance, readonly UnitLimit[]> {
  const byAllowance = new Map<Allowance, UnitLimit[]>();
  for (const limit of data.faction.unitLimits) {
    const allowances = new Set(
      limit.datasheetIds.map((id) => {
        const datasheet = data.index.datasheets.get(id);
        return datasheet ? allowanceFor(datasheet, roster, data) : null;
      }),
    );
    const [allowance] = allowances;
    if (allowances.size !== 1 || !allowance || !limit.max) continue;
    byAllowance.set(allowance, [...(byAllowance.get(allowance) ?? []), limit]);
  }
  return byAllowance;
}

type Kind = {
  readonly limits: readonly UnitLimit[];
  readonly max: number;
  readonly per?: string;
  readonly datasheetIds: readonly string[];
};

/**
 * Reads an allowance's limits as the rules state them, from the limits themselves: each datasheet's bound is the limit
 * with that one unit beside the rest of the army; datasheets of one limit with one bound make a kind; two kinds are
 * alternatives when one unit of each brings both to 0 (a TITANIC Chaos Knight shuts out War Dogs, and War Dogs it);
 * alternatives with the same bound are one kind (Abhorrent, Acastus, Cerastus, Knight Tyrant: 1 TITANIC unit).
 */
export function allowanceTerms(
  allowance: Allowance,
  limits: readonly UnitLimit[],
  broken: readonly UnitLimit[],
  roster: Roster,
  data: GameData,
  army: ArmyFacts,
): AllowanceTerms {
  const inAllowance = new Set(limits.flatMap((l) => l.datasheetIds));
  const others = new Map<string, number>();
  for (const unit of roster.units)
    if (!inAllowance.has(unit.datasheetId)) others.set(unit.datasheetId, (others.get(unit.datasheetId) ?? 0) + 1);
  const withUnits = (...ids: string[]): ReadonlyMap<string, number> => {
    const counts = new Map(others);
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  };
  // A kind's bound is the limit with its units beside the rest of the army: the same army, other units counted.
  const bound = (limit: UnitLimit, datasheetCounts: ReadonlyMap<string, number>) =>
    limit.max ? evaluateLimit(limit.max, { army: { ...army, datasheetCounts } }) : null;

  let kinds: Kind[] = [];
  for (const limit of limits) {
    const per = limit.max?.steps.find((s) => s.op === 'add' && s.per);
    if (per?.per && per.value !== null) {
      const names = per.per.datasheetIds.map((id) => data.index.datasheets.get(id)?.name ?? id);
      kinds.push({
        limits: [limit],
        max: per.value * per.per.every,
        per: names.join(' or '),
        datasheetIds: limit.datasheetIds,
      });
      continue;
    }
    const byBound = new Map<number, string[]>();
    for (const id of limit.datasheetIds) {
      const max = bound(limit, withUnits(id));
      if (max !== null) byBound.set(max, [...(byBound.get(max) ?? []), id]);
    }
    for (const [max, datasheetIds] of byBound) kinds.push({ limits: [limit], max, datasheetIds });
  }

  const shutsOut = (a: Kind, b: Kind) => {
    const counts = withUnits(a.datasheetIds[0] ?? '', b.datasheetIds[0] ?? '');
    return a.limits.every((l) => bound(l, counts) === 0) && b.limits.every((l) => bound(l, counts) === 0);
  };
  const isAlternative =
    kinds.length > 1 && kinds.every((a, i) => kinds.every((b, j) => i === j || (!a.per && !b.per && shutsOut(a, b))));
  if (isAlternative) {
    const merged = new Map<number, Kind>();
    for (const kind of kinds) {
      const same = merged.get(kind.max);
      merged.set(
        kind.max,
        same
          ? {
              ...same,
              limits: [...same.limits, ...kind.limits],
              datasheetIds: [...same.datasheetIds, ...kind.datasheetIds],
            }
          : kind,
      );
    }
    kinds = [...merged.values()].sort((a, b) => a.max - b.max);
  }

  // Kinds taken together are separate rules: say only those broken (the Khorne units beyond the Bloodletters, not
  // the Nurgle, Slaanesh and Tzeentch ones too).
  const named = kinds
    .map((kind) => ({ kind, what: kindName(kind, kinds, allowance, data) }))
    .filter(({ kind }) => isAlternative || kind.limits.some((l) => broken.includes(l)));
  const count = (kind: Kind) => roster.units.filter((u) => kind.datasheetIds.includes(u.datasheetId)).length;
  return {
    joiner: isAlternative ? 'or' : 'and',
    choices: named.map(({ kind, what }) => ({
      what,
      max: kind.max,
      ...(kind.per === undefined ? {} : { per: kind.per }),
    })),
    has: named.map(({ kind, what }) => ({ what, count: count(kind) })).filter((h) => h.count > 0),
  };
}

/**
 * A kind's name: the allowance's keyword for its only kind; else the first keyword all its datasheets share and no
 * other kind's datasheet has ("TITANIC", "ARMIGER"), else the one datasheet's name, else the catalogue's name for its limit.
 */
function kindName(kind: Kind, kinds: readonly Kind[], allowance: Allowance, data: GameData): string {
  const keywords = (id: string) => data.index.datasheets.get(id as DatasheetId)?.keywords ?? [];
  const [first, ...rest] = kind.datasheetIds;
  // Alone, a kind is the allowance's units: "1 TITANICUS TRAITORIS unit", not the VEHICLE keyword every Titan has.
  if (kinds.length === 1 && allowance.keywords[0]) return allowance.keywords[0];
  const elsewhere = new Set(kinds.filter((k) => k !== kind).flatMap((k) => k.datasheetIds.flatMap(keywords)));
  const shared = keywords(first ?? '').find(
    (keyword) =>
      !elsewhere.has(keyword) &&
      !allowance.keywords.includes(keyword) &&
      rest.every((id) => keywords(id).includes(keyword)),
  );
  if (shared) return shared;
  if (rest.length === 0)
    return (first && data.index.datasheets.get(first as DatasheetId)?.name) || (kind.limits[0]?.name ?? '');
  return kind.limits.map((l) => l.name).join(' or ');
}
