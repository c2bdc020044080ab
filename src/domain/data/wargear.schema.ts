import { z } from 'zod';
import { ModelTypeIdSchema, SlugSchema, WargearIdSchema, WargearOptionIdSchema } from './ids';

export const WeaponProfileSchema = z.object({
  /** Profile name; a weapon with several profiles (e.g. "strike" and "sweep") lists each. */
  name: z.string().min(1),
  type: z.enum(['ranged', 'melee']),
  range: z.string(),
  attacks: z.string(),
  /** BS for ranged, WS for melee ("3+", or "N/A" for torrent weapons). */
  skill: z.string(),
  strength: z.string(),
  ap: z.string(),
  damage: z.string(),
  /** Weapon abilities as printed, e.g. ["anti-infantry 3+", "torrent"]. */
  abilities: z.array(z.string()),
});
export type WeaponProfile = z.infer<typeof WeaponProfileSchema>;

/** A weapon or other piece of wargear (icon, banner, drone). */
export const WargearSchema = z.object({
  id: WargearIdSchema,
  name: z.string().min(1),
  profiles: z.array(WeaponProfileSchema),
  /** Names of abilities the wargear grants (prose where the seeds have it lives on the datasheet abilities). */
  abilities: z.array(z.string()),
  /**
   * Names it is printed under once taken, other than its own: the catalogue renames some choices when selected (a
   * Daemon Prince's "Nurgle" reads "Mark of Nurgle"), and lists from tools that apply that print the new name.
   */
  takenNames: z.array(z.string().min(1)).optional(),
});
export type Wargear = z.infer<typeof WargearSchema>;

export const WargearCountSchema = z.object({
  wargearId: WargearIdSchema,
  count: z.number().int().positive(),
});
export type WargearCount = z.infer<typeof WargearCountSchema>;

/**
 * How many times a wargear option may be taken in one unit.
 * - `each-model`: every model of the option's model types may take it.
 * - `per-models`: `max` for every `models` models in the whole unit ("for every 5 models, 1 model …").
 * - `unit`: at most `max` in the unit ("1 model's … can be replaced", `max: 1`).
 */
export const WargearLimitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('each-model') }),
  z.object({
    kind: z.literal('per-models'),
    models: z.number().int().positive(),
    max: z.number().int().positive(),
  }),
  z.object({ kind: z.literal('unit'), max: z.number().int().positive() }),
]);
export type WargearLimit = z.infer<typeof WargearLimitSchema>;

export const WargearChoiceSchema = z.object({
  id: SlugSchema,
  /** What one model taking this choice carries instead of `replaces`. */
  items: z.array(WargearCountSchema).min(1),
  /** Extra points per model taking it (wargear with its own cost). */
  points: z.number().int().nonnegative().default(0),
});
export type WargearChoice = z.infer<typeof WargearChoiceSchema>;

/**
 * One line of a datasheet's WARGEAR OPTIONS: a model of `modelTypeIds` may swap `replaces` (per model;
 * empty means the choice is an addition) for one of `choices`, as often as `limit` allows.
 * Options in `exclusiveWith` cannot be taken by the same model: their counts share that model type's models.
 */
export const WargearOptionSchema = z.object({
  id: WargearOptionIdSchema,
  modelTypeIds: z.array(ModelTypeIdSchema).min(1),
  replaces: z.array(WargearCountSchema),
  choices: z.array(WargearChoiceSchema).min(1),
  limit: WargearLimitSchema,
  /**
   * How many times one model may take it, where more than once: each Broadside may take up to 2 drones. Absent:
   * once per model.
   */
  perModel: z.number().int().min(2).optional(),
  exclusiveWith: z.array(WargearOptionIdSchema).default([]),
});
export type WargearOption = z.infer<typeof WargearOptionSchema>;
