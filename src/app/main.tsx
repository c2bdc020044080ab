import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDataLoader } from '../store/data-loader';
import { createRosterStore, savedListsRead } from '../store/roster-store';
import { App } from './app';
import { announceUpdate } from './app-update';
import { loadFaction, loadSystemData } from './data/load-game-data';
import { preload } from './preload';
import { parseRoute } from './routes';
import '../styles/theme.css';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/skeleton.css';

const store = createRosterStore();
const loader = createDataLoader(store, { loadSystemData, loadFaction });
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
