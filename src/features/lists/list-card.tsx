import { useId, useState } from 'react';
import { LegalityBadge } from '../../components/ui/legality-badge';
import type { RosterId } from '../../domain/roster/ids';
import type { SavedRoster } from '../../store/saved-roster.schema';
import { selectGameData } from '../../store/selectors';
import { useFactionStatus, useRosterStore } from '../../store/store-context';
import { listSummary } from './list-summary';
import { RenameForm } from './rename-form';

export function ListCard({
  saved,
  onOpen,
  onDelete,
}: {
  saved: SavedRoster;
  onOpen: (id: RosterId) => void;
  onDelete: () => void;
}) {
  const { roster } = saved;
  const status = useFactionStatus(roster.factionId);
  const data = useRosterStore((s) => selectGameData(s, roster.factionId));
  const manifest = useRosterStore((s) => s.manifest);
  const renameList = useRosterStore((s) => s.renameList);
  const duplicateList = useRosterStore((s) => s.duplicateList);
  const [isRenaming, setIsRenaming] = useState(false);
  const titleId = useId();
  const summary = listSummary(roster, data, manifest);

  return (
    <li className="list-card">
      <article aria-labelledby={titleId}>
        {isRenaming ? (
          <RenameForm
            name={roster.name}
            onSave={(name) => {
              renameList(roster.id, name);
              setIsRenaming(false);
            }}
            onCancel={() => setIsRenaming(false)}
          />
        ) : (
          <h2 id={titleId} className="list-card__name">
            <a
              href={`#/list/${encodeURIComponent(roster.id)}`}
              onClick={(e) => (e.preventDefault(), onOpen(roster.id))}
            >
              {roster.name || 'Untitled list'}
            </a>
          </h2>
        )}
        <dl className="list-card__facts">
          <div>
            <dt>Faction</dt>
            <dd>{summary.faction}</dd>
          </div>
          <div>
            <dt>Detachment</dt>
            <dd>{summary.detachment ?? (data ? 'None chosen' : '…')}</dd>
          </div>
          <div>
            <dt>Battle size</dt>
            <dd>{summary.battleSize ?? (data ? 'None chosen' : '…')}</dd>
          </div>
          <div>
            <dt>Points</dt>
            <dd>
              {summary.points === null ? '…' : `${summary.points}${summary.limit ? ` / ${summary.limit}` : ''} pts`}
            </dd>
          </div>
        </dl>
        <p className="list-card__status">
          {status.state === 'error' ? (
            <span className="badge badge--error">Data could not be loaded</span>
          ) : summary.verdict === null ? (
            <span className="badge">Checking…</span>
          ) : (
            <LegalityBadge verdict={summary.verdict} />
          )}
        </p>
        <div className="list-card__actions">
          <button type="button" onClick={() => setIsRenaming(true)} aria-label={`Rename ${roster.name}`}>
            Rename
          </button>
          <button type="button" onClick={() => duplicateList(roster.id)} aria-label={`Duplicate ${roster.name}`}>
            Duplicate
          </button>
          <button type="button" className="button--danger" onClick={onDelete} aria-label={`Delete ${roster.name}`}>
            Delete
          </button>
        </div>
      </article>
    </li>
  );
}
