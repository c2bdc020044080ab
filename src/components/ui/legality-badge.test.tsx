/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnitId } from '../../domain/roster/ids';
import type { Verdict } from '../../domain/rules/verdict';
import { LegalityBadge } from './legality-badge';

afterEach(cleanup);

const shrineTokens = [
  { unitId: 'u1' as UnitId, what: 'at most 2 Incubi Shrine Token' },
  { unitId: 'u1' as UnitId, what: 'a limit on Incubi Shrine Token' },
];

describe('LegalityBadge', () => {
  it('calls a list without errors legal when every limit was checked', () => {
    const verdict: Verdict = { kind: 'legal', errors: 0, warnings: 1, unchecked: [] };
    render(<LegalityBadge verdict={verdict} />);
    expect(screen.getByText('Legal, 1 warning').className).toBe('badge badge--ok');
  });

  it('does not call it legal while some limits were not checked', () => {
    const verdict: Verdict = { kind: 'unchecked', errors: 0, warnings: 0, unchecked: shrineTokens };
    render(<LegalityBadge verdict={verdict} />);
    expect(screen.getByText('No errors found; 2 limits not checked').className).toBe('badge badge--unchecked');
  });

  it('says errors first', () => {
    const verdict: Verdict = { kind: 'illegal', errors: 1, warnings: 0, unchecked: shrineTokens };
    render(<LegalityBadge verdict={verdict} />);
    expect(screen.getByText('Not legal: 1 error').className).toBe('badge badge--error');
  });
});
