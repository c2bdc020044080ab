import { useMemo } from 'react';
import { IssueList } from '../../components/ui/issue-list';
import { findDatasheet, findDetachment } from '../../domain/roster/lookup';
import { surchargesOn } from '../../domain/roster/points';
import type { UnitId } from '../../domain/roster/ids';
import { unitLabel } from '../../domain/roster/unit-labels';
import { issuesOf, pointsOf, selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { EnhancementPicker } from './enhancement-picker';
import { AttachLeader, LeaderPicker } from './leader-picker';
import { SizePicker } from './size-picker';
import { unitEditorTitleId } from './unit-editor-title-id';
import { WargearPicker } from './wargear-picker';
import { WarlordField } from './warlord-field';

/** Everything a player can change on one unit. Illegal choices stay possible and are explained, never blocked. */
export function UnitEditor({
  unitId,
  onShowDatasheet,
  onSelectUnit,
  onRemoved,
}: {
  unitId: string;
  onShowDatasheet: (datasheetId: string) => void;
  onSelectUnit: (unitId: string) => void;
  onRemoved: () => void;
}) {
  const roster = useRosterStore(selectOpenRoster);
  const data = useRosterStore(selectOpenGameData);
  const duplicateUnit = useRosterStore((s) => s.duplicateUnit);
  const removeUnit = useRosterStore((s) => s.removeUnit);
  const unit = roster?.units.find((u) => u.id === unitId);
  const issues = useMemo(
    () => (roster && data ? issuesOf(roster, data).filter((i) => i.unitIds.includes(unitId as UnitId)) : []),
    [roster, data, unitId],
  );
  if (!roster || !data || !unit) return null;
  const datasheet = findDatasheet(data, unit.datasheetId);
  const label = unitLabel(roster, unit, data);
  const points = pointsOf(roster, data).byUnit[unit.id] ?? 0;
  const surcharges = surchargesOn(unit, data, roster.detachmentId);
  const detachment = findDetachment(data, roster.detachmentId);

  return (
    <div className="unit-editor">
      <div className="unit-editor__head">
        <h3 id={unitEditorTitleId(unit.id)} tabIndex={-1} className="unit-editor__name">
          {label}
        </h3>{' '}
        <span className="unit-editor__points">{points} pts</span>
      </div>
      {surcharges.map((s) => (
        <p key={s.upgrade} className="unit-editor__surcharge">
          Includes {s.upgrade} (+{s.points} pts), which {detachment?.name} makes it take.
        </p>
      ))}
      {issues.length > 0 && (
        <IssueList issues={issues} className="unit-editor__issues" label={`Issues with ${label}`} />
      )}
      {datasheet?.uncheckedLimits && (
        <p className="unit-row__unchecked">Limits not checked: {datasheet.uncheckedLimits.join('; ')}</p>
      )}
      {!datasheet ? (
        <p className="notice notice--error">
          The datasheet “{unit.datasheetId}” is not in the loaded data, so this unit cannot be edited.
        </p>
      ) : (
        <>
          <SizePicker unit={unit} datasheet={datasheet} />
          <WargearPicker roster={roster} unit={unit} datasheet={datasheet} data={data} />
          <EnhancementPicker roster={roster} unit={unit} data={data} />
          <WarlordField roster={roster} unit={unit} data={data} />
          <LeaderPicker roster={roster} unit={unit} data={data} />
          <AttachLeader roster={roster} unit={unit} data={data} />
        </>
      )}
      <div className="unit-editor__actions">
        {datasheet && (
          <button type="button" onClick={() => onShowDatasheet(datasheet.id)}>
            Datasheet
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            const copy = duplicateUnit(unit.id);
            if (copy) onSelectUnit(copy);
          }}
        >
          Duplicate
        </button>
        <button
          type="button"
          className="button--danger"
          onClick={() => {
            removeUnit(unit.id);
            onRemoved();
          }}
        >
          Remove
        </button>
      </div>
    </div>
  );
}
