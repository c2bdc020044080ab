import { useState } from 'react';
import type { RosterId } from '../domain/roster/ids';
import { ExportDialog } from '../features/export/export-dialog';
import { ShareDialog } from '../features/share/share-dialog';
import { hrefFor } from './routes';
import '../styles/list-actions.css';

type OpenDialog = 'none' | 'export' | 'share';

/** What a player does with the whole open list: export it as text, share it as a link, print it. */
export function ListActions({ rosterId }: { rosterId: RosterId }) {
  const [open, setOpen] = useState<OpenDialog>('none');
  const close = () => setOpen('none');
  return (
    <div className="list-actions" role="group" aria-label="List">
      <button type="button" onClick={() => setOpen('export')}>
        Export
      </button>
      <button type="button" onClick={() => setOpen('share')}>
        Share
      </button>
      <a className="button" href={hrefFor({ page: 'builder', rosterId, view: { kind: 'print' } })}>
        Print
      </a>
      <ExportDialog isOpen={open === 'export'} onClose={close} />
      <ShareDialog isOpen={open === 'share'} onClose={close} />
    </div>
  );
}
