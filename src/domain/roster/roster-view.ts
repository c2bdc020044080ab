import type { Datasheet } from '../data/datasheet.schema';
import type { GameData } from '../data/game-data';
import { allowanceFor } from './army-list';
import type { UnitId } from './ids';
import { datasheetIndex, findDatasheet, keywordsOf } from './lookup';
import { computeRosterPoints } from './points';
import type { KnownUnit, RosterPoints } from './roster-types';
import type { Roster, Unit } from './roster.schema';
import { unitLabels } from './unit-labels';

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
