import { LegalityBadge } from '../../components/ui/legality-badge';
import type { Verdict } from '../../domain/rules/verdict';

/** Legal or not, next to the points, with a shortcut to the issues when the roster is long. */
export function LegalityLine({
  verdict,
  hasIssues,
  onShowIssues,
}: {
  verdict: Verdict;
  hasIssues: boolean;
  onShowIssues: () => void;
}) {
  return (
    <p className="legality-line">
      <LegalityBadge verdict={verdict} />
      {hasIssues && (
        <button type="button" className="button--quiet legality-line__jump" onClick={onShowIssues}>
          Show issues
        </button>
      )}
    </p>
  );
}
