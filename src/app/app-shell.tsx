import { lazy, Suspense, useEffect, useState } from 'react';
import { HistoryButtons } from './history-buttons';
import { OfflineFactions } from './offline-factions';
import { UpdateNotice } from '../features/app-update/update-notice';
import { ImportButton } from '../features/import/import-dialog';
import { ListsPage } from '../features/lists/lists-page';
import { ChangedElsewhereNotice } from '../features/saved-data/changed-elsewhere-notice';
import { SaveFailedNotice } from '../features/saved-data/save-failed-notice';
import { SetAsideNotice } from '../features/saved-data/set-aside-notice';
import { useSystemStatus } from '../store/store-context';
import { LoadBoundary } from '../components/ui/load-boundary';
import { Loading } from '../components/ui/loading';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useWaitingUpdate } from './app-update';
import { loadBuilderRoute, loadedBuilderRoute } from './preload';
import { hrefFor, navigate, useRoute } from './routes';
import { useUndoShortcuts } from './use-undo-shortcuts';

// A shared list needs the share codec; only someone opening a link downloads it.
const SharedListPage = lazy(() => import('../features/share/shared-list-page').then((m) => ({ default: m.SharedListPage })));

export function AppShell() {
  const route = useRoute();
  const system = useSystemStatus();
  const builder = useBuilderRoute(route.page === 'builder');
  const update = useWaitingUpdate();
  useUndoShortcuts();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="app-header">
        <a className="app-title" href={hrefFor({ page: 'lists' })}>
          Muster
        </a>
        <nav aria-label="Main">
          <a href={hrefFor({ page: 'lists' })} aria-current={route.page === 'lists' ? 'page' : undefined}>
            Lists
          </a>
        </nav>
        <HistoryButtons />
      </header>
      <div className="saved-data-notices">
        <UpdateNotice update={update} />
        <SaveFailedNotice />
        <SetAsideNotice />
        <ChangedElsewhereNotice />
      </div>
      <main id="main" tabIndex={-1} className={route.page === 'builder' ? 'app-main app-main--builder' : 'app-main'}>
        {system.state === 'error' ? (
          <p role="alert" className="notice notice--error">
            The game data could not be loaded: {system.message}
          </p>
        ) : system.state === 'loading' ? (
          <PageSkeleton page={route.page === 'builder' ? 'builder' : 'lists'} label="Loading game data…" />
        ) : route.page === 'lists' ? (
          <>
            <ListsPage onOpen={openList} actions={<ImportButton onImported={openList} />} />
            <OfflineFactions />
          </>
        ) : route.page === 'shared' ? (
          <LoadBoundary what="the shared list">
            <Suspense fallback={<Loading label="Opening the shared list…" />}>
              <SharedListPage link={route.link} onSaved={openList} />
            </Suspense>
          </LoadBoundary>
        ) : builder ? (
          <builder.BuilderRoute rosterId={route.rosterId} view={route.view} />
        ) : (
          <PageSkeleton page="builder" label="Loading the builder…" />
        )}
      </main>
    </>
  );
}

function openList(rosterId: string): void {
  navigate({ page: 'builder', rosterId, view: { kind: 'none' } });
}

/**
 * The builder's code, loaded on first need. Not React.lazy: Suspense holds revealed content back for a
 * moment after a fallback, which would add that moment to every cold start of the builder.
 */
function useBuilderRoute(isNeeded: boolean) {
  const [module, setModule] = useState(loadedBuilderRoute);
  useEffect(() => {
    if (isNeeded && !module) void loadBuilderRoute().then((loaded) => setModule(() => loaded));
  }, [isNeeded, module]);
  return module;
}
