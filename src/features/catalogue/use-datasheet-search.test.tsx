/** @vitest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDatasheet } from '../../testing/make-datasheet';
import { makeFaction } from '../../testing/make-faction';

afterEach(() => {
  vi.doUnmock('fuse.js');
  vi.resetModules();
});

const faction = makeFaction({
  datasheets: [makeDatasheet({ id: 'wracks', name: 'Wracks' }), makeDatasheet({ id: 'archon', name: 'Archon' })],
});

describe('datasheet search', () => {
  it('finds a misspelt name once fuzzy search has arrived', async () => {
    const { useDatasheetSearch } = await import('./use-datasheet-search');
    const { result } = renderHook(() => useDatasheetSearch(faction, 'wraks'));
    await vi.waitFor(() => expect([...(result.current?.keys() ?? [])]).toEqual(['wracks']));
  });

  it('narrows the list to names containing the query when fuzzy search cannot be downloaded', async () => {
    vi.resetModules();
    vi.doMock('fuse.js', () => {
      throw new Error('offline');
    });
    const { useDatasheetSearch } = await import('./use-datasheet-search');
    const { result, rerender } = renderHook(({ query }) => useDatasheetSearch(faction, query), {
      initialProps: { query: 'wraks' },
    });
    // The hook's download was asked for first, so it has failed once this one has.
    await act(() => import('fuse.js').catch(() => undefined));
    expect([...(result.current?.keys() ?? [])]).toEqual([]);
    rerender({ query: 'rack' });
    expect([...(result.current?.keys() ?? [])]).toEqual(['wracks']);
  });
});
