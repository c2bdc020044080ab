import { z } from 'zod';
import { FACTION_GROUPS } from './faction-groups';
import { FactionIdSchema, PackIdSchema } from './ids';

/** The three grand alliances the official app sorts armies into. */
export const FactionGroupSchema = z.enum(FACTION_GROUPS);
export type FactionGroup = z.infer<typeof FactionGroupSchema>;

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
      group: FactionGroupSchema,
      /** The faction a chapter belongs to (Blood Angels: Space Marines); null for the rest. */
      parent: FactionIdSchema.nullable(),
      file: z.string().min(1),
      /** The packs its file takes datasheets from: the army downloads these beside its own file. */
      packs: z.array(PackIdSchema),
      datasheets: z.number().int().nonnegative(),
    }),
  ),
  packs: z.array(z.object({ id: PackIdSchema, name: z.string().min(1), file: z.string().min(1), datasheets: z.number().int().positive() })),
});
export type Manifest = z.infer<typeof ManifestSchema>;
