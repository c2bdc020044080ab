import { useId, useMemo, useRef } from 'react';
import { CopyButton } from '../../components/ui/copy-button';
import { writeCheckedShareUrl } from '../../domain/codecs/share-url/share-url';
import { selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { ShareQrCode } from './share-qr-code';

/** A link holding the whole open list, to copy. Loaded with the share codec. */
export function ShareBody() {
  const roster = useRosterStore(selectOpenRoster);
  const data = useRosterStore(selectOpenGameData);
  const dataVersion = useRosterStore((s) => s.manifest?.dataVersion ?? '');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const link = useMemo(
    () => (roster && data ? writeCheckedShareUrl(roster, data, window.location.href, { dataVersion }) : null),
    [roster, data, dataVersion],
  );
  // A phone's own share sheet (messages, chat apps) where the browser has one.
  const canShare = typeof navigator.share === 'function';
  if (!link) return <p className="notice notice--error">There is no open list to share.</p>;
  if (!link.ok)
    return <p className="notice notice--error">This list cannot be shared as a link: {link.error.message}</p>;
  const url = link.value;
  return (
    <div className="share-body">
      <p>
        The whole list is inside this link: no server keeps it. Whoever opens it sees the list read-only, with its
        points and issues, and can save a copy of their own.
      </p>
      <div className="field">
        <label htmlFor={`${id}-link`}>Share link</label>
        <input
          id={`${id}-link`}
          ref={input}
          className="share-body__link"
          value={url}
          readOnly
          spellCheck={false}
          aria-describedby={`${id}-length`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <p id={`${id}-length`} className="field__hint">
          {url.length} characters
        </p>
      </div>
      <div className="form-actions">
        <CopyButton text={url} label="Copy link" fallbackTarget={input} />
        {canShare && (
          <button type="button" onClick={() => void shareNatively(roster?.name ?? '', url)}>
            Share…
          </button>
        )}
      </div>
      <ShareQrCode url={url} />
    </div>
  );
}

async function shareNatively(title: string, url: string): Promise<void> {
  try {
    await navigator.share({ title, url });
  } catch {
    // The player closed the sheet, or the browser refused: the link and Copy stay right there.
  }
}
