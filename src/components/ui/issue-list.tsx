import type { ReactNode } from 'react';
import type { UnitId } from '../../domain/roster/ids';
import type { RosterIssue, Severity } from '../../domain/rules/issue';
import '../../styles/issue-list.css';

const SEVERITY_LABEL: Record<Severity, string> = { error: 'Error', warning: 'Warning', info: 'Note' };

export type IssueListProps = {
  readonly issues: readonly RosterIssue[];
  /** The list's own class: where it stands decides its spacing (`unit-row__issues`, `issue-list` …). */
  readonly className?: string;
  readonly id?: string;
  /** The list's accessible name, where no heading names it. */
  readonly label?: string;
  /** Each message after its severity in words ("Error", "Warning", "Note"), for lists that mix them. */
  readonly showSeverity?: boolean;
  /** An issue about units becomes a button that moves to the first of them (the validation panel). */
  readonly onFocusUnit?: (unitId: UnitId) => void;
  /** A line under a message: the units it is about and its rule (the import report). */
  readonly detail?: (issue: RosterIssue) => ReactNode;
  /** At most this many, then how many more there are. */
  readonly limit?: number;
  /** What to say of an issue, where not its whole message (a unit row's short mark of an issue about several units). */
  readonly say?: (issue: RosterIssue) => string;
};

/** A roster's issues as every view shows them: one item per issue, marked with its severity and rule id. */
export function IssueList({
  issues,
  className,
  id,
  label,
  showSeverity = false,
  onFocusUnit,
  detail,
  limit = Infinity,
  say,
}: IssueListProps) {
  const more = issues.length - limit;
  return (
    <ul className={className} id={id} aria-label={label}>
      {issues.slice(0, limit).map((issue, index) => {
        const text = (
          <>
            {showSeverity && (
              <>
                <span className={`issue__severity issue__severity--${issue.severity}`}>
                  {SEVERITY_LABEL[issue.severity]}
                </span>{' '}
              </>
            )}
            <span className="issue__message">{say ? say(issue) : issue.message}</span>
            {detail && <span className="issue__detail">{detail(issue)}</span>}
          </>
        );
        const unitId = issue.unitIds[0];
        return (
          <li key={`${issue.ruleId}:${index}`} className={`issue issue--${issue.severity}`} data-rule-id={issue.ruleId}>
            {!onFocusUnit ? (
              text
            ) : unitId ? (
              <button type="button" className="issue__button" onClick={() => onFocusUnit(unitId)}>
                {text}
              </button>
            ) : (
              <div className="issue__body">{text}</div>
            )}
          </li>
        );
      })}
      {more > 0 && <li className="issue issue--more">… and {more} more.</li>}
    </ul>
  );
}
