import { z } from 'zod';
import { UnitIdSchema } from '../roster/ids';
import type { RosterView } from '../roster/roster-view';

/** Stable rule ids: they are persisted and shared, so never rename one. */
export const RuleIdSchema = z.enum([
  'battle-size-missing',
  'detachment-missing',
  'points-limit',
  'faction',
  'legends',
  'datasheet-limit',
  'epic-hero-limit',
  'unit-size',
  'wargear-limit',
  'enhancement-limit',
  'enhancement-duplicate',
  'enhancement-bearer',
  'enhancement-detachment',
  'warlord-missing',
  'warlord-multiple',
  'warlord-bearer',
  'leader-target',
  'leader-slot',
  'ally-points',
  'transport-empty',
  'unit-limit',
  'catalogue-limit',
  'keyword-grant-limit',
  // Not rules of the game: what reading a text list adds to the verdict (see codecs/text-import/import-issues.ts).
  'unread-line',
  'points-changed',
]);
export type RuleId = z.infer<typeof RuleIdSchema>;

/** `error` makes the list illegal; `warning` is legal but probably not what the player meant. */
export const SeveritySchema = z.enum(['error', 'warning', 'info']);
export type Severity = z.infer<typeof SeveritySchema>;

/*
 * Each rule's params: what its finding is about, as data. Names of units are their labels as the message gives them
 * ("Wracks (2)"); `labels` are the units a message names, in order. Every message is made from these in
 * issue-messages.ts, and code decides by `ruleId`, `reason` and params, never by a message. The keys are part of
 * `armylist check --json`: add keys, never rename one.
 */
const text = z.string();
const count = z.number().int();
const labels = z.array(z.string()).readonly();

const BattleSizeMissingParams = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('none'), choices: text }),
  z.object({ reason: z.literal('unknown'), battleSizeId: text, choices: text }),
]);

const DetachmentMissingParams = z.discriminatedUnion('reason', [
  z.object({ reason: z.enum(['crusade', 'boarding-actions', 'legends']), detachment: text }),
  z.object({ reason: z.literal('none'), faction: text }),
  z.object({ reason: z.literal('unknown'), detachmentId: text, faction: text }),
]);

const PointsLimitParams = z.object({ limit: count, total: count, battleSize: text });

const FactionParams = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('unknown-datasheet'), datasheetId: text, unit: text, faction: text }),
  z.object({ reason: z.enum(['crusade', 'boarding-actions']), datasheet: text, unit: text }),
  z.object({ reason: z.literal('other-detachment'), datasheet: text, unit: text, faction: text, detachments: labels }),
  z.object({
    reason: z.literal('not-in-faction'),
    datasheet: text,
    unit: text,
    faction: text,
    factionKeyword: text,
    detachment: text.optional(),
  }),
]);

const LegendsParams = z.object({ datasheet: text, unit: text });

const CopiesParams = z.object({ datasheet: text, limit: count, count, labels });

const UnitLimitParams = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('max'), limit: text, name: text, max: count, count, labels }),
  z.object({ reason: z.literal('min'), limit: text, name: text, min: count, count }),
  /**
   * The limits of one allowance, said as one rule ("Chaos Knights allies: 1 TITANIC unit or up to 3 WAR DOG units"):
   * `limits` the ids of those broken, `choices` what the allowance allows, `has` what the army holds of each kind.
   */
  z.object({
    reason: z.literal('allowance'),
    allowance: text,
    isAllied: z.boolean(),
    limits: labels,
    joiner: z.enum(['and', 'or']),
    choices: z.array(z.object({ what: text, max: count, per: text.optional() })).readonly(),
    has: z.array(z.object({ what: text, count })).readonly(),
    labels,
  }),
]);

/**
 * A catalogue limit broken (`limit`: its id on the datasheet): `count` of `name` where the limit looks (one
 * `modelType` model, the unit, the army) against the `bound` it sets, `value`; `when` says the condition under which
 * the bound is what it is ("it has fewer than 10 models").
 */
const CatalogueLimitParams = z.object({
  unit: text,
  limit: text,
  name: text,
  in: z.enum(['model', 'unit', 'army']),
  modelType: text.optional(),
  count,
  bound: z.enum(['max', 'min']),
  value: count,
  when: text.optional(),
  /** The models a count of models leaves out, by the choices they took: '"Heavy bolt pistol and Astartes chainsword"'. */
  notCounting: text.optional(),
});

/**
 * A detachment's upgrade that gives a keyword (`upgrade`, giving `keyword` in `detachment`) needed by more units
 * (`count`: those that bear an Enhancement or are the Warlord, which only a CHARACTER may) than may take it (`max`).
 */
const KeywordGrantLimitParams = z.object({
  upgrade: text,
  keyword: text,
  detachment: text,
  max: count,
  count,
  labels,
});

const AllyPointsParams = z.object({
  allowance: text,
  cap: count,
  points: count,
  battleSize: text,
  /** The units' labels, comma-separated (kept as first published); `labels` has them one by one. */
  units: text,
  keywords: labels,
  labels,
});

const UnitSizeParams = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('unknown-model-type'), unit: text, modelTypeId: text, count }),
  z.object({ reason: z.literal('model-count'), unit: text, modelType: text, count, min: count, max: count }),
  z.object({ reason: z.literal('unit-total'), unit: text, count, sizes: text }),
]);

