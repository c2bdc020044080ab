import { z } from 'zod';
import { DatasheetIdSchema, DetachmentIdSchema, FactionIdSchema } from './ids';
import { AllowanceSchema } from './allowance.schema';
import { UnitLimitSchema } from './army-limit.schema';
import { DatasheetSchema, WahapediaFactionSchema } from './datasheet.schema';
import { DetachmentSchema } from './detachment.schema';
import { RuleTextSchema } from './rule-text.schema';

/**
 * Everything one faction needs to build a roster, in one file so the app loads one faction at a time:
 * its own datasheets and every datasheet its allowances let it take.
 */
export const FactionSchema = z.object({
  id: FactionIdSchema,
  name: z.string().min(1),
  /** The faction keyword its own datasheets carry (DRUKHARI). */
  factionKeyword: z.string().min(1),
  /**
   * Its page on Wahapedia, the site the seed pages come from (drukhari; a chapter's is space-marines), where the full
   * rules of its datasheets, army rules and detachments are. Absent where the site has none (Titanicus Traitoris).
   */
  wahapediaFaction: WahapediaFactionSchema.optional(),
  armyRules: z.array(RuleTextSchema),
  /** Empty for the armies the catalogues give no detachment (Adeptus Titanicus, Titanicus Traitoris). */
  detachments: z.array(DetachmentSchema),
  allowances: z.array(AllowanceSchema),
  /** Limits on how many units of some datasheets the army may or must include, beyond each datasheet's own. */
  unitLimits: z.array(UnitLimitSchema).default([]),
  datasheets: z.array(DatasheetSchema).min(1),
  /**
   * For a chapter (Blood Angels) of a parent faction (Space Marines): the datasheets and detachments that are the
   * chapter's own, not its parent's. The importer finds them by comparing the two factions it built; absent for an
   * army with no parent.
   */
  chapter: z
    .object({
      parentId: FactionIdSchema,
      datasheetIds: z.array(DatasheetIdSchema),
      detachmentIds: z.array(DetachmentIdSchema),
    })
    .optional(),
});
export type Faction = z.infer<typeof FactionSchema>;
