import { memo } from 'react';
import type { ListVerdict } from '../../domain/list-check/check-lists';
import { LIST_FORMAT_NAMES, pointsCell, verdictCell } from '../../domain/list-check/list-check-table';
import type { CheckedList } from './list-checking';

const BADGE_CLASS: Record<ListVerdict, string> = {
  legal: 'badge--ok',
  unchecked: 'badge--unchecked',
  illegal: 'badge--error',
  unreadable: 'badge--error',
};

/**
 * One row per list, as `armylist check <folder>` prints it: where it came from, what it is, the verdict and its
 * counts, and the first errors in words. A list that was read opens in the import report; the table scrolls
 * sideways on a phone rather than squeezing its columns.
 */
export function CheckResultsTable({
  checks,
  onOpen,
}: {
  checks: readonly CheckedList[];
  onOpen: (index: number) => void;
}) {
  return (
    <div className="check-results" role="region" aria-labelledby="check-results-caption" tabIndex={0}>
      <table className="check-results__table">
        <caption id="check-results-caption">Lists checked ({checks.length})</caption>
        <thead>
          <tr>
            <th scope="col">List</th>
            <th scope="col">Faction and detachment</th>
            <th scope="col">Points</th>
            <th scope="col">Verdict</th>
            <th scope="col" className="check-results__count">
              Errors
            </th>
            <th scope="col" className="check-results__count">
              Warnings
            </th>
            <th scope="col" className="check-results__count">
              Unread lines
            </th>
            <th scope="col" className="check-results__count">
              Repriced units
            </th>
            <th scope="col">First errors</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check, index) => (
            <CheckResultRow key={`${check.row.file}:${index}`} check={check} index={index} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One list's row. Memoised: the rows come in parts as the worker checks them, and a row already shown is the same
 * object in each new part's array, so only the new rows render (300 lists, 15 parts: 300 row renders, not 2,400).
 */
const CheckResultRow = memo(function CheckResultRow({
  check: { row, readout },
  index,
  onOpen,
}: {
  check: CheckedList;
  index: number;
  onOpen: (index: number) => void;
}) {
  return (
    <tr className={`check-results__row check-results__row--${row.verdict}`}>
      <th scope="row">
        {readout ? (
          <button type="button" className="link-button" onClick={() => onOpen(index)}>
            {row.file}
          </button>
        ) : (
          row.file
        )}
        {row.name && <span className="check-results__sub">{row.name}</span>}
        {row.format && <span className="check-results__sub">{LIST_FORMAT_NAMES[row.format]}</span>}
      </th>
      <td>
        {row.faction ?? '—'}
        {row.faction && <span className="check-results__sub">{row.detachment ?? 'No detachment'}</span>}
      </td>
      <td className="check-results__points">
        {pointsCell(row) || '—'}
        {row.battleSize && <span className="check-results__sub">{row.battleSize}</span>}
      </td>
      <td>
        <span className={`badge ${BADGE_CLASS[row.verdict]}`}>{verdictCell(row)}</span>
      </td>
      <td className="check-results__count">{row.errors}</td>
      <td className="check-results__count">{row.warnings}</td>
      <td className="check-results__count">{row.unreadLines}</td>
      <td className="check-results__count">{row.repricedUnits}</td>
      <td className="check-results__errors">
        {row.firstErrors.length > 0 && (
          <ul>
            {row.firstErrors.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
            {row.errors > row.firstErrors.length && <li>… and {row.errors - row.firstErrors.length} more.</li>}
          </ul>
        )}
      </td>
    </tr>
  );
});
