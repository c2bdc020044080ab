/**
 * The roster format's version, written into every roster. A module of its own so that code creating rosters does
 * not load zod and the roster schema with it: the builder starts without them (see src/store/persist.ts).
 * Version 2 added `lastUnitNumber`; older versions are migrated to this one (roster-migrations.ts).
 */
export const ROSTER_SCHEMA_VERSION = 2;
