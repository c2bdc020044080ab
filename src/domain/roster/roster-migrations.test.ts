import { describe, expect, it } from 'vitest';
import { makeRoster, makeUnit } from '../../testing/make-roster';
import { migrateRoster, ROSTER_MIGRATIONS } from './roster-migrations';
import { RosterSchema } from './roster.schema';
import { ROSTER_SCHEMA_VERSION } from './schema-version';

describe('roster format migrations', () => {
  it('has a step from every older format to the next', () => {
    for (let format = 1; format < ROSTER_SCHEMA_VERSION; format++)
      expect(ROSTER_MIGRATIONS[format]).toBeTypeOf('function');
  });

  it('reads a format 1 roster, which kept no lastUnitNumber, as numbered up to its highest unit id', () => {
    const { lastUnitNumber: _, ...current } = makeRoster({ units: [makeUnit({ id: 'u7' }), makeUnit({ id: 'u2' })] });
    const formatOne = { ...current, schemaVersion: 1 };
    expect(migrateRoster(formatOne)).toEqual({ ...formatOne, schemaVersion: 2, lastUnitNumber: 7 });
    expect(RosterSchema.parse(formatOne)).toEqual({
      ...current,
      schemaVersion: ROSTER_SCHEMA_VERSION,
      lastUnitNumber: 7,
    });
  });

  it('reads a format 2 roster as it is', () => {
    const roster = makeRoster({ lastUnitNumber: 9, units: [makeUnit({ id: 'u3' })] });
    expect(migrateRoster(roster)).toBe(roster);
    expect(RosterSchema.parse(roster)).toEqual(roster);
  });

  it('leaves a newer format, and what is not a roster, to the schema to refuse', () => {
    const newer = { ...makeRoster(), schemaVersion: ROSTER_SCHEMA_VERSION + 1 };
    expect(migrateRoster(newer)).toBe(newer);
    expect(RosterSchema.safeParse(newer).success).toBe(false);
    expect(migrateRoster('a list')).toBe('a list');
    expect(RosterSchema.safeParse({ ...makeRoster(), schemaVersion: 0 }).success).toBe(false);
  });

  it('migrates a format 1 roster whose units are damaged, leaving them for the schema to name', () => {
    const damaged = { ...makeRoster(), schemaVersion: 1, units: [{ id: 'u4' }, 'not a unit'] };
    expect(migrateRoster(damaged)).toMatchObject({ schemaVersion: 2, lastUnitNumber: 4 });
    expect(RosterSchema.safeParse(damaged).error?.issues[0]?.path).toEqual(['units', 0, 'datasheetId']);
  });
});
