import { useEffect, useRef, useState, type RefObject } from 'react';

type CopyState = 'idle' | 'copied' | 'refused';

/** How long "Copied" stays up: long enough to read, short enough that a second copy shows again. */
const CONFIRMATION_MS = 4000;

/**
 * Copies `text` and says so. Browsers refuse the clipboard outside a secure context, in some embedded views and
 * when the player denies it; then the button says how to copy by hand and selects `fallbackTarget`'s text for it.
 */
export function CopyButton({
  text,
  label = 'Copy to clipboard',
  fallbackTarget,
}: {
  text: string;
  label?: string;
  fallbackTarget?: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
}) {
  // What the last copy gave, and of which text: a confirmation says nothing about a text changed since.
  const [last, setLast] = useState<{ readonly state: CopyState; readonly text: string }>({ state: 'idle', text });
  const state = last.text === text ? last.state : 'idle';
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimer(timer), []);

  async function copy(): Promise<void> {
    clearTimer(timer);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setLast({ state: 'copied', text });
      timer.current = setTimeout(() => setLast({ state: 'idle', text }), CONFIRMATION_MS);
    } catch {
      setLast({ state: 'refused', text });
      const target = fallbackTarget?.current;
      target?.focus();
      target?.select();
    }
  }

  return (
    <span className="copy-button">
      <button type="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={`copy-button__status copy-button__status--${state}`}>
        {state === 'copied'
          ? 'Copied'
          : state === 'refused'
            ? `This browser did not allow copying. ${fallbackTarget ? 'The text is selected: copy' : 'Select the text and copy'} it with Ctrl+C (⌘C on a Mac).`
            : ''}
      </span>
    </span>
  );
}

function clearTimer(timer: { current: ReturnType<typeof setTimeout> | null }): void {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}
