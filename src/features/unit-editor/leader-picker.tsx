import { useId, useMemo } from 'react';
import type { GameData } from '../../domain/data/game-data';
import type { UnitId } from '../../domain/roster/ids';
import { isLeader, leadsLabels } from '../../domain/roster/leading';
import { findDatasheet } from '../../domain/roster/lookup';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import { unitLabel } from '../../domain/roster/unit-labels';
import { useRosterStore } from '../../store/store-context';
import { leaderTargets } from './unit-choices';

/** For a Leader: the bodyguard units it may join now (ones it can lead that have no other Leader). */
export function LeaderPicker({ roster, unit, data }: { roster: Roster; unit: Unit; data: GameData }) {
  const attachLeader = useRosterStore((s) => s.attachLeader);
  const id = useId();
  const targets = useMemo(() => leaderTargets(roster, unit, data), [roster, unit, data]);
  const datasheet = findDatasheet(data, unit.datasheetId);
  if (!datasheet || !isLeader(datasheet)) return null;
  const current = roster.units.find((u) => u.id === unit.attachedToUnitId);
  const options = current && !targets.includes(current) ? [current, ...targets] : targets;
  const leadable = leadsLabels(datasheet, data).join(', ');
  return (
    <fieldset className="editor-section">
      <legend>Leader</legend>
      <div className="field">
        <label htmlFor={`${id}-bodyguard`}>Attached to</label>
        <select
          id={`${id}-bodyguard`}
          value={unit.attachedToUnitId ?? ''}
          aria-describedby={`${id}-hint`}
          onChange={(e) => attachLeader(unit.id, e.target.value === '' ? null : (e.target.value as UnitId))}
        >
          <option value="">Not attached</option>
          {options.map((target) => (
            <option key={target.id} value={target.id}>
              {unitLabel(roster, target, data)}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        Can lead: {leadable}.{targets.length === 0 && !current ? ' None of these is in the list without a leader yet.' : ''}
      </p>
    </fieldset>
  );
}
