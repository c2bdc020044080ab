import type { z } from 'zod';
import type { Datasheet } from '../domain/data/datasheet.schema';
import { RosterSchema, UnitSchema, type Roster, type RosterInput, type Unit } from '../domain/roster/roster.schema';

export type { RosterInput };
import { ROSTER_SCHEMA_VERSION } from '../domain/roster/schema-version';

export type UnitInput = z.input<typeof UnitSchema>;

/** A unit; defaults to 5 Warriors with their default wargear, no enhancement, not the Warlord. */
export function makeUnit(overrides: Partial<UnitInput> = {}): Unit {
  return UnitSchema.parse({
    id: 'u1',
    datasheetId: 'warriors',
    models: [{ modelTypeId: 'warrior', count: 5 }],
    wargear: [],
    enhancementId: null,
    isWarlord: false,
    attachedToUnitId: null,
    ...overrides,
  });
}

/** A unit of `datasheet` at its smallest size (every model type at its minimum). */
export function makeUnitOf(datasheet: Datasheet, overrides: Partial<UnitInput> = {}): Unit {
  return makeUnit({
    datasheetId: datasheet.id,
    models: datasheet.composition.modelTypes.map((m) => ({ modelTypeId: m.id, count: m.min })),
    ...overrides,
  });
}

/** A Strike Force Drukhari roster in Realspace Raiders; `units` are taken as given. */
export function makeRoster(overrides: Partial<RosterInput> = {}): Roster {
  return RosterSchema.parse({
    schemaVersion: ROSTER_SCHEMA_VERSION,
    id: 'r1',
    name: 'Test list',
    factionId: 'drukhari',
    detachmentId: 'realspace-raiders',
    battleSizeId: 'strike-force',
    includeLegends: false,
    units: [],
    ...overrides,
  });
}
