import { useId } from 'react';
import type { AddBlocker, CatalogueEntry } from './catalogue-entries';

export function CatalogueItem({
  entry,
  blocker,
  onAdd,
  onShowDatasheet,
}: {
  entry: CatalogueEntry;
  blocker: AddBlocker | null;
  onAdd: () => void;
  onShowDatasheet: () => void;
}) {
  const reasonId = useId();
  const { datasheet, cost } = entry;
  return (
    <li
      className={blocker ? 'catalogue-item catalogue-item--blocked' : 'catalogue-item'}
      data-rule-id={blocker?.ruleId}
    >
      <div className="catalogue-item__text">
        <span className="catalogue-item__name">{datasheet.name}</span>{' '}
        <span className="catalogue-item__cost">
          {datasheet.points.length > 1 ? 'from ' : ''}
          {cost} pts
        </span>
        {entry.chapter && <span className="tag tag--chapter">{entry.chapter}</span>}
        {datasheet.content === 'legends' && <span className="tag">Legends</span>}
      </div>
      <div className="catalogue-item__actions">
        <button type="button" className="button--quiet" onClick={onShowDatasheet}>
          Info <span className="visually-hidden">about {datasheet.name}</span>
        </button>
        <button
          type="button"
          onClick={onAdd}
          aria-label={`Add ${datasheet.name}`}
          aria-describedby={blocker ? reasonId : undefined}
        >
          Add
        </button>
      </div>
      {blocker && (
        <span id={reasonId} className="catalogue-item__reason">
          <span aria-hidden="true">⚠ </span>
          {blocker.reason}
        </span>
      )}
    </li>
  );
}
