import type { Roster } from './roster.schema';

/** The Legends switch: whether the players agreed to Legends datasheets; the legends rule flags them while it is off. */
export function setIncludeLegends(roster: Roster, includeLegends: boolean): Roster {
  return roster.includeLegends === includeLegends ? roster : { ...roster, includeLegends };
}
