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
  | 'full-rules-link';

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
