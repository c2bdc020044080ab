import type { Allowance } from '../data/allowance.schema';
import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import { allowanceFor } from './army-list';
import { datasheetIndex, findDatasheet, keywordsOf, type DatasheetIndex } from './lookup';
import type { Roster, Unit } from './roster.schema';

/** A unit with its datasheet and what the roster makes of it; units of datasheets the data lacks are left to the faction rule. */
export type KnownUnit = {
  readonly unit: Unit;
  readonly datasheet: Datasheet;
  readonly index: DatasheetIndex;
  /** As `keywordsOf`: with the keywords the detachment grants. */
  readonly keywords: ReadonlySet<string>;
  /** As `allowanceFor`: the allowance it is taken through, if any. */
  readonly allowance: Allowance | null;
};

/**
 * What every rule and the points total need about one roster, worked out once per roster object: each
 * edit makes a new roster, and twenty rules each looking up thirty datasheets again would cost more than
 * the rules themselves.
 */
export type RosterContext = {
  readonly known: readonly KnownUnit[];
  /** The value `compute` gives for this roster, computed on first use; `key` is the function that owns it. */
  memo<T>(key: object, compute: () => T): T;
};

type Entry = { readonly roster: Roster; readonly data: GameData; readonly context: RosterContext };

/**
 * The last few rosters seen, most recent first. A WeakMap keyed by roster would do the same, but every
 * edit adds a key and V8's collector pays for weak keys on each pass (it doubled the validator's cost in
 * the bench); the UI only ever asks about the open roster and maybe a few saved ones.
 */
const recent: Entry[] = [];
const recentSize = 8;

export function rosterContext(roster: Roster, data: GameData): RosterContext {
  const cached = recent.find((e) => e.roster === roster && e.data === data);
  if (cached) return cached.context;
  const known: KnownUnit[] = [];
  for (const unit of roster.units) {
    const datasheet = findDatasheet(data, unit.datasheetId);
    if (!datasheet) continue;
    known.push({
      unit,
      datasheet,
      index: datasheetIndex(datasheet),
      keywords: keywordsOf(datasheet, roster, data),
      allowance: allowanceFor(datasheet, roster, data),
    });
  }
  const values = new Map<object, unknown>();
  const context: RosterContext = {
    known,
    memo<T>(key: object, compute: () => T): T {
      if (values.has(key)) return values.get(key) as T;
      const value = compute();
      values.set(key, value);
      return value;
    },
  };
  recent.unshift({ roster, data, context });
  if (recent.length > recentSize) recent.pop();
  return context;
}
