import { describe, expect, it } from 'vitest';
import { hrefFor, parseRoute, type Route } from './routes';

describe('routes', () => {
  it('round-trips every route through the URL fragment', () => {
    const routes: Route[] = [
      { page: 'lists' },
      { page: 'builder', rosterId: 'a1b2', view: { kind: 'none' } },
      { page: 'builder', rosterId: 'a1b2', view: { kind: 'catalogue' } },
      { page: 'builder', rosterId: 'a1b2', view: { kind: 'unit', unitId: 'u3' } },
      { page: 'builder', rosterId: 'a1b2', view: { kind: 'datasheet', datasheetId: 'wracks' } },
    ];
    for (const route of routes) expect(parseRoute(hrefFor(route))).toEqual(route);
  });

  it('falls back to the lists for a fragment it does not know', () => {
    expect(parseRoute('#/somewhere/else')).toEqual({ page: 'lists' });
    expect(parseRoute('')).toEqual({ page: 'lists' });
  });
});
