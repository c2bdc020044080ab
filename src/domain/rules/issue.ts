import { z } from 'zod';
import type { GameData } from '../data/game-data';
import { UnitIdSchema } from '../roster/ids';
import type { Roster } from '../roster/roster.schema';

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
  // Not rules of the game: what reading a text list adds to the verdict (see codecs/import-issues.ts).
  'unread-line',
  'points-changed',
]);
export type RuleId = z.infer<typeof RuleIdSchema>;

/** `error` makes the list illegal; `warning` is legal but probably not what the player meant. */
export const SeveritySchema = z.enum(['error', 'warning', 'info']);
export type Severity = z.infer<typeof SeveritySchema>;

/**
 * One finding. `unitIds` are the units at fault ([] for the roster as a whole): for a limit (a 4th copy,
 * a 4th enhancement, a 2nd leader in one bodyguard) the units past the limit; for a clash between equals
 * (two Warlords, one enhancement twice) every unit involved. `message` is for display only.
 */
export const RosterIssueSchema = z.object({
  ruleId: RuleIdSchema,
  severity: SeveritySchema,
  message: z.string().min(1),
  unitIds: z.array(UnitIdSchema).readonly(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).readonly(),
});
export type RosterIssue = z.infer<typeof RosterIssueSchema>;

export type Rule = {
  readonly id: RuleId;
  readonly check: (roster: Roster, data: GameData) => readonly RosterIssue[];
};
