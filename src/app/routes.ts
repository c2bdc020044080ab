import { useMemo, useSyncExternalStore } from 'react';

/** What the right-hand panel (a sheet on a phone) shows in the builder. */
export type BuilderView =
  | { readonly kind: 'none' }
  | { readonly kind: 'catalogue' }
  | { readonly kind: 'unit'; readonly unitId: string }
  | { readonly kind: 'datasheet'; readonly datasheetId: string }
  /** The list with each unit's datasheet, laid out for paper. */
  | { readonly kind: 'print' };

export type Route =
  | { readonly page: 'lists' }
  /** An organiser's check of many lists at once (features/list-check). */
  | { readonly page: 'check' }
  /** The game data: the built-in snapshot and the player's catalogue sets (features/game-data). */
  | { readonly page: 'data' }
  | { readonly page: 'builder'; readonly rosterId: string; readonly view: BuilderView }
  /** A list someone shared: `link` is the fragment as opened, decoded (and checked) by the shared-list page. */
  | { readonly page: 'shared'; readonly link: string };

/** Routes live in the URL fragment so the built app works from any static server and reloads where it was. */
export function parseRoute(hash: string): Route {
  // A share link's payload is read as it is: it may have been mangled in chat, and that is the page's to report.
  if (/^#\/?share(\/|$)/.test(hash)) return { page: 'shared', link: hash };
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodePart);
  const [page, rosterId, kind, id] = parts;
  if (page === 'check' && parts.length === 1) return { page: 'check' };
  if (page === 'data' && parts.length === 1) return { page: 'data' };
  if (page !== 'list' || !rosterId) return { page: 'lists' };
  if (kind === 'add') return { page: 'builder', rosterId, view: { kind: 'catalogue' } };
  if (kind === 'unit' && id) return { page: 'builder', rosterId, view: { kind: 'unit', unitId: id } };
  if (kind === 'datasheet' && id) return { page: 'builder', rosterId, view: { kind: 'datasheet', datasheetId: id } };
  if (kind === 'print') return { page: 'builder', rosterId, view: { kind: 'print' } };
  return { page: 'builder', rosterId, view: { kind: 'none' } };
}

export function hrefFor(route: Route): string {
  if (route.page === 'lists') return '#/';
  if (route.page === 'shared') return route.link;
  if (route.page === 'check') return '#/check';
  if (route.page === 'data') return '#/data';
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
    case 'print':
      return `${base}/print`;
  }
}

/** A fragment typed or pasted with a stray "%" must not throw: it reads as the text it is. */
function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
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
