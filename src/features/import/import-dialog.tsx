import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { LoadBoundary } from '../../components/ui/load-boundary';
import { Loading } from '../../components/ui/loading';
import type { RosterId } from '../../domain/roster/ids';

// The readers of every text format load the first time the dialog opens, not with the lists page.
const ImportBody = lazy(() => import('./import-body').then((m) => ({ default: m.ImportBody })));

/** The "Import" button and its dialog. */
export function ImportButton({ onImported }: { onImported: (rosterId: RosterId) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Import
      </button>
      <Dialog title="Import a list" isOpen={isOpen} onClose={() => setIsOpen(false)} className="dialog--wide">
        <LoadBoundary what="the list readers">
          <Suspense fallback={<Loading label="Loading the list readers…" />}>
            <ImportBody
              onImported={(rosterId) => {
                setIsOpen(false);
                onImported(rosterId);
              }}
            />
          </Suspense>
        </LoadBoundary>
      </Dialog>
    </>
  );
}
