import { IssueList } from '../../components/ui/issue-list';
import { UncheckedLimitList } from '../../components/ui/unchecked-limit-list';
import type { UnitId } from '../../domain/roster/ids';
import { verdictWords } from '../../domain/rules/verdict';
import { selectOpenGameData, selectOpenIssues, selectOpenRoster, selectOpenVerdict } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { VALIDATION_TITLE_ID } from './validation-title-id';

/** Every issue of the open roster; an issue about units moves focus to the first of them. Nothing here blocks editing. */
export function ValidationPanel({ onFocusUnit }: { onFocusUnit: (unitId: UnitId) => void }) {
  const issues = useRosterStore(selectOpenIssues);
  const verdict = useRosterStore(selectOpenVerdict);
  const roster = useRosterStore(selectOpenRoster);
  const data = useRosterStore(selectOpenGameData);
  const clearLeftOut = useRosterStore((s) => s.clearLeftOut);
  const leftOut = roster?.leftOut?.length ?? 0;
  const titleId = VALIDATION_TITLE_ID;
  return (
    <section className="validation-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="validation-panel__title" tabIndex={-1}>
        {issues.length === 0 ? 'No issues' : `Issues (${issues.length})`}
      </h2>
      <p className="validation-panel__summary" role="status">
        {verdict && `${verdictWords(verdict)}.`}
      </p>
      {verdict && roster && data && <UncheckedLimitList unchecked={verdict.unchecked} roster={roster} data={data} />}
      {issues.length > 0 && <IssueList issues={issues} className="issue-list" showSeverity onFocusUnit={onFocusUnit} />}
      {leftOut > 0 && (
        // The list is judged on what it lost until the player has replaced it or decided to do without (Undo brings
        // the errors back).
        <p className="validation-panel__left-out">
          {leftOut === 1 ? 'One item' : `${leftOut} items`} of this list could not be read when it was opened.{' '}
          <button type="button" onClick={clearLeftOut}>
            Go on without {leftOut === 1 ? 'it' : 'them'}
          </button>
        </p>
      )}
    </section>
  );
}
