import { useId } from 'react';
import { useRosterStore } from '../../store/store-context';

/** The open list was changed or deleted in another tab: this tab shows the change, and says so. */
export function ChangedElsewhereNotice() {
  const notice = useRosterStore((s) => s.changedElsewhere);
  const dismiss = useRosterStore((s) => s.dismissChangedElsewhere);
  const keep = useRosterStore((s) => s.keepDeletedList);
  const titleId = useId();
  if (!notice) return null;
  const isDeleted = notice.kind === 'deleted';
  return (
    <section className="notice notice--warning saved-data-notice" role="status" aria-labelledby={titleId}>
      <h2 id={titleId} className="notice__title">
        {isDeleted
          ? `“${notice.saved.roster.name}” was deleted in another tab`
          : 'This list was changed in another tab'}
      </h2>
      <p>
        {isDeleted
          ? 'Keep it to save it again as it was here.'
          : 'It now shows the changes made there; undo starts again from here.'}
      </p>
      <div className="notice__actions">
        {isDeleted && (
          <button type="button" className="button--primary" onClick={keep}>
            Keep it
          </button>
        )}
        <button type="button" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
