import { z } from 'zod';

/**
 * A named rule. `text` is rules prose and only ever comes from the seed datasheet pages;
 * everything else carries its name alone (the BattleScribe catalogues are a source of facts, not prose).
 */
export const RuleTextSchema = z.object({
  name: z.string().min(1),
  text: z.string().optional(),
});
export type RuleText = z.infer<typeof RuleTextSchema>;

/** Where a piece of content may be used. Anything but matched play is imported, flagged, and hidden by default. */
export const ContentSchema = z.enum(['matched-play', 'legends', 'crusade', 'boarding-actions']);
export type Content = z.infer<typeof ContentSchema>;
