import { z } from 'zod';
import { ConditionSchema } from './condition.schema';
import { DatasheetIdSchema, SlugSchema } from './ids';

/**
 * One step of a limit, applied in order when `when` holds (or always): `set` replaces the limit (null: no limit),
 * `add` raises it by `value` once, or once for every `every` units of `per` when given ("+1 for each Captain").
 */
export const ArmyLimitStepSchema = z.object({
  op: z.enum(['set', 'add']),
  value: z.number().int().nullable(),
  when: ConditionSchema.optional(),
  per: z.object({ datasheetIds: z.array(DatasheetIdSchema).min(1), every: z.number().int().positive(), roundUp: z.boolean() }).optional(),
});
export type ArmyLimitStep = z.infer<typeof ArmyLimitStepSchema>;

/** A number that depends on the roster: `base` (null: no limit), then each step in order, as the catalogue applies them. */
export const ArmyLimitSchema = z.object({
  base: z.number().int().nullable(),
  steps: z.array(ArmyLimitStepSchema),
});
export type ArmyLimit = z.infer<typeof ArmyLimitSchema>;

/**
 * How many units of some datasheets an army may (`max`) or must (`min`) include, where the limit is not one
 * datasheet's fixed number: Company Heroes (none, or one or two by the Captains and Chapter Masters taken), an Imperium
 * army's Imperial Knights allies (one titanic Knight or up to three Armigers), Agents of the Imperium by battle size.
 */
export const UnitLimitSchema = z.object({
  id: SlugSchema,
  /** What the catalogue calls the group ("Assigned Agents - Character", "War Dog"). */
  name: z.string().min(1),
  datasheetIds: z.array(DatasheetIdSchema).min(1),
  max: ArmyLimitSchema.optional(),
  min: ArmyLimitSchema.optional(),
});
export type UnitLimit = z.infer<typeof UnitLimitSchema>;
