import type { Allowance } from '../data/allowance.schema';
import type { Datasheet } from '../data/datasheet.schema';
import type { AllowanceId } from '../data/ids';
import type { DatasheetIndex } from './lookup';
import type { UnitId } from './ids';
import type { Unit } from './roster.schema';

// The types points, the army list and the roster view share, in a file of their own so none of them imports another
// for a type.

export type AllowancePoints = {
  readonly allowanceId: AllowanceId;
  readonly name: string;
  readonly points: number;
  /** The combined cap for the roster's battle size; null when none applies. */
  readonly cap: number | null;
  readonly unitIds: readonly UnitId[];
};

export type RosterPoints = {
  readonly total: number;
  readonly byUnit: Readonly<Record<UnitId, number>>;
  /** One entry per allowance open to the roster, whether or not it holds units. */
  readonly allowances: readonly AllowancePoints[];
};

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
