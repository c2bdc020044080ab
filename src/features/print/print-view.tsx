import { useState } from 'react';
import { IssueList } from '../../components/ui/issue-list';
import { UncheckedLimitList } from '../../components/ui/unchecked-limit-list';
import { listSections } from '../../domain/roster/list-sections';
import { verdictWords } from '../../domain/rules/verdict';
import { allowancesInPlay } from '../../domain/roster/army-list';
import { mergeCopies } from '../../domain/roster/identical-units';
import { findBattleSize, findDetachment, findEnhancement } from '../../domain/roster/lookup';
import { modelTotal } from '../../domain/roster/points';
import { unitLabel } from '../../domain/roster/unit-labels';
import { issuesOf, pointsOf, selectOpenGameData, selectOpenRoster, verdictOfRoster } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { PrintRules } from './print-rules';
import { PrintUnit } from './print-unit';
import '../../styles/print.css';

/**
 * The open list laid out for paper: the army on the first page, then every unit with its datasheet, as many to a
 * page as fit without splitting one. On screen it is the preview, with Print and a way back. Rules are printed by
 * name unless the player asks for their text ("With rules text"), which a player's own catalogues give for every
 * rule: a Captain's Rites of Battle in full, or just its name on a shorter sheet.
 */
export function PrintView({ backHref }: { backHref: string }) {
  const roster = useRosterStore(selectOpenRoster);
  const data = useRosterStore(selectOpenGameData);
  const [withRulesText, setWithRulesText] = useState(false);
  if (!roster || !data) return null;
  const points = pointsOf(roster, data);
  const issues = issuesOf(roster, data);
  const verdict = verdictOfRoster(roster, data);
  const battleSize = findBattleSize(data, roster.battleSizeId);
  const detachment = findDetachment(data, roster.detachmentId);
  const sections = listSections(roster, data);
  return (
    <div className="print-view">
      <div className="print-view__toolbar">
        <a className="button" href={backHref}>
          Back to the list
        </a>
        <button type="button" className="button--primary" onClick={() => window.print()}>
          Print
        </button>
        <label className="print-view__option">
          <input type="checkbox" checked={withRulesText} onChange={(e) => setWithRulesText(e.target.checked)} />
          <span>With rules text</span>
        </label>
        <p className="field__hint">Each unit is printed with its datasheet; a unit is never split across two pages.</p>
      </div>
      <article className="print-sheet" aria-labelledby="print-title">
        <div className="print-summary">
          <h1 id="print-title">{roster.name || 'Untitled list'}</h1>
          <p>
            {[data.faction.name, detachment?.name, battleSize ? `${battleSize.name} (${battleSize.points} pts)` : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="print-summary__total">
            {points.total}
            {battleSize ? ` / ${battleSize.points}` : ''} pts · {verdictWords(verdict)}
            {allowancesInPlay(points.allowances, roster, data)
              .filter((a) => a.cap !== null)
              .map((a) => ` · ${a.name} ${a.points} / ${a.cap} pts`)
              .join('')}
          </p>
          <UncheckedLimitList unchecked={verdict.unchecked} roster={roster} data={data} />
          <table className="print-table print-summary__units">
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <th scope="col">Models</th>
                <th scope="col">Points</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            {sections.map(({ section, units }) => (
              <tbody key={section.id}>
                <tr className="print-summary__section">
                  <th scope="colgroup" colSpan={4}>
                    {section.name}
                  </th>
                </tr>
                {units.map(({ unit }) => {
                  const enhancement = unit.enhancementId
                    ? findEnhancement(data, unit.enhancementId, roster.detachmentId)
                    : undefined;
                  const bodyguard = unit.attachedToUnitId
                    ? roster.units.find((u) => u.id === unit.attachedToUnitId)
                    : undefined;
                  return (
                    <tr key={unit.id}>
                      <th scope="row">{unitLabel(roster, unit, data)}</th>
                      <td>{modelTotal(unit)}</td>
                      <td>{points.byUnit[unit.id] ?? 0}</td>
                      <td>
                        {[
                          unit.isWarlord ? 'Warlord' : null,
                          enhancement?.name ?? null,
                          bodyguard ? `Leading ${unitLabel(roster, bodyguard, data)}` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
          {issues.length > 0 && (
            <section aria-label="Issues">
              <h2 className="print-summary__issues-title">Issues</h2>
              <IssueList issues={issues} />
            </section>
          )}
          {withRulesText && <PrintRules armyRules={data.faction.armyRules} detachment={detachment} />}
        </div>
        {sections.flatMap(({ units }) =>
          mergeCopies(units, roster, data).map(({ copies, listed: { unit } }) => (
            <PrintUnit
              key={unit.id}
              roster={roster}
              unit={unit}
              data={data}
              points={points.byUnit[unit.id] ?? 0}
              copies={copies}
              withRulesText={withRulesText}
            />
          )),
        )}
      </article>
    </div>
  );
}
