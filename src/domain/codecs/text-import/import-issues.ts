import type { GameData } from '../../data/game-data';
import type { Roster } from '../../roster/roster.schema';
import type { RosterIssue } from '../../rules/issue';
import { makeIssue } from '../../rules/issue-messages';
import { validateRoster } from '../../rules/validate-roster';
import type { ImportProblemCode, ImportReport } from './import-list';

/**
 * A text list is judged on what it says, not only on what Muster could read of it: a `Chaos Lord (2000 points)`
 * line the data does not know would otherwise vanish and leave "Legal list." behind. Every name or line that was
 * not taken over is an `unread-line` error until the player fixes or removes it, and every unit whose cost in the
 * text differs from the data is a `points-changed` note, so an organiser sees what a data update repriced.
 */
function reportIssues(report: ImportReport): readonly RosterIssue[] {
  const unread = report.problems.flatMap((problem): RosterIssue[] => {
    if (!isUnread(problem.code)) return [];
    const params = {
      problem: problem.code,
      ...(problem.line === null ? {} : { line: problem.line }),
      ...(problem.suggestions.length > 0 ? { closest: problem.suggestions.join(', ') } : {}),
      said: problem.message,
    };
    return [
      makeIssue({
        ruleId: 'unread-line',
        severity: 'error',
        unitIds: problem.unitId === null ? [] : [problem.unitId],
        params,
      }),
    ];
  });
  const repriced = report.imported.flatMap((unit): RosterIssue[] =>
    unit.pointsInText === null || unit.pointsInText === unit.points
      ? []
      : [
          makeIssue({
            ruleId: 'points-changed',
            severity: 'info',
            unitIds: [unit.unitId],
            params: { line: unit.line, pointsInText: unit.pointsInText, points: unit.points, unit: unit.name },
          }),
        ],
  );
  return [...unread, ...repriced];
}

/** What a list read from text is judged by: the lines not read first, then the rules, then what was repriced. */
export function importedListIssues(
  roster: Roster,
  data: GameData,
  report: ImportReport | null,
): readonly RosterIssue[] {
  const rules = validateRoster(roster, data);
  if (!report) return rules;
  const fromImport = reportIssues(report);
  return [
    ...fromImport.filter((i) => i.severity === 'error'),
    ...rules,
    ...fromImport.filter((i) => i.severity !== 'error'),
  ];
}

/** Problems that leave out something the text says: a unit, model, piece of wargear, enhancement or line. */
const UNREAD_CODES = [
  'unknown-detachment',
  'unknown-battle-size',
  'unknown-datasheet',
  'unknown-model-type',
  'unknown-wargear',
  'unknown-enhancement',
  'unknown-bodyguard',
  'not-understood',
  'models-unplaced',
] as const satisfies readonly ImportProblemCode[];

export type UnreadProblemCode = (typeof UNREAD_CODES)[number];

export function isUnread(code: ImportProblemCode): code is UnreadProblemCode {
  return (UNREAD_CODES as readonly ImportProblemCode[]).includes(code);
}
