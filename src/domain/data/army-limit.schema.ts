import { z } from 'zod';
import { BattleSizeIdSchema, DatasheetIdSchema, DetachmentIdSchema, SlugSchema } from './ids';

export const ComparisonSchema = z.enum(['lt', 'le', 'eq', 'ne', 'ge', 'gt']);
export type Comparison = z.infer<typeof ComparisonSchema>;

/**
 * A question about the roster that a limit depends on, as the catalogues ask it: how many units of some datasheets
 * it holds (Captains and Chapter Masters for Company Heroes; titanic Knights for Imperial Knights allies), its battle
 * size, its detachment, or a combination.
 */
export type ArmyCondition =
  | { readonly kind: 'units'; readonly datasheetIds: readonly string[]; readonly comparison: Comparison; readonly value: number }
  | { readonly kind: 'battle-size'; readonly battleSizeIds: readonly string[] }
  | { readonly kind: 'detachment'; readonly detachmentIds: readonly string[] }
  | { readonly kind: 'all'; readonly conditions: readonly ArmyCondition[] }
  | { readonly kind: 'any'; readonly conditions: readonly ArmyCondition[] }
  | { readonly kind: 'not'; readonly condition: ArmyCondition };

export const ArmyConditionSchema: z.ZodType<ArmyCondition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('units'), datasheetIds: z.array(DatasheetIdSchema).min(1), comparison: ComparisonSchema, value: z.number().int() }),
    z.object({ kind: z.literal('battle-size'), battleSizeIds: z.array(BattleSizeIdSchema).min(1) }),
    z.object({ kind: z.literal('detachment'), detachmentIds: z.array(DetachmentIdSchema).min(1) }),
    z.object({ kind: z.literal('all'), conditions: z.array(ArmyConditionSchema).min(2) }),
    z.object({ kind: z.literal('any'), conditions: z.array(ArmyConditionSchema).min(2) }),
    z.object({ kind: z.literal('not'), condition: ArmyConditionSchema }),
  ]),
);

/**
 * One step of a limit, applied in order when `when` holds (or always): `set` replaces the limit (null: no limit),
 * `add` raises it by `value` once, or once for every `every` units of `per` when given ("+1 for each Captain").
 */
export const ArmyLimitStepSchema = z.object({
  op: z.enum(['set', 'add']),
  value: z.number().int().nullable(),
  when: ArmyConditionSchema.optional(),
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
