import type { GameData } from '../data/game-data';
import type { UnitId } from '../roster/ids';
import { findDatasheet } from '../roster/lookup';
import type { Roster } from '../roster/roster.schema';

/** A limit of matched play the catalogue sets on a unit that the engine cannot check: what it limits, in Muster's words. */
export type UncheckedLimit = { readonly unitId: UnitId; readonly what: string };

/**
 * Every limit the roster's units carry that no rule checks (datasheet `uncheckedLimits`). A list without errors but
 * with any of these is not called legal: "No errors found; 2 limits not checked".
 */
export function uncheckedLimits(roster: Roster, data: GameData): readonly UncheckedLimit[] {
  return roster.units.flatMap((unit) =>
    (findDatasheet(data, unit.datasheetId)?.uncheckedLimits ?? []).map((what) => ({ unitId: unit.id, what })),
  );
}
