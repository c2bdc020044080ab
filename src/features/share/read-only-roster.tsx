import { IssueList } from '../../components/ui/issue-list';
import { listSections } from '../../domain/roster/list-sections';
import type { GameData } from '../../domain/data/game-data';
import { unitLoadout } from '../../domain/roster/loadout';
import { findEnhancement } from '../../domain/roster/lookup';
import type { RosterPoints } from '../../domain/roster/roster-types';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import type { RosterIssue } from '../../domain/rules/issue';
import { unitLabel } from '../../domain/roster/unit-labels';

/** The list as it is, with nothing to press: sections, units with points and loadout, and each unit's issues. */
export function ReadOnlyRoster({
  roster,
  data,
  points,
  issues,
}: {
  roster: Roster;
  data: GameData;
  points: RosterPoints;
  issues: readonly RosterIssue[];
}) {
  const sections = listSections(roster, data);
  if (sections.length === 0) return <p className="empty">This list has no units.</p>;
  return (
    <>
      {sections.map(({ section, units }) => (
        <section key={section.id} className="read-only-section" aria-labelledby={`shared-section-${section.id}`}>
          <h2 id={`shared-section-${section.id}`} className="read-only-section__title">
            <span>{section.name}</span>{' '}
            <span className="read-only-section__points">
              {units.reduce((sum, u) => sum + (points.byUnit[u.unit.id] ?? 0), 0)} pts
            </span>
          </h2>
          <ul className="read-only-units">
            {units.map(({ unit }) => (
              <li key={unit.id}>
                <ReadOnlyUnit
                  roster={roster}
                  unit={unit}
                  data={data}
                  points={points.byUnit[unit.id] ?? 0}
                  issues={issues.filter((i) => i.unitIds.includes(unit.id))}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function ReadOnlyUnit({
  roster,
  unit,
  data,
  points,
  issues,
}: {
  roster: Roster;
  unit: Unit;
  data: GameData;
  points: number;
  issues: readonly RosterIssue[];
}) {
  const label = unitLabel(roster, unit, data);
  const enhancement = unit.enhancementId ? findEnhancement(data, unit.enhancementId, roster.detachmentId) : undefined;
  const bodyguard = unit.attachedToUnitId ? roster.units.find((u) => u.id === unit.attachedToUnitId) : undefined;
  const titleId = `shared-unit-${unit.id}`;
  return (
    <article className="read-only-unit" aria-labelledby={titleId}>
      <h3 id={titleId} className="read-only-unit__head">
        <span>{label}</span> <span className="read-only-unit__points">{points} pts</span>
      </h3>
      {(unit.isWarlord || enhancement || bodyguard) && (
        <p className="read-only-unit__tags">
          {unit.isWarlord && <span className="tag tag--warlord">Warlord</span>}{' '}
          {enhancement && <span className="tag">Enhancement: {enhancement.name}</span>}{' '}
          {bodyguard && <span className="read-only-unit__leads">Leading {unitLabel(roster, bodyguard, data)}</span>}
        </p>
      )}
      <ul className="loadout">
        {unitLoadout(unit, data).map((group) => (
          <li key={group.modelTypeId}>
            <span className="loadout__models">
              {group.count > 1 ? `${group.count}× ` : ''}
              {group.name}
            </span>
            {group.wargear.length > 0 && ': '}
            {group.wargear.map((w) => `${w.count > 1 ? `${w.count}× ` : ''}${w.name}`).join(', ')}
          </li>
        ))}
      </ul>
      {issues.length > 0 && <IssueList issues={issues} className="read-only-unit__issues" />}
    </article>
  );
}
