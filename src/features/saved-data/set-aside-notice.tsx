import { useId, useState } from 'react';
import { downloadText } from '../../components/download-text';
import { SET_ASIDE_BUDGET, type SetAside } from '../../store/set-aside';
import { useRosterStore } from '../../store/store-context';

/**
 * Saved data Muster could not read, listed until the player downloads or discards each piece: what it was, why it
 * could not be read, and whether a copy is kept in this browser or only in this tab.
 */
export function SetAsideNotice() {
  const items = useRosterStore((s) => s.setAside);
  const titleId = useId();
  if (items.length === 0) return null;
  const stored = items.reduce((size, item) => size + (item.key === null ? 0 : item.original.length), 0);
  return (
    <section className="notice notice--error saved-data-notice" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="notice__title">
        {items.length === 1
          ? 'Saved data Muster could not read'
          : `${items.length} pieces of saved data Muster could not read`}
      </h2>
      <ul className="set-aside-list">
        {items.map((item) => (
          <SetAsideItem key={item.id} item={item} />
        ))}
      </ul>
      <p className="field__hint">
        Copies of data Muster could not read may take up to {formatSize(SET_ASIDE_BUDGET)} of this browser’s storage;
        these take {formatSize(stored)}.
      </p>
    </section>
  );
}

function SetAsideItem({ item }: { item: SetAside }) {
  const release = useRosterStore((s) => s.releaseSetAside);
  const [isDiscarding, setIsDiscarding] = useState(false);
  return (
    <li className="set-aside-list__item">
      <p>
        We could not read {item.what}: {item.reason}.
      </p>
      <p>
        {item.key === null
          ? `No copy of it (${formatSize(item.original.length)}) fits in this browser’s storage, so it is only in this tab, and Muster saves nothing over it until you download or discard it.`
          : `A copy (${formatSize(item.original.length)}) is kept in this browser until you download or discard it.`}
      </p>
      <div className="notice__actions">
        <button
          type="button"
          onClick={() => {
            downloadText(`muster-unreadable-${item.id}.json`, item.original);
            release(item.id);
          }}
        >
          Download and remove
        </button>
        {isDiscarding ? (
          <>
            <button type="button" className="button--danger" onClick={() => release(item.id)}>
              Discard for good
            </button>
            <button type="button" onClick={() => setIsDiscarding(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setIsDiscarding(true)}>
            Discard…
          </button>
        )}
      </div>
    </li>
  );
}

/** Characters as bytes, which they are for saved lists' JSON: "1.2 MB", "340 kB". */
function formatSize(characters: number): string {
  if (characters >= 1_000_000) return `${(characters / 1_000_000).toFixed(1).replace(/\.0$/, '')} MB`;
  return characters === 0 ? 'nothing' : `${Math.max(1, Math.round(characters / 1000))} kB`;
}
