import { z } from 'zod';
import { BattleSizeIdSchema, SlugSchema } from './ids';
import { RuleTextSchema } from './rule-text.schema';

export const BattleSizeSchema = z.object({
  id: BattleSizeIdSchema,
  name: z.string().min(1),
  /** The points limit of the battle size: never 0, so a roster always has a real limit. */
  points: z.number().int().positive(),
});
export type BattleSize = z.infer<typeof BattleSizeSchema>;

/** The army-list sections, in the order lists print them. */
export const SectionIdSchema = z.enum([
  'characters',
  'battleline',
  'dedicated-transports',
  'other-datasheets',
  'allied-units',
]);
export type SectionId = z.infer<typeof SectionIdSchema>;

export const SectionSchema = z.object({
  id: SectionIdSchema,
  name: z.string().min(1),
});
export type Section = z.infer<typeof SectionSchema>;

/** "Rule of three": how many copies of one datasheet an army may hold, raised for some keywords. */
export const DatasheetLimitsSchema = z.object({
  default: z.number().int().positive(),
  byKeyword: z.array(z.object({ keyword: z.string().min(1), max: z.number().int().positive() })),
});
export type DatasheetLimits = z.infer<typeof DatasheetLimitsSchema>;

export const GameSystemSchema = z.object({
  id: SlugSchema,
  name: z.string().min(1),
  edition: z.string().min(1),
  battleSizes: z.array(BattleSizeSchema).min(1),
  defaultBattleSizeId: BattleSizeIdSchema,
  datasheetLimits: DatasheetLimitsSchema,
  /** Each EPIC HERO datasheet may be included at most this many times. */
  epicHeroLimit: z.number().int().positive(),
  enhancementLimits: z.object({
    perArmy: z.number().int().positive(),
    perUnit: z.number().int().positive(),
  }),
  sections: z.array(SectionSchema).length(5),
  /** Core and weapon-ability glossary (names, with seed prose where we have it), keyed by its upper-case name. */
  coreRules: z.array(RuleTextSchema),
  weaponAbilities: z.array(RuleTextSchema),
});
export type GameSystem = z.infer<typeof GameSystemSchema>;
