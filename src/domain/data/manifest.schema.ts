import { z } from 'zod';
import { FactionIdSchema } from './ids';

/** What `data/` was generated from; shown in the app and in exports so a list says which data it used. */
export const ManifestSchema = z.object({
  dataVersion: z.string().min(1),
  source: z.object({
    name: z.string().min(1),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  gameSystemFile: z.string().min(1),
  factions: z.array(
    z.object({
      id: FactionIdSchema,
      name: z.string().min(1),
      file: z.string().min(1),
      datasheets: z.number().int().nonnegative(),
    }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;
