import type { GameData } from '../../domain/data/game-data';
import type { Roster } from '../../domain/roster/roster.schema';
import { unitLabels } from '../../domain/roster/unit-labels';
import type { UncheckedLimit } from '../../domain/rules/unchecked-limits';
import '../../styles/issue-list.css';

/**
 * The catalogue's limits on a list's units that Muster cannot check, each with its unit ("Incubi: at most 2 Incubi
 * Shrine Token"): what the player or the organiser must still check by hand before the list is legal. Nothing when
 * every limit was checked.
 */
export function UncheckedLimitList({
  unchecked,
  roster,
  data,
}: {
  unchecked: readonly UncheckedLimit[];
  roster: Roster;
  data: GameData;
}) {
  if (unchecked.length === 0) return null;
  const labels = unitLabels(roster, data);
  return (
    <div className="unchecked-limits">
      <p className="unchecked-limits__title">Limits not checked: check these by hand</p>
      <ul className="unchecked-limits__list" aria-label="Limits not checked">
        {unchecked.map(({ unitId, what }, index) => (
          <li key={`${unitId}:${index}`}>
            {labels.get(unitId) ?? unitId}: {what}
          </li>
        ))}
      </ul>
    </div>
  );
}
