import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FactionPicker } from '../../components/ui/faction-picker';
import type { CodecError } from '../../domain/codecs/codec-result';
import { MAX_LIST_CHARACTERS, tooManyCharacters } from '../../domain/codecs/list-limits';
import { detectListFormat } from '../../domain/codecs/read-list';
import type { RosterId } from '../../domain/roster/ids';
import { selectGameData } from '../../store/selectors';
import { useFactionStatus, useLoadFactions, useRosterStore, useRosterStoreApi } from '../../store/store-context';
import { ImportReportView, type ReadListView } from './import-report-view';
import { createListReader, type ListReader } from './list-reader';
import type { ListReading } from './list-reading';

type Phase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'needs-data'; readonly id: number; readonly factionId: string }
  | { readonly kind: 'failed'; readonly error: CodecError }
  | { readonly kind: 'read'; readonly list: ReadListView };

/**
 * Paste (or open) a list, read it, and see what would be imported and what would not before anything is saved.
 * Importing always adds a new list: the open one is never replaced. Loaded with the codecs. The reading runs in a
 * worker (list-reader.ts), so a large paste never freezes the page; the text is read once, even when its faction's
 * data loads after it.
 */
export function ImportBody({ onImported }: { onImported: (rosterId: RosterId) => void }) {
  const store = useRosterStoreApi();
  const loadFactions = useLoadFactions();
  const addList = useRosterStore((s) => s.addList);
  const manifest = useRosterStore((s) => s.manifest);
  const [text, setText] = useState('');
  const [readPhase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [inputProblem, setInputProblem] = useState<string | null>(null);
  const reader = useRef<ListReader | null>(null);
  // The faction the player chose to read the text as, over the one it names; null: as the text says.
  const [chosenFaction, setChosenFaction] = useState<string | null>(null);
  const id = useId();
  const pendingFaction = readPhase.kind === 'needs-data' ? readPhase.factionId : null;
  const status = useFactionStatus(pendingFaction);
  const factionName = manifest?.factions.find((f) => f.id === pendingFaction)?.name ?? pendingFaction;
  // A reading waiting for data that could not be loaded has failed.
  const phase: Phase =
    readPhase.kind === 'needs-data' && status.state === 'error'
      ? {
          kind: 'failed',
          error: { code: 'unknown-faction', message: `The ${factionName} data could not be loaded: ${status.message}` },
        }
      : readPhase;

  useEffect(() => {
    const created = createListReader();
    reader.current = created;
    return () => {
      created.dispose();
      reader.current = null;
    };
  }, []);

  /** Turns what the reader answered into the next phase, giving it the faction's data at once when the page has it. */
  const show = useCallback(
    async (readingId: number, answer: ListReading): Promise<Phase> => {
      let result = answer;
      for (;;) {
        if (result.kind === 'failed') return result;
        if (result.kind === 'read') {
          const data = selectGameData(store.getState(), result.roster.factionId);
          if (!data)
            return {
              kind: 'failed',
              error: { code: 'unknown-faction', message: `No data for the faction "${result.roster.factionId}".` },
            };
          return { kind: 'read', list: { ...result, data } };
        }
        if (result.kind === 'needs-names') {
          // The text names no faction Muster knows: its units tell it, from every faction's datasheets (which the app
          // keeps offline once loaded). Where they cannot, the reading fails naming the closest, and the player chooses.
          const ids = (store.getState().manifest?.factions ?? []).map((f) => f.id);
          await loadFactions(ids);
          const state = store.getState();
          const names = Object.fromEntries(
            ids.map((factionId) => [
              factionId,
              selectGameData(state, factionId)?.faction.datasheets.map((d) => d.name) ?? [],
            ]),
          );
          if (!reader.current) return { kind: 'editing' };
          result = await reader.current.giveNames(readingId, names);
          continue;
        }
        const data = selectGameData(store.getState(), result.factionId);
        if (!data || !reader.current) return { kind: 'needs-data', id: readingId, factionId: result.factionId };
        const given = await reader.current.give(readingId, data);
        // Given and still missing would loop: report it instead.
        if (given.kind === 'needs-data')
          return {
            kind: 'failed',
            error: { code: 'unknown-faction', message: `No data for the faction "${given.factionId}".` },
          };
        result = given;
      }
    },
    [store, loadFactions],
  );

  // Once the data a reading waits for has loaded, the reading goes on with it.
  useEffect(() => {
    if (readPhase.kind !== 'needs-data' || status.state !== 'ready') return;
    let isCurrent = true;
    void show(readPhase.id, { kind: 'needs-data', factionId: readPhase.factionId }).then((next) => {
      if (!isCurrent) return;
      setPhase(
        next.kind === 'needs-data'
          ? {
              kind: 'failed',
              error: { code: 'unknown-faction', message: `No data for the faction "${next.factionId}".` },
            }
          : next,
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [readPhase, status, show]);

  const readAs = async (factionId: string | null) => {
    if (!reader.current) return;
    setChosenFaction(factionId);
    setPhase({ kind: 'reading' });
    const { id: readingId, result } = await reader.current.read(text, manifest?.factions ?? [], factionId ?? undefined);
    setPhase(await show(readingId, result));
  };
  const submit = () => readAs(chosenFaction);
  // Only a text list names its faction in words; a roster file or a share link carries its faction's id.
  const isTextList = (format: string | null) => format !== null && format !== 'roster-json' && format !== 'share-url';
  const factions = manifest?.factions ?? [];

  if (phase.kind === 'read') {
    return (
      <ImportReportView
        list={phase.list}
        text={text}
        onImport={() => onImported(addList(phase.list.roster))}
        onBack={() => setPhase({ kind: 'editing' })}
        factionChoice={
          isTextList(phase.list.format) ? { factions, onChoose: (factionId) => void readAs(factionId) } : null
        }
      />
    );
  }

  return (
    <form
      className="import-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-text`}>List or share link</label>
        <p id={`${id}-hint`} className="field__hint">
          Paste a list from the GW app, New Recruit (WTC, WTC-Compact, GW-style or Roster text) or Muster (any of its
          exports), a Muster roster file, or a share link. Nothing is saved until you have seen what was read.
        </p>
        <textarea
          id={`${id}-text`}
          className="text-preview"
          rows={12}
          value={text}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          aria-invalid={phase.kind === 'failed' || undefined}
          onPaste={(e) => {
            // A paste past the limit is refused before the text area holds it: laying out 50 MB of text freezes the
            // page before any reader could say it is too large.
            const pasted = e.clipboardData.getData('text/plain').length;
            if (pasted <= MAX_LIST_CHARACTERS) return;
            e.preventDefault();
            setInputProblem(`What you pasted is too large to be a list. ${tooManyCharacters(pasted)}`);
          }}
          onChange={(e) => {
            // Text dropped in past the limit is not taken either (the text area goes back to what it held).
            if (e.target.value.length > MAX_LIST_CHARACTERS) {
              setInputProblem(`This text is too large to be a list. ${tooManyCharacters(e.target.value.length)}`);
              return;
            }
            setInputProblem(null);
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
            setInputProblem(null);
            // A file past the limit is refused before it is read: a 50 MB log would freeze the page on its way in.
            if (file.size > MAX_LIST_CHARACTERS) {
              setInputProblem(`“${file.name}” is too large to be a list. ${tooManyCharacters(file.size)}`);
              return;
            }
            readText(file).then(
              (content) => {
                setText(content);
                setChosenFaction(null);
                setPhase({ kind: 'editing' });
              },
              () => setInputProblem(`Could not read the file “${file.name}”.`),
            );
          }}
        />
      </div>
      {(phase.kind === 'failed' || inputProblem) && (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">This list could not be read</p>
          <p>
            {phase.kind === 'failed' ? (
              <>
                {phase.error.line !== undefined && `Line ${phase.error.line}: `}
                {phase.error.message}
              </>
            ) : (
              inputProblem
            )}
          </p>
        </div>
      )}
      {phase.kind === 'reading' && <p role="status">Reading the list…</p>}
      {(chosenFaction !== null ||
        (phase.kind === 'failed' && phase.error.code === 'unknown-faction' && isTextList(detectListFormat(text)))) && (
        <FactionPicker
          label="Read it as"
          hint="The faction to read this list as, whatever it names."
          factions={factions}
          value={chosenFaction}
          onChange={(factionId) => void readAs(factionId)}
        />
      )}
      {phase.kind === 'needs-data' && <p role="status">Loading {factionName} data…</p>}
      <div className="form-actions">
        <button
          type="submit"
          className="button--primary"
          disabled={text.trim() === '' || phase.kind === 'needs-data' || phase.kind === 'reading'}
        >
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
