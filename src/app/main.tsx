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
// Offline use: the service worker and its update notice, downloaded once the first screen is on its way.
void firstScreen.then(() => import('./service-worker')).then((worker) => worker.registerServiceWorker(announceUpdate));
