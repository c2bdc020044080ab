import { useMemo } from 'react';
import { LegalityBadge } from '../../components/ui/legality-badge';
import { UncheckedLimitList } from '../../components/ui/unchecked-limit-list';
import { FactionPicker } from '../../components/ui/faction-picker';
import type { FactionEntry } from '../../components/ui/faction-options';
import type { CodecWarning } from '../../domain/codecs/codec-result';
import type { ImportProblem } from '../../domain/codecs/text-import/import-list';
import type { ListFormat, ReadList } from '../../domain/codecs/read-list';
import { wtcLayout, type WtcLayout } from '../../domain/codecs/new-recruit/new-recruit-wtc-reader';
import { findBattleSize, findDetachment } from '../../domain/roster/lookup';
import { modelTotal } from '../../domain/roster/points';
import { unitLabel } from '../../domain/roster/unit-labels';
import { pointsOf } from '../../store/selectors';
import type { RosterIssue } from '../../domain/rules/issue';
import { rosterVerdict } from '../../domain/rules/verdict';
import { Loading } from '../../components/ui/loading';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { ImportIssueList } from './import-issue-list';
import { groupProblems, problemGroup, PROBLEM_GROUPS, SHOWN_PER_GROUP } from './problem-groups';

/**
 * Rows of the units table: far more than any army, and few enough that laying out the report never blocks the page
 * for long (a table of 1,000 rows takes some 150 ms to lay out); past them the report says how many more came in.
 */
const SHOWN_UNITS = 100;

const WTC_LAYOUT_NAMES: Record<WtcLayout, string> = {
  wtc: 'New Recruit WTC text',
  'wtc-compact': 'New Recruit WTC-Compact text',
  'gw-style': 'New Recruit GW-style text',
};

const FORMAT_NAMES: Record<ListFormat, string> = {
  'gw-app-text': 'GW app text',
  wtc: 'New Recruit WTC text',
  'new-recruit-roster': 'New Recruit roster text',
  'muster-chat': 'Muster chat text',
  'muster-markdown': 'Muster Markdown',
  'roster-json': 'Muster roster file',
  'share-url': 'Muster share link',
};

/** A list as the reader gave it, with the page's game data for its faction. */
export type ReadListView = ReadList & {
  readonly issues: readonly RosterIssue[];
  readonly warnings: readonly CodecWarning[];
  /** How the faction was told from the list's units, when the text did not name one Muster knows. */
  readonly factionNote?: string | null;
};

/** What reading the text gave: the list, each unit with its line, and every line that was not taken over as written. */
export function ImportReportView({
  list,
  text,
  onImport,
  onBack,
  factionChoice,
}: {
  list: ReadListView;
  text: string;
  onImport: () => void;
  onBack: () => void;
  /** Reading the text again as another faction, for lists that name theirs in words; null for the others. */
  factionChoice: { readonly factions: readonly FactionEntry[]; readonly onChoose: (factionId: string) => void } | null;
}) {
  const { roster, data, report, issues, warnings } = list;
  const points = pointsOf(roster, data);
  // Judged with the import's own issues (its unread lines are errors), not the roster's alone.
  const verdict = rosterVerdict(roster, data, issues);
  const lines = useMemo(() => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/), [text]);
  // Formats that carry the roster exactly have no report; what their decoder dropped comes as warnings.
  const problems: readonly ImportProblem[] =
    report?.problems ??
    warnings.map((w) => ({ code: 'not-understood', line: w.line, message: w.message, suggestions: [], unitId: null }));
  const groups = groupProblems(problems);
  // Attachments the import made are said, but are not something to look at: only one reading was legal.
  const toCheck = problems.filter((p) => problemGroup(p.code) !== 'attached').length;
  const lineOf = new Map(report?.imported.map((u) => [u.unitId, u.line]) ?? []);
  const battleSize = findBattleSize(data, roster.battleSizeId);
  const detachment = findDetachment(data, roster.detachmentId);
  const hasUnits = roster.units.length > 0;
  // The verdict and its issues first; the line-by-line report a frame later, so neither blocks the page for long.
  const isPainted = useAfterFirstPaint();

  return (
    <div className="import-report">
      <h3 className="import-report__title">What was read</h3>
      {toCheck === 0 ? (
        <p className="import-report__clean">Everything in the text was imported as written.</p>
      ) : (
        <p className="import-report__summary">{summary(roster.units.length, toCheck)}</p>
      )}
      {factionChoice && (
        <FactionPicker
          label="Faction"
          hint={
            list.factionNote
              ? `${list.factionNote} Not the right army? Choose another to read the list again.`
              : 'Not the right army (a chapter read as Space Marines)? Choose another to read the list again.'
          }
          factions={factionChoice.factions}
          value={data.faction.id}
          onChange={factionChoice.onChoose}
        />
      )}
      <dl className="import-report__facts">
        <div>
          <dt>Format</dt>
          <dd>{list.format === 'wtc' ? WTC_LAYOUT_NAMES[wtcLayout(text)] : FORMAT_NAMES[list.format]}</dd>
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
            {points.total} pts <LegalityBadge verdict={verdict} />
          </dd>
        </div>
      </dl>
      <UncheckedLimitList unchecked={verdict.unchecked} roster={roster} data={data} />
      {/* Repriced units are listed with their lines under "Imported, but check" already. */}
      <ImportIssueList issues={issues.filter((i) => i.ruleId !== 'points-changed')} roster={roster} data={data} />

      {!isPainted && <Loading label="Listing what was read…" />}
      {isPainted &&
        PROBLEM_GROUPS.map(({ id, title }) => {
          const items = groups.get(id);
          if (!items) return null;
          return (
            <section
              key={id}
              className={`import-problems import-problems--${id}`}
              aria-labelledby={`import-problems-${id}`}
            >
              <h4 id={`import-problems-${id}`}>
                {title} ({items.length})
              </h4>
              <ul>
                {items.slice(0, SHOWN_PER_GROUP).map((p, i) => (
                  <li key={`${p.line ?? 'list'}:${i}`} data-problem-code={p.code}>
                    {p.line !== null && <span className="import-problems__line">Line {p.line}</span>} {p.message}
                    {p.line !== null && lines[p.line - 1]?.trim() && (
                      <code className="import-problems__text">{lines[p.line - 1]?.trim()}</code>
                    )}
                  </li>
                ))}
                {items.length > SHOWN_PER_GROUP && <li>… and {items.length - SHOWN_PER_GROUP} more.</li>}
              </ul>
            </section>
          );
        })}

      {!isPainted ? null : hasUnits ? (
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
            {roster.units.slice(0, SHOWN_UNITS).map((unit) => (
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
          {roster.units.length > SHOWN_UNITS && (
            <tfoot>
              <tr>
                <td colSpan={report ? 4 : 3}>
                  … and {roster.units.length - SHOWN_UNITS} more units, all imported with the list.
                </td>
              </tr>
            </tfoot>
          )}
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
