import { LegalityBadge } from '../../components/ui/legality-badge';
import { findBattleSize } from '../../domain/roster/lookup';
import { pointsOf, selectOpenGameData, selectOpenRoster, verdictOfRoster } from '../../store/selectors';
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
      <LegalityBadge verdict={verdictOfRoster(roster, data)} />
    </p>
  );
}
