/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './load-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('code loaded on demand', () => {
  it('says in place that it could not be loaded instead of taking the page down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <main>
        <h1>Your lists</h1>
        <LoadBoundary what="the list readers">
          <Suspense fallback={null}>
            <Missing />
          </Suspense>
        </LoadBoundary>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the list readers');
    expect(alert.textContent).toContain('Failed to fetch dynamically imported module');
    expect(screen.getByRole('heading', { name: 'Your lists' })).toBeTruthy();
  });
});