const WargearLimitParams = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('unknown-option'), unit: text, optionId: text }),
  z.object({ reason: z.literal('unknown-choice'), unit: text, optionId: text, choiceId: text, option: text }),
  z.object({
    reason: z.literal('model-type'),
    unit: text,
    optionId: text,
    modelTypeId: text,
    modelType: text,
    option: text,
  }),
  z.object({
    reason: z.literal('over-limit'),
    unit: text,
    optionId: text,
    option: text,
    count,
    limit: count,
    per: text,
  }),
  z.object({
    reason: z.literal('per-model'),
    unit: text,
    optionId: text,
    modelTypeId: text,
    modelType: text,
    models: count,
    count,
    limit: count,
    /** The options one model can take only one of; one option when it stands alone. */
    options: labels,
    /** The same options as swaps, each with what it replaces: "Power weapon for Torturer's tool". */
    swaps: labels,
    timesEach: count,
  }),
  z.object({
    reason: z.literal('replaces-missing'),
    unit: text,
    modelTypeId: text,
    modelType: text,
    /** Models of the type in the unit. */
    models: count,
    wargearId: text,
    wargear: text,
    missing: count,
  }),
]);

const EnhancementLimitParams = z.object({ limit: count, count, labels });
const EnhancementDuplicateParams = z.object({ enhancement: text, count, labels });

const EnhancementBearerParams = z.discriminatedUnion('reason', [
  z.object({ reason: z.enum(['not-character', 'epic-hero']), enhancement: text, unit: text }),
  z.object({ reason: z.literal('allowance'), enhancement: text, unit: text, allowance: text }),
  z.object({ reason: z.literal('required-keyword'), enhancement: text, unit: text, keywords: labels }),
  z.object({ reason: z.literal('excluded-keyword'), enhancement: text, unit: text, keyword: text }),
]);
export type EnhancementBearerReason = z.infer<typeof EnhancementBearerParams>['reason'];

const EnhancementDetachmentParams = z.object({
  reason: z.enum(['other-detachment', 'not-matched-play']),
  enhancement: text,
  detachment: text,
  unit: text,
});

const WarlordBearerParams = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('not-character'), unit: text }),
  z.object({ reason: z.literal('allowance'), unit: text, allowance: text }),
]);

const LeaderTargetParams = z.object({
  reason: z.enum(['no-bodyguard', 'not-leader', 'cannot-lead']),
  bodyguardId: text,
  unit: text,
  bodyguard: text.optional(),
});

const LeaderSlotParams = z.object({ bodyguard: text, leader: text, unit: text, leaders: count });
const TransportEmptyParams = z.object({ datasheet: text, unit: text, keywords: labels });

const UnreadLineParams = z.object({
  /** The import problem's code (import-list.ts `ImportProblemCode`). */
  problem: text,
  line: count.optional(),
  closest: text.optional(),
  /** What the import said of it. */
  said: text,
});
const PointsChangedParams = z.object({ line: count, pointsInText: count, points: count, unit: text });

const issue = <R extends RuleId, P extends z.ZodType>(ruleId: R, params: P) =>
  z.object({
    ruleId: z.literal(ruleId),
    severity: SeveritySchema,
    message: z.string().min(1),
    unitIds: z.array(UnitIdSchema).readonly(),
    params,
  });

/**
 * One finding. `unitIds` are the units at fault ([] for the roster as a whole): for a limit (a 4th copy,
 * a 4th enhancement, a 2nd leader in one bodyguard) the units past the limit; for a clash between equals
 * (two Warlords, one enhancement twice) every unit involved. `message` is for display only.
 */
export const RosterIssueSchema = z.discriminatedUnion('ruleId', [
  issue('battle-size-missing', BattleSizeMissingParams),
  issue('detachment-missing', DetachmentMissingParams),
  issue('points-limit', PointsLimitParams),
  issue('faction', FactionParams),
  issue('legends', LegendsParams),
  issue('datasheet-limit', CopiesParams),
  issue('epic-hero-limit', CopiesParams),
  issue('unit-size', UnitSizeParams),
  issue('wargear-limit', WargearLimitParams),
  issue('enhancement-limit', EnhancementLimitParams),
  issue('enhancement-duplicate', EnhancementDuplicateParams),
  issue('enhancement-bearer', EnhancementBearerParams),
  issue('enhancement-detachment', EnhancementDetachmentParams),
  issue('warlord-missing', z.object({})),
  issue('warlord-multiple', z.object({ count, labels })),
  issue('warlord-bearer', WarlordBearerParams),
  issue('leader-target', LeaderTargetParams),
  issue('leader-slot', LeaderSlotParams),
  issue('ally-points', AllyPointsParams),
  issue('transport-empty', TransportEmptyParams),
  issue('unit-limit', UnitLimitParams),
  issue('catalogue-limit', CatalogueLimitParams),
  issue('keyword-grant-limit', KeywordGrantLimitParams),
  issue('unread-line', UnreadLineParams),
  issue('points-changed', PointsChangedParams),
]);
export type RosterIssue = z.infer<typeof RosterIssueSchema>;
export type IssueOf<R extends RuleId> = Extract<RosterIssue, { ruleId: R }>;

/** An issue before its message: what a rule reports. */
export type IssueFinding = RosterIssue extends infer I ? (I extends RosterIssue ? Omit<I, 'message'> : never) : never;
export type FindingOf<R extends RuleId> = Extract<IssueFinding, { ruleId: R }>;

export type Rule = {
  readonly id: RuleId;
  readonly check: (view: RosterView) => readonly RosterIssue[];
};
