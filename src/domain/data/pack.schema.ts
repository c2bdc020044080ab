import { z } from 'zod';
import { DatasheetSchema } from './datasheet.schema';
import { DatasheetIdSchema, DetachmentIdSchema, PackIdSchema } from './ids';

/**
 * Datasheets several factions take exactly alike, stored once: the Space Marines datasheets of every chapter, an
 * Imperium army's Agents of the Imperium and Imperial Knights. Named after the catalogue they come from.
 */
export const PackSchema = z.object({
  id: PackIdSchema,
  name: z.string().min(1),
  datasheets: z.array(DatasheetSchema).min(1),
});
export type Pack = z.infer<typeof PackSchema>;

/** Datasheets a faction takes from a pack; `onlyInDetachments` as on a datasheet (Astra Militarum squads in a Genestealer Cults army). */
export const SharedDatasheetsSchema = z.object({
  pack: PackIdSchema,
  datasheetIds: z.array(DatasheetIdSchema).min(1),
  onlyInDetachments: z.array(DetachmentIdSchema).optional(),
});
export type SharedDatasheets = z.infer<typeof SharedDatasheetsSchema>;
