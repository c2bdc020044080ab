import { z } from 'zod';
import { ConditionSchema } from './condition.schema';
import { ChoiceRefSchema } from './condition.schema';
import { DatasheetIdSchema, ModelTypeIdSchema, SlugSchema, WargearIdSchema } from './ids';

/**
 * What a limit counts: pieces of wargear, models (all of them, or of some model types, leaving out those that took
 * any of `except`), models that took some choices of the datasheet's wargear options (the catalogue's variant models:
 * "Veteran w/ frag cannon"), units of some datasheets (in the army), or one catalogue entry wherever the army holds
 * it (`entries`, in the army): as units of `datasheetIds` and as models of some types in units of other datasheets
 * ("Invader ATV": the Invader ATV units and the Invader ATV models of every Outrider Squad). `except` is for a
 * catalogue group that holds a model type's own entry but not all its variants: a Fortis Kill Team's 5 "Core" models
 * are its Kill Team Intercessors, but not those with heavy bolt pistol or plasma incinerator, which the catalogue
 * offers apart.
 */
export const CountedSchema = z.discriminatedUnion('of', [
  z.object({ of: z.literal('wargear'), wargearIds: z.array(WargearIdSchema).min(1) }),
  z.object({
    of: z.literal('models'),
    modelTypeIds: z.array(ModelTypeIdSchema).min(1).optional(),
    except: z.array(ChoiceRefSchema).min(1).optional(),
  }),
  z.object({ of: z.literal('choices'), choices: z.array(ChoiceRefSchema).min(1) }),
  z.object({ of: z.literal('units'), datasheetIds: z.array(DatasheetIdSchema).min(1) }),
  z.object({
    of: z.literal('entries'),
    datasheetIds: z.array(DatasheetIdSchema),
    models: z
      .array(z.object({ datasheetId: DatasheetIdSchema, modelTypeIds: z.array(ModelTypeIdSchema).min(1) }))
      .min(1),
  }),
]);
export type Counted = z.infer<typeof CountedSchema>;

/**
 * One step of a bound, applied in order when `when` holds (or always): `set` replaces it (null: no bound), `add`
 * changes it by `value` once, or once for every `every` of `per` in the unit ("1 more for every 5 models").
 */
export const BoundStepSchema = z.object({
  op: z.enum(['set', 'add']),
  value: z.number().int().nullable(),
  when: ConditionSchema.optional(),
  per: z.object({ counted: CountedSchema, every: z.number().int().positive(), roundUp: z.boolean() }).optional(),
});
export type BoundStep = z.infer<typeof BoundStepSchema>;

/** A number that depends on the roster: `base` (null: no bound), then each step in order, as the catalogue applies them. */
export const BoundSchema = z.object({
  base: z.number().int().nullable(),
  steps: z.array(BoundStepSchema),
});
export type Bound = z.infer<typeof BoundSchema>;

/**
 * A limit the catalogue sets on a datasheet's units, in matched play: how many of something (`counted`) each model of
 * `modelTypeIds` (`in: model`), the unit (`in: unit`) or the army (`in: army`) may hold at most (`max`) and must hold
 * at least (`min`). "At most 1 Astartes grenade launcher for every 5 models"; "no more than 1 while the unit has fewer
 * than 10 models"; "none outside the Iconoclast Fiefdom detachment" (a maximum of 0 units under a condition).
 * A limit no legal unit of the datasheet's own options can break is not stored: its wargear options enforce it.
 */
export const CatalogueLimitSchema = z.object({
  id: SlugSchema,
  /** What is counted, as a message names it ("Astartes grenade launcher", "Intercessor Squad"). */
  name: z.string().min(1),
  in: z.enum(['model', 'unit', 'army']),
  /** For a limit on each model: the model types whose models it limits. */
  modelTypeIds: z.array(ModelTypeIdSchema).min(1).optional(),
  counted: CountedSchema,
  min: BoundSchema.optional(),
  max: BoundSchema.optional(),
});
export type CatalogueLimit = z.infer<typeof CatalogueLimitSchema>;
