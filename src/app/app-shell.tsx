import { lazy, Suspense, useEffect, useState } from 'react';
import { HistoryButtons } from './history-buttons';
import { OfflineFactions } from './offline-factions';
import { UpdateNotice } from '../features/app-update/update-notice';
import { ImportButton } from '../features/import/import-dialog';
import { ListsPage } from '../features/lists/lists-page';
import { ChangedElsewhereNotice } from '../features/saved-data/changed-elsewhere-notice';
import { SaveFailedNotice } from '../features/saved-data/save-failed-notice';
import { SetAsideNotice } from '../features/saved-data/set-aside-notice';
import { useRosterStore, useSystemStatus } from '../store/store-context';
import { ViewBoundary } from '../components/view-boundary';
import { LoadBoundary } from '../components/ui/load-boundary';
import { Loading } from '../components/ui/loading';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useWaitingUpdate } from './app-update';
import { loadBuilderRoute, loadedBuilderRoute } from './preload';
import { hrefFor, navigate, useRoute } from './routes';
import { useAskBeforeLeaving } from './use-ask-before-leaving';
import { useUndoShortcuts } from './use-undo-shortcuts';

// A shared list needs the share codec; only someone opening a link downloads it.
const SharedListPage = lazy(() =>
  import('../features/share/shared-list-page').then((m) => ({ default: m.SharedListPage })),
);
// The check of many lists needs every list reader; only an organiser opening it downloads them.
const CheckListsPage = lazy(() =>
  import('../features/list-check/check-lists-page').then((m) => ({ default: m.CheckListsPage })),
);

// The Game data page brings the catalogue importer; only a player opening it downloads either.
const GameDataRoute = lazy(() => import('./game-data-route').then((m) => ({ default: m.GameDataRoute })));

export function AppShell() {
  const route = useRoute();
  const system = useSystemStatus();
  const builder = useBuilderRoute(route.page === 'builder');
  const update = useWaitingUpdate();
  const savedText = useRosterStore((s) => s.savedText);
  useUndoShortcuts();
  useAskBeforeLeaving();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
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
      <main
        id="main"
        tabIndex={-1}
        className={
          route.page === 'builder'
            ? 'app-main app-main--builder'
            : route.page === 'check'
              ? 'app-main app-main--wide'
              : 'app-main'
        }
      >
        {route.page === 'data' ? (
          // Open whatever the state of the data: it is where a player goes back to the built-in data.
          <ViewBoundary key="data" what="the game data page" savedText={savedText}>
            <LoadBoundary what="the game data page">
              <Suspense fallback={<Loading label="Loading the game data page…" />}>
                <GameDataRoute />
              </Suspense>
            </LoadBoundary>
          </ViewBoundary>
        ) : system.state === 'error' ? (
          <p role="alert" className="notice notice--error">
            The game data could not be loaded: {system.message} <a href={hrefFor({ page: 'data' })}>Game data</a>
          </p>
        ) : system.state === 'loading' ? (
          <PageSkeleton page={route.page === 'builder' ? 'builder' : 'lists'} label="Loading game data…" />
        ) : route.page === 'lists' ? (
          <ViewBoundary key="lists" what="your lists" savedText={savedText}>
            <ListsPage
              onOpen={openList}
              actions={
                <>
                  <ImportButton onImported={openList} />
                  <a className="button" href={hrefFor({ page: 'check' })}>
                    Check many lists
                  </a>
                  <a className="button" href={hrefFor({ page: 'data' })}>
                    Game data
                  </a>
                </>
              }
            />
            <OfflineFactions />
          </ViewBoundary>
        ) : route.page === 'check' ? (
          <ViewBoundary key="check" what="the list checker" savedText={savedText}>
            <LoadBoundary what="the list checker">
              <Suspense fallback={<Loading label="Loading the list checker…" />}>
                <CheckListsPage onImported={openList} />
              </Suspense>
            </LoadBoundary>
          </ViewBoundary>
        ) : route.page === 'shared' ? (
          <ViewBoundary key="shared" what="the shared list" savedText={savedText}>
            <LoadBoundary what="the shared list">
              <Suspense fallback={<Loading label="Opening the shared list…" />}>
                <SharedListPage link={route.link} onSaved={openList} />
              </Suspense>
            </LoadBoundary>
          </ViewBoundary>
        ) : builder ? (
          <ViewBoundary key={`builder-${route.rosterId}`} what="this list" savedText={savedText}>
            <builder.BuilderRoute rosterId={route.rosterId} view={route.view} />
          </ViewBoundary>
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
