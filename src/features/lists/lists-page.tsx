import { useMemo, useState } from 'react';
import type { RosterId } from '../../domain/roster/ids';
import { useHistory, useRosterStore } from '../../store/store-context';
import { ListCard } from './list-card';
import { NewListForm } from './new-list-form';

export function ListsPage({ onOpen }: { onOpen: (rosterId: RosterId) => void }) {
  const rosters = useRosterStore((s) => s.rosters);
  const deleteList = useRosterStore((s) => s.deleteList);
  const { undo } = useHistory();
  const [isCreating, setIsCreating] = useState(false);
  const [deletedName, setDeletedName] = useState<string | null>(null);
  const sorted = useMemo(() => [...rosters].sort((a, b) => b.updatedAt - a.updatedAt), [rosters]);

  return (
    <div className="lists-page">
      <div className="page-head">
        <h1>Your lists</h1>
        {!isCreating && (
          <button type="button" className="button--primary" onClick={() => setIsCreating(true)}>
            New list
          </button>
        )}
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
                setDeletedName(null);
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
                setDeletedName(saved.roster.name);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
