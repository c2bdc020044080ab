import { useId, useMemo } from 'react';
import type { GameData } from '../../domain/data/game-data';
import type { UnitId } from '../../domain/roster/ids';
import { isLeader, leadsLabels } from '../../domain/roster/leading';
import { findDatasheet } from '../../domain/roster/lookup';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import { unitLabel } from '../../domain/roster/unit-labels';
import { useRosterStore } from '../../store/store-context';
import { leadersFor, leaderTargets } from './unit-choices';

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
        Can lead: {leadable}.
        {targets.length === 0 && !current ? ' None of these is in the list without a leader yet.' : ''}
      </p>
    </fieldset>
  );
}

/**
 * For a bodyguard unit: the Leaders leading it, and one button per Leader in the list that may join it now, so a
 * Leader is attached from either side in one tap.
 */
export function AttachLeader({ roster, unit, data }: { roster: Roster; unit: Unit; data: GameData }) {
  const attachLeader = useRosterStore((s) => s.attachLeader);
  const candidates = useMemo(() => leadersFor(roster, unit, data), [roster, unit, data]);
  const leaders = roster.units.filter((u) => u.attachedToUnitId === unit.id);
  if (candidates.length === 0 && leaders.length === 0) return null;
  return (
    <fieldset className="editor-section">
      <legend>{candidates.length > 0 ? 'Attach a Leader' : 'Leaders'}</legend>
      {leaders.length > 0 && (
        <ul className="attach-leader__list">
          {leaders.map((leader) => (
            <li key={leader.id}>
              Led by {unitLabel(roster, leader, data)}{' '}
              <button type="button" className="button--quiet" onClick={() => attachLeader(leader.id, null)}>
                Detach <span className="visually-hidden">{unitLabel(roster, leader, data)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {candidates.length > 0 && (
        <div className="attach-leader__choices">
          {candidates.map((leader) => (
            <button key={leader.id} type="button" onClick={() => attachLeader(leader.id, unit.id)}>
              Attach {unitLabel(roster, leader, data)}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
