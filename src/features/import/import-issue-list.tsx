import { IssueList } from '../../components/ui/issue-list';
import type { GameData } from '../../domain/data/game-data';
import type { Roster } from '../../domain/roster/roster.schema';
import type { RosterIssue } from '../../domain/rules/issue';
import { unitLabel } from '../../domain/roster/unit-labels';
import { listFirst } from '../../domain/english';
import { ruleName } from '../../domain/rules/issue-messages';
import { SHOWN_PER_GROUP } from './problem-groups';

/** The imported list's issues under its verdict: what makes it illegal, each with its rule and the units concerned. */
export function ImportIssueList({
  issues,
  roster,
  data,
}: {
  issues: readonly RosterIssue[];
  roster: Roster;
  data: GameData;
}) {
  if (issues.length === 0) return null;
  const byId = new Map(roster.units.map((u) => [u.id, u]));
  const detail = (issue: RosterIssue) => {
    const units = issue.unitIds.flatMap((id) => {
      const unit = byId.get(id);
      return unit ? [unitLabel(roster, unit, data)] : [];
    });
    return (
      <>
        {units.length > 0 && <>{listFirst(units)} · </>}
        {ruleName(issue.ruleId)}
      </>
    );
  };
  return (
    <section className="import-issues" aria-labelledby="import-issues-title">
      <h4 id="import-issues-title">Issues of the imported list ({issues.length})</h4>
      <IssueList issues={issues} showSeverity detail={detail} limit={SHOWN_PER_GROUP} />
    </section>
  );
}
