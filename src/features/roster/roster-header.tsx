import { useId, useState } from 'react';
import { PointsBar } from '../../components/ui/points-bar';
import { DetachmentOptions } from '../../components/ui/detachment-options';
import type { GameData } from '../../domain/data/game-data';
import type { BattleSizeId, DetachmentId } from '../../domain/data/ids';
import type { RosterPoints } from '../../domain/roster/roster-types';
import { allowancesInPlay } from '../../domain/roster/army-list';
import type { Roster } from '../../domain/roster/roster.schema';
import { useRosterStore } from '../../store/store-context';
import { DetachmentDialog } from './detachment-dialog';

/** The list's name, its detachment (changeable, its rules one tap away) and battle size, and the points bars. */
export function RosterHeader({ roster, data, points }: { roster: Roster; data: GameData; points: RosterPoints }) {
  const changeDetachment = useRosterStore((s) => s.changeDetachment);
  const changeBattleSize = useRosterStore((s) => s.changeBattleSize);
  const id = useId();
  const [isAboutOpen, setIsAboutOpen] = useState(false);
  const battleSize = data.system.battleSizes.find((b) => b.id === roster.battleSizeId);
  const detachments = data.faction.detachments.filter(
    (d) => d.content === 'matched-play' || d.id === roster.detachmentId,
  );
  const parentName = useRosterStore(
    (s) => s.manifest?.factions.find((f) => f.id === data.faction.chapter?.parentId)?.name ?? null,
  );
  const detachment = data.faction.detachments.find((d) => d.id === roster.detachmentId);
  return (
    <header className="roster-header">
      <h1 className="roster-header__name">{roster.name || 'Untitled list'}</h1>
      <p className="roster-header__faction">{data.faction.name}</p>
      <div className="roster-header__settings">
        <div className="field">
          <label htmlFor={`${id}-detachment`}>Detachment</label>
          <select
            id={`${id}-detachment`}
            value={roster.detachmentId ?? ''}
            onChange={(e) => changeDetachment(e.target.value as DetachmentId)}
          >
            {roster.detachmentId === null && <option value="">Choose a detachment</option>}
            <DetachmentOptions faction={data.faction} detachments={detachments} parentName={parentName} />
          </select>
          {detachment && (
            <>
              <button type="button" className="button--quiet roster-header__about" onClick={() => setIsAboutOpen(true)}>
                About this detachment
              </button>
              <DetachmentDialog
                detachment={detachment}
                faction={data.faction}
                isOpen={isAboutOpen}
                onClose={() => setIsAboutOpen(false)}
              />
            </>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-size`}>Battle size</label>
          <select
            id={`${id}-size`}
            value={roster.battleSizeId ?? ''}
            onChange={(e) => changeBattleSize(e.target.value as BattleSizeId)}
          >
            {roster.battleSizeId === null && <option value="">Choose a battle size</option>}
            {data.system.battleSizes.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({b.points} pts)
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="roster-header__bars">
        <PointsBar label="Points" used={points.total} limit={battleSize?.points ?? null} />
        {allowancesInPlay(points.allowances, roster, data)
          .filter((a) => a.cap !== null)
          .map((a) => (
            <PointsBar key={a.allowanceId} label={a.name} used={a.points} limit={a.cap} />
          ))}
      </div>
    </header>
  );
}
