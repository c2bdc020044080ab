import { Notice } from '../../components/ui/notice';
import { notesStillTrue } from '../../domain/edits/change-battle-size';
import { changeNoteText } from '../../domain/edits/change-note';
import { selectOpenIssues } from '../../store/selectors';
import type { DataSourceStamp } from '../../store/saved-roster.schema';
import { useRosterStore } from '../../store/store-context';

/** The same snapshot may be imported again (a Muster update, the same repository at the same commit): nothing to name. */
function isSameSource(a: DataSourceStamp | null, b: DataSourceStamp): boolean {
  return a !== null && a.name === b.name && a.commit === b.commit && a.date === b.date;
}

/** "Saved with BSData wh40k-10e of 2026-11-20; now BSData wh40k-10e of 2026-12-01." */
function dataSourcesText(savedWith: DataSourceStamp | null, now: DataSourceStamp): string {
  const named = (s: DataSourceStamp) => `${s.name} of ${s.date}${s.commit ? ` (${s.commit.slice(0, 7)})` : ''}`;
  return savedWith ? `Saved with ${named(savedWith)}; now ${named(now)}.` : `The data now is ${named(now)}.`;
}

/** What a detachment or battle size change took away, and what changed in the data since the list was saved. */
export function RosterNotices() {
  const dataNotice = useRosterStore((s) => (s.dataNotice?.rosterId === s.openRosterId ? s.dataNotice : null));
  const droppedNotice = useRosterStore((s) => (s.droppedNotice?.rosterId === s.openRosterId ? s.droppedNotice : null));
  const dismissData = useRosterStore((s) => s.dismissDataNotice);
  const dismissDropped = useRosterStore((s) => s.dismissDroppedNotice);
  const issues = useRosterStore(selectOpenIssues);
  const removeOtherDetachmentEnhancements = useRosterStore((s) => s.removeOtherDetachmentEnhancements);
  const droppedNotes = droppedNotice ? notesStillTrue(droppedNotice.notes, issues) : [];
  const keptEnhancements = droppedNotes.filter((n) => n.kind === 'enhancement-not-in-detachment').length;
  return (
    <>
      {dataNotice && (
        <Notice tone="warning" title="The game data has changed since this list was saved" onDismiss={dismissData}>
          {!isSameSource(dataNotice.savedWith, dataNotice.now) && (
            <p>{dataSourcesText(dataNotice.savedWith, dataNotice.now)}</p>
          )}
          <ul>
            {dataNotice.changes.map((change) => (
              <li key={`${change.kind}:${change.unitId}:${change.kind === 'points' ? change.before : change.what}`}>
                {change.kind === 'points'
                  ? `${change.name}: ${change.before} → ${change.after} pts`
                  : `${change.name}: the ${change.what} is no longer in the data`}
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {droppedNotes.length > 0 && (
        <Notice
          tone="info"
          title="Some choices no longer apply"
          onDismiss={dismissDropped}
          actions={
            keptEnhancements > 0 && (
              <button type="button" onClick={removeOtherDetachmentEnhancements}>
                {keptEnhancements === 1
                  ? 'Remove the Enhancement this detachment does not have'
                  : `Remove the ${keptEnhancements} Enhancements this detachment does not have`}
              </button>
            )
          }
        >
          <ul>
            {droppedNotes
              .map((note) => changeNoteText(note))
              .map((text) => (
                <li key={text}>{text}</li>
              ))}
          </ul>
        </Notice>
      )}
    </>
  );
}
