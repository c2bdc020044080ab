import { z } from 'zod';
import {
  BattleSizeIdSchema,
  DatasheetIdSchema,
  DetachmentIdSchema,
  EnhancementIdSchema,
  ModelTypeIdSchema,
} from '../data/ids';
import { UnitIdSchema } from '../roster/ids';
import { WargearSelectionSchema } from '../roster/roster.schema';

// Apart from roster-edit.ts, so the builder, which makes edits but never reads one as JSON, does not load zod with
// its first screen (the CLI reads edits with it).

/** A wargear selection with its new count; 0 removes it. */
const WargearChangeSchema = WargearSelectionSchema.extend({ count: z.number().int().nonnegative() });

/**
 * Every edit a player makes to a list, as data: the builder's buttons, the "what if" previews, the undo history's
 * labels and `armylist edit` all speak it. A schema, since the CLI reads edits as JSON.
 */
export const RosterEditSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rename'), name: z.string().trim().min(1) }),
  z.object({ kind: z.literal('add-unit'), datasheetId: DatasheetIdSchema }),
  z.object({ kind: z.literal('duplicate-unit'), unitId: UnitIdSchema }),
  z.object({ kind: z.literal('remove-unit'), unitId: UnitIdSchema }),
  z.object({ kind: z.literal('set-unit-size'), unitId: UnitIdSchema, models: z.number().int().positive() }),
  z.object({
    kind: z.literal('set-model-count'),
    unitId: UnitIdSchema,
    modelTypeId: ModelTypeIdSchema,
    count: z.number().int().nonnegative(),
  }),
  /** Several changes (switching from one choice to another) are one edit. */
  z.object({ kind: z.literal('set-wargear'), unitId: UnitIdSchema, changes: z.array(WargearChangeSchema).readonly() }),
  z.object({ kind: z.literal('set-enhancement'), unitId: UnitIdSchema, enhancementId: EnhancementIdSchema.nullable() }),
  z.object({ kind: z.literal('make-warlord'), unitId: UnitIdSchema }),
  z.object({ kind: z.literal('attach-leader'), leaderId: UnitIdSchema, bodyguardId: UnitIdSchema.nullable() }),
  z.object({ kind: z.literal('change-detachment'), detachmentId: DetachmentIdSchema }),
  /** The notice's one action after a change of detachment: every Enhancement the new detachment does not have goes. */
  z.object({ kind: z.literal('remove-other-detachment-enhancements') }),
  z.object({ kind: z.literal('change-battle-size'), battleSizeId: BattleSizeIdSchema }),
  z.object({ kind: z.literal('set-include-legends'), includeLegends: z.boolean() }),
  /** The player goes on without what the list lost on its way in; its errors go. */
  z.object({ kind: z.literal('clear-left-out') }),
]);
export type RosterEdit = z.infer<typeof RosterEditSchema>;
