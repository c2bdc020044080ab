import { z } from 'zod';
import { DatasheetIdSchema, DetachmentIdSchema, ModelTypeIdSchema } from './ids';
import { CatalogueLimitSchema } from './catalogue-limit.schema';
import { ContentSchema, RuleTextSchema } from './rule-text.schema';
import { SectionIdSchema } from './game-system.schema';
import { WargearCountSchema, WargearOptionSchema, WargearSchema } from './wargear.schema';

/** Characteristics of one model profile, as printed ("7\"", "4", "5+"). */
export const ModelProfileSchema = z.object({
  name: z.string().min(1),
  movement: z.string(),
  toughness: z.string(),
  save: z.string(),
  wounds: z.string(),
  leadership: z.string(),
  objectiveControl: z.string(),
  /** "4+" when the datasheet grants an invulnerable save. */
  invulnerableSave: z.string().optional(),
});
export type ModelProfile = z.infer<typeof ModelProfileSchema>;

/** A kind of model in the unit (Acothyst, Wrack) with how many the unit may hold and what each carries by default. */
export const ModelTypeSchema = z.object({
  id: ModelTypeIdSchema,
  name: z.string().min(1),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  /** Name of the entry in `profiles` these models use. */
  profile: z.string().min(1),
  defaultWargear: z.array(WargearCountSchema),
});
export type ModelType = z.infer<typeof ModelTypeSchema>;

/** The cost of the unit at one legal model count. The list of tiers is also the list of legal unit sizes. */
export const PointsTierSchema = z.object({
  models: z.number().int().positive(),
  points: z.number().int().nonnegative(),
});
export type PointsTier = z.infer<typeof PointsTierSchema>;

export const AbilitySchema = RuleTextSchema.extend({
  kind: z.enum(['core', 'faction', 'datasheet', 'wargear']),
});
export type Ability = z.infer<typeof AbilitySchema>;

/** A faction's slug on Wahapedia, the site the seed pages come from (drukhari, t-au-empire). */
export const WahapediaFactionSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const DatasheetSchema = z.object({
  id: DatasheetIdSchema,
  name: z.string().min(1),
  /** Upper-case keywords as the datasheet prints them (INFANTRY, BATTLELINE, HAEMONCULUS COVENS, WRACKS …). */
  keywords: z.array(z.string().min(1)),
  factionKeywords: z.array(z.string().min(1)).min(1),
  /** The section the datasheet is listed under in an army of its own faction. */
  section: SectionIdSchema,
  isCharacter: z.boolean(),
  isEpicHero: z.boolean(),
  isBattleline: z.boolean(),
  isDedicatedTransport: z.boolean(),
  content: ContentSchema,
  profiles: z.array(ModelProfileSchema).min(1),
  wargear: z.array(WargearSchema),
  abilities: z.array(AbilitySchema),
  composition: z.object({
    modelTypes: z.array(ModelTypeSchema).min(1),
    min: z.number().int().positive(),
    max: z.number().int().positive(),
  }),
  points: z.array(PointsTierSchema).min(1),
  wargearOptions: z.array(WargearOptionSchema),
  /** Datasheets this one can lead (it is a Leader that may be attached to them). */
  leads: z.array(DatasheetIdSchema),
  /**
   * Units it can lead named by keywords rather than datasheet, each entry all of whose keywords the unit must have: an
   * Inquisitor leads any IMPERIUM BATTLELINE INFANTRY unit (["IMPERIUM", "BATTLELINE", "INFANTRY"]).
   */
  leadsKeywords: z.array(z.array(z.string().min(1)).min(1)).default([]),
  /**
   * A Leader that may join a bodyguard another Leader already leads: into any of `bodyguards`, alongside any of
   * `leaders`, any Leader with one of `leaderKeywords`, or any Leader at all when `anyLeader` (a Biophagus joins
   * Neophyte Hybrids even if a Primus leads them; a Lieutenant joins a unit even if a CAPTAIN leads it; a Plague
   * Surgeon even if one other Leader does). Absent: it needs a unit of its own.
   */
  joinsAlongside: z
    .object({
      leaders: z.array(DatasheetIdSchema),
      leaderKeywords: z.array(z.string().min(1)).default([]),
      anyLeader: z.boolean().default(false),
      bodyguards: z.array(DatasheetIdSchema).min(1),
    })
    .refine((j) => j.anyLeader || j.leaders.length + j.leaderKeywords.length > 0, 'names no Leader, by datasheet or keyword')
    .optional(),
  /**
   * How many times an army may include this datasheet when it differs from the game system's datasheet limits
   * (Troupe Master, Patriarch: 1).
   */
  maxPerArmy: z.number().int().positive().optional(),
  /**
   * A datasheet that is not a CHARACTER but may still be the Warlord, where the army has no characters to choose
   * from (a Titanicus Traitoris Warlord Titan). Absent: only a CHARACTER may be.
   */
  canBeWarlord: z.literal(true).optional(),
  /**
   * The datasheet may be included only under these detachments (Ynnari Archon: Devoted of Ynnead); absent means
   * under any. Allied datasheets carry this restriction on their allowance instead.
   */
  onlyInDetachments: z.array(DetachmentIdSchema).optional(),
  /**
   * The faction whose Wahapedia page lists this datasheet, where that is not the army's own: a datasheet taken from
   * another faction's catalogue (a Harlequin Troupe: aeldari; an Inquisitor: imperial-agents). Null where the site has
   * no page for it (a Titanicus Traitoris titan).
   */
  wahapediaFaction: WahapediaFactionSchema.nullable().optional(),
  /** The name its Wahapedia page goes by where it is not the datasheet's, as a seed page's title shows (World Eaters Heldrake). */
  wahapediaName: z.string().min(1).optional(),
  /** "1-4" for a "Damaged: 1-4 Wounds Remaining" profile. */
  damaged: RuleTextSchema.extend({ woundsRemaining: z.string() }).optional(),
  /** The catalogue's limits its wargear options and unit sizes do not already enforce (rule `catalogue-limit`). */
  limits: z.array(CatalogueLimitSchema).min(1).optional(),
  /**
   * Limits of matched play the catalogue sets on it that the engine cannot check, in Muster's words ("at most 1 Relic
   * Shield"): a list with such a unit is never called legal outright (see `uncheckedLimits` in rules/).
   */
  uncheckedLimits: z.array(z.string().min(1)).min(1).optional(),
});
export type Datasheet = z.infer<typeof DatasheetSchema>;
