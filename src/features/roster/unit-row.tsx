import { IssueList } from '../../components/ui/issue-list';
import type { GameData } from '../../domain/data/game-data';
import { counted } from '../../domain/english';
import { findDatasheet, findEnhancement } from '../../domain/roster/lookup';
import { chosenWargear } from '../../domain/roster/loadout';
import { modelTotal } from '../../domain/roster/points';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import type { RosterIssue } from '../../domain/rules/issue';
import { countIssues } from '../../domain/rules/issue-counts';
import { issueMark } from '../../domain/rules/issue-messages';
import { unitLabel } from '../../domain/roster/unit-labels';
import { unitRowId } from './unit-row-id';

/** One unit in the roster: a button that opens it in the editor, and its issues right under it. */
export function UnitRow({
  roster,
  unit,
  data,
  points,
  issues,
  isSelected,
  isLeader,
  onSelect,
}: {
  roster: Roster;
  unit: Unit;
  data: GameData;
  points: number;
  issues: readonly RosterIssue[];
  isSelected: boolean;
  isLeader: boolean;
  onSelect: (unitId: string) => void;
}) {
  const datasheet = findDatasheet(data, unit.datasheetId);
  const enhancement = unit.enhancementId ? findEnhancement(data, unit.enhancementId, roster.detachmentId) : undefined;
  const models = modelTotal(unit);
  const chosen = chosenWargear(unit, data);
  const { errors } = countIssues(issues);
  const issuesId = `${unitRowId(unit.id)}-issues`;
  return (
    <div className={`unit-row${isSelected ? ' unit-row--selected' : ''}${errors > 0 ? ' unit-row--error' : ''}`}>
      <button
        type="button"
        id={unitRowId(unit.id)}
        className="unit-row__button"
        aria-current={isSelected ? 'true' : undefined}
        aria-describedby={issues.length > 0 ? issuesId : undefined}
        onClick={() => onSelect(unit.id)}
      >
        <span className="unit-row__name">
          {isLeader && <span className="unit-row__role">Leader: </span>}
          {unitLabel(roster, unit, data)}
        </span>{' '}
        <span className="unit-row__points">{points} pts</span>{' '}
        <span className="unit-row__meta">
          {datasheet && datasheet.composition.max > 1 && <span>{counted(models, 'model')} </span>}
          {chosen.length > 0 && (
            <span className="unit-row__wargear">
              {chosen.map((w) => `${w.count > 1 ? `${w.count}× ` : ''}${w.name}`).join(', ')}{' '}
            </span>
          )}
          {unit.isWarlord && <span className="tag tag--warlord">Warlord</span>}{' '}
          {enhancement && <span className="tag">{enhancement.name}</span>}{' '}
          {errors > 0 && <span className="tag tag--error">{counted(errors, 'error')}</span>}
        </span>
      </button>
      {datasheet?.uncheckedLimits && (
        <p className="unit-row__unchecked">Limits not checked: {datasheet.uncheckedLimits.join('; ')}</p>
      )}
      {issues.length > 0 && (
        <IssueList
          issues={issues}
          id={issuesId}
          className="unit-row__issues"
          say={(i) => (i.unitIds.length > 1 ? issueMark(i) : i.message)}
        />
      )}
    </div>
  );
}
