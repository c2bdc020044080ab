import { gameData, type GameData } from '../domain/data/game-data';
import { findDatasheet } from '../domain/roster/lookup';
import { removeUnit } from '../domain/roster/remove-unit';
import type { Roster } from '../domain/roster/roster.schema';

/*
 * Tests of a legal list over the real data, kept apart from the limits the engine cannot check yet: while a unit
 * carries one (Incubi: "at most 2 Incubi Shrine Token"), its list is never called legal, and the data shrinks that
 * set as the engine learns to check more. These keep such a test about what it tests, whatever the set holds now.
 */

/** The faction's data with no limit left unchecked: a list judged on it is legal when nothing fails. */
export function withEveryLimitChecked(data: GameData): GameData {
  return gameData(data.system, {
    ...data.faction,
    datasheets: data.faction.datasheets.map(({ uncheckedLimits: _, ...datasheet }) => datasheet),
  });
}

/** The roster without its units that carry a limit the engine cannot check (a Drukhari list's Incubi). */
export function withoutUncheckedUnits(roster: Roster, data: GameData): Roster {
  return roster.units
    .filter((unit) => findDatasheet(data, unit.datasheetId)?.uncheckedLimits)
    .reduce((kept, unit) => removeUnit(kept, unit.id), roster);
}
