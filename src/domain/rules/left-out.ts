import type { Rule } from './issue';
import { makeIssue } from './issue-messages';

/**
 * A list is judged on what it was made with, not only on what reached this data: a share link made with older data
 * whose Wracks datasheet is gone would otherwise leave a smaller list that reads Legal. Each item the roster records
 * as left out is an error, worded as a text import's unread line, until the player clears it.
 */
export const leftOut: Rule = {
  id: 'unread-line',
  check({ roster }) {
    return (roster.leftOut ?? []).map((item) =>
      makeIssue({
        ruleId: 'unread-line',
        severity: 'error',
        unitIds: [],
        params: { problem: `unknown-${item.kind}`, said: item.said },
      }),
    );
  },
};
