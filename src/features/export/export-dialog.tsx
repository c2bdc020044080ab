import { lazy, Suspense } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { LoadBoundary } from '../../components/ui/load-boundary';
import { Loading } from '../../components/ui/loading';

// The text codecs load with the dialog's content, the first time it opens, not with the builder.
const ExportBody = lazy(() => import('./export-body').then((m) => ({ default: m.ExportBody })));

export function ExportDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog title="Export list" isOpen={isOpen} onClose={onClose}>
      <LoadBoundary what="export formats">
        <Suspense fallback={<Loading label="Loading export formats…" />}>
          <ExportBody />
        </Suspense>
      </LoadBoundary>
    </Dialog>
  );
}
