import { useMemo } from 'react';
import type { GameData } from '../../domain/data/game-data';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import { useRosterStore } from '../../store/store-context';
import { warlordProblem } from './unit-choices';

/** Make this unit the Warlord (whoever held it gives it up). Units that cannot be the Warlord are not offered it. */
export function WarlordField({ roster, unit, data }: { roster: Roster; unit: Unit; data: GameData }) {
  const makeWarlord = useRosterStore((s) => s.makeWarlord);
  const problem = useMemo(() => warlordProblem(roster, unit, data), [roster, unit, data]);
  const current = roster.units.find((u) => u.isWarlord && u.id !== unit.id);
  if (problem && !unit.isWarlord) return null;
  return (
    <fieldset className="editor-section">
      <legend>Warlord</legend>
      {unit.isWarlord ? (
        <p>
          <span className="tag tag--warlord">Warlord</span> This unit is your Warlord.
        </p>
      ) : (
        <button type="button" onClick={() => makeWarlord(unit.id)}>
          Make Warlord
        </button>
      )}
      {!unit.isWarlord && current && <p className="field__hint">Replaces the current Warlord.</p>}
    </fieldset>
  );
}
