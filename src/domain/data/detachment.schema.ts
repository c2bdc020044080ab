import { z } from 'zod';
import { DatasheetIdSchema, DetachmentIdSchema, EnhancementIdSchema } from './ids';
import { ContentSchema, RuleTextSchema } from './rule-text.schema';

export const EnhancementSchema = z.object({
  id: EnhancementIdSchema,
  name: z.string().min(1),
  points: z.number().int().nonnegative(),
  /** The bearer needs at least one of these keywords ("HAEMONCULUS only"); empty means any CHARACTER may take it. */
  requiredKeywords: z.array(z.string().min(1)),
  /** The bearer must have none of these keywords. */
  excludedKeywords: z.array(z.string().min(1)).default([]),
  content: ContentSchema,
  text: z.string().optional(),
});
export type Enhancement = z.infer<typeof EnhancementSchema>;

export const StratagemSchema = z.object({
  name: z.string().min(1),
  commandPoints: z.number().int().nonnegative(),
  /** "Battle Tactic", "Strategic Ploy", "Epic Deed", "Wargear". */
  category: z.string().min(1),
  text: z.string().optional(),
});
export type Stratagem = z.infer<typeof StratagemSchema>;

/**
 * A keyword the detachment gives to some datasheets (Windrider Host: Windriders gain BATTLELINE; Headhunter Task Force:
 * its vehicles may be CHARACTERs, so they may take its Enhancements and be the Warlord).
 */
export const KeywordGrantSchema = z.object({
  datasheetIds: z.array(DatasheetIdSchema).min(1),
  keyword: z.string().min(1),
  /** The catalogue's upgrade that gives it, where one does ("Tank Ace Character"). */
  upgrade: z.string().min(1).optional(),
  /**
   * How many units of the army may take that upgrade, where the catalogue caps it (Tank Ace Character: 3): the
   * keyword then belongs to the units that use it, at most this many (rule `keyword-grant-limit`).
   */
  perArmy: z.number().int().positive().optional(),
});
export type KeywordGrant = z.infer<typeof KeywordGrantSchema>;

/**
 * An upgrade the detachment makes some datasheets take, at a cost that is not an Enhancement's (Pantheon of Woe: a
 * C'tan Shard of the Deceiver takes the Singularity Matrix, 55 pts more than in any other detachment).
 */
export const SurchargeSchema = z.object({
  datasheetIds: z.array(DatasheetIdSchema).min(1),
  upgrade: z.string().min(1),
  points: z.number().int().positive(),
});
export type Surcharge = z.infer<typeof SurchargeSchema>;

export const DetachmentSchema = z.object({
  id: DetachmentIdSchema,
  name: z.string().min(1),
  content: ContentSchema,
  rule: RuleTextSchema,
  /** Further rules the detachment carries (Brood Brother Auxilia: Integrated Tactics besides Brood Brothers). */
  otherRules: z.array(RuleTextSchema).default([]),
  enhancements: z.array(EnhancementSchema),
  stratagems: z.array(StratagemSchema),
  grantsKeywords: z.array(KeywordGrantSchema).default([]),
  surcharges: z.array(SurchargeSchema).min(1).optional(),
});
export type Detachment = z.infer<typeof DetachmentSchema>;
