import { LegalityBadge } from '../../components/ui/legality-badge';
import { findBattleSize } from '../../domain/roster/lookup';
import { countIssues } from '../../domain/rules/issue-counts';
import { uncheckedLimits } from '../../domain/rules/unchecked-limits';
import { issuesOf, pointsOf, selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';

/** The army's total and whether it is legal, in one line for a sheet that covers the roster on a phone. */
export function ArmyStatus() {
  const roster = useRosterStore(selectOpenRoster);
  const data = useRosterStore(selectOpenGameData);
  if (!roster || !data) return null;
  const limit = findBattleSize(data, roster.battleSizeId)?.points;
  return (
    <p className="army-status">
      <span className="army-status__points">
        {pointsOf(roster, data).total}
        {limit ? ` / ${limit}` : ''} pts
      </span>{' '}
      <LegalityBadge {...countIssues(issuesOf(roster, data))} unchecked={uncheckedLimits(roster, data).length} />
    </p>
  );
}
