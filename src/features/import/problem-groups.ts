import { isUnread } from '../../domain/codecs/text-import/import-issues';
import type { ImportProblem, ImportProblemCode } from '../../domain/codecs/text-import/import-list';

/** A paste of thousands of stray lines is said in a fifty of them and a count, not thousands of list items. */
export const SHOWN_PER_GROUP = 50;

export type ProblemGroupId = 'not-imported' | 'check' | 'leaders' | 'attached';

export const PROBLEM_GROUPS: readonly { readonly id: ProblemGroupId; readonly title: string }[] = [
  { id: 'not-imported', title: 'Not imported' },
  { id: 'check', title: 'Imported, but check' },
  { id: 'leaders', title: 'Leaders left unattached' },
  { id: 'attached', title: 'Leaders attached' },
];

/**
 * Which part of the import report a problem belongs in: what was left out (the lines the verdict counts as unread),
 * what was read differently, what is left to do.
 */
export function problemGroup(code: ImportProblemCode): ProblemGroupId {
  if (isUnread(code)) return 'not-imported';
  switch (code) {
    case 'faction-mismatch':
    case 'battle-size-inferred':
    case 'detachment-inferred':
    case 'guessed-name':
    case 'wargear-misfit':
    case 'points-differ':
    case 'roster-setting':
      return 'check';
    case 'leader-unattached':
      return 'leaders';
    case 'leader-attached':
      return 'attached';
  }
}

export function groupProblems(
  problems: readonly ImportProblem[],
): ReadonlyMap<ProblemGroupId, readonly ImportProblem[]> {
  const groups = new Map<ProblemGroupId, ImportProblem[]>();
  for (const problem of problems) {
    const id = problemGroup(problem.code);
    const group = groups.get(id);
    if (group) group.push(problem);
    else groups.set(id, [problem]);
  }
  return groups;
}
