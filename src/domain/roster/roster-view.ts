import type { Allowance } from '../data/allowance.schema';
import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import { allowanceFor } from './army-list';
import type { UnitId } from './ids';
import { datasheetIndex, findDatasheet, keywordsOf, type DatasheetIndex } from './lookup';
import { computeRosterPoints, type RosterPoints } from './points';
import type { Roster, Unit } from './roster.schema';
import { unitLabels } from './unit-labels';

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
 * One roster as the rules read it, worked out once per validation: twenty rules each looking up thirty datasheets
 * again would cost more than the rules themselves. Labels and points are worked out the first time a rule asks.
 */
export type RosterView = {
  readonly roster: Roster;
  readonly data: GameData;
  readonly known: readonly KnownUnit[];
  /** "Wracks", or "Wracks (3)" for the third Wracks unit when the list holds several, so a message points at one unit. */
  label(unit: Unit): string;
  points(): RosterPoints;
  /** Units grouped by datasheet, in roster order: the datasheet and Epic Hero limits. */
  byDatasheet(): ReadonlyMap<Datasheet, readonly KnownUnit[]>;
};

export function viewRoster(roster: Roster, data: GameData): RosterView {
  const known: KnownUnit[] = [];
  for (const unit of roster.units) {
    const datasheet = findDatasheet(data, unit.datasheetId);
    if (!datasheet) continue;
    known.push({
      unit,
      datasheet,
      index: datasheetIndex(data, datasheet),
      keywords: keywordsOf(datasheet, roster, data),
      allowance: allowanceFor(datasheet, roster, data),
    });
  }
  let labels: ReadonlyMap<UnitId, string> | null = null;
  let points: RosterPoints | null = null;
  let byDatasheet: Map<Datasheet, KnownUnit[]> | null = null;
  return {
    roster,
    data,
    known,
    label(unit) {
      labels ??= unitLabels(roster, data);
      return labels.get(unit.id) ?? unit.datasheetId;
    },
    points() {
      points ??= computeRosterPoints(roster, data, known);
      return points;
    },
    byDatasheet() {
      if (!byDatasheet) {
        byDatasheet = new Map();
        for (const k of known) byDatasheet.set(k.datasheet, [...(byDatasheet.get(k.datasheet) ?? []), k]);
      }
      return byDatasheet;
    },
  };
}
