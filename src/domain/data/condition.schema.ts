import { z } from 'zod';
import {
  BattleSizeIdSchema,
  DatasheetIdSchema,
  DetachmentIdSchema,
  FactionIdSchema,
  ModelTypeIdSchema,
  SlugSchema,
  WargearIdSchema,
  WargearOptionIdSchema,
} from './ids';

/** How a count compares with a number: fewer than (`lt`), at most (`le`), exactly (`eq`), not (`ne`), at least (`ge`), more than (`gt`). */
export const ComparisonSchema = z.enum(['lt', 'le', 'eq', 'ne', 'ge', 'gt']);
export type Comparison = z.infer<typeof ComparisonSchema>;

/** One choice of one of the datasheet's wargear options: what a model took ("close combat weapon and frag cannon"). */
export const ChoiceRefSchema = z.object({ optionId: WargearOptionIdSchema, choiceId: SlugSchema });
export type ChoiceRef = z.infer<typeof ChoiceRefSchema>;

/**
 * A question about the roster being built, as the catalogues ask it before they offer, cost or limit something:
 * - `detachment`, `battle-size`, `army-faction`: the army's choices (one of these ids is chosen);
 * - `units`: how many units of some datasheets the army holds (another unit's presence is "at least 1");
 * - `keyword`: whether the unit (as its keywords are in this roster) or any unit of the army has a keyword;
 * - `models`: how many models the unit holds, all of them or of some model types;
 * - `wargear`: how many of some wargear items the unit, or one model of it, carries;
 * - `choices`: how many of the unit's models took some choices of its wargear options;
 * - `all`, `any`, `not`: and, or, and not of other conditions.
 * A condition about a unit or a model asked where there is none (an army-wide limit) counts nothing there.
 */
export type Condition =
  | { readonly kind: 'detachment'; readonly detachmentIds: readonly string[] }
  | { readonly kind: 'battle-size'; readonly battleSizeIds: readonly string[] }
  | { readonly kind: 'army-faction'; readonly factionIds: readonly string[] }
  | { readonly kind: 'units'; readonly datasheetIds: readonly string[]; readonly comparison: Comparison; readonly value: number }
  | { readonly kind: 'keyword'; readonly keyword: string; readonly in: 'unit' | 'army' }
  | { readonly kind: 'models'; readonly modelTypeIds?: readonly string[]; readonly comparison: Comparison; readonly value: number }
  | { readonly kind: 'wargear'; readonly wargearIds: readonly string[]; readonly in: 'unit' | 'model'; readonly comparison: Comparison; readonly value: number }
  | { readonly kind: 'choices'; readonly choices: readonly { readonly optionId: string; readonly choiceId: string }[]; readonly comparison: Comparison; readonly value: number }
  | { readonly kind: 'all'; readonly conditions: readonly Condition[] }
  | { readonly kind: 'any'; readonly conditions: readonly Condition[] }
  | { readonly kind: 'not'; readonly condition: Condition };

export type ConditionKind = Condition['kind'];

const count = { comparison: ComparisonSchema, value: z.number().int() };

export const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('detachment'), detachmentIds: z.array(DetachmentIdSchema).min(1) }),
    z.object({ kind: z.literal('battle-size'), battleSizeIds: z.array(BattleSizeIdSchema).min(1) }),
    z.object({ kind: z.literal('army-faction'), factionIds: z.array(FactionIdSchema).min(1) }),
    z.object({ kind: z.literal('units'), datasheetIds: z.array(DatasheetIdSchema).min(1), ...count }),
    z.object({ kind: z.literal('keyword'), keyword: z.string().min(1), in: z.enum(['unit', 'army']) }),
    z.object({ kind: z.literal('models'), modelTypeIds: z.array(ModelTypeIdSchema).min(1).optional(), ...count }),
    z.object({ kind: z.literal('wargear'), wargearIds: z.array(WargearIdSchema).min(1), in: z.enum(['unit', 'model']), ...count }),
    z.object({ kind: z.literal('choices'), choices: z.array(ChoiceRefSchema).min(1), ...count }),
    z.object({ kind: z.literal('all'), conditions: z.array(ConditionSchema).min(2) }),
    z.object({ kind: z.literal('any'), conditions: z.array(ConditionSchema).min(2) }),
    z.object({ kind: z.literal('not'), condition: ConditionSchema }),
  ]),
);
