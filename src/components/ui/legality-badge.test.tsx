/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalityBadge } from './legality-badge';

afterEach(cleanup);

describe('LegalityBadge', () => {
  it('calls a list without errors legal when every limit was checked', () => {
    render(<LegalityBadge errors={0} warnings={1} />);
    expect(screen.getByText('Legal, 1 warning')).toBeTruthy();
  });

  it('does not call it legal while some limits were not checked', () => {
    render(<LegalityBadge errors={0} warnings={0} unchecked={2} />);
    expect(screen.getByText('No errors found; 2 limits not checked')).toBeTruthy();
  });

  it('says errors first', () => {
    render(<LegalityBadge errors={1} warnings={0} unchecked={2} />);
    expect(screen.getByText('Not legal: 1 error')).toBeTruthy();
  });
});
