import { useMemo } from 'react';
import { unitLabel } from '../../domain/roster/unit-labels';
import { issuesOf, pointsOf, selectOpenGameData, selectOpenRoster, verdictOfRoster } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { ArmyStatus } from './army-status';
import { RosterHeader } from './roster-header';
import { LegalityLine } from './legality-line';
import { RosterNotices } from './roster-notices';
import { rosterSections } from './roster-sections';
import { UnitRow } from './unit-row';

export function RosterPanel({
  selectedUnitId,
  onSelectUnit,
  onOpenCatalogue,
  onShowIssues,
}: {
  selectedUnitId: string | null;
  onSelectUnit: (unitId: string) => void;
  onOpenCatalogue: () => void;
  onShowIssues: () => void;
}) {
  const roster = useRosterStore(selectOpenRoster);
  const data = useRosterStore(selectOpenGameData);
  const sections = useMemo(
    () => (roster && data ? rosterSections(roster, data, pointsOf(roster, data)) : []),
    [roster, data],
  );
  if (!roster || !data) return null;
  const points = pointsOf(roster, data);
  const issues = issuesOf(roster, data);
  const row = (unitId: string, isLeader: boolean) => {
    const unit = roster.units.find((u) => u.id === unitId);
    if (!unit) return null;
    return (
      <UnitRow
        roster={roster}
        unit={unit}
        data={data}
        points={points.byUnit[unit.id] ?? 0}
        issues={issues.filter((i) => i.unitIds.includes(unit.id))}
        isSelected={unit.id === selectedUnitId}
        isLeader={isLeader}
        onSelect={onSelectUnit}
      />
    );
  };
  return (
    <div className="roster-panel">
      <RosterHeader roster={roster} data={data} points={points} />
      <LegalityLine verdict={verdictOfRoster(roster, data)} hasIssues={issues.length > 0} onShowIssues={onShowIssues} />
      <RosterNotices />
      {/* On a phone, a bar kept at the foot of the screen: the army's points and legality, and the way to add units. */}
      <div className="roster-panel__add">
        <ArmyStatus />
        <button type="button" className="button--primary" onClick={onOpenCatalogue}>
          Add units
        </button>
      </div>
      {sections.length === 0 ? (
        <p className="empty">No units yet. Add some from the catalogue.</p>
      ) : (
        sections.map((section) => (
          <section key={section.id} className="roster-section" aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`} className="roster-section__title">
              <span>{section.name}</span> <span className="roster-section__points">{section.points} pts</span>
            </h2>
            <ul className="unit-list">
              {section.groups.map((group) => (
                <li
                  key={group.unit.id}
                  className={group.leaders.length > 0 ? 'unit-group unit-group--led' : 'unit-group'}
                >
                  {row(group.unit.id, false)}
                  {group.leaders.length > 0 && (
                    <ul
                      className="unit-group__leaders"
                      aria-label={`Leaders of ${unitLabel(roster, group.unit, data)}`}
                    >
                      {group.leaders.map((leader) => (
                        <li key={leader.id}>{row(leader.id, true)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
