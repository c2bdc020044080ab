import { useMemo } from 'react';
import { FactionPicker } from '../../components/ui/faction-picker';
import type { FactionEntry } from '../../components/ui/faction-options';
import type { CodecWarning } from '../../domain/codecs/codec-result';
import type { ImportProblem } from '../../domain/codecs/import-list';
import type { ListFormat, ReadList } from '../../domain/codecs/read-list';
import { findBattleSize, findDetachment } from '../../domain/roster/lookup';
import { modelTotal } from '../../domain/roster/points';
import { unitLabel } from '../../domain/rules/unit-label';
import { issuesOf, pointsOf } from '../../store/selectors';
import { groupProblems, PROBLEM_GROUPS } from './problem-groups';

const FORMAT_NAMES: Record<ListFormat, string> = {
  'gw-app-text': 'GW app text',
  wtc: 'New Recruit WTC',
  'roster-json': 'Muster roster file',
  'share-url': 'Muster share link',
};

/** What reading the text gave: the list, each unit with its line, and every line that was not taken over as written. */
export function ImportReportView({
  list,
  warnings,
  text,
  onImport,
  onBack,
  factionChoice,
}: {
  list: ReadList;
  warnings: readonly CodecWarning[];
  text: string;
  onImport: () => void;
  onBack: () => void;
  /** Reading the text again as another faction, for lists that name theirs in words; null for the others. */
  factionChoice: { readonly factions: readonly FactionEntry[]; readonly onChoose: (factionId: string) => void } | null;
}) {
  const { roster, data, report } = list;
  const points = pointsOf(roster, data);
  const errors = issuesOf(roster, data).filter((i) => i.severity === 'error').length;
  const lines = useMemo(() => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/), [text]);
  // Formats that carry the roster exactly have no report; what their decoder dropped comes as warnings.
  const problems: readonly ImportProblem[] =
    report?.problems ?? warnings.map((w) => ({ code: 'not-understood', line: w.line, message: w.message, suggestions: [] }));
  const groups = groupProblems(problems);
  const lineOf = new Map(report?.imported.map((u) => [u.unitId, u.line]) ?? []);
  const battleSize = findBattleSize(data, roster.battleSizeId);
  const detachment = findDetachment(data, roster.detachmentId);
  const hasUnits = roster.units.length > 0;

  return (
    <div className="import-report">
      <h3 className="import-report__title">What was read</h3>
      {problems.length === 0 ? (
        <p className="import-report__clean">Everything in the text was imported as written.</p>
      ) : (
        <p className="import-report__summary">{summary(roster.units.length, problems.length)}</p>
      )}
      {factionChoice && (
        <FactionPicker
          label="Faction"
          hint="Not the right army (a chapter read as Space Marines)? Choose another to read the list again."
          factions={factionChoice.factions}
          value={data.faction.id}
          onChange={factionChoice.onChoose}
        />
      )}
      <dl className="import-report__facts">
        <div>
          <dt>Format</dt>
          <dd>{FORMAT_NAMES[list.format]}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{roster.name || 'Untitled list'}</dd>
        </div>
        {!factionChoice && (
          <div>
            <dt>Faction</dt>
            <dd>{data.faction.name}</dd>
          </div>
        )}
        <div>
          <dt>Detachment</dt>
          <dd>{detachment?.name ?? 'None'}</dd>
        </div>
        <div>
          <dt>Battle size</dt>
          <dd>{battleSize ? `${battleSize.name} (${battleSize.points} pts)` : 'None'}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>
            {points.total} pts{' '}
            {errors === 0 ? (
              <span className="badge badge--ok">Legal</span>
            ) : (
              <span className="badge badge--error">Not legal: {errors === 1 ? '1 error' : `${errors} errors`}</span>
            )}
          </dd>
        </div>
      </dl>

      {PROBLEM_GROUPS.map(({ id, title }) => {
        const items = groups.get(id);
        if (!items) return null;
        return (
          <section key={id} className={`import-problems import-problems--${id}`} aria-labelledby={`import-problems-${id}`}>
            <h4 id={`import-problems-${id}`}>
              {title} ({items.length})
            </h4>
            <ul>
              {items.map((p, i) => (
                <li key={`${p.line ?? 'list'}:${i}`} data-problem-code={p.code}>
                  {p.line !== null && <span className="import-problems__line">Line {p.line}</span>} {p.message}
                  {p.line !== null && lines[p.line - 1]?.trim() && (
                    <code className="import-problems__text">{lines[p.line - 1]?.trim()}</code>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      {hasUnits ? (
        <table className="import-report__units">
          <caption>Imported units ({roster.units.length})</caption>
          <thead>
            <tr>
              {report && (
                <th scope="col" className="import-report__line">
                  Line
                </th>
              )}
              <th scope="col" className="import-report__unit">
                Unit
              </th>
              <th scope="col">Models</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {roster.units.map((unit) => (
              <tr key={unit.id}>
                {report && <td className="import-report__line">{lineOf.get(unit.id) ?? ''}</td>}
                <th scope="row">
                  {unitLabel(roster, unit, data)}
                  {unit.isWarlord && (
                    <>
                      {' '}
                      <span className="tag tag--warlord">Warlord</span>
                    </>
                  )}
                </th>
                <td>{modelTotal(unit)}</td>
                <td>{points.byUnit[unit.id] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="notice notice--error">No unit was recognised, so there is nothing to import.</p>
      )}

      <div className="form-actions import-report__actions">
        <button type="button" className="button--primary" onClick={onImport} disabled={!hasUnits}>
          Import as new list
        </button>
        <button type="button" onClick={onBack}>
          Change the text
        </button>
      </div>
      <p className="field__hint">Importing adds a new list to your lists; no list you have is changed.</p>
    </div>
  );
}

function summary(units: number, problems: number): string {
  return `${units} ${units === 1 ? 'unit' : 'units'} imported; ${problems} ${problems === 1 ? 'thing needs' : 'things need'} a look.`;
}
