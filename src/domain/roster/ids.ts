import { z } from 'zod';

/** A unit's own id inside one roster; a roster may hold several units of the same datasheet. */
export const UnitIdSchema = z.string().min(1).max(64).brand<'UnitId'>();
export type UnitId = z.infer<typeof UnitIdSchema>;

export const RosterIdSchema = z.string().min(1).max(64).brand<'RosterId'>();
export type RosterId = z.infer<typeof RosterIdSchema>;
