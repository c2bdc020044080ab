import { useId, useMemo } from 'react';
import type { GameData } from '../../domain/data/game-data';
import type { EnhancementId } from '../../domain/data/ids';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import { useRosterStore } from '../../store/store-context';
import { enhancementChoices } from './unit-choices';

/** The detachment's enhancements this unit may take, with cost; ineligible ones are shown disabled with the reason. */
export function EnhancementPicker({ roster, unit, data }: { roster: Roster; unit: Unit; data: GameData }) {
  const setEnhancement = useRosterStore((s) => s.setEnhancement);
  const id = useId();
  const choices = useMemo(() => enhancementChoices(roster, unit, data), [roster, unit, data]);
  if (choices.length === 0) return null;
  const eligible = choices.filter((c) => c.ineligible === null || c.enhancement.id === unit.enhancementId);
  if (eligible.length === 0) {
    return (
      <fieldset className="editor-section">
        <legend>Enhancement</legend>
        <p className="field__hint">{choices[0]?.ineligible}</p>
      </fieldset>
    );
  }
  return (
    <fieldset className="editor-section">
      <legend>Enhancement</legend>
      <div className="choice-list">
        <label className="choice">
          <input
            type="radio"
            name={`${id}-enhancement`}
            checked={unit.enhancementId === null}
            onChange={() => setEnhancement(unit.id, null)}
          />
          <span>None</span>
        </label>
        {choices.map(({ enhancement, ineligible, warning }) => {
          const isChosen = unit.enhancementId === enhancement.id;
          const noteId = `${id}-${enhancement.id}-note`;
          const note = ineligible ?? warning;
          return (
            <div key={enhancement.id} className={ineligible ? 'choice choice--disabled' : 'choice'}>
              <label>
                <input
                  type="radio"
                  name={`${id}-enhancement`}
                  checked={isChosen}
                  disabled={ineligible !== null && !isChosen}
                  aria-describedby={note ? noteId : undefined}
                  onChange={() => setEnhancement(unit.id, enhancement.id as EnhancementId)}
                />
                <span>
                  {enhancement.name} (+{enhancement.points} pts)
                </span>
              </label>
              {note && (
                <p id={noteId} className={ineligible ? 'choice__note' : 'choice__note choice__note--warning'}>
                  {ineligible ?? warning}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
