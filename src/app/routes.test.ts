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
      { page: 'builder', rosterId: 'a1b2', view: { kind: 'print' } },
      { page: 'shared', link: '#/share/AQAAbcd-_09' },
      { page: 'check' },
    ];
    for (const route of routes) expect(parseRoute(hrefFor(route))).toEqual(route);
  });

  it('falls back to the lists for a fragment it does not know', () => {
    expect(parseRoute('#/somewhere/else')).toEqual({ page: 'lists' });
    expect(parseRoute('')).toEqual({ page: 'lists' });
  });

  it('hands a share link to the shared-list page as it was opened, however damaged', () => {
    expect(parseRoute('#/share/%E0%A4%A')).toEqual({ page: 'shared', link: '#/share/%E0%A4%A' });
    expect(parseRoute('#/share')).toEqual({ page: 'shared', link: '#/share' });
  });

  it('reads a fragment with broken percent-escapes instead of failing', () => {
    expect(parseRoute('#/list/%E0%A4%A')).toEqual({ page: 'builder', rosterId: '%E0%A4%A', view: { kind: 'none' } });
  });
});
