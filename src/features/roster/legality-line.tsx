import { LegalityBadge } from '../../components/ui/legality-badge';
import type { RosterIssue } from '../../domain/rules/issue';
import { countIssues } from '../../domain/rules/issue-counts';

/** Legal or not, next to the points, with a shortcut to the issues when the roster is long. */
export function LegalityLine({
  issues,
  unchecked,
  onShowIssues,
}: {
  issues: readonly RosterIssue[];
  unchecked: number;
  onShowIssues: () => void;
}) {
  return (
    <p className="legality-line">
      <LegalityBadge {...countIssues(issues)} unchecked={unchecked} />
      {issues.length > 0 && (
        <button type="button" className="button--quiet legality-line__jump" onClick={onShowIssues}>
          Show issues
        </button>
      )}
    </p>
  );
}
