import { useId } from 'react';
import type { CatalogueEntry } from './catalogue-entries';

export function CatalogueItem({
  entry,
  onAdd,
  onShowDatasheet,
}: {
  entry: CatalogueEntry;
  onAdd: () => void;
  onShowDatasheet: () => void;
}) {
  const reasonId = useId();
  const { datasheet, cost, blocked } = entry;
  return (
    <li className={blocked ? 'catalogue-item catalogue-item--blocked' : 'catalogue-item'} data-rule-id={blocked?.ruleId}>
      <div className="catalogue-item__text">
        <span className="catalogue-item__name">{datasheet.name}</span>{' '}
        <span className="catalogue-item__cost">
          {datasheet.points.length > 1 ? 'from ' : ''}
          {cost} pts
        </span>
        {datasheet.content === 'legends' && <span className="tag">Legends</span>}
        {blocked && (
          <span id={reasonId} className="catalogue-item__reason">
            <span aria-hidden="true">⚠ </span>
            {blocked.reason}
          </span>
        )}
      </div>
      <div className="catalogue-item__actions">
        <button type="button" className="button--quiet" onClick={onShowDatasheet}>
          Info{' '}<span className="visually-hidden">about {datasheet.name}</span>
        </button>
        <button
          type="button"
          onClick={onAdd}
          aria-label={`Add ${datasheet.name}`}
          aria-describedby={blocked ? reasonId : undefined}
        >
          Add
        </button>
      </div>
    </li>
  );
}
