import { lazy, Suspense } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { LoadBoundary } from '../../components/ui/load-boundary';
import { Loading } from '../../components/ui/loading';

// The share codec (and its compression library) loads the first time the dialog opens.
const ShareBody = lazy(() => import('./share-body').then((m) => ({ default: m.ShareBody })));

export function ShareDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog title="Share list" isOpen={isOpen} onClose={onClose}>
      <LoadBoundary what="the share link">
        <Suspense fallback={<Loading label="Making the link…" />}>
          <ShareBody />
        </Suspense>
      </LoadBoundary>
    </Dialog>
  );
}
