import { useCallback, useEffect, useState } from 'react';
import { addSource, checkForUpdate, readUrlSource, type NewSource } from './sources/add-source';
import type { Fetch } from './sources/download';
import type { Importer } from './sources/importer';
import { readPickedFiles, type PickedFile } from './sources/picked-files';
import type { CodeHost } from './sources/repository';
import type { SourceCache, SourceRecord } from './sources/source-cache';
import { AddSourceForm } from './add-source-form';
import { SourceCard, type SourceFacts } from './source-card';
import '../../styles/game-data.css';

/** What the page needs from the app: where sources are kept and read, and how the app switches its data. */
export type GameDataPageProps = {
  readonly cache: SourceCache;
  readonly importer: () => Promise<Importer>;
  readonly fetch: Fetch;
  readonly hosts?: readonly CodeHost[];
  /** The built-in snapshot's facts (from its manifest). */
  readonly builtIn: () => Promise<SourceFacts>;
  /** The version of the player's catalogue set the app uses, or null for the built-in data. */
  readonly inUse: string | null;
  /** Switches the app to a catalogue set (null: the built-in data); the app reloads with it. */
  readonly choose: (version: string | null) => void;
  readonly today: () => string;
};

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working'; readonly step: string }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'done'; readonly message: string };

function factsOf(record: SourceRecord): SourceFacts {
  const { origin } = record;
  return {
    name: record.name,
    from: origin.kind === 'files' ? `From ${origin.names.join(', ')}` : `From ${origin.url}`,
    commit: record.commit,
    date: record.date,
    factions: record.factions.map((f) => f.name),
    size: record.size,
  };
}

/**
 * The Game data page: the built-in snapshot, always there and one tap away, and the catalogue sets the player added
 * (from a URL, or picked or dropped), each with its name, commit or date, factions and size; a URL source can be
 * checked for updates. Factions are imported from a set only when a list of theirs is opened.
 */
export function GameDataPage(props: GameDataPageProps) {
  const { cache, importer, inUse, choose } = props;
  const [records, setRecords] = useState<readonly SourceRecord[] | null>(null);
  const [builtIn, setBuiltIn] = useState<SourceFacts | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const refresh = useCallback(
    () =>
      cache.sources().then(setRecords, (error: unknown) => {
        setRecords([]);
        setPhase({ kind: 'failed', message: `This browser's storage could not be read: ${String(error)}` });
      }),
    [cache],
  );
  useEffect(() => {
    void refresh();
    void props.builtIn().then(setBuiltIn, () => setBuiltIn(null));
  }, [refresh, props]);

  const isBusy = phase.kind === 'working';
  const keep = async (source: NewSource) => {
    setPhase({ kind: 'working', step: 'Reading the catalogues' });
    const added = await addSource(source, await importer(), cache, props.today());
    await refresh();
    setPhase(
      added.ok
        ? {
            kind: 'done',
            message: `Added ${added.value.name}: choose “Use this data” on its card to build lists with it.`,
          }
        : { kind: 'failed', message: added.error },
    );
  };
  const run = (work: () => Promise<void>) =>
    void work().catch((error: unknown) =>
      setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  const reading = {
    fetch: props.fetch,
    ...(props.hosts ? { hosts: props.hosts } : {}),
    onProgress: (done: number, total: number) =>
      setPhase({ kind: 'working', step: `Downloading the catalogues: ${done} of ${total}` }),
  };

  const fromUrl = (url: string) =>
    run(async () => {
      setPhase({ kind: 'working', step: 'Downloading' });
      const source = await readUrlSource(url, reading);
      if (source.ok) await keep(source.value);
      else setPhase({ kind: 'failed', message: source.error });
    });
  const fromFiles = (picked: readonly PickedFile[]) =>
    run(async () => {
      setPhase({ kind: 'working', step: 'Reading the files' });
      const files = await readPickedFiles(picked);
      if (!files.ok) {
        setPhase({ kind: 'failed', message: files.error });
        return;
      }
      const names = [...new Set(files.value.map((f) => f.path.split('/')[0] ?? f.path))];
      await keep({ origin: { kind: 'files', names: names.slice(0, 5) }, files: files.value, commit: null, date: null });
    });
  const checkUpdate = (record: SourceRecord) =>
    run(async () => {
      setPhase({ kind: 'working', step: `Checking ${record.name} for updates` });
      const checked = await checkForUpdate(record, reading);
      if (!checked.ok) setPhase({ kind: 'failed', message: checked.error });
      else if (checked.value.newer) await keep(checked.value.newer);
      else setPhase({ kind: 'done', message: `${record.name} is up to date.` });
    });
  const remove = (record: SourceRecord) =>
    run(async () => {
      await cache.remove(record.version);
      if (record.version === inUse) choose(null);
      await refresh();
      setPhase({ kind: 'done', message: `Removed ${record.name}.` });
    });

  return (
    <div className="game-data-page">
      <h1>Game data</h1>
      <p className="game-data-page__intro">
        Muster builds lists from game data. The built-in data is a snapshot of the community catalogues: names, points,
        wargear and keywords, with rules text only for the few datasheets Muster ships pages for. Point Muster at your
        own copy of the catalogues to build with their latest points and read the rules text they carry. A faction is
        read from them the first time you open it, and kept in this browser for use offline.
      </p>
      <div className="game-data-page__status" aria-live="polite">
        {phase.kind === 'working' && (
          <p role="status" className="notice">
            {phase.step}…
          </p>
        )}
        {phase.kind === 'done' && <p className="notice notice--info">{phase.message}</p>}
      </div>
      {phase.kind === 'failed' && (
        <p role="alert" className="notice notice--error">
          {phase.message}
        </p>
      )}
      <section aria-labelledby="game-data-sources">
        <h2 id="game-data-sources">Sources</h2>
        <SourceCard
          facts={
            builtIn ?? {
              name: 'Built-in data',
              from: 'Built into Muster',
              commit: null,
              date: null,
              factions: [],
              size: null,
            }
          }
          isInUse={inUse === null}
          actions={
            inUse !== null && (
              <button type="button" className="button--primary" onClick={() => choose(null)}>
                Use built-in data
              </button>
            )
          }
        />
        {records?.map((record) => (
          <SourceCard
            key={record.version}
            facts={factsOf(record)}
            isInUse={record.version === inUse}
            actions={
              <>
                {record.version !== inUse && (
                  <button type="button" className="button--primary" onClick={() => choose(record.version)}>
                    Use this data
                  </button>
                )}
                {record.origin.kind !== 'files' && (
                  <button type="button" disabled={isBusy} onClick={() => checkUpdate(record)}>
                    Check for updates
                  </button>
                )}
                <button type="button" disabled={isBusy} onClick={() => remove(record)}>
                  Remove
                </button>
              </>
            }
          />
        ))}
      </section>
      <AddSourceForm isBusy={isBusy} onUrl={fromUrl} onFiles={fromFiles} />
    </div>
  );
}
