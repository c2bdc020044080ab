import { useMemo } from 'react';
import { useRosterStore } from '../../store/store-context';

/** Saved data we could not read: say so, say where it is kept, and offer it as a file so nothing is lost. */
export function StorageProblems() {
  const problems = useRosterStore((s) => s.storageProblems);
  const dismiss = useRosterStore((s) => s.dismissStorageProblems);
  const download = useMemo(() => {
    if (problems.length === 0) return null;
    const text = JSON.stringify(problems.map((p) => ({ what: p.what, reason: p.reason, key: p.key, data: p.raw })), null, 2);
    return `data:application/json;charset=utf-8,${encodeURIComponent(text)}`;
  }, [problems]);
  if (problems.length === 0 || !download) return null;
  return (
    <section className="notice notice--error storage-problems" role="alert" aria-labelledby="storage-problems-title">
      <h2 id="storage-problems-title" className="notice__title">
        {problems.length === 1 ? 'One piece of saved data could not be read' : `${problems.length} pieces of saved data could not be read`}
      </h2>
      <ul>
        {problems.map((p) => (
          <li key={`${p.key}${p.what}${p.reason}`}>
            We could not read {p.what}: {p.reason}.{' '}
            {p.key ? <>It is kept unchanged in this browser’s storage under “{p.key}”.</> : <>It could not be stored aside: download it now.</>}
          </li>
        ))}
      </ul>
      <div className="notice__actions">
        <a className="button" href={download} download="muster-unreadable-lists.json">
          Download the unreadable data
        </a>
        <button type="button" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
