import { z } from 'zod';
import { DatasheetSchema } from './datasheet.schema';
import { FactionSchema } from './faction.schema';
import { SharedDatasheetsSchema } from './pack.schema';

/**
 * A faction as stored in data/factions/: its own datasheets written out, the ones it shares with other factions
 * named by pack. `assembleFaction` puts the two together into the `Faction` the roster engine reads.
 */
export const FactionFileSchema = FactionSchema.extend({
  datasheets: z.array(DatasheetSchema),
  shared: z.array(SharedDatasheetsSchema),
});
export type FactionFile = z.infer<typeof FactionFileSchema>;
