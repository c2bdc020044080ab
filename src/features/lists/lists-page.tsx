import { useMemo, useState, type ReactNode } from 'react';
import type { RosterId } from '../../domain/roster/ids';
import { useHistory, useRosterStore, useRosterStoreApi } from '../../store/store-context';
import type { SavedRoster } from '../../store/saved-roster.schema';
import { ListCard } from './list-card';
import { NewListForm } from './new-list-form';

/** `actions`: more buttons beside "New list", composed in by the app (Import). */
export function ListsPage({ onOpen, actions }: { onOpen: (rosterId: RosterId) => void; actions?: ReactNode }) {
  const rosters = useRosterStore((s) => s.rosters);
  const deleteList = useRosterStore((s) => s.deleteList);
  const { undo } = useHistory();
  const [isCreating, setIsCreating] = useState(false);
  const store = useRosterStoreApi();
  // The undo offer holds only while the delete is the last change; after any other, Undo would undo that one.
  const [deleted, setDeleted] = useState<{ name: string; rosters: readonly SavedRoster[] } | null>(null);
  const deletedName = deleted?.rosters === rosters ? deleted.name : null;
  const sorted = useMemo(() => [...rosters].sort((a, b) => b.updatedAt - a.updatedAt), [rosters]);

  return (
    <div className="lists-page">
      <div className="page-head">
        <h1>Your lists</h1>
        <div className="page-head__actions">
          {actions}
          {!isCreating && (
            <button type="button" className="button--primary" onClick={() => setIsCreating(true)}>
              New list
            </button>
          )}
        </div>
      </div>
      {isCreating && <NewListForm onCreated={onOpen} onCancel={() => setIsCreating(false)} />}
      <div className="toast-region" role="status">
        {deletedName !== null && (
          <p className="toast">
            Deleted “{deletedName}”.{' '}
            <button
              type="button"
              onClick={() => {
                undo();
                setDeleted(null);
              }}
            >
              Undo
            </button>
          </p>
        )}
      </div>
      {sorted.length === 0 ? (
        !isCreating && <p className="empty">No lists yet. Start one with “New list”.</p>
      ) : (
        <ul className="list-cards" aria-label="Saved lists">
          {sorted.map((saved) => (
            <ListCard
              key={saved.roster.id}
              saved={saved}
              onOpen={onOpen}
              onDelete={() => {
                deleteList(saved.roster.id);
                setDeleted({ name: saved.roster.name, rosters: store.getState().rosters });
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
