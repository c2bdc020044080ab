import { IssueList } from '../../components/ui/issue-list';
import { counted } from '../../domain/english';
import type { UnitId } from '../../domain/roster/ids';
import { countIssues } from '../../domain/rules/issue-counts';
import { selectOpenIssues } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { VALIDATION_TITLE_ID } from './validation-title-id';

/** Every issue of the open roster; an issue about units moves focus to the first of them. Nothing here blocks editing. */
export function ValidationPanel({ onFocusUnit }: { onFocusUnit: (unitId: UnitId) => void }) {
  const issues = useRosterStore(selectOpenIssues);
  const titleId = VALIDATION_TITLE_ID;
  const { errors } = countIssues(issues);
  return (
    <section className="validation-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="validation-panel__title" tabIndex={-1}>
        {issues.length === 0 ? 'No issues' : `Issues (${issues.length})`}
      </h2>
      <p className="validation-panel__summary" role="status">
        {issues.length === 0
          ? 'The list is legal for matched play.'
          : errors === 0
            ? 'The list is legal, with warnings worth a look.'
            : `The list is not legal yet: ${counted(errors, 'error')}.`}
      </p>
      {issues.length > 0 && <IssueList issues={issues} className="issue-list" showSeverity onFocusUnit={onFocusUnit} />}
    </section>
  );
}
