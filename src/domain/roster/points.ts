import type { Datasheet, PointsTier } from '../data/datasheet.schema';
import type { Surcharge } from '../data/detachment.schema';
import type { DetachmentId } from '../data/ids';
import type { GameData } from '../data/game-data';
import { activeAllowances, allowanceFor } from './army-list';
import {
  datasheetIndex,
  findBattleSize,
  findDatasheet,
  findDetachment,
  findEnhancement,
  type DatasheetIndex,
} from './lookup';
import type { UnitId } from './ids';
import type { Roster, Unit } from './roster.schema';
import type { KnownUnit, RosterPoints } from './roster-types';

export function modelTotal(unit: Unit): number {
  return unit.models.reduce((sum, m) => sum + m.count, 0);
}

/** The points tier for exactly `models` models; a count between tiers (an illegal size) has none. */
export function tierFor(datasheet: Datasheet, models: number, data: GameData): PointsTier | undefined {
  return datasheetIndex(data, datasheet).tiers.find((t) => t.models === models);
}

/**
 * The unit's cost: its points tier, wargear with its own cost, its enhancement, and what the detachment makes it take
 * (see `surchargesOn`). A size between tiers (flagged by unit-size) costs as the next tier up, so an illegal unit
 * never looks cheaper than a legal one.
 */
export function unitPoints(unit: Unit, data: GameData, detachmentId: DetachmentId | null): number {
  const datasheet = findDatasheet(data, unit.datasheetId);
  return datasheet ? pointsOf(unit, datasheetIndex(data, datasheet), data, detachmentId) : 0;
}

/**
 * The upgrades the detachment makes this unit take, each with its cost: a C'tan Shard of the Deceiver (285 pts)
 * costs 340 in Pantheon of Woe, whose Singularity Matrix it must take (55 pts), and 285 in any other detachment.
 */
export function surchargesOn(unit: Unit, data: GameData, detachmentId: DetachmentId | null): readonly Surcharge[] {
  const surcharges = findDetachment(data, detachmentId)?.surcharges;
  return surcharges ? surcharges.filter((s) => s.datasheetIds.includes(unit.datasheetId)) : [];
}

function pointsOf(unit: Unit, index: DatasheetIndex, data: GameData, detachmentId: DetachmentId | null): number {
  const models = modelTotal(unit);
  const tier = index.tiers.find((t) => t.models >= models) ?? index.tiers[index.tiers.length - 1];
  let points = tier?.points ?? 0;
  for (const selection of unit.wargear) {
    const choice = index.options.get(selection.optionId)?.choices.find((c) => c.id === selection.choiceId);
    points += (choice?.points ?? 0) * selection.count;
  }
  if (unit.enhancementId !== null) points += findEnhancement(data, unit.enhancementId)?.points ?? 0;
  for (const surcharge of surchargesOn(unit, data, detachmentId)) points += surcharge.points;
  return points;
}

/**
 * Total, per unit, and per allowance (Harlequins in a Drukhari army count against their 500 pts Strike Force cap).
 * The store works it out once per roster (see store/selectors.ts), the rules once per validation (RosterView).
 */
export function rosterPoints(roster: Roster, data: GameData): RosterPoints {
  return computeRosterPoints(roster, data, null);
}

/** As `rosterPoints`, from the units' datasheets already looked up when `known` is given. */
export function computeRosterPoints(roster: Roster, data: GameData, known: readonly KnownUnit[] | null): RosterPoints {
  const byUnit: Record<UnitId, number> = {};
  let total = 0;
  const allowances = activeAllowances(roster, data).map((allowance) => ({
    allowance,
    points: 0,
    unitIds: [] as UnitId[],
  }));
  const knownByUnit = known ? new Map(known.map((k) => [k.unit, k])) : null;
  for (const unit of roster.units) {
    const entry = knownByUnit ? knownByUnit.get(unit) : lookUp(unit, roster, data);
    const points = entry ? pointsOf(unit, entry.index, data, roster.detachmentId) : 0;
    byUnit[unit.id] = points;
    total += points;
    const allowance = entry?.allowance && allowances.find((a) => a.allowance === entry.allowance);
    if (allowance) {
      allowance.points += points;
      allowance.unitIds.push(unit.id);
    }
  }
  const battleSize = findBattleSize(data, roster.battleSizeId);
  return {
    total,
    byUnit,
    allowances: allowances.map(({ allowance, points, unitIds }) => ({
      allowanceId: allowance.id,
      name: allowance.rule.name,
      points,
      cap: battleSize ? (allowance.pointsCap[battleSize.id] ?? null) : null,
      unitIds,
    })),
  };
}

function lookUp(unit: Unit, roster: Roster, data: GameData): Pick<KnownUnit, 'index' | 'allowance'> | undefined {
  const datasheet = findDatasheet(data, unit.datasheetId);
  return datasheet
    ? { index: datasheetIndex(data, datasheet), allowance: allowanceFor(datasheet, roster, data) }
    : undefined;
}
