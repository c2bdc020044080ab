import { z } from 'zod';
import {
  BattleSizeIdSchema,
  DatasheetIdSchema,
  DetachmentIdSchema,
  EnhancementIdSchema,
  FactionIdSchema,
  ModelTypeIdSchema,
  SlugSchema,
  WargearOptionIdSchema,
} from '../data/ids';
import { RosterIdSchema, UnitIdSchema } from './ids';
import { migrateRoster } from './roster-migrations';
import { ROSTER_SCHEMA_VERSION } from './schema-version';
import { highestUnitNumber, MAX_UNIT_NUMBER } from './unit-number';

export const ModelCountSchema = z.object({
  modelTypeId: ModelTypeIdSchema,
  count: z.number().int().nonnegative(),
});
export type ModelCount = z.infer<typeof ModelCountSchema>;

/** `count` models of `modelTypeId` took `choiceId` of wargear option `optionId`. */
export const WargearSelectionSchema = z.object({
  modelTypeId: ModelTypeIdSchema,
  optionId: WargearOptionIdSchema,
  choiceId: SlugSchema,
  count: z.number().int().positive(),
});
export type WargearSelection = z.infer<typeof WargearSelectionSchema>;

export const UnitSchema = z.object({
  id: UnitIdSchema,
  datasheetId: DatasheetIdSchema,
  models: z.array(ModelCountSchema).min(1),
  wargear: z.array(WargearSelectionSchema),
  enhancementId: EnhancementIdSchema.nullable(),
  isWarlord: z.boolean(),
  /** For a Leader: the bodyguard unit it is attached to. */
  attachedToUnitId: UnitIdSchema.nullable(),
});
export type Unit = z.infer<typeof UnitSchema>;

/** What a list named that the data lacks: a share link's unit, model type, wargear choice or Enhancement. */
export const LeftOutKindSchema = z.enum([
  'datasheet',
  'model-type',
  'wargear',
  'enhancement',
  'detachment',
  'battle-size',
]);
export type LeftOutKind = z.infer<typeof LeftOutKindSchema>;

/**
 * Something the list was made with and lost on the way in (a link made with older data names a datasheet this data
 * no longer has). Kept with the roster, so a saved copy of the list is judged on what it lost, not read as Legal.
 */
export const LeftOutItemSchema = z.object({ kind: LeftOutKindSchema, said: z.string().max(500) });
export type LeftOutItem = z.infer<typeof LeftOutItemSchema>;

/**
 * A roster of the current format (older formats are migrated to it first, see roster-migrations.ts). Each unit's id
 * is its own: two units with one id would show one's name and points for both, and removing one would remove both.
 */
const CurrentRosterSchema = z
  .object({
    schemaVersion: z.literal(ROSTER_SCHEMA_VERSION),
    id: RosterIdSchema,
    name: z.string().max(200),
    factionId: FactionIdSchema,
    detachmentId: DetachmentIdSchema.nullable(),
    battleSizeId: BattleSizeIdSchema.nullable(),
    /** Legends datasheets are illegal in matched play unless the player opts in. */
    includeLegends: z.boolean(),
    /**
     * The number of the last unit id handed out (`u<n>`), so a removed unit's id is never handed out again: a new
     * unit never takes over an old one's place in the URL, the undo history or the points saved with the list.
     * Never below the highest number in use, whatever a file says.
     */
    lastUnitNumber: z.number().int().nonnegative().max(MAX_UNIT_NUMBER).optional(),
    units: z.array(UnitSchema),
    /** What the list named that was left out of it; absent when nothing was. */
    leftOut: z.array(LeftOutItemSchema).max(500).optional(),
  })
  .superRefine((roster, context) => {
    const seen = new Map<string, number>();
    roster.units.forEach((unit, index) => {
      const first = seen.get(unit.id);
      if (first === undefined) seen.set(unit.id, index);
      else
        context.addIssue({
          code: 'custom',
          path: ['units', index, 'id'],
          message: `unit id "${unit.id}" is already used by units.${first}`,
        });
    });
  })
  .transform((roster) => ({
    ...roster,
    lastUnitNumber: Math.max(roster.lastUnitNumber ?? 0, highestUnitNumber(roster.units)),
  }));

/** A roster as it is read, from a file, a share link or saved data, of the current format or an older one. */
export const RosterSchema = z.preprocess(migrateRoster, CurrentRosterSchema);
export type Roster = z.infer<typeof RosterSchema>;
/** What a roster of the current format may leave out (`lastUnitNumber`). */
export type RosterInput = z.input<typeof CurrentRosterSchema>;
