import type { FactionId } from '../domain/data/ids';
import type { DataLoader } from '../store/data-loader';
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
 * the URL is opened here too: when its data is already in (index.html asks for it first), React's first render
 * is then the builder itself, not a loading state that an effect replaces.
 */
export function preload(route: Route, store: RosterStore, loader: DataLoader): void {
  loader.ensureSystem();
  const { rosters } = store.getState();
  if (route.page === 'builder') {
    void loadBuilderRoute();
    const saved = rosters.find((r) => r.roster.id === route.rosterId);
    if (saved) {
      loader.ensureFaction(saved.roster.factionId);
      store.getState().openList(saved.roster.id);
    }
  } else if (route.page === 'lists') {
    for (const factionId of new Set<FactionId>(rosters.map((r) => r.roster.factionId))) loader.ensureFaction(factionId);
  }
}
