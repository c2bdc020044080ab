import type { Severity } from './issue';

/** How many of a list's issues make it illegal (errors) and how many only warn; notes (info) count as neither. */
export function countIssues(issues: readonly { readonly severity: Severity }[]): {
  readonly errors: number;
  readonly warnings: number;
} {
  let errors = 0;
  let warnings = 0;
  for (const issue of issues) {
    if (issue.severity === 'error') errors += 1;
    else if (issue.severity === 'warning') warnings += 1;
  }
  return { errors, warnings };
}
