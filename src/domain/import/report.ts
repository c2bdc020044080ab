import type { Content } from '../data/rule-text.schema';

/**
 * What kind of construct a report entry is about, stable across snapshots so the entries can be counted by kind
 * (the README's table) while `construct` names the particular one.
 */
export type ReportKind =
  | 'unknown-modifier'
  | 'unknown-condition'
  | 'unknown-constraint'
  | 'unknown-link'
  | 'error-message'
  | 'datasheet-left-out'
  /** A datasheet the catalogue gives no Faction category, given the one its catalogue's other datasheets carry. */
  | 'faction-keyword'
  | 'unit-composition'
  | 'model-profile'
  | 'model-bundle'
  | 'points'
  | 'variant-model'
  | 'nested-choice'
  | 'group-of-groups'
  | 'repeated-default-item'
  | 'associated-upgrade'
  /** An upgrade on the unit rather than a model (Grapnel Launchers) that is not expressible as an option. */
  | 'unit-upgrade'
  | 'leader-target'
  | 'army-limit'
  | 'allowance'
  | 'allowance-rule'
  | 'army-rule'
  | 'detachment'
  | 'detachment-rule'
  | 'enhancement'
  | 'enhancement-bearer'
  /** An upgrade a detachment shows, costs or makes grant a keyword (Tank Ace Character), which the data cannot hold yet. */
  | 'detachment-content'
  /** An army or pack with no page of full rules to link to (the Titanicus armies). */
  | 'full-rules-link'
  /** Something that exists only for Crusade (a [Crucible] entry, Crusade bookkeeping): no bearing on matched play. */
  | 'crusade-only'
  /** Something that changes only how an entry looks or reads, never what is legal or what it costs. */
  | 'cosmetic'
  /** A catalogue rule that limits nothing a roster can hold (a limit scoped to another datasheet by id). */
  | 'no-roster-meaning'
  /** One of Muster's reviewed corrections (data/overrides.json) that no longer fits a player's newer catalogues. */
  | 'override-not-applied';

/** Something a datasheet holds that the importer could not express, found while building it. */
export type Problem = {
  readonly kind: ReportKind;
  readonly construct: string;
  readonly why: string;
  /** Where it is a limit of matched play the engine does not check: what it limits, in Muster's words, for the player. */
  readonly unchecked?: string;
};

/** One thing the importer could not express in our data, so a reader can find it and decide. */
export type ReportEntry = {
  readonly faction: string;
  /** Datasheet or detachment name; null for faction-wide constructs. */
  readonly subject: string | null;
  readonly kind: ReportKind;
  readonly construct: string;
  readonly why: string;
};

/**
 * Kinds about a datasheet's limits and wargear choices: on a Crusade-only datasheet they bear on no matched-play list
 * (a Dreadknight Champion [Crucible]'s "Cannot take more 2 of these types of weapons" as much as its unread caps).
 */
const CRUSADE_ONLY_KINDS: ReadonlySet<ReportKind> = new Set(['unknown-constraint', 'group-of-groups', 'error-message']);

/**
 * A problem as reported for a datasheet of this content: a Daemonic Herald [Crucible]'s "Specialisms" group of groups
 * is Crusade bookkeeping, which matched play never offers, so it is `crusade-only` rather than a limit not checked.
 */
export function asReported(p: Problem, content: Content): Problem {
  if (content !== 'crusade' || !CRUSADE_ONLY_KINDS.has(p.kind)) return p;
  return {
    kind: 'crusade-only',
    construct: p.construct,
    why: `on a Crusade-only ([Crucible]) datasheet, which matched play does not offer; as read: ${p.why}`,
  };
}

export class Report {
  private readonly list: ReportEntry[] = [];

  constructor(private readonly faction: string) {}

  add(subject: string | null, kind: ReportKind, construct: string, why: string): void {
    this.list.push({ faction: this.faction, subject, kind, construct, why });
  }

  get entries(): readonly ReportEntry[] {
    return this.list;
  }
}

export function sortReport(entries: readonly ReportEntry[]): ReportEntry[] {
  const key = (e: ReportEntry): string => [e.faction, e.subject ?? '', e.construct, e.why].join('\u0000');
  return [...entries].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
