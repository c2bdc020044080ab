/** One thing the importer could not express in our data, so a reader can find it and decide. */
export type ReportEntry = {
  readonly faction: string;
  /** Datasheet or detachment name; null for faction-wide constructs. */
  readonly subject: string | null;
  readonly construct: string;
  readonly why: string;
};

export class Report {
  private readonly list: ReportEntry[] = [];

  constructor(private readonly faction: string) {}

  add(subject: string | null, construct: string, why: string): void {
    this.list.push({ faction: this.faction, subject, construct, why });
  }

  get entries(): readonly ReportEntry[] {
    return this.list;
  }
}

export function sortReport(entries: readonly ReportEntry[]): ReportEntry[] {
  const key = (e: ReportEntry): string => [e.faction, e.subject ?? '', e.construct, e.why].join('\u0000');
  return [...entries].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
