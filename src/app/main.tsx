import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDataLoader } from '../store/data-loader';
import { createRosterStore, savedListsRead } from '../store/roster-store';
import { App } from './app';
import { announceUpdate } from './app-update';
import { loadFaction, loadSystemData } from './data/load-game-data';
import { chosenSource } from '../features/game-data/chosen-source';
import type { DataSources } from '../store/data-loader';
import { preload } from './preload';
import { parseRoute } from './routes';
import '../styles/theme.css';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/skeleton.css';

const store = createRosterStore();
const playerSource = chosenSource();
const loader = createDataLoader(
  store,
  playerSource ? playerDataSourcesLater(playerSource) : { loadSystemData, loadFaction },
);
const firstScreen = savedListsRead(store).then(() => preload(parseRoute(window.location.hash), store, loader));
const root = document.getElementById('root');
if (root) {
  void firstScreen.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App store={store} loader={loader} />
      </StrictMode>,
    ),
  );
}
// Offline use: the service worker and its update notice. On a first visit the worker precaches every chunk of the
// app, which would compete with the first screen for the network and the processor: it installs once the page has
// loaded and is idle.
void firstScreen
  .then(whenLoadedAndIdle)
  .then(() => import('./service-worker'))
  .then((worker) => worker.registerServiceWorker(announceUpdate));

function whenLoadedAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 10_000 })
        : setTimeout(resolve, 2000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * The data of the player's catalogue set `version`, chosen on the Game data page: its loader, cache and importer
 * load only then, so the built-in path downloads none of them.
 */
function playerDataSourcesLater(version: string): DataSources {
  const sources = import('./data/player-sources').then((m) => m.playerSources(version));
  return {
    loadSystemData: () => sources.then((s) => s.loadSystemData()),
    loadFaction: (factionId, factionName, onStep) => sources.then((s) => s.loadFaction(factionId, factionName, onStep)),
  };
}
