import type { Roster } from './roster.schema';

/**
 * The player goes on without what the list lost on its way in (a share link naming a unit this data lacks): the
 * record of it goes, and with it the errors that kept the list from reading Legal. Nothing in the list changes.
 */
export function clearLeftOut(roster: Roster): Roster {
  if (roster.leftOut === undefined) return roster;
  const { leftOut: _cleared, ...rest } = roster;
  return rest;
}
