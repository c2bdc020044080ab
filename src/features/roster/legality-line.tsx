import type { RosterIssue } from '../../domain/rules/issue';

/** Legal or not, next to the points, with a shortcut to the issues when the roster is long. */
export function LegalityLine({ issues, onShowIssues }: { issues: readonly RosterIssue[]; onShowIssues: () => void }) {
  const errors = issues.filter((i) => i.severity === 'error').length;
  return (
    <p className="legality-line">
      {errors === 0 ? (
        <span className="badge badge--ok">Legal{issues.length > 0 ? `, ${issues.length === 1 ? '1 warning' : `${issues.length} warnings`}` : ''}</span>
      ) : (
        <span className="badge badge--error">Not legal: {errors === 1 ? '1 error' : `${errors} errors`}</span>
      )}
      {issues.length > 0 && (
        <button
          type="button"
          className="button--quiet legality-line__jump"
          onClick={onShowIssues}
        >
          Show issues
        </button>
      )}
    </p>
  );
}
