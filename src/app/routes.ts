import { useMemo, useSyncExternalStore } from 'react';

/** What the right-hand panel (a sheet on a phone) shows in the builder. */
export type BuilderView =
  | { readonly kind: 'none' }
  | { readonly kind: 'catalogue' }
  | { readonly kind: 'unit'; readonly unitId: string }
  | { readonly kind: 'datasheet'; readonly datasheetId: string };

export type Route =
  | { readonly page: 'lists' }
  | { readonly page: 'builder'; readonly rosterId: string; readonly view: BuilderView };

/** Routes live in the URL fragment so the built app works from any static server and reloads where it was. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [page, rosterId, kind, id] = parts;
  if (page !== 'list' || !rosterId) return { page: 'lists' };
  if (kind === 'add') return { page: 'builder', rosterId, view: { kind: 'catalogue' } };
  if (kind === 'unit' && id) return { page: 'builder', rosterId, view: { kind: 'unit', unitId: id } };
  if (kind === 'datasheet' && id) return { page: 'builder', rosterId, view: { kind: 'datasheet', datasheetId: id } };
  return { page: 'builder', rosterId, view: { kind: 'none' } };
}

export function hrefFor(route: Route): string {
  if (route.page === 'lists') return '#/';
  const base = `#/list/${encodeURIComponent(route.rosterId)}`;
  switch (route.view.kind) {
    case 'none':
      return base;
    case 'catalogue':
      return `${base}/add`;
    case 'unit':
      return `${base}/unit/${encodeURIComponent(route.view.unitId)}`;
    case 'datasheet':
      return `${base}/datasheet/${encodeURIComponent(route.view.datasheetId)}`;
  }
}

export function navigate(route: Route): void {
  const href = hrefFor(route);
  if (window.location.hash !== href) window.location.hash = href;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return useMemo(() => parseRoute(hash), [hash]);
}
