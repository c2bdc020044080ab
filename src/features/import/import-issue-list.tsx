import type { GameData } from '../../domain/data/game-data';
import type { Roster } from '../../domain/roster/roster.schema';
import type { RosterIssue, Severity } from '../../domain/rules/issue';
import { unitLabel } from '../../domain/roster/unit-labels';
import { SHOWN_PER_GROUP } from './problem-groups';

const severityLabel: Record<Severity, string> = { error: 'Error', warning: 'Warning', info: 'Note' };

/** The imported list's issues under its verdict: what makes it illegal, each with its rule and the units concerned. */
export function ImportIssueList({ issues, roster, data }: { issues: readonly RosterIssue[]; roster: Roster; data: GameData }) {
  if (issues.length === 0) return null;
  const byId = new Map(roster.units.map((u) => [u.id, u]));
  return (
    <section className="import-issues" aria-labelledby="import-issues-title">
      <h4 id="import-issues-title">Issues of the imported list ({issues.length})</h4>
      <ul>
        {issues.slice(0, SHOWN_PER_GROUP).map((issue, i) => {
          const units = issue.unitIds.flatMap((id) => {
            const unit = byId.get(id);
            return unit ? [unitLabel(roster, unit, data)] : [];
          });
          return (
            <li key={`${issue.ruleId}:${i}`} className={`import-issues__item import-issues__item--${issue.severity}`} data-rule-id={issue.ruleId}>
              <span className={`import-issues__severity import-issues__severity--${issue.severity}`}>{severityLabel[issue.severity]}</span>{' '}
              {issue.message}
              <span className="import-issues__meta">
                {units.length > 0 && <>{units.join(', ')} · </>}
                {issue.ruleId}
              </span>
            </li>
          );
        })}
        {issues.length > SHOWN_PER_GROUP && <li className="import-issues__item">… and {issues.length - SHOWN_PER_GROUP} more.</li>}
      </ul>
    </section>
  );
}
