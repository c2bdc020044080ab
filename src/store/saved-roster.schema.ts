import { z } from 'zod';
import { RosterSchema } from '../domain/roster/roster.schema';

/**
 * What the roster was worth when it was last saved, so opening it after a data update can say what changed
 * ("Wracks: 90 → 100 pts") instead of silently showing other numbers.
 */
/**
 * The catalogue set a version of the data was made from, as its manifest names it: the built-in snapshot, or one
 * the player pointed Muster at on the Game data page. Added after the first saved lists, so it may be absent.
 */
export const DataSourceStampSchema = z.object({
  name: z.string(),
  commit: z.string(),
  date: z.string(),
});
export type DataSourceStamp = z.infer<typeof DataSourceStampSchema>;

export const SaveStampSchema = z.object({
  dataVersion: z.string().min(1),
  source: DataSourceStampSchema.optional(),
  /** Points of each unit (enhancement included), keyed by unit id. */
  unitPoints: z.record(z.string(), z.number().int().nonnegative()),
});
export type SaveStamp = z.infer<typeof SaveStampSchema>;

export const SavedRosterSchema = z.object({
  roster: RosterSchema,
  /** Null until the roster is first saved with its faction's data loaded. */
  savedWith: SaveStampSchema.nullable(),
  /** Milliseconds since the epoch; the lists page shows the most recently edited first. */
  updatedAt: z.number().int().nonnegative(),
});
export type SavedRoster = z.infer<typeof SavedRosterSchema>;
