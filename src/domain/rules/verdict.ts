import { counted } from '../english';
import type { GameData } from '../data/game-data';
import type { Roster } from '../roster/roster.schema';
import type { Severity } from './issue';
import { countIssues } from './issue-counts';
import { uncheckedLimits, type UncheckedLimit } from './unchecked-limits';

/**
 * How a list stands, the one judgement every view and the CLI word alike:
 * - `legal`: no error, and every limit of the catalogue on its units was checked;
 * - `unchecked`: no error among the limits checked, but some could not be (an Incubi unit's "at most 2 Incubi Shrine
 *   Token"), so the list is never called legal;
 * - `illegal`: at least one error, whatever was left unchecked.
 */
export type VerdictKind = 'legal' | 'unchecked' | 'illegal';

export type Verdict = {
  readonly kind: VerdictKind;
  readonly errors: number;
  readonly warnings: number;
  /** The limits no rule checks, by unit; listed whatever the kind, so an illegal list still says them. */
  readonly unchecked: readonly UncheckedLimit[];
};

/** The verdict of a list's issues (notes, severity `info`, count against nothing) and its unchecked limits. */
export function verdictOf(
  issues: readonly { readonly severity: Severity }[],
  unchecked: readonly UncheckedLimit[],
): Verdict {
  const { errors, warnings } = countIssues(issues);
  const kind: VerdictKind = errors > 0 ? 'illegal' : unchecked.length > 0 ? 'unchecked' : 'legal';
  return { kind, errors, warnings, unchecked };
}

/** The verdict of a roster as validated (`issues`: `validateRoster`'s, or an import's, which adds its unread lines). */
export function rosterVerdict(
  roster: Roster,
  data: GameData,
  issues: readonly { readonly severity: Severity }[],
): Verdict {
  return verdictOf(issues, uncheckedLimits(roster, data));
}

/**
 * The verdict in words, the same in the builder's badge, the validation panel, the lists page, an import, a shared
 * list, the print view and the CLI: "Legal", "Legal, 1 warning", "No errors found; 2 limits not checked",
 * "Not legal: 2 errors".
 */
export function verdictWords({
  kind,
  errors,
  warnings,
  unchecked,
}: Omit<Verdict, 'unchecked'> & { readonly unchecked: readonly unknown[] }): string {
  const warned = warnings > 0 ? `, ${counted(warnings, 'warning')}` : '';
  switch (kind) {
    case 'illegal':
      return `Not legal: ${counted(errors, 'error')}`;
    case 'unchecked':
      return `No errors found; ${counted(unchecked.length, 'limit')} not checked${warned}`;
    case 'legal':
      return `Legal${warned}`;
  }
}
