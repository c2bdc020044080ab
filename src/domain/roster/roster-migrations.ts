import { isRecord } from '../is-record';
import { ROSTER_SCHEMA_VERSION } from './schema-version';
import { highestUnitNumber } from './unit-number';

type RosterJson = Readonly<Record<string, unknown>>;

/**
 * Each older roster format's step to the next, by the format it reads. A saved list, a file or a share link of an
 * older format is brought up to the current one step by step before the schema checks it, so the schema knows one
 * format only. A new format adds its predecessor's step here, with a test that a roster of that format still reads.
 */
export const ROSTER_MIGRATIONS: Readonly<Record<number, (roster: RosterJson) => RosterJson>> = {
  // Format 2 keeps the number of the last unit id handed out; format 1 did not, so it is the highest one in use.
  1: (roster) => ({
    ...roster,
    schemaVersion: 2,
    lastUnitNumber: highestUnitNumber(Array.isArray(roster['units']) ? roster['units'].filter(hasId) : []),
  }),
};

/**
 * `value` in the current roster format when it is a roster of an older one that the steps above reach; otherwise
 * `value` as it is, for the schema to accept (the current format) or refuse (a newer format, or not a roster).
 */
export function migrateRoster(value: unknown): unknown {
  let roster = value;
  for (;;) {
    if (!isRecord(roster)) return roster;
    const format = roster['schemaVersion'];
    const step = typeof format === 'number' && format < ROSTER_SCHEMA_VERSION ? ROSTER_MIGRATIONS[format] : undefined;
    if (!step) return roster;
    roster = step(roster);
  }
}

function hasId(unit: unknown): unit is { readonly id: string } {
  return isRecord(unit) && typeof unit['id'] === 'string';
}
