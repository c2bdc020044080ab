import { z } from 'zod';
import { AllowanceIdSchema, DetachmentIdSchema } from './ids';
import { RuleTextSchema } from './rule-text.schema';

/**
 * Units from outside the army's faction that an army may include, e.g. Drukhari "Corsairs and Travelling
 * Players": HARLEQUINS and ANHRATHE units up to 250 / 500 / 750 pts, never the Warlord, no Enhancements.
 * A datasheet comes under the allowance when it has any of `keywords` (keywords or faction keywords).
 */
export const AllowanceSchema = z.object({
  id: AllowanceIdSchema,
  rule: RuleTextSchema,
  keywords: z.array(z.string().min(1)).min(1),
  /** Combined points cap per battle size id; a battle size missing here means no cap applies to it. */
  pointsCap: z.record(z.string(), z.number().int().nonnegative()),
  canBeWarlord: z.boolean(),
  canTakeEnhancements: z.boolean(),
  /**
   * Whether its units are allies, listed under Allied Units (Harlequins in a Drukhari army, Brood Brothers), rather
   * than part of the army, listed in their own sections (Disparate Paths: Harlequins and Ynnari in an Aeldari army).
   */
  isAllied: z.boolean().default(true),
  /** When set, the allowance applies only under these detachments. */
  onlyInDetachments: z.array(DetachmentIdSchema).optional(),
  /** The allowance does not apply under these detachments (Reaper's Wager replaces the Corsairs allowance). */
  notInDetachments: z.array(DetachmentIdSchema).default([]),
});
export type Allowance = z.infer<typeof AllowanceSchema>;
