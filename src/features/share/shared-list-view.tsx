import { IssueList } from '../../components/ui/issue-list';
import { LegalityBadge } from '../../components/ui/legality-badge';
import { PointsBar } from '../../components/ui/points-bar';
import { UncheckedLimitList } from '../../components/ui/unchecked-limit-list';
import { isSameDataVersion, sharedPointsChanges, type SharedList } from '../../domain/codecs/share-url/share-url';
import type { GameData } from '../../domain/data/game-data';
import type { RosterId } from '../../domain/roster/ids';
import { findBattleSize, findDetachment } from '../../domain/roster/lookup';
import { allowancesInPlay } from '../../domain/roster/army-list';
import type { Roster } from '../../domain/roster/roster.schema';
import { issuesOf, pointsOf, verdictOfRoster } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { ReadOnlyRoster } from './read-only-roster';

/** A shared list, read-only and labelled so, with its points, its issues, what changed since it was shared, and "Save a copy". */
export function SharedListView({
  shared,
  roster,
  data,
  warnings,
  onSaved,
}: {
  shared: SharedList;
  roster: Roster;
  data: GameData;
  warnings: readonly string[];
  onSaved: (rosterId: RosterId) => void;
}) {
  const addList = useRosterStore((s) => s.addList);
  const dataVersion = useRosterStore((s) => s.manifest?.dataVersion ?? '');
  const points = pointsOf(roster, data);
  const issues = issuesOf(roster, data);
  const verdict = verdictOfRoster(roster, data);
  const battleSize = findBattleSize(data, roster.battleSizeId);
  const detachment = findDetachment(data, roster.detachmentId);
  const isOtherData = !isSameDataVersion(shared, dataVersion);
  const changes = isOtherData ? sharedPointsChanges(shared, data) : [];
  return (
    <div className="shared-list">
      <div className="shared-list__banner">
        <p>
          <strong>Shared list, read-only.</strong> Save a copy to change it; the copy is yours, the link stays as it is.
        </p>
        <button type="button" className="button--primary" onClick={() => onSaved(addList(roster))}>
          Save a copy
        </button>
      </div>
      <header className="shared-list__head">
        <h1>{roster.name || 'Untitled list'}</h1>
        <p className="shared-list__facts">
          {[
            data.faction.name,
            detachment?.name ?? 'No detachment',
            battleSize ? `${battleSize.name} (${battleSize.points} pts)` : 'No battle size',
          ].join(' · ')}
        </p>
        <PointsBar label="Points" used={points.total} limit={battleSize?.points ?? null} />
        {allowancesInPlay(points.allowances, roster, data)
          .filter((a) => a.cap !== null)
          .map((a) => (
            <PointsBar key={a.allowanceId} label={a.name} used={a.points} limit={a.cap} />
          ))}
        <p>
          <LegalityBadge verdict={verdict} />
        </p>
        <UncheckedLimitList unchecked={verdict.unchecked} roster={roster} data={data} />
      </header>
      {isOtherData && (
        <section className="notice notice--warning" aria-labelledby="shared-data-title">
          <h2 id="shared-data-title" className="notice__title">
            Made with other game data
          </h2>
          <p>The points below are worked out with the data this Muster has now.</p>
          {changes.length === 0 ? (
            <p>No unit’s points changed.</p>
          ) : (
            <ul aria-label="Points changes">
              {changes.map((c) => (
                <li key={c.unitId}>
                  {c.name}: {c.before} → {c.after} pts
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {warnings.length > 0 && (
        <section className="notice notice--warning" aria-labelledby="shared-warnings-title">
          <h2 id="shared-warnings-title" className="notice__title">
            Not everything in the link is in this data
          </h2>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}
      {issues.length > 0 && (
        <section className="shared-list__issues" aria-labelledby="shared-issues-title">
          <h2 id="shared-issues-title">Issues ({issues.length})</h2>
          <IssueList issues={issues} />
        </section>
      )}
      <ReadOnlyRoster roster={roster} data={data} points={points} issues={issues} />
    </div>
  );
}
