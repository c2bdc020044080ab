import { lazy, Suspense, useEffect } from 'react';
import { LoadBoundary } from '../components/ui/load-boundary';
import { Loading } from '../components/ui/loading';
import { PageSkeleton } from '../components/ui/page-skeleton';
import type { RosterId } from '../domain/roster/ids';
import { useFactionStatus, useRosterStore } from '../store/store-context';
import { BuilderLayout } from './builder-layout';
import { hrefFor, type BuilderView } from './routes';

const PrintView = lazy(() => import('../features/print/print-view').then((m) => ({ default: m.PrintView })));

/** Opens the roster named in the URL once its faction's data has loaded. */
export function BuilderRoute({ rosterId, view }: { rosterId: string; view: BuilderView }) {
  const saved = useRosterStore((s) => s.rosters.find((r) => r.roster.id === rosterId) ?? null);
  const openRosterId = useRosterStore((s) => s.openRosterId);
  const openList = useRosterStore((s) => s.openList);
  const factionId = saved?.roster.factionId ?? null;
  const factionName = useRosterStore((s) => s.manifest?.factions.find((f) => f.id === factionId)?.name ?? factionId);
  const status = useFactionStatus(factionId);
  const exists = saved !== null;
  useEffect(() => {
    if (exists) openList(rosterId as RosterId);
  }, [exists, rosterId, openList]);

  if (!saved) {
    return (
      <div className="panel">
        <h1>List not found</h1>
        <p>
          There is no saved list here. It may have been deleted. <a href="#/">Back to your lists</a>
        </p>
      </div>
    );
  }
  if (status.state === 'error') {
    return (
      <p role="alert" className="notice notice--error">
        The {factionName} data could not be loaded: {status.message}
      </p>
    );
  }
  if (status.state === 'loading' || openRosterId !== rosterId)
    return (
      <PageSkeleton
        page="builder"
        label={status.state === 'loading' && status.step ? `${status.step}…` : `Loading ${factionName} data…`}
      />
    );
  if (view.kind === 'print') {
    return (
      <LoadBoundary what="the print view">
        <Suspense fallback={<Loading label="Laying out the list for print…" />}>
          <PrintView backHref={hrefFor({ page: 'builder', rosterId: saved.roster.id, view: { kind: 'none' } })} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return <BuilderLayout rosterId={saved.roster.id} view={view} />;
}
