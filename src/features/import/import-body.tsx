import { useEffect, useId, useState } from 'react';
import { FactionPicker } from '../../components/ui/faction-picker';
import { detectListFormat } from '../../domain/codecs/read-list';
import type { RosterId } from '../../domain/roster/ids';
import { useFactionStatus, useRosterStore, useRosterStoreApi } from '../../store/store-context';
import { ImportReportView } from './import-report-view';
import { readPastedList, type PastedList } from './read-pasted-list';

type Phase = { readonly kind: 'editing' } | PastedList;

/**
 * Paste (or open) a list, read it, and see what would be imported and what would not before anything is saved.
 * Importing always adds a new list: the open one is never replaced. Loaded with the codecs.
 */
export function ImportBody({ onImported }: { onImported: (rosterId: RosterId) => void }) {
  const store = useRosterStoreApi();
  const addList = useRosterStore((s) => s.addList);
  const manifest = useRosterStore((s) => s.manifest);
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // The faction the player chose to read the text as, over the one it names; null: as the text says.
  const [chosenFaction, setChosenFaction] = useState<string | null>(null);
  const id = useId();
  const pendingFaction = phase.kind === 'needs-data' ? phase.factionId : null;
  const status = useFactionStatus(pendingFaction);
  const factionName = manifest?.factions.find((f) => f.id === pendingFaction)?.name ?? pendingFaction;

  useEffect(() => {
    if (!pendingFaction || status.state === 'loading') return;
    if (status.state === 'error') {
      setPhase({ kind: 'failed', error: { code: 'unknown-faction', message: `The ${factionName} data could not be loaded: ${status.message}` } });
      return;
    }
    const again = readPastedList(text, store.getState(), chosenFaction);
    // Loaded and still missing would loop: report it instead.
    setPhase(
      again.kind === 'needs-data'
        ? { kind: 'failed', error: { code: 'unknown-faction', message: `No data for the faction "${again.factionId}".` } }
        : again,
    );
  }, [pendingFaction, status, factionName, text, store, chosenFaction]);

  const readAs = (factionId: string | null) => {
    setChosenFaction(factionId);
    setPhase(readPastedList(text, store.getState(), factionId));
  };
  // Only a text list names its faction in words; a roster file or a share link carries its faction's id.
  const isTextList = (format: string | null) => format === 'gw-app-text' || format === 'wtc';
  const factions = manifest?.factions ?? [];

  if (phase.kind === 'read') {
    return (
      <ImportReportView
        list={phase.list}
        warnings={phase.warnings}
        text={text}
        onImport={() => onImported(addList(phase.list.roster))}
        onBack={() => setPhase({ kind: 'editing' })}
        factionChoice={isTextList(phase.list.format) ? { factions, onChoose: readAs } : null}
      />
    );
  }

  return (
    <form
      className="import-form"
      onSubmit={(e) => {
        e.preventDefault();
        setPhase(readPastedList(text, store.getState(), chosenFaction));
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-text`}>List or share link</label>
        <p id={`${id}-hint`} className="field__hint">
          Paste a list from the GW app, New Recruit (WTC or WTC-Compact) or Muster, a Muster roster file, or a share
          link. Nothing is saved until you have seen what was read.
        </p>
        <textarea
          id={`${id}-text`}
          className="text-preview"
          rows={12}
          value={text}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          aria-invalid={phase.kind === 'failed' || undefined}
          onChange={(e) => {
            setText(e.target.value);
            // Another list: read it as it says, unless the player chooses again.
            setChosenFaction(null);
            if (phase.kind === 'failed') setPhase({ kind: 'editing' });
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>Or open a file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".txt,.md,.json,text/plain,text/markdown,application/json"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (!file) return;
            setFileProblem(null);
            readText(file).then(
              (content) => {
                setText(content);
                setChosenFaction(null);
                setPhase({ kind: 'editing' });
              },
              () => setFileProblem(`Could not read the file “${file.name}”.`),
            );
          }}
        />
      </div>
      {(phase.kind === 'failed' || fileProblem) && (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">This list could not be read</p>
          <p>
            {phase.kind === 'failed' ? (
              <>
                {phase.error.line !== undefined && `Line ${phase.error.line}: `}
                {phase.error.message}
              </>
            ) : (
              fileProblem
            )}
          </p>
        </div>
      )}
      {(chosenFaction !== null || (phase.kind === 'failed' && phase.error.code === 'unknown-faction' && isTextList(detectListFormat(text)))) && (
        <FactionPicker
          label="Read it as"
          hint="The faction to read this list as, whatever it names."
          factions={factions}
          value={chosenFaction}
          onChange={readAs}
        />
      )}
      {phase.kind === 'needs-data' && <p role="status">Loading {factionName} data…</p>}
      <div className="form-actions">
        <button type="submit" className="button--primary" disabled={text.trim() === '' || phase.kind === 'needs-data'}>
          Read list
        </button>
      </div>
    </form>
  );
}

/** FileReader rather than Blob.text(): older mobile browsers lack the latter. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}
