import type { FactionId } from '../domain/data/ids';
import type { DataLoader, LoadStatus } from '../store/data-loader';
import type { RosterStore } from '../store/roster-store';
import type { Route } from './routes';

type BuilderModule = typeof import('./builder-route');
let builderModule: BuilderModule | null = null;

/** The builder's code, loaded once whether the route asks for it or a preload does. */
export function loadBuilderRoute(): Promise<BuilderModule> {
  return import('./builder-route').then((module) => (builderModule = module));
}

/** The builder's code if it has arrived, so the app can render it without a Suspense fallback in between. */
export function loadedBuilderRoute(): BuilderModule | null {
  return builderModule;
}

/**
 * Starts every download the first screen needs at once, before React renders: the game system, the builder's
 * code and the open list's faction (or every saved list's faction for the lists page; a shared list's faction is
 * known only once its link is read). Left to the components, each would wait for the one before it. The list in
 * the URL is opened here too, so the builder's first render needs no effect to open it.
 *
 * Resolves once all of that has arrived (or failed), or after `patience` ms, whichever comes first: the app
 * renders then. A cold start then paints the screen once, rather than a loading state that is replaced a moment
 * later; a slow one still shows its loading states after the wait.
 */
export function preload(route: Route, store: RosterStore, loader: DataLoader, patience = 300): Promise<void> {
  const waits: Promise<unknown>[] = [settled(loader, () => loader.ensureSystem())];
  const { rosters } = store.getState();
  if (route.page === 'builder') {
    waits.push(loadBuilderRoute());
    const saved = rosters.find((r) => r.roster.id === route.rosterId);
    if (saved) {
      waits.push(settled(loader, () => loader.ensureFaction(saved.roster.factionId)));
      store.getState().openList(saved.roster.id);
    }
  } else if (route.page === 'lists') {
    for (const factionId of new Set<FactionId>(rosters.map((r) => r.roster.factionId))) {
      waits.push(settled(loader, () => loader.ensureFaction(factionId)));
    }
  }
  const arrived = Promise.allSettled(waits).then(() => undefined);
  return Promise.race([arrived, new Promise<void>((done) => setTimeout(done, patience))]);
}

/** Resolves when `status` (which starts the load on its first call) is no longer loading. */
function settled(loader: DataLoader, status: () => LoadStatus): Promise<void> {
  return new Promise((done) => {
    if (status().state !== 'loading') return done();
    const stop = loader.subscribe(() => {
      if (status().state === 'loading') return;
      stop();
      done();
    });
  });
}
