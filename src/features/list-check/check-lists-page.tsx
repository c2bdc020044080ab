import { useEffect, useId, useRef, useState } from 'react';
import { downloadText } from '../../components/download-text';
import { Dialog } from '../../components/ui/dialog';
import { counted } from '../../domain/english';
import { countVerdicts } from '../../domain/list-check/check-lists';
import { listCheckCsv, verdictSummary } from '../../domain/list-check/list-check-table';
import type { RosterId } from '../../domain/roster/ids';
import { selectGameData } from '../../store/selectors';
import { useLoadFactions, useRosterStore, useRosterStoreApi } from '../../store/store-context';
import { ImportReportView } from '../import/public';
import { CheckResultsTable } from './check-results-table';
import { ListDropZone } from './list-drop-zone';
import { createListChecker, type ListChecker } from './list-checker';
import type { CheckedList, DroppedFile } from './list-checking';
import '../../styles/list-check.css';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'loading-data'; readonly factions: number }
  | { readonly kind: 'checking'; readonly lists: number }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * An organiser's check of an event's lists: files or a zip dropped or chosen, or lists pasted with a line of dashes
 * between them, each judged as the import judges one list, in a table that fills in as the lists are checked (the
 * work runs in a worker). Any row opens in the import report, from which the list can be added to the player's
 * lists; the table downloads as CSV, the same as `armylist check <folder> --csv`.
 */
export function CheckListsPage({ onImported }: { onImported: (rosterId: RosterId) => void }) {
  const store = useRosterStoreApi();
  const manifest = useRosterStore((s) => s.manifest);
  const addList = useRosterStore((s) => s.addList);
  const loadFactions = useLoadFactions();
  const [files, setFiles] = useState<readonly File[]>([]);
  const [pasted, setPasted] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [checks, setChecks] = useState<readonly CheckedList[]>([]);
  const [opened, setOpened] = useState<number | null>(null);
  const checker = useRef<ListChecker | null>(null);
  const id = useId();

  useEffect(() => {
    const created = createListChecker();
    checker.current = created;
    return () => {
      created.dispose();
      checker.current = null;
    };
  }, []);

  const isBusy = phase.kind === 'reading' || phase.kind === 'loading-data' || phase.kind === 'checking';
  const hasInput = files.length > 0 || pasted.trim() !== '';

  const check = async () => {
    const current = checker.current;
    if (!current || isBusy) return;
    setChecks([]);
    setOpened(null);
    try {
      setPhase({ kind: 'reading' });
      const dropped: DroppedFile[] = await Promise.all(
        files.map(async (file) => ({ name: file.name, bytes: await readBytes(file) })),
      );
      const started = await current.start(dropped, pasted, manifest?.factions ?? []);
      setPhase({ kind: 'loading-data', factions: started.factionIds.length });
      const statuses = await loadFactions(started.factionIds);
      const state = store.getState();
      const data = started.factionIds.flatMap((factionId) => selectGameData(state, factionId) ?? []);
      const missing = Object.fromEntries(
        [...statuses].flatMap(([factionId, s]) => (s.state === 'error' ? [[factionId, s.message]] : [])),
      );
      setPhase({ kind: 'checking', lists: started.lists });
      await current.finish(data, missing, (part) => setChecks((done) => [...done, ...part]));
      setPhase({ kind: 'done' });
    } catch (error) {
      setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const rows = checks.map((c) => c.row);
  const counts = countVerdicts(rows);
  const openedCheck = opened === null ? null : checks[opened];
  const openedData = openedCheck?.row.factionId ? selectGameData(store.getState(), openedCheck.row.factionId) : null;

  return (
    <div className="check-lists-page">
      <div className="page-head">
        <h1>Check many lists</h1>
      </div>
      <p className="check-lists-page__intro">
        Check every list of an event at once: each is read and judged as the import reads one list, and gets a row with
        its verdict. Nothing is saved to your lists unless you import one.
      </p>
      <form
        className="check-lists-form"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <ListDropZone files={files} onFiles={setFiles} />
        <div className="field">
          <label htmlFor={`${id}-pasted`}>Or paste lists</label>
          <p id={`${id}-hint`} className="field__hint">
            One after another, with a line of dashes (---) between two lists.
          </p>
          <textarea
            id={`${id}-pasted`}
            className="text-preview"
            rows={8}
            value={pasted}
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setPasted(e.target.value)}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button--primary" disabled={!hasInput || isBusy}>
            Check lists
          </button>
        </div>
      </form>

      <div role="status" className="check-lists-page__status">
        {phase.kind === 'reading' && 'Reading the files…'}
        {phase.kind === 'loading-data' && `Loading the data of ${counted(phase.factions, 'faction')}…`}
        {phase.kind === 'checking' && `Checked ${checks.length} of ${counted(phase.lists, 'list')}…`}
        {phase.kind === 'done' && verdictSummary(counts)}
      </div>
      {phase.kind === 'failed' && (
        <p className="notice notice--error" role="alert">
          {phase.message}
        </p>
      )}

      {checks.length > 0 && (
        <>
          <div className="form-actions check-lists-page__download">
            <button
              type="button"
              disabled={phase.kind !== 'done'}
              onClick={() => downloadText('lists-checked.csv', listCheckCsv(rows), 'text/csv')}
            >
              Download CSV
            </button>
          </div>
          <CheckResultsTable checks={checks} onOpen={setOpened} />
        </>
      )}

      <Dialog
        title={openedCheck ? openedCheck.row.file : 'List'}
        isOpen={openedCheck?.readout != null && openedData !== null}
        onClose={() => setOpened(null)}
        className="dialog--wide"
      >
        {openedCheck?.readout && openedData && (
          <ImportReportView
            list={{ ...openedCheck.readout, data: openedData }}
            text={openedCheck.text ?? ''}
            onImport={() => onImported(addList(openedCheck.readout!.roster))}
            onBack={() => setOpened(null)}
            factionChoice={null}
          />
        )}
      </Dialog>
    </div>
  );
}

/** FileReader rather than Blob.arrayBuffer(): older mobile browsers lack the latter. */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read the file “${file.name}”.`));
    reader.readAsArrayBuffer(file);
  });
}
