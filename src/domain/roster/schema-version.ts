/**
 * The roster format's version, written into every roster. A module of its own so that code creating rosters does
 * not load zod and the roster schema with it: the builder starts without them (see src/store/persist.ts).
 * Version 2 added `lastUnitNumber`; the schema still reads version 1.
 */
export const ROSTER_SCHEMA_VERSION = 2;
