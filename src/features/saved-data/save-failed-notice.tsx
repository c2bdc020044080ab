import { useId } from 'react';
import { downloadText } from '../../components/download-text';
import { exportFileName } from '../../components/file-name';
import type { SaveFailure } from '../../store/save-failure';
import { useRosterStore } from '../../store/store-context';

/**
 * A save the browser refused: said at once and until a save succeeds, with the lists not saved and a way to download
 * each as a roster file (which Import reads back). The lists stay as they are in this tab meanwhile.
 */
export function SaveFailedNotice() {
  const failure = useRosterStore((s) => s.saveFailure);
  const rosters = useRosterStore((s) => s.rosters);
  const retry = useRosterStore((s) => s.retrySave);
  const titleId = useId();
  if (!failure) return null;
  const notSaved = failure.lists.flatMap((list) =>
    list.isDeleted ? [] : rosters.filter((r) => r.roster.id === list.id),
  );
  const names = failure.lists.map((list) => `“${list.name || 'Unnamed list'}”${list.isDeleted ? ' (deleted)' : ''}`);
  return (
    <section className="notice notice--error saved-data-notice" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="notice__title">
        {failure.reason === 'saved-by-newer-version'
          ? 'Saved by a newer version of Muster'
          : 'Your changes are not saved'}
      </h2>
      <p>{why(failure)}</p>
      {names.length > 0 && (
        <p>
          Not saved: {names.join(', ')}.{' '}
          {notSaved.length === 1 && 'It is only in this tab until it closes: download it to keep it.'}
          {notSaved.length > 1 && 'They are only in this tab until it closes: download them to keep them.'}
        </p>
      )}
      <div className="notice__actions">
        {notSaved.map((saved) => (
          <button
            key={saved.roster.id}
            type="button"
            onClick={() =>
              downloadText(exportFileName(saved.roster.name, 'json'), `${JSON.stringify(saved.roster, null, 2)}\n`)
            }
          >
            Download “{saved.roster.name || 'Unnamed list'}”
          </button>
        ))}
        {failure.reason !== 'unreadable-data-in-the-way' && failure.reason !== 'saved-by-newer-version' && (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      </div>
    </section>
  );
}

function why(failure: SaveFailure): string {
  switch (failure.reason) {
    case 'storage-full':
      return 'This browser’s storage for Muster is full. Delete lists you no longer need, or discard data Muster could not read, then try again.';
    case 'storage-blocked':
      return 'This browser does not let Muster save: storage is turned off for this site, or this is a private window that keeps nothing.';
    case 'unreadable-data-in-the-way':
      return 'Saved data Muster could not read is where your lists are saved, and no copy of it fits anywhere else: download or discard it, and Muster saves again.';
    case 'saved-by-newer-version':
      return `Your saved lists are not shown here and nothing is saved over them: ${failure.detail}. Reload this page to use the newer version.`;
    case 'storage-error':
      return `The browser would not save: ${failure.detail}`;
  }
}
